import { REDEEM_EXTRA_METHODS } from '../../../common/rules/redeem-limits.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData, resolveStore, type UserDataInput } from '../../graphql/common.ts';
import { basketCookie, basketUuid, queueCookie, rememberBasket, sessionOf } from '../../graphql/cookies.ts';
import { isSecureRequest } from '../../http/client-address.ts';
import type { RequestContext } from '../../context.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { latestPayment, paymentProvider } from '../payments/index.ts';
import { findBasket, orderByUuid, type Order } from './basket.ts';
import { saveDelivery, saveDetails } from './checkout.ts';
import { DeliveryInput, DetailsInput, PaymentInput } from './checkout-inputs.ts';
import { cancelUnpaidOrder, placeOrder, retryPayment } from './placement.ts';
import { orderView } from './view.ts';
import { paymentFailure } from './payment-failure.ts';
import { askOnReturn } from './payment-return.ts';
import { GiftcardOrder } from './graphql-types.ts';
import { label } from './labels.ts';
import { customerOf } from '../accounts/index.ts';
import { claimBasket } from './customer-orders.ts';
import { errorCodes, failure } from '../../errors.ts';

type Payload = { ctx: RequestContext | null; order: Order | null; errors: ErrorItem[]; redirectUrl?: string | null; totalsChanged?: boolean };

const CheckoutPayload = builder.objectRef<Payload>('CheckoutPayload').implement({
  fields: (t) => ({
    order: t.field({
      type: GiftcardOrder,
      nullable: true,
      resolve: async ({ ctx, order }) => (ctx && order ? { ctx, view: await orderView(ctx, order) } : null),
    }),
    redirectUrl: t.string({
      nullable: true,
      description: "Where the payer goes next: the provider's hosted payment page.",
      resolve: (p) => p.redirectUrl ?? null,
    }),
    totalsChanged: t.boolean({
      description: "The server's totals differ from what the customer last saw: show the basket again.",
      resolve: (p) => !!p.totalsChanged,
    }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

/** Checkout steps 1 and 2: save the step into the basket, then answer with the basket and any field errors. */
async function checkoutStep<T>(
  gql: GraphQLContext,
  args: { userData: UserDataInput; orderUuid?: string | null },
  data: T,
  run: (ctx: RequestContext, uuid: string | null, data: T) => Promise<{ errors: ErrorItem[] }>,
): Promise<Payload> {
  const r = resolveStore(args.userData, gql);
  if (!r.ok) return { ctx: null, order: null, errors: r.errors };
  const uuid = basketUuid(gql.request, args.orderUuid);
  const { errors } = await run(r.ctx, uuid, data);
  return { ctx: r.ctx, order: await findBasket(r.ctx, uuid), errors };
}
builder.mutationField('setCheckoutDetails', (t) =>
  t.field({
    type: CheckoutPayload,
    description: 'Checkout step 1, your details (§2, §5).',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      details: t.arg({ type: DetailsInput, required: true }),
    },
    resolve: (_r, args, gql) => checkoutStep(gql, args, args.details, saveDetails),
  }),
);
builder.mutationField('setCheckoutDelivery', (t) =>
  t.field({
    type: CheckoutPayload,
    description: 'Checkout step 2, shipping and delivery.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      delivery: t.arg({ type: DeliveryInput, required: true }),
    },
    resolve: (_r, args, gql) => checkoutStep(gql, args, args.delivery, saveDelivery),
  }),
);

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: CheckoutPayload,
    description: "Checkout step 3: places the basket as an order with the server's totals and opens the payment.",
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      payment: t.arg({ type: PaymentInput, required: true }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, order: null, errors: r.errors };
      const uuid = basketUuid(gql.request, args.orderUuid);
      // A customer who logged in after filling the basket as a guest places it as their own order.
      const customer = await customerOf(gql.db, await sessionOf(gql.db, gql.request), r.ctx.store.id);
      const basket = customer ? await findBasket(r.ctx, uuid) : null;
      if (customer && basket) await claimBasket(gql.db, basket.id, customer.id);
      const result = await placeOrder(r.ctx, uuid, { ...args.payment, clientAddress: gql.clientAddress ?? null });
      if (result.order) queueCookie(gql.request, basketCookie(null, isSecureRequest(gql.request)));
      return { ctx: r.ctx, ...result };
    },
  }),
);

builder.mutationField('retryOrderPayment', (t) =>
  t.field({
    type: CheckoutPayload,
    description: 'A new payment for a pending order whose payment failed (retry-payment toggle, §4).',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: true }),
      payment: t.arg({ type: PaymentInput, required: true }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, order: null, errors: r.errors };
      if (!r.ctx.store.toggles.retryPayment) return { ctx: r.ctx, order: null, errors: [] };
      return { ctx: r.ctx, ...(await retryPayment(r.ctx, args.orderUuid, args.payment)) };
    },
  }),
);

const PaymentCheckPayload = builder.objectRef<{ errors: ErrorItem[] }>('PaymentCheckPayload').implement({
  fields: (t) => ({ errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }) }),
});

builder.mutationField('checkOrderPayment', (t) =>
  t.field({
    type: PaymentCheckPayload,
    description:
      "The payer is back from the provider's page and waits (§4 payment processing): the shop asks the provider about the order's payment (at most once every 5 seconds per order) and applies the answer as its webhook would. Unknown order: 9003.",
    args: { userData: t.arg({ type: UserData, required: true }), orderUuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { errors: r.errors };
      return { errors: await askOnReturn(r.ctx, args.orderUuid) };
    },
  }),
);

builder.mutationField('cancelOrder', (t) =>
  t.field({
    type: CartPayloadLite,
    description: 'Leaving the retry page deletes the unpaid order; its packages return to a new basket.',
    args: { userData: t.arg({ type: UserData, required: true }), orderUuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { basketUuid: null, errors: r.errors };
      const result = await cancelUnpaidOrder(r.ctx, args.orderUuid);
      rememberBasket(gql.request, result.basketUuid);
      return result;
    },
  }),
);

const CartPayloadLite = builder.objectRef<{ basketUuid: string | null; errors: ErrorItem[] }>('CancelOrderPayload').implement({
  fields: (t) => ({
    basketUuid: t.string({ nullable: true, resolve: (p) => p.basketUuid }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const PaymentStatus = builder.objectRef<{ status: string; method: string; value: number; currency: string }>('OrderPayment').implement({
  fields: (t) => ({ status: t.exposeString('status'), method: t.exposeString('method'), value: t.exposeFloat('value'), currency: t.exposeString('currency') }),
});
const BankTransfer = builder.objectRef<{ iban: string; bic: string; beneficiary: string; reference: string }>('BankTransfer').implement({
  fields: (t) => ({
    iban: t.exposeString('iban'),
    bic: t.exposeString('bic'),
    beneficiary: t.exposeString('beneficiary'),
    reference: t.exposeString('reference'),
  }),
});
const OrderPayload = builder.objectRef<{ ctx: RequestContext | null; order: Order | null; errors: ErrorItem[] }>('OrderPayload').implement({
  fields: (t) => ({
    order: t.field({
      type: GiftcardOrder,
      nullable: true,
      resolve: async ({ ctx, order }) => (ctx && order ? { ctx, view: await orderView(ctx, order) } : null),
    }),
    payment: t.field({
      type: PaymentStatus,
      nullable: true,
      description: 'The latest payment attempt.',
      resolve: async ({ ctx, order }) => {
        if (!ctx || !order) return null;
        const p = await latestPayment(ctx.db, order.id);
        return p && { status: p.status, method: p.method, value: p.amountCents / 100, currency: p.currency };
      },
    }),
    bankTransfer: t.field({
      type: BankTransfer,
      nullable: true,
      description: 'Where to send the money of an order paid by bank transfer, and the reference it must carry.',
      resolve: async ({ ctx, order }) => {
        if (!ctx || order?.paymentMethod !== 'bank_transfer') return null;
        const latest = await latestPayment(ctx.db, order.id);
        return latest?.method === 'bank_transfer' ? (latest.transfer ?? null) : null;
      },
    }),
    paymentAttempts: t.int({ resolve: ({ order }) => order?.paymentAttempts ?? 0 }),
    paymentError: t.field({
      type: ErrorItemRef,
      nullable: true,
      description:
        "Why the payment did not go through, in the catalogue's words: 2035 declined or canceled, 2037 a technical error, 2038 the second failure, 2036 no attempt left, 2039 refused as suspected fraud (the order is canceled). Null when paid, waiting or not tried.",
      resolve: ({ ctx, order }) => (ctx && order ? paymentFailure(ctx, ctx.db, order) : null),
    }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.queryField('order', (t) =>
  t.field({
    type: OrderPayload,
    description: 'An order by its uuid (the order link).',
    args: { userData: t.arg({ type: UserData, required: true }), uuid: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, order: null, errors: r.errors };
      const order = await orderByUuid(r.ctx, args.uuid);
      // Unknown, empty, a basket's or another storefront's: the same 9003 as for an id refused at the door.
      if (!order || order.status === 'basket') return { ctx: r.ctx, order: null, errors: failure(r.ctx, errorCodes.NOT_FOUND, 'uuid') };
      return { ctx: r.ctx, order, errors: [] };
    },
  }),
);

const Bank = builder.objectRef<{ id: string; issuer: string }>('Bank').implement({
  fields: (t) => ({ id: t.exposeString('id'), issuer: t.exposeString('issuer') }),
});
const PaymentMethodRef = builder.objectRef<{ ctx: RequestContext; id: string; banks: { id: string; issuer: string }[] }>('PaymentMethod').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.string({ resolve: (m) => label(m.ctx.locale, m.id) }),
    businessOnly: t.boolean({ resolve: (m) => m.id === 'invoice' }),
    banks: t.field({ type: [Bank], resolve: (m) => m.banks }),
  }),
});

builder.queryField('paymentMethods', (t) =>
  t.field({
    type: [PaymentMethodRef],
    args: {
      userData: t.arg({ type: UserData, required: true }),
      forRedeem: t.arg.boolean({ required: false, description: "Only the methods a redeem order's extra may be paid with." }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return [];
      const methods = (await paymentProvider(gql.db, r.ctx.store.id).methods({ storeId: r.ctx.store.id })).filter(
        (m) => !args.forRedeem || (REDEEM_EXTRA_METHODS as readonly string[]).includes(m.id),
      );
      return methods.map((m) => ({ ctx: r.ctx, id: m.id, banks: m.banks ?? [] }));
    },
  }),
);
