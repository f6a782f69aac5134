import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, MoneyRef, money } from '../../graphql/common.ts';
import type { RequestContext } from '../../context.ts';
import { Product } from '../catalog/index.ts';
import { AddressRef, formatDeliveryDate, extrasPrices, label } from '../orders/index.ts';
import type { ErrorItem } from '../../errors.ts';
import { type Giftcard, maskCardNumber } from '../giftcards/index.ts';
import { buildPath } from '../../../common/paths.ts';
import { REDEEM_MIN_REMAINING_CENTS, REDEEM_SPLIT_CARD_MAX_CENTS } from '../../../common/rules/redeem-limits.ts';
import type { ChoiceGroup, RedeemView } from './view.ts';
import type { RedeemSessionRow } from './session.ts';

// §3 RedeemOrder and the redeem session, as the redeem pages read them.

type V = { ctx: RequestContext; rv: RedeemView };
type G = V & { group: ChoiceGroup };
type Line = { ctx: RequestContext; type: string; qty: number; title: string; cents: number; text?: string | null };

const RedeemCard = builder.objectRef<{ ctx: RequestContext; card: Giftcard }>('RedeemCard').implement({
  fields: (t) => ({
    number: t.string({ description: 'Masked: the first six and last four digits.', resolve: ({ card }) => maskCardNumber(card.number) }),
    lastDigits: t.string({ resolve: ({ card }) => card.number.slice(-4) }),
    balance: t.field({ type: MoneyRef, resolve: ({ ctx, card }) => money(card.balanceCents, ctx) }),
    expiresAt: t.string({ resolve: ({ card }) => card.expiresAt.toISOString() }),
  }),
});

export type SessionShape = { ctx: RequestContext; session: RedeemSessionRow; token: string | null; cards: Giftcard[] };
export const RedeemSessionRef = builder.objectRef<SessionShape>('RedeemSession').implement({
  fields: (t) => ({
    redeemToken: t.string({ nullable: true, description: 'Given once, when the session opens; later calls send it in userData.', resolve: (s) => s.token }),
    cards: t.field({ type: [RedeemCard], resolve: ({ ctx, cards }) => cards.map((card) => ({ ctx, card })) }),
    balance: t.field({
      type: MoneyRef,
      resolve: ({ ctx, cards }) =>
        money(
          cards.reduce((s, c) => s + c.balanceCents, 0),
          ctx,
        ),
    }),
    businessPageId: t.string({ nullable: true, resolve: ({ session }) => session.shopPage }),
    shopPath: t.string({
      resolve: ({ ctx, session }) =>
        session.shopPage
          ? buildPath(ctx.store, 'redeemBusinessShop', { pageId: session.shopPage, page: '1' }, ctx.locale)
          : buildPath(ctx.store, 'redeemShop', { page: '1' }, ctx.locale),
    }),
    orderUuid: t.string({ nullable: true, resolve: ({ session }) => session.orderUuid }),
    minimumRemaining: t.field({ type: MoneyRef, resolve: ({ ctx }) => money(REDEEM_MIN_REMAINING_CENTS, ctx) }),
    maxPerCard: t.field({ type: MoneyRef, resolve: ({ ctx }) => money(REDEEM_SPLIT_CARD_MAX_CENTS, ctx) }),
  }),
});

export const RedeemSessionPayload = builder.objectRef<{ shape: SessionShape | null; errors: ErrorItem[] }>('RedeemSessionPayload').implement({
  fields: (t) => ({
    session: t.field({ type: RedeemSessionRef, nullable: true, resolve: (p) => p.shape }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const RedeemItem = builder.objectRef<Line>('RedeemItem').implement({
  fields: (t) => ({
    type: t.string({ description: 'giftcard, donation, wrapper or message', resolve: (l) => l.type }),
    qty: t.exposeInt('qty'),
    text: t.string({ nullable: true, resolve: (l) => l.text ?? null }),
    variation: t.field({
      type: builder.objectRef<Line>('RedeemItemVariation').implement({
        fields: (u) => ({ title: u.string({ resolve: (l) => l.title }), price: u.field({ type: MoneyRef, resolve: (l) => money(l.cents, l.ctx) }) }),
      }),
      resolve: (l) => l,
    }),
  }),
});

const PackageTotals = builder.objectRef<G>('RedeemPackageTotals').implement({
  fields: (t) => ({
    mainItemAmount: t.field({
      type: MoneyRef,
      resolve: ({ ctx, group }) =>
        money(
          group.packages.reduce((s, p) => s + p.valueCents * p.quantity, 0),
          ctx,
        ),
    }),
    mainItemEditable: t.boolean({
      description: 'One card: its amount can be changed in place.',
      resolve: ({ group }) => group.packages.length === 1 && group.packages[0].quantity === 1,
    }),
    promotionAmount: t.field({ type: MoneyRef, resolve: ({ ctx }) => money(0, ctx) }),
  }),
});

function itemsOf({ ctx, group }: G): Line[] {
  const first = group.packages[0];
  const type = first.product.productType === 'DONATION' ? 'donation' : 'giftcard';
  const lines: Line[] = group.packages.map((p) => ({ ctx, type, qty: p.quantity, title: p.product.title, cents: p.valueCents }));
  const cards = group.packages.reduce((s, p) => s + p.quantity, 0);
  if (first.wrapper) lines.push({ ctx, type: 'wrapper', qty: cards, title: label(ctx.locale, first.wrapper), cents: extrasPrices.wrapper[first.wrapper] ?? 0 });
  if (first.note) lines.push({ ctx, type: 'message', qty: 1, title: label(ctx.locale, 'message'), cents: 0, text: first.note });
  return lines;
}

const RedeemPackage = builder.objectRef<G>('RedeemPackage').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ group }) => String(group.packages[0].id) }),
    kind: t.string({ resolve: ({ group }) => group.packages[0].kind }),
    mainProduct: t.field({ type: Product, resolve: ({ ctx, group }) => ({ ctx, product: group.packages[0].product }) }),
    items: t.field({ type: [RedeemItem], resolve: itemsOf }),
    packageTotals: t.field({ type: PackageTotals, resolve: (g) => g }),
    totalPrice: t.field({
      type: MoneyRef,
      resolve: ({ ctx, group }) =>
        money(
          group.packages.reduce((s, p) => s + p.totalCents, 0),
          ctx,
        ),
    }),
  }),
});

const RedeemShipment = builder.objectRef<V & { tag: string }>('RedeemShipment').implement({
  fields: (t) => {
    const row = ({ rv, tag }: V & { tag: string }) => rv.view.shipments.find((s) => s.tag === tag)!;
    return {
      id: t.id({ resolve: (s) => String(row(s).id) }),
      tag: t.string({ resolve: (s) => s.tag }),
      kind: t.string({ resolve: (s) => row(s).kind.toUpperCase() }),
      deliveryDate: t.string({ nullable: true, resolve: (s) => row(s).deliverAt?.toISOString() ?? row(s).dispatchDate }),
      formattedDeliveryDate: t.string({ nullable: true, resolve: (s) => formatDeliveryDate(s.ctx, row(s)) }),
      deliveryAddress: t.field({ type: AddressRef, nullable: true, resolve: (s) => row(s).address }),
      packages: t.field({
        type: [RedeemPackage],
        resolve: ({ ctx, rv, tag }) => rv.groups.filter((g) => g.packages[0].shipmentTag === tag).map((group) => ({ ctx, rv, group })),
      }),
    };
  },
});

const RedeemPaymentRef = builder
  .objectRef<{ ctx: RequestContext; method: string; cents: number; card: Giftcard | null; status: string }>('RedeemPayment')
  .implement({
    fields: (t) => ({
      method: t.string({ description: 'giftcard (balance) or extra (paid at the provider)', resolve: (p) => p.method }),
      status: t.string({ resolve: (p) => p.status }),
      card: t.string({
        nullable: true,
        description: 'The masked card number of a balance payment.',
        resolve: (p) => (p.card ? maskCardNumber(p.card.number) : null),
      }),
      value: t.field({ type: MoneyRef, resolve: (p) => money(p.cents, p.ctx) }),
    }),
  });

const RedeemTotals = builder.objectRef<V>('RedeemTotals').implement({
  fields: (t) => ({
    subTotal: t.field({ type: MoneyRef, resolve: ({ ctx, rv }) => money(rv.view.totals.subTotal, ctx) }),
    grandTotal: t.field({ type: MoneyRef, resolve: ({ ctx, rv }) => money(rv.view.totals.grandTotal, ctx) }),
    adjustments: t.field({
      type: [
        builder.objectRef<{ ctx: RequestContext; type: string; cents: number }>('RedeemAdjustment').implement({
          fields: (u) => ({
            title: u.string({ resolve: (a) => label(a.ctx.locale, a.type) }),
            adjustmentType: u.exposeString('type'),
            price: u.field({ type: MoneyRef, resolve: (a) => money(a.cents, a.ctx) }),
          }),
        }),
      ],
      resolve: ({ ctx, rv }) => rv.view.totals.adjustments.map((a) => ({ ctx, type: a.type, cents: a.cents })),
    }),
  }),
});

export const RedeemOrderRef = builder.objectRef<V>('RedeemOrder').implement({
  fields: (t) => ({
    id: t.id({ description: 'The order uuid (the order link).', resolve: ({ rv }) => rv.view.order.uuid }),
    number: t.string({ nullable: true, resolve: ({ rv }) => rv.view.order.number }),
    status: t.string({ description: 'BASKET, PENDING, COMPLETED or CANCELED', resolve: ({ rv }) => rv.view.order.status.toUpperCase() }),
    quantity: t.int({ resolve: ({ rv }) => rv.view.quantity }),
    needsAddress: t.boolean({
      description: 'Cards travel by post: a postal address is needed.',
      resolve: ({ rv }) => rv.view.packages.some((p) => p.kind === 'physical'),
    }),
    hasDeliveryDetails: t.boolean({
      resolve: ({ rv }) =>
        !!rv.view.order.billing &&
        (!rv.view.packages.some((p) => p.kind === 'physical') || rv.view.shipments.some((s) => s.kind === 'physical' && !!s.address)),
    }),
    shipments: t.field({
      type: [RedeemShipment],
      resolve: ({ ctx, rv }) =>
        rv.view.shipments.filter((s) => rv.groups.some((g) => g.packages[0].shipmentTag === s.tag)).map((s) => ({ ctx, rv, tag: s.tag })),
    }),
    billingAddress: t.field({ type: AddressRef, nullable: true, resolve: ({ rv }) => rv.view.order.billing }),
    totals: t.field({ type: RedeemTotals, resolve: (o) => o }),
    balance: t.field({ type: MoneyRef, description: "The proven cards' balance before this order.", resolve: ({ ctx, rv }) => money(rv.balanceCents, ctx) }),
    remainingBalance: t.field({ type: MoneyRef, resolve: ({ ctx, rv }) => money(rv.remainingCents, ctx) }),
    extraToPay: t.field({ type: MoneyRef, resolve: ({ ctx, rv }) => money(rv.extraCents, ctx) }),
    payments: t.field({ type: [RedeemPaymentRef], resolve: ({ ctx, rv }) => rv.payments.map((p) => ({ ctx, ...p })) }),
  }),
});

export const RedeemOrderPayload = builder
  .objectRef<{ ctx: RequestContext | null; rv: RedeemView | null; errors: ErrorItem[]; redirectUrl?: string | null; totalsChanged?: boolean }>(
    'RedeemOrderPayload',
  )
  .implement({
    fields: (t) => ({
      order: t.field({ type: RedeemOrderRef, nullable: true, resolve: ({ ctx, rv }) => (ctx && rv ? { ctx, rv } : null) }),
      redirectUrl: t.string({ nullable: true, description: "The provider's page for the extra payment.", resolve: (p) => p.redirectUrl ?? null }),
      totalsChanged: t.boolean({
        description: 'The balance or totals moved since the holder saw them: nothing was placed.',
        resolve: (p) => !!p.totalsChanged,
      }),
      errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
    }),
  });
