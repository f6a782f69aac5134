import { clientKeysFor } from '../../graphql/cookies.ts';
import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData, resolveStore } from '../../graphql/common.ts';
import type { RequestContext } from '../../context.ts';
import { redeemOrderByUuid } from '../orders/index.ts';
import { type ErrorItem, errorCodes, failure } from '../../errors.ts';
import { checkCard, cardsOfSession } from './check.ts';
import { deleteRedeemPackage, liveSession, putRedeemPackage, sessionBasket } from './basket.ts';
import { placeRedeemOrder } from './placement.ts';
import { saveRedeemDelivery } from './delivery.ts';
import { endSession, sessionOfOrder, type RedeemSessionRow } from './session.ts';
import { redeemView } from './view.ts';
import { RedeemOrderPayload, RedeemSessionPayload } from './graphql-types.ts';
import './shop-filter.ts';
import './brand-graphql.ts';

// The redeem flow's operations (§7: gift card info, check/add gift card payment, add or update a
// redeem package, redeemOrder). Resolvers parse, call the redeem services and map the result.

type OrderPayload = {
  ctx: RequestContext | null;
  rv: Awaited<ReturnType<typeof redeemView>> | null;
  errors: ErrorItem[];
  redirectUrl?: string | null;
  totalsChanged?: boolean;
};

async function sessionPayload(ctx: RequestContext, session: RedeemSessionRow | null, token: string | null, errors: ErrorItem[]) {
  return { shape: session ? { ctx, session, token, cards: await cardsOfSession(ctx, session) } : null, errors };
}

async function orderPayload(
  ctx: RequestContext,
  session: RedeemSessionRow | null,
  errors: ErrorItem[],
  extra: Partial<OrderPayload> = {},
): Promise<OrderPayload> {
  const basket = session ? await sessionBasket(ctx, session) : null;
  return { ctx, rv: basket ? await redeemView(ctx, basket, session) : null, errors, ...extra };
}

const cardArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  userData: t.arg({ type: UserData, required: true }),
  cardNumber: t.arg.string({ required: true }),
  pin: t.arg.string({ required: true }),
  captchaToken: t.arg.string({ required: false }),
});

for (const [name, adding] of [
  ['checkGiftcardPayment', false],
  ['addGiftcardPayment', true],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: RedeemSessionPayload,
      description: adding
        ? 'Adds another card (number, PIN, human check) to the redeem session of userData.redeemToken.'
        : 'Checks a card (number, PIN, human check): its balance and a redeem session whose token the answer gives once.',
      args: cardArgs(t),
      resolve: async (_r, args, gql) => {
        const r = resolveStore(args.userData, gql);
        if (!r.ok) return { shape: null, errors: r.errors };
        const result = await checkCard(r.ctx, clientKeysFor(gql), args, adding);
        return sessionPayload(r.ctx, result.session, result.token, result.errors);
      },
    }),
  );
}

builder.queryField('giftcardInfo', (t) =>
  t.field({
    type: RedeemSessionPayload,
    description: 'The proven cards of the redeem session named by userData.redeemToken, with their balance now.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { shape: null, errors: r.errors };
      const session = await liveSession(r.ctx);
      return sessionPayload(r.ctx, session, null, session ? [] : failure(r.ctx, errorCodes.NOT_FOUND, 'userData.redeemToken'));
    },
  }),
);

builder.mutationField('resetRedeem', (t) =>
  t.field({
    type: builder
      .objectRef<{ ok: boolean; errors: ErrorItem[] }>('ResetRedeemPayload')
      .implement({ fields: (u) => ({ ok: u.exposeBoolean('ok'), errors: u.field({ type: [ErrorItemRef], resolve: (p) => p.errors }) }) }),
    description: 'Ends the redeem session (the redeem reset modal): its token names nothing any more.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ok: false, errors: r.errors };
      const session = await liveSession(r.ctx);
      if (session) await endSession(r.ctx.db, session.id);
      return { ok: true, errors: [] };
    },
  }),
);

const RedeemPackageInput = builder.inputType('RedeemPackageInput', {
  fields: (t) => ({
    packageId: t.id({ required: false, description: 'The package of the choice to change; left out for a new choice.' }),
    productId: t.id({ required: true }),
    amount: t.int({ required: true, description: 'Whole euros; above 150 euro the server splits it into several cards.' }),
    kind: t.string({ required: false, description: 'digital or physical (the first the option has when left out)' }),
    wrapper: t.string({ required: false }),
    message: t.string({ required: false, description: 'A personal message of up to 160 characters.' }),
  }),
});

builder.mutationField('addOrUpdateRedeemPackage', (t) =>
  t.field({
    type: RedeemOrderPayload,
    args: { userData: t.arg({ type: UserData, required: true }), input: t.arg({ type: RedeemPackageInput, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, rv: null, errors: r.errors };
      const { session, errors } = await putRedeemPackage(r.ctx, { ...args.input, productId: String(args.input.productId) });
      return orderPayload(r.ctx, session, errors);
    },
  }),
);

builder.mutationField('deleteRedeemPackage', (t) =>
  t.field({
    type: RedeemOrderPayload,
    args: { userData: t.arg({ type: UserData, required: true }), packageId: t.arg.id({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, rv: null, errors: r.errors };
      const { session, errors } = await deleteRedeemPackage(r.ctx, String(args.packageId));
      return orderPayload(r.ctx, session, errors);
    },
  }),
);

builder.queryField('redeemOrder', (t) =>
  t.field({
    type: RedeemOrderPayload,
    description: 'The redeem basket of userData.redeemToken, or a placed redeem order by its uuid (the order link).',
    args: { userData: t.arg({ type: UserData, required: true }), uuid: t.arg.string({ required: false }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, rv: null, errors: r.errors };
      if (args.uuid) {
        const order = await redeemOrderByUuid(r.ctx, args.uuid);
        if (!order) return { ctx: r.ctx, rv: null, errors: failure(r.ctx, errorCodes.NOT_FOUND, 'uuid') };
        return { ctx: r.ctx, rv: await redeemView(r.ctx, order, await sessionOfOrder(r.ctx.db, order.uuid)), errors: [] };
      }
      const session = await liveSession(r.ctx);
      if (!session) return { ctx: r.ctx, rv: null, errors: failure(r.ctx, errorCodes.NOT_FOUND, 'userData.redeemToken') };
      return orderPayload(r.ctx, session, []);
    },
  }),
);

const RedeemDeliveryInput = builder.inputType('RedeemDeliveryInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    emailConfirmation: t.string({ required: true }),
    countryCode: t.string({ required: false }),
    postCode: t.string({ required: false }),
    houseNumber: t.string({ required: false }),
    suffix: t.string({ required: false }),
    street: t.string({ required: false }),
    city: t.string({ required: false }),
  }),
});

builder.mutationField('setRedeemDelivery', (t) =>
  t.field({
    type: RedeemOrderPayload,
    description: 'Who the redeem order is for: name and e-mail (digital cards go there), and the postal address when cards travel by post.',
    args: { userData: t.arg({ type: UserData, required: true }), input: t.arg({ type: RedeemDeliveryInput, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, rv: null, errors: r.errors };
      const { session, errors } = await saveRedeemDelivery(r.ctx, args.input);
      return orderPayload(r.ctx, session, errors);
    },
  }),
);

const RedeemPlaceInput = builder.inputType('RedeemPlaceInput', {
  fields: (t) => ({
    expectedExtra: t.int({ required: false, description: 'The extra to pay in cents as the holder saw it; when it moved nothing is placed.' }),
    method: t.string({ required: false }),
    bank: t.string({ required: false }),
    termsAccepted: t.boolean({ required: false }),
  }),
});

builder.mutationField('placeRedeemOrder', (t) =>
  t.field({
    type: RedeemOrderPayload,
    description: 'Places the redeem order: the balance is taken now; an extra is paid at the provider (redirectUrl).',
    args: { userData: t.arg({ type: UserData, required: true }), input: t.arg({ type: RedeemPlaceInput, required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, rv: null, errors: r.errors };
      const result = await placeRedeemOrder(r.ctx, args.input);
      if (!result.order) {
        const session = await liveSession(r.ctx);
        return orderPayload(r.ctx, session, result.errors, { totalsChanged: result.totalsChanged });
      }
      const session = await sessionOfOrder(r.ctx.db, result.order.uuid);
      return { ctx: r.ctx, rv: await redeemView(r.ctx, result.order, session), errors: [], redirectUrl: result.redirectUrl };
    },
  }),
);
