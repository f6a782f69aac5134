import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { ErrorItemRef, MoneyRef, UserData, money, resolveStore } from '../../graphql/common.ts';
import { basketUuid, rememberBasket, sessionOf } from '../../graphql/cookies.ts';
import type { RequestContext } from '../../context.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { customerOf } from '../accounts/index.ts';
import type { Order } from './basket.ts';
import { canReorder, orderOfCustomer, ordersOfCustomer, reorder, reorderLines, type ReorderLine } from './customer-orders.ts';
import { creditNotePath, invoiceAvailable, invoicePath } from './invoice-path.ts';
import { creditNotesOfOrder, type CreditNote } from './credit-notes.ts';
import { errorCodes, failure } from '../../errors.ts';
import { label } from './labels.ts';
import { orderView } from './view.ts';
import { GiftcardOrder } from './graphql-types.ts';

// The account area's order operations (issue 5, §6): history, one order, reorder. Each needs a
// logged-in customer (1401) and sees only that customer's orders (9003 otherwise).

type Mine = { ctx: RequestContext; order: Order };

const CustomerCreditNote = builder.objectRef<Mine & { note: CreditNote }>('CustomerCreditNote').implement({
  fields: (t) => ({
    number: t.string({ resolve: ({ note }) => note.number }),
    issuedAt: t.string({ resolve: ({ note }) => note.issuedAt.toISOString() }),
    amount: t.field({ type: MoneyRef, resolve: ({ ctx, note }) => money(note.amountCents, ctx) }),
    url: t.string({ resolve: ({ order, note }) => creditNotePath(order.uuid, note.number) }),
  }),
});

const CustomerOrder = builder.objectRef<Mine>('CustomerOrder').implement({
  fields: (t) => ({
    uuid: t.string({ resolve: ({ order }) => order.uuid }),
    number: t.string({ resolve: ({ order }) => order.number ?? '' }),
    status: t.string({ description: 'pending, completed or canceled', resolve: ({ order }) => order.status }),
    flow: t.string({ resolve: ({ order }) => order.flow }),
    placedAt: t.string({ resolve: ({ order }) => (order.placedAt ?? order.createdAt).toISOString() }),
    paymentMethod: t.string({ nullable: true, resolve: ({ order }) => order.paymentMethod }),
    paymentMethodLabel: t.string({ nullable: true, resolve: ({ ctx, order }) => (order.paymentMethod ? label(ctx.locale, order.paymentMethod) : null) }),
    grandTotal: t.field({ type: MoneyRef, resolve: ({ ctx, order }) => money(order.grandTotalCents ?? 0, ctx) }),
    packagesCount: t.int({ resolve: async ({ ctx, order }) => (await orderView(ctx, order)).quantity }),
    invoiceUrl: t.string({
      nullable: true,
      description: "The invoice PDF, for the order's customer only.",
      resolve: ({ order }) => (invoiceAvailable(order) ? invoicePath(order.uuid) : null),
    }),
    creditNotes: t.field({
      type: [CustomerCreditNote],
      description: "The credit notes of the order's refunds (PDF), oldest first, for the order's customer only.",
      resolve: async ({ ctx, order }) => (await creditNotesOfOrder(ctx.db, order.id)).map((note) => ({ ctx, order, note })),
    }),
    canReorder: t.boolean({ resolve: ({ order }) => canReorder(order) }),
    order: t.field({ type: GiftcardOrder, resolve: async ({ ctx, order }) => ({ ctx, view: await orderView(ctx, order) }) }),
  }),
});

type Located = { ok: true; ctx: RequestContext; customerId: number } | { ok: false; errors: ErrorItem[] };

/** The storefront and the logged-in customer, or the error to answer. */
async function customerContext(userData: Parameters<typeof resolveStore>[0], gql: GraphQLContext): Promise<Located> {
  const r = resolveStore(userData, gql);
  if (!r.ok) return r;
  const customer = await customerOf(gql.db, await sessionOf(gql.db, gql.request));
  if (!customer || customer.storeId !== r.ctx.store.id) return { ok: false, errors: failure(r.ctx, errorCodes.ACCOUNT_LOGIN_REQUIRED, null) };
  return { ok: true, ctx: r.ctx, customerId: customer.id };
}

const OrdersPayload = builder
  .objectRef<{ orders: Mine[]; totalItems: number; currentPage: number; itemsPerPage: number; errors: ErrorItem[] }>('CustomerOrdersPayload')
  .implement({
    fields: (t) => ({
      orders: t.field({ type: [CustomerOrder], resolve: (p) => p.orders }),
      totalItems: t.exposeInt('totalItems'),
      currentPage: t.exposeInt('currentPage'),
      itemsPerPage: t.exposeInt('itemsPerPage'),
      errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
    }),
  });

const OrderPayload = builder.objectRef<{ order: Mine | null; errors: ErrorItem[] }>('CustomerOrderPayload').implement({
  fields: (t) => ({
    order: t.field({ type: CustomerOrder, nullable: true, resolve: (p) => p.order }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const Paging = builder.inputType('CustomerOrdersPaging', {
  fields: (t) => ({ pageNumber: t.int({ required: false }), itemsPerPage: t.int({ required: false }) }),
});

builder.queryField('customerOrders', (t) =>
  t.field({
    type: OrdersPayload,
    description: "The logged-in customer's orders, newest first.",
    args: { userData: t.arg({ type: UserData, required: true }), paging: t.arg({ type: Paging, required: false }) },
    resolve: async (_r, args, gql) => {
      const page = Math.max(1, args.paging?.pageNumber ?? 1);
      const perPage = Math.min(50, Math.max(1, args.paging?.itemsPerPage ?? 10));
      const c = await customerContext(args.userData, gql);
      if (!c.ok) return { orders: [], totalItems: 0, currentPage: page, itemsPerPage: perPage, errors: c.errors };
      const { orders, totalItems } = await ordersOfCustomer(c.ctx, c.customerId, page, perPage);
      return { orders: orders.map((order) => ({ ctx: c.ctx, order })), totalItems, currentPage: page, itemsPerPage: perPage, errors: [] };
    },
  }),
);

builder.queryField('customerOrder', (t) =>
  t.field({
    type: OrderPayload,
    args: { userData: t.arg({ type: UserData, required: true }), uuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const c = await customerContext(args.userData, gql);
      if (!c.ok) return { order: null, errors: c.errors };
      const order = await orderOfCustomer(c.ctx, c.customerId, args.uuid);
      return order ? { order: { ctx: c.ctx, order }, errors: [] } : { order: null, errors: failure(c.ctx, errorCodes.NOT_FOUND, 'uuid') };
    },
  }),
);

const ReorderLineRef = builder.objectRef<ReorderLine & { ctx: RequestContext }>('ReorderLine').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    kind: t.exposeString('kind'),
    value: t.field({ type: MoneyRef, resolve: (l) => money(l.valueCents, l.ctx) }),
    quantity: t.exposeInt('quantity'),
    available: t.exposeBoolean('available'),
    price: t.field({ type: MoneyRef, description: "Today's price of the line, extras included.", resolve: (l) => money(l.priceCents, l.ctx) }),
  }),
});

const PreviewPayload = builder
  .objectRef<{ lines: (ReorderLine & { ctx: RequestContext })[]; total: { currency: string; value: number }; orderNumber: string | null; errors: ErrorItem[] }>(
    'ReorderPreviewPayload',
  )
  .implement({
    fields: (t) => ({
      lines: t.field({ type: [ReorderLineRef], resolve: (p) => p.lines }),
      total: t.field({ type: MoneyRef, resolve: (p) => p.total }),
      orderNumber: t.exposeString('orderNumber', { nullable: true }),
      errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
    }),
  });

const ReorderPayload = builder.objectRef<{ basketUuid: string | null; skipped: number; errors: ErrorItem[] }>('ReorderPayload').implement({
  fields: (t) => ({
    basketUuid: t.exposeString('basketUuid', { nullable: true }),
    skipped: t.exposeInt('skipped'),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.queryField('reorderPreview', (t) =>
  t.field({
    type: PreviewPayload,
    description: "The reorder details modal: the order's packages at today's prices.",
    args: { userData: t.arg({ type: UserData, required: true }), uuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const c = await customerContext(args.userData, gql);
      const none = { lines: [], total: { currency: 'EUR', value: 0 }, orderNumber: null };
      if (!c.ok) return { ...none, errors: c.errors };
      const order = await orderOfCustomer(c.ctx, c.customerId, args.uuid);
      if (!order || !canReorder(order)) return { ...none, errors: failure(c.ctx, errorCodes.NOT_FOUND, 'uuid') };
      const lines = await reorderLines(c.ctx, order);
      const total = lines.reduce((s, l) => s + l.priceCents, 0);
      return { lines: lines.map((l) => ({ ...l, ctx: c.ctx })), total: money(total, c.ctx), orderNumber: order.number, errors: [] };
    },
  }),
);

builder.mutationField('reorder', (t) =>
  t.field({
    type: ReorderPayload,
    description: "Fills the basket with the order's packages at today's prices; packages no longer sold are skipped.",
    args: { userData: t.arg({ type: UserData, required: true }), uuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const c = await customerContext(args.userData, gql);
      if (!c.ok) return { basketUuid: null, skipped: 0, errors: c.errors };
      const order = await orderOfCustomer(c.ctx, c.customerId, args.uuid);
      if (!order) return { basketUuid: null, skipped: 0, errors: failure(c.ctx, errorCodes.NOT_FOUND, 'uuid') };
      const result = await reorder(c.ctx, order, basketUuid(gql.request, null), c.customerId);
      rememberBasket(gql.request, result.basketUuid);
      return result;
    },
  }),
);
