import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eventsOfRefs,
  latestPayment,
  paymentProvider,
  disputesOfOrder,
  paymentsOfOrder,
  reconciliationsOfOrder,
  refundsOfOrder,
  type ProviderEvent,
} from '../payments/index.ts';
import { deliveriesOfOrder, overdueDeliveries } from '../fulfilment/index.ts';
import { emailsOfOrderList } from '../notifications/index.ts';
import { staffNamesOf } from '../staff/index.ts';
import { reconciliations, type ReconciliationRow } from './reconcile.ts';
import { contextForOrder } from './context.ts';
import { orderView } from './view.ts';
import type { Order } from './basket.ts';
import * as t from './tables.ts';

// An order as the back office shows it: its packages, what was refunded, and everything that
// happened to it on one line of time (placed, each payment attempt, what the provider recorded and
// sent, the webhooks the shop accepted,
// what the reconciliation asked the provider, paid, deliveries, e-mails, refunds, notes, canceled).

export type TimelineKind =
  'placed' | 'payment' | 'provider-event' | 'webhook' | 'reconciliation' | 'paid' | 'delivery' | 'email' | 'refund' | 'dispute' | 'note' | 'canceled';
export type TimelineEntry = { at: Date; kind: TimelineKind; detail: Record<string, unknown> };

export type OrderDetail = {
  order: Order;
  packages: { id: number; productTitle: string; kind: string; valueCents: number; quantity: number; totalCents: number; refundedCents: number }[];
  refundedCents: number;
  timeline: TimelineEntry[];
};

/** The order with its timeline, oldest first; null when there is no such order (or it is a basket). */
export async function orderWithTimeline(db: Db, orderId: number): Promise<OrderDetail | null> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order || order.status === 'basket') return null;
  const view = await orderView(contextForOrder(db, order), order);
  const payments = await paymentsOfOrder(db, order.id);
  const webhooks = await eventsOfRefs(
    db,
    payments.flatMap((p) => (p.providerRef ? [p.providerRef] : [])),
  );
  const providerEvents: (ProviderEvent & { ref: string })[] = [];
  for (const { providerRef: ref, provider: name } of payments) {
    const provider = paymentProvider(db, order.storeId, name);
    if (ref && provider.eventsOf) providerEvents.push(...(await provider.eventsOf(ref)).map((e) => ({ ...e, ref })));
  }
  const refunds = await refundsOfOrder(db, order.id);
  const disputes = await disputesOfOrder(db, order.id);
  const notes = await db.select().from(t.orderNotes).where(eq(t.orderNotes.orderId, order.id)).orderBy(asc(t.orderNotes.createdAt));
  // Who refunded or wrote a note, by name and role (the id alone says nothing to the next person).
  const people = await staffNamesOf(db, [...refunds, ...notes].map((r) => Number(r.staffId)).filter(Number.isSafeInteger));
  const by = (id: string) => ({ staffName: people.get(Number(id))?.name ?? null, staffRole: people.get(Number(id))?.role ?? null });
  const entries: TimelineEntry[] = [
    ...(order.placedAt ? [{ at: order.placedAt, kind: 'placed' as const, detail: { number: order.number, grandTotalCents: order.grandTotalCents } }] : []),
    ...payments.map((p) => ({
      at: p.createdAt,
      kind: 'payment' as const,
      detail: {
        paymentId: p.id,
        method: p.method,
        bank: p.bank,
        status: p.status,
        failureReason: p.failureReason,
        amountCents: p.amountCents,
        updatedAt: p.updatedAt,
      },
    })),
    ...providerEvents.map((e) => ({
      at: e.createdAt,
      kind: 'provider-event' as const,
      detail: { eventId: e.id, providerRef: e.ref, status: e.status, deliveredAt: e.deliveredAt, attempts: e.attempts, lastError: e.lastError },
    })),
    ...webhooks.map((e) => ({ at: e.receivedAt, kind: 'webhook' as const, detail: { eventId: e.eventId, providerRef: e.providerRef, type: e.type } })),
    ...(await reconciliationsOfOrder(db, order.id)).map((r) => ({
      at: r.createdAt,
      kind: 'reconciliation' as const,
      detail: { source: r.source, providerStatus: r.providerStatus, action: r.action },
    })),
    ...(order.paidAt ? [{ at: order.paidAt, kind: 'paid' as const, detail: {} }] : []),
    ...(await deliveriesOfOrder(db, order.id)).map((d) => ({
      at: d.sentAt ?? d.deliverAt,
      kind: 'delivery' as const,
      detail: { deliveryId: d.id, packageId: d.packageId, status: d.status, deliverAt: d.deliverAt, sentAt: d.sentAt },
    })),
    ...(await emailsOfOrderList(db, order.id)).map((m) => ({
      at: m.createdAt,
      kind: 'email' as const,
      detail: { emailId: m.id, emailKind: m.kind, to: m.to, subject: m.subject, sentAt: m.sentAt, lastError: m.lastError, attachments: m.attachmentCount },
    })),
    ...refunds.map((r) => ({
      at: r.createdAt,
      kind: 'refund' as const,
      detail: { refundId: r.id, scope: r.scope, packageId: r.packageId, amountCents: r.amountCents, staffId: r.staffId, ...by(r.staffId), reason: r.reason },
    })),
    ...disputes.map((d) => ({
      at: d.createdAt,
      kind: 'dispute' as const,
      detail: { disputeId: d.id, providerRef: d.providerRef, amountCents: d.amountCents, reason: d.reason, status: d.status, updatedAt: d.updatedAt },
    })),
    ...notes.map((n) => ({ at: n.createdAt, kind: 'note' as const, detail: { noteId: n.id, staffId: n.staffId, ...by(n.staffId), text: n.text } })),
    ...(order.canceledAt ? [{ at: order.canceledAt, kind: 'canceled' as const, detail: {} }] : []),
  ];
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  const refundedOf = (packageId: number) => refunds.filter((r) => r.packageId === packageId).reduce((s, r) => s + r.amountCents, 0);
  return {
    order,
    packages: view.packages.map((p) => ({
      id: p.id,
      productTitle: p.product.title,
      kind: p.kind,
      valueCents: p.valueCents,
      quantity: p.quantity,
      totalCents: p.totalCents,
      refundedCents: refundedOf(p.id),
    })),
    refundedCents: refunds.reduce((s, r) => s + r.amountCents, 0),
    timeline: entries,
  };
}

/** What the reconciliation (the sweep or the expiry job) moved since `since`, newest first: completed, canceled, a refund asked for. */
export async function reconciledOrders(db: Db, input: { since: Date; action?: string }): Promise<ReconciliationRow[]> {
  const rows = await reconciliations(db, input.since);
  return input.action ? rows.filter((r) => r.action === input.action) : rows;
}

export type WaitingOrder = {
  orderId: number;
  number: string | null;
  storeId: number;
  /** 'payment': placed and unpaid; 'delivery': paid, a card not sent after its moment. */
  waitingFor: 'payment' | 'delivery';
  since: Date;
  paymentMethod: string | null;
  paymentStatus: string | null;
  deliveryStatus: string | null;
};

/**
 * Orders that wait too long: unpaid `olderThanMinutes` after placement (bank transfers included:
 * finance looks for their money), and paid ones with a delivery not sent that long after its moment.
 */
export async function ordersWaitingTooLong(db: Db, input: { olderThanMinutes?: number } = {}, now = new Date()): Promise<WaitingOrder[]> {
  const before = new Date(now.getTime() - (input.olderThanMinutes ?? 60) * 60_000);
  const unpaid = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.status, 'pending'), lt(t.orders.placedAt, before)))
    .orderBy(asc(t.orders.placedAt))
    .limit(200);
  const waiting: WaitingOrder[] = [];
  for (const o of unpaid) {
    const payment = await latestPayment(db, o.id);
    waiting.push({
      orderId: o.id,
      number: o.number,
      storeId: o.storeId,
      waitingFor: 'payment',
      since: o.placedAt!,
      paymentMethod: o.paymentMethod,
      paymentStatus: payment?.status ?? null,
      deliveryStatus: null,
    });
  }
  for (const d of await overdueDeliveries(db, before)) {
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, d.orderId));
    if (!o) continue;
    waiting.push({
      orderId: o.id,
      number: o.number,
      storeId: o.storeId,
      waitingFor: 'delivery',
      since: d.deliverAt,
      paymentMethod: o.paymentMethod,
      paymentStatus: 'paid',
      deliveryStatus: d.status,
    });
  }
  return waiting;
}
