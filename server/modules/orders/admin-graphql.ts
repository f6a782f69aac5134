// The back office's order fields (issue 17, decision 047): find orders, read one with its timeline,
// and the lists of what the reconciliation completed and of what waits too long. Reads only; the
// actions on an order are in admin-actions.ts. Every field checks the role first (orders.read).
import { eq } from 'drizzle-orm';
import { adminBuilder, AdminError, type AdminContext } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import type { Db } from '../../db/client.ts';
import type { StaffMember } from '../staff/index.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { searchOrders, type OrderHit, type OrderSearch } from './staff-search.ts';
import { orderWithTimeline, ordersWaitingTooLong, reconciledOrders, type OrderDetail, type TimelineEntry, type WaitingOrder } from './staff-timeline.ts';
import type { ReconciliationRow } from './reconcile.ts';
import * as t from './tables.ts';
import { creditNotesOfOrder, type CreditNote } from './credit-notes.ts';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

const OrderHitRef = adminBuilder.objectRef<OrderHit>('AdminOrderHit').implement({
  fields: (f) => ({
    number: f.string({ resolve: (o) => o.number ?? '' }),
    status: f.exposeString('status'),
    flow: f.exposeString('flow'),
    storeId: f.exposeInt('storeId'),
    placedAt: f.string({ nullable: true, resolve: (o) => iso(o.placedAt) }),
    paidAt: f.string({ nullable: true, resolve: (o) => iso(o.paidAt) }),
    buyerName: f.exposeString('buyerName'),
    email: f.exposeString('email', { nullable: true }),
    grandTotalCents: f.exposeInt('grandTotalCents', { nullable: true }),
    paymentMethod: f.exposeString('paymentMethod', { nullable: true }),
  }),
});

type SearchView = { total: number; page: number; perPage: number; orders: OrderHit[]; errors: ErrorItem[] };

const SearchRef = adminBuilder.objectRef<SearchView>('AdminOrderSearch').implement({
  fields: (f) => ({
    total: f.exposeInt('total'),
    page: f.exposeInt('page'),
    perPage: f.exposeInt('perPage'),
    orders: f.field({ type: [OrderHitRef], description: 'Newest first.', resolve: (v) => v.orders }),
    errors: f.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

type Pkg = OrderDetail['packages'][number];
const PackageRef = adminBuilder.objectRef<Pkg>('AdminOrderPackage').implement({
  fields: (f) => ({
    id: f.exposeInt('id'),
    productTitle: f.exposeString('productTitle'),
    kind: f.exposeString('kind'),
    valueCents: f.exposeInt('valueCents'),
    quantity: f.exposeInt('quantity'),
    totalCents: f.exposeInt('totalCents'),
    refundedCents: f.exposeInt('refundedCents'),
  }),
});

const TimelineRef = adminBuilder.objectRef<TimelineEntry>('AdminOrderEvent').implement({
  description: 'One thing that happened to the order.',
  fields: (f) => ({
    at: f.string({ resolve: (e) => e.at.toISOString() }),
    kind: f.string({
      description: 'placed, payment, provider-event, webhook, reconciliation, paid, delivery, email, refund, note, canceled',
      resolve: (e) => e.kind,
    }),
    detail: f.field({
      type: 'JSON',
      description: 'What the event recorded (ids, statuses, addresses, amounts).',
      resolve: (e) => JSON.parse(JSON.stringify(e.detail)),
    }),
  }),
});

type OrderRow = OrderDetail['order'];
const OrderRef = adminBuilder.objectRef<OrderRow>('AdminOrder').implement({
  fields: (f) => ({
    number: f.string({ resolve: (o) => o.number ?? '' }),
    status: f.exposeString('status'),
    flow: f.exposeString('flow'),
    storeId: f.exposeInt('storeId'),
    placedAt: f.string({ nullable: true, resolve: (o) => iso(o.placedAt) }),
    paidAt: f.string({ nullable: true, resolve: (o) => iso(o.paidAt) }),
    canceledAt: f.string({ nullable: true, resolve: (o) => iso(o.canceledAt) }),
    buyerName: f.string({ resolve: (o) => (o.billing ? `${o.billing.firstName} ${o.billing.lastName}` : '') }),
    email: f.string({ nullable: true, resolve: (o) => o.billing?.email ?? null }),
    grandTotalCents: f.exposeInt('grandTotalCents', { nullable: true }),
    paymentMethod: f.exposeString('paymentMethod', { nullable: true }),
  }),
});

const CreditNoteRef = adminBuilder.objectRef<CreditNote>('AdminCreditNote').implement({
  description: 'A nota di credito (TD04): what a refund gave back of the invoice it corrects.',
  fields: (f) => ({
    number: f.exposeString('number', { description: 'As printed and sent to SDI, e.g. NC-IT-2026-000001.' }),
    issuedAt: f.string({ resolve: (n) => n.issuedAt.toISOString() }),
    amountCents: f.exposeInt('amountCents'),
  }),
});

export type OrderAnswer = { detail: OrderDetail | null; errors: ErrorItem[] };

export const OrderViewRef = adminBuilder.objectRef<OrderAnswer>('AdminOrderView').implement({
  fields: (f) => ({
    order: f.field({ type: OrderRef, nullable: true, resolve: (v) => v.detail?.order ?? null }),
    packages: f.field({ type: [PackageRef], resolve: (v) => v.detail?.packages ?? [] }),
    refundedCents: f.int({ resolve: (v) => v.detail?.refundedCents ?? 0 }),
    timeline: f.field({ type: [TimelineRef], description: 'Oldest first.', resolve: (v) => v.detail?.timeline ?? [] }),
    creditNotes: f.field({
      type: [CreditNoteRef],
      description: 'The credit notes of its refunds, oldest first (made by a job just after each refund).',
      resolve: (v, _args, context) => (v.detail ? creditNotesOfOrder(context.db, v.detail.order.id) : []),
    }),
    errors: f.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

/** The id of the placed order with this number, or null. */
export async function orderIdOf(db: Db, number: string): Promise<number | null> {
  const typed = number.trim().replace(/^#/, '').toUpperCase();
  if (!/^[A-Z]{2}-\d{1,12}$/.test(typed)) return null;
  const [row] = await db.select({ id: t.orders.id, status: t.orders.status }).from(t.orders).where(eq(t.orders.number, typed));
  return row && row.status !== 'basket' ? row.id : null;
}

/** The order as the screens show it, or its refusal in the staff member's language. */
export async function orderAnswer(db: Db, staff: StaffMember, number: string): Promise<OrderAnswer> {
  const id = await orderIdOf(db, number);
  const detail = id === null ? null : await orderWithTimeline(db, id);
  return detail ? { detail, errors: [] } : { detail: null, errors: [staffError(staff, errorCodes.STAFF_ORDER_NOT_FOUND, 'number')] };
}

adminBuilder.queryField('order', (f) =>
  f.field({
    type: OrderViewRef,
    description: 'An order by its number, with its packages and its timeline.',
    args: { number: f.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'orders.read');
      if (!who.ok) return { detail: null, errors: [who.error] };
      return orderAnswer(context.db, who.staff, args.number);
    },
  }),
);

const romeOffset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' });

/** A day typed as YYYY-MM-DD to its start in Rome's time (`next`: the day after, for an inclusive end). */
function dayOf(text: string | null | undefined, next = false): Date | null | undefined {
  if (!text) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const noon = new Date(`${text}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return null;
  const offset =
    romeOffset
      .formatToParts(noon)
      .find((p) => p.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  const day = new Date(`${text}T00:00:00${offset}`);
  if (Number.isNaN(day.getTime())) return null;
  return next ? new Date(day.getTime() + 86_400_000) : day;
}

const optional = (s: string | null | undefined) => s?.trim() || undefined;

adminBuilder.queryField('orders', (f) =>
  f.field({
    type: SearchRef,
    description: 'Orders the filters find, newest first; the filters combine. placedFrom and placedTo are days (YYYY-MM-DD), both included.',
    args: {
      number: f.arg.string(),
      email: f.arg.string(),
      name: f.arg.string(),
      cardNumber: f.arg.string(),
      placedFrom: f.arg.string(),
      placedTo: f.arg.string(),
      status: f.arg.string(),
      storeId: f.arg.int(),
      paymentMethod: f.arg.string(),
      page: f.arg.int(),
    },
    resolve: async (_root, args, context: AdminContext): Promise<SearchView> => {
      const empty = { total: 0, page: 1, perPage: 25, orders: [] };
      const who = await staffWith(context, 'orders.read');
      if (!who.ok) return { ...empty, errors: [who.error] };
      const placedFrom = dayOf(args.placedFrom);
      const placedTo = dayOf(args.placedTo, true);
      if (placedFrom === null) return { ...empty, errors: [staffError(who.staff, errorCodes.VALIDATION, 'placedFrom')] };
      if (placedTo === null) return { ...empty, errors: [staffError(who.staff, errorCodes.VALIDATION, 'placedTo')] };
      const status = optional(args.status);
      if (status && !['pending', 'completed', 'canceled'].includes(status))
        return { ...empty, errors: [staffError(who.staff, errorCodes.VALIDATION, 'status')] };
      const query: OrderSearch = {
        number: optional(args.number)?.replace(/^#/, '').toUpperCase(),
        email: optional(args.email),
        name: optional(args.name)?.slice(0, 100),
        cardNumber: optional(args.cardNumber)?.slice(0, 40),
        placedFrom,
        placedTo,
        status,
        storeId: args.storeId ?? undefined,
        paymentMethod: optional(args.paymentMethod),
        page: args.page ?? 1,
      };
      return { ...(await searchOrders(context.db, query)), errors: [] };
    },
  }),
);

const ReconciledRef = adminBuilder.objectRef<ReconciliationRow>('AdminReconciledOrder').implement({
  fields: (f) => ({
    at: f.string({ resolve: (r) => r.createdAt.toISOString() }),
    number: f.string({ resolve: (r) => r.orderNumber ?? '' }),
    action: f.exposeString('action'),
    source: f.exposeString('source'),
    providerStatus: f.exposeString('providerStatus'),
  }),
});

const WaitingRef = adminBuilder.objectRef<WaitingOrder>('AdminWaitingOrder').implement({
  fields: (f) => ({
    number: f.string({ resolve: (w) => w.number ?? '' }),
    storeId: f.exposeInt('storeId'),
    waitingFor: f.string({ description: 'payment or delivery', resolve: (w) => w.waitingFor }),
    since: f.string({ resolve: (w) => w.since.toISOString() }),
    paymentMethod: f.exposeString('paymentMethod', { nullable: true }),
    paymentStatus: f.exposeString('paymentStatus', { nullable: true }),
    deliveryStatus: f.exposeString('deliveryStatus', { nullable: true }),
  }),
});

type Attention = { reconciled: ReconciliationRow[]; waiting: WaitingOrder[]; errors: ErrorItem[] };

const AttentionRef = adminBuilder.objectRef<Attention>('AdminOrdersAttention').implement({
  fields: (f) => ({
    reconciled: f.field({ type: [ReconciledRef], description: 'Newest first.', resolve: (a) => a.reconciled }),
    waiting: f.field({ type: [WaitingRef], description: 'Longest waiting first.', resolve: (a) => a.waiting }),
    errors: f.field({ type: [AdminError], resolve: (a) => a.errors }),
  }),
});

adminBuilder.queryField('ordersAttention', (f) =>
  f.field({
    type: AttentionRef,
    description: 'What the reconciliation moved in the last `days` days, and the orders waiting longer than `olderThanMinutes`.',
    args: { days: f.arg.int({ defaultValue: 7 }), olderThanMinutes: f.arg.int({ defaultValue: 60 }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'orders.read');
      if (!who.ok) return { reconciled: [], waiting: [], errors: [who.error] };
      const days = Math.min(Math.max(args.days ?? 7, 1), 90);
      const olderThanMinutes = Math.min(Math.max(args.olderThanMinutes ?? 60, 1), 60 * 24 * 30);
      const since = new Date(Date.now() - days * 86_400_000);
      const reconciled = (await reconciledOrders(context.db, { since })).slice(0, 200);
      return { reconciled, waiting: await ordersWaitingTooLong(context.db, { olderThanMinutes }), errors: [] };
    },
  }),
);
