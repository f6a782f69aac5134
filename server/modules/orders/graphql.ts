import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData, resolveStore } from '../../graphql/common.ts';
import { basketUuid, rememberBasket } from '../../graphql/cookies.ts';
import type { RequestContext } from '../../context.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { addPackage, deletePackageGroup, findBasket, updatePackageQuantity } from './basket.ts';
import { orderView, type OrderView } from './view.ts';
import { GiftcardOrder } from './graphql-types.ts';

type Payload = { ctx: RequestContext | null; view: OrderView | null; errors: ErrorItem[] };

const CartPayload = builder.objectRef<Payload>('CartPayload').implement({
  fields: (t) => ({
    order: t.field({ type: GiftcardOrder, nullable: true, resolve: ({ ctx, view }) => (ctx && view ? { ctx, view } : null) }),
    quantity: t.int({ description: 'Cards in the basket: the header counter.', resolve: ({ view }) => view?.quantity ?? 0 }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

async function payload(ctx: RequestContext, uuid: string | null, errors: ErrorItem[] = []): Promise<Payload> {
  const basket = await findBasket(ctx, uuid);
  return { ctx, view: basket ? await orderView(ctx, basket) : null, errors };
}

builder.queryField('cart', (t) =>
  t.field({
    type: CartPayload,
    description: "The basket (§3 GiftcardOrder): by orderUuid, else the browser's basket cookie. Storefront documents cartQuantity and cartV2 read it.",
    args: { userData: t.arg({ type: UserData, required: true }), orderUuid: t.arg.string({ required: false }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, view: null, errors: r.errors };
      return payload(r.ctx, basketUuid(gql.request, args.orderUuid));
    },
  }),
);

const PackageInput = builder.inputType('GiftcardPackageInput', {
  description: 'A package as the product page sends it: amounts in whole currency units, checked by the server.',
  fields: (t) => ({
    productId: t.string({ required: true, description: 'Product id or slug.' }),
    variationType: t.string({ required: true, description: 'digital or physical' }),
    value: t.string({ required: false, description: 'A fixed value, or "custom".' }),
    customValue: t.string({ required: false }),
    quantity: t.int({ required: true }),
    wrapper: t.string({ required: false }),
    giftPacking: t.boolean({ required: false }),
    note: t.string({ required: false }),
  }),
});

builder.mutationType({});

builder.mutationField('addGiftcardPackage', (t) =>
  t.field({
    type: CartPayload,
    description: 'Adds a gift card package to the basket (opening one and setting its cookie when there is none).',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      package: t.arg({ type: PackageInput, required: true }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, view: null, errors: r.errors };
      const { variationType, ...rest } = args.package;
      const result = await addPackage(r.ctx, basketUuid(gql.request, args.orderUuid), { ...rest, kind: variationType, quantity: String(rest.quantity) });
      rememberBasket(gql.request, result.uuid);
      return payload(r.ctx, result.uuid, result.errors);
    },
  }),
);

builder.mutationField('updateGiftcardPackageQuantity', (t) =>
  t.field({
    type: CartPayload,
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      packageId: t.arg.id({ required: true }),
      quantity: t.arg.int({ required: true }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, view: null, errors: r.errors };
      const result = await updatePackageQuantity(r.ctx, basketUuid(gql.request, args.orderUuid), Number(args.packageId), args.quantity);
      return payload(r.ctx, result.uuid, result.errors);
    },
  }),
);

builder.mutationField('deleteGiftcardPackageGroup', (t) =>
  t.field({
    type: CartPayload,
    description: 'Removes one package of a shipment, or the whole shipment when packageId is left out; then fetch the cart again.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      shipmentTag: t.arg.string({ required: true }),
      packageId: t.arg.id({ required: false }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { ctx: null, view: null, errors: r.errors };
      const result = await deletePackageGroup(r.ctx, basketUuid(gql.request, args.orderUuid), args.shipmentTag, args.packageId ? Number(args.packageId) : null);
      return payload(r.ctx, result.uuid, result.errors);
    },
  }),
);
