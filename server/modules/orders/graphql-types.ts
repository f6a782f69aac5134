import { builder } from '../../graphql/builder.ts';
import { ImageRef, MoneyRef, UserData, money, resolveStore } from '../../graphql/common.ts';
import type { RequestContext } from '../../context.ts';
import { Product, cardImage } from '../catalog/index.ts';
import type { BillingDetails, DeliveryAddress } from './tables.ts';
import type { OrderView, PackageView } from './view.ts';
import { extrasPrices } from './pricing.ts';
import { label } from './labels.ts';
import { formatDeliveryDate } from './dates.ts';
import { dispatchDate, zonedDateTime } from '../fulfilment/index.ts';

// The basket and order as §3 describes them (GiftcardOrder, GiftcardShipment, Package).

type O = { ctx: RequestContext; view: OrderView };
type Pk = { ctx: RequestContext; pkg: PackageView };
type Line = { ctx: RequestContext; id: string; title: string; sku: string; variationType: string; cents: number; pkg?: PackageView };

const StatusEnum = builder.enumType('OrderStatus', { values: ['PENDING', 'COMPLETED', 'CANCELED', 'BASKET'] as const });
const CustomerTypeEnum = builder.enumType('CustomerType', { values: ['PRIVATE', 'BUSINESS'] as const });

const Variation = builder.objectRef<Line>('OrderVariation').implement({
  fields: (t) => ({
    id: t.id({ resolve: (l) => l.id }),
    title: t.string({ resolve: (l) => l.title }),
    sku: t.string({ resolve: (l) => l.sku }),
    variationType: t.string({ resolve: (l) => l.variationType }),
    price: t.field({ type: MoneyRef, resolve: (l) => money(l.cents, l.ctx) }),
    product: t.field({ type: Product, nullable: true, resolve: (l) => (l.pkg ? { ctx: l.ctx, product: l.pkg.product } : null) }),
  }),
});

const Item = builder.objectRef<{ qty: number; variation: Line; text?: string | null }>('PackageItem').implement({
  fields: (t) => ({
    qty: t.exposeInt('qty'),
    variation: t.field({ type: Variation, resolve: (i) => i.variation }),
    text: t.string({ nullable: true, resolve: (i) => i.text ?? null }),
  }),
});

function extraLine(ctx: RequestContext, key: string, cents: number, kind: string): Line {
  return { ctx, id: key, title: label(ctx.locale, key), sku: `${ctx.store.id}-${key}`, variationType: kind, cents };
}

export const PackageRef = builder.objectRef<Pk>('Package').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ pkg }) => String(pkg.id) }),
    giftcard: t.field({
      type: Item,
      resolve: ({ ctx, pkg }) => ({
        qty: pkg.quantity,
        variation: {
          ctx,
          id: String(pkg.variationId),
          title: pkg.product.title,
          sku: (pkg.kind === 'digital' ? pkg.product.digital : pkg.product.physical)?.sku ?? '',
          variationType: pkg.kind,
          cents: pkg.valueCents,
          pkg,
        },
      }),
    }),
    wrapper: t.field({
      type: Item,
      nullable: true,
      resolve: ({ ctx, pkg }) =>
        pkg.wrapper
          ? {
              qty: pkg.quantity,
              variation: extraLine(ctx, pkg.wrapper, extrasPrices.wrapper[pkg.wrapper] ?? 0, pkg.kind === 'digital' ? 'DIGITAL_WRAPPER' : 'WRAPPER'),
            }
          : null,
    }),
    giftPacking: t.field({
      type: Item,
      nullable: true,
      resolve: ({ ctx, pkg }) =>
        pkg.giftPacking ? { qty: pkg.quantity, variation: extraLine(ctx, 'giftPacking', extrasPrices.giftPacking, 'GIFT_PACKING') } : null,
    }),
    message: t.field({
      type: Item,
      nullable: true,
      resolve: ({ ctx, pkg }) => (pkg.note ? { qty: 1, text: pkg.note, variation: extraLine(ctx, 'message', 0, 'PERSONAL_MESSAGE') } : null),
    }),
    totalPrice: t.field({ type: MoneyRef, resolve: ({ ctx, pkg }) => money(pkg.totalCents, ctx) }),
  }),
});

const Color = builder.objectRef<{ color: string; opacity: number }>('CardColor').implement({
  fields: (t) => ({ color: t.exposeString('color'), opacity: t.exposeFloat('opacity') }),
});
const CardPreview = builder.objectRef<Pk>('CardPreview').implement({
  fields: (t) => ({
    image: t.field({ type: ImageRef, resolve: ({ ctx, pkg }) => cardImage(ctx, pkg.product) }),
    color: t.field({ type: Color, resolve: ({ pkg }) => ({ color: pkg.product.backgroundColor, opacity: 1 }) }),
    productLabel: t.string({ resolve: ({ pkg }) => pkg.product.title }),
  }),
});

function receiverOf(view: OrderView, pkg: PackageView) {
  return view.shipments.find((s) => s.tag === pkg.shipmentTag);
}

const PackagesGroup = builder.objectRef<Pk & { view: OrderView }>('PackagesGroup').implement({
  fields: (t) => ({
    tag: t.string({ resolve: ({ pkg }) => pkg.shipmentTag }),
    packageId: t.id({ resolve: ({ pkg }) => String(pkg.id) }),
    cardsPreviews: t.field({ type: [CardPreview], resolve: (g) => [g] }),
    receiverTitle: t.string({
      resolve: ({ ctx, view, pkg }) => {
        const s = receiverOf(view, pkg);
        if (s?.receiver) return s.receiver.name;
        if (s?.address) return `${s.address.firstName} ${s.address.lastName}`;
        return label(ctx.locale, pkg.kind === 'digital' ? 'digitalReceiver' : 'physicalReceiver');
      },
    }),
    receiverDescription: t.string({
      resolve: ({ ctx, view, pkg }) => {
        const s = receiverOf(view, pkg);
        if (s?.receiver) return s.receiver.email;
        if (s?.address) return `${s.address.street} ${s.address.houseNumber}${s.address.suffix ?? ''}, ${s.address.postCode} ${s.address.city}`;
        return label(ctx.locale, pkg.kind === 'digital' ? 'digitalReceiverHint' : 'physicalReceiverHint');
      },
    }),
    totalPrice: t.field({ type: MoneyRef, resolve: ({ ctx, pkg }) => money(pkg.totalCents, ctx) }),
    package: t.field({ type: PackageRef, resolve: (g) => g }),
  }),
});

export const AddressRef = builder.objectRef<Partial<DeliveryAddress & BillingDetails>>('Address').implement({
  fields: (t) => {
    const s = (k: keyof (DeliveryAddress & BillingDetails)) => t.string({ nullable: true, resolve: (a) => (a[k] as string | null | undefined) ?? null });
    return {
      firstName: s('firstName'),
      lastName: s('lastName'),
      companyName: s('companyName'),
      countryCode: s('countryCode'),
      postCode: s('postCode'),
      houseNumber: s('houseNumber'),
      suffix: s('suffix'),
      street: s('street'),
      city: s('city'),
      email: s('email'),
      invoiceEmail: s('invoiceEmail'),
      phoneNumber: s('phoneNumber'),
      vatNumber: s('vatNumber'),
      referenceNumber: s('referenceNumber'),
      kvkNumber: s('kvkNumber'),
      sdiCode: s('sdiCode'),
      pecAddress: s('pecAddress'),
      fiscalCode: s('fiscalCode'),
      customerType: t.field({ type: CustomerTypeEnum, nullable: true, resolve: (a) => a.customerType ?? null }),
    };
  },
});

const Receiver = builder.objectRef<{ name: string; email: string }>('DigitalReceiver').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email') }),
});

const Shipment = builder.objectRef<O & { tag: string }>('GiftcardShipment').implement({
  fields: (t) => {
    const row = ({ view, tag }: O & { tag: string }) => view.shipments.find((s) => s.tag === tag)!;
    return {
      id: t.id({ resolve: (s) => String(row(s).id) }),
      tag: t.string({ resolve: (s) => s.tag }),
      kind: t.string({ description: 'DIGITAL or PHYSICAL', resolve: (s) => row(s).kind.toUpperCase() }),
      deliveryDate: t.string({
        nullable: true,
        description: 'ISO date-time (digital: chosen delivery; physical: dispatch date).',
        resolve: (s) => row(s).deliverAt?.toISOString() ?? row(s).dispatchDate,
      }),
      formattedDeliveryDate: t.string({ nullable: true, resolve: (s) => formatDeliveryDate(s.ctx, row(s)) }),
      deliveryAddress: t.field({ type: AddressRef, nullable: true, resolve: (s) => row(s).address }),
      receiver: t.field({ type: Receiver, nullable: true, resolve: (s) => row(s).receiver }),
      registeredMail: t.boolean({ resolve: (s) => row(s).kind === 'physical' && (row(s).registeredMail || s.view.registeredMailRequired) }),
      packages: t.field({
        type: [PackageRef],
        resolve: ({ ctx, view, tag }) => view.packages.filter((p) => p.shipmentTag === tag).map((pkg) => ({ ctx, pkg })),
      }),
    };
  },
});

const QtyPrice = builder.objectRef<{ ctx: RequestContext; qty: number; cents: number }>('QuantityPrice').implement({
  fields: (t) => ({ qty: t.exposeInt('qty'), price: t.field({ type: MoneyRef, resolve: (q) => money(q.cents, q.ctx) }) }),
});
const GroupedTotals = builder.objectRef<O>('GroupedTotals').implement({
  fields: (t) => ({
    digitalTotal: t.field({ type: QtyPrice, resolve: ({ ctx, view }) => ({ ctx, ...view.totals.digital }) }),
    physicalTotal: t.field({ type: QtyPrice, resolve: ({ ctx, view }) => ({ ctx, ...view.totals.physical }) }),
    extra: t.field({ type: MoneyRef, resolve: ({ ctx, view }) => money(view.totals.extrasCents, ctx) }),
  }),
});
const Adjustment = builder.objectRef<{ ctx: RequestContext; type: string; cents: number; vatCents: number }>('Adjustment').implement({
  fields: (t) => ({
    title: t.string({ resolve: (a) => label(a.ctx.locale, a.type) }),
    adjustmentType: t.exposeString('type'),
    price: t.field({ type: MoneyRef, resolve: (a) => money(a.cents, a.ctx) }),
    priceWithoutTax: t.field({ type: MoneyRef, resolve: (a) => money(a.cents - a.vatCents, a.ctx) }),
  }),
});
const Totals = builder.objectRef<O>('OrderTotals').implement({
  fields: (t) => ({
    subTotal: t.field({ type: MoneyRef, resolve: ({ ctx, view }) => money(view.totals.subTotal, ctx) }),
    grandTotalWithoutTax: t.field({ type: MoneyRef, resolve: ({ ctx, view }) => money(view.totals.grandTotalWithoutTax, ctx) }),
    tax: t.field({ type: MoneyRef, resolve: ({ ctx, view }) => money(view.totals.vatCents, ctx) }),
    grandTotal: t.field({ type: MoneyRef, resolve: ({ ctx, view }) => money(view.totals.grandTotal, ctx) }),
    adjustments: t.field({ type: [Adjustment], resolve: ({ ctx, view }) => view.totals.adjustments.map((a) => ({ ctx, ...a })) }),
  }),
});

type Extra = { ctx: RequestContext; id: string; cents: number };
const PackageExtra = builder.objectRef<Extra>('PackageExtra').implement({
  description: 'A wrapper or gift packing a package of this product may have, with its price per card.',
  fields: (t) => ({
    id: t.exposeString('id'),
    price: t.field({ type: MoneyRef, resolve: (e) => money(e.cents, e.ctx) }),
    title: t.string({ resolve: (e) => label(e.ctx.locale, e.id) }),
    kind: t.string({
      description: 'Its order line kind (§3): WRAPPER, DIGITAL_WRAPPER or GIFT_PACKING.',
      resolve: (e) => (e.id === 'giftPacking' ? 'GIFT_PACKING' : e.id === 'digital-card' ? 'DIGITAL_WRAPPER' : 'WRAPPER'),
    }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      description: 'A picture of it (the gift packing preview); none for the digital card.',
      resolve: (e) => (e.id === 'digital-card' ? null : { href: `/img/packing/${e.id}.svg`, type: 'relative' as const, alt: label(e.ctx.locale, e.id) }),
    }),
  }),
});

const extrasOf = (ctx: RequestContext): Extra[] =>
  [...Object.entries(extrasPrices.wrapper), ['giftPacking', extrasPrices.giftPacking] as const].map(([id, cents]) => ({ ctx, id, cents }));

// The product page shows what the basket will charge for its extras: the prices live here only.
builder.objectField(Product, 'packageExtras', (t) => t.field({ type: [PackageExtra], resolve: ({ ctx }) => extrasOf(ctx) }));
builder.queryFields((t) => ({
  packageExtras: t.field({
    type: [PackageExtra],
    description: 'The wrappers and the gift packing a package may have (the same for every product), with prices and pictures.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      return r.ok ? extrasOf(r.ctx) : [];
    },
  }),
}));

export const GiftcardOrder = builder.objectRef<O>('GiftcardOrder').implement({
  fields: (t) => ({
    id: t.id({ description: 'The order uuid: unguessable, it is the order link.', resolve: ({ view }) => view.order.uuid }),
    number: t.string({ nullable: true, description: 'The number a customer quotes.', resolve: ({ view }) => view.order.number }),
    status: t.field({ type: StatusEnum, resolve: ({ view }) => view.order.status.toUpperCase() as 'PENDING' }),
    paymentMethod: t.string({ nullable: true, resolve: ({ view }) => view.order.paymentMethod }),
    placedAt: t.string({ nullable: true, resolve: ({ view }) => view.order.placedAt?.toISOString() ?? null }),
    quantity: t.int({ resolve: ({ view }) => view.quantity }),
    shipments: t.field({
      type: [Shipment],
      resolve: ({ ctx, view }) => view.shipments.filter((s) => view.packages.some((p) => p.shipmentTag === s.tag)).map((s) => ({ ctx, view, tag: s.tag })),
    }),
    packagesGroups: t.field({ type: [PackagesGroup], resolve: ({ ctx, view }) => view.packages.map((pkg) => ({ ctx, view, pkg })) }),
    groupedTotals: t.field({ type: GroupedTotals, resolve: (o) => o }),
    totals: t.field({ type: Totals, resolve: (o) => o }),
    billingAddress: t.field({ type: AddressRef, nullable: true, resolve: ({ view }) => view.order.billing }),
    registeredMailRequired: t.boolean({ resolve: ({ view }) => view.registeredMailRequired }),
    expectedDispatchDate: t.string({
      nullable: true,
      description: "When physical cards paid now would leave (17:00 cut-off, the storefront's working days), formatted.",
      resolve: ({ ctx, view }) =>
        view.totals.physical.qty ? formatDeliveryDate(ctx, { deliverAt: null, dispatchDate: dispatchDate(new Date(), ctx.store) }) : null,
    }),
    dispatchToday: t.boolean({ resolve: ({ ctx }) => dispatchDate(new Date(), ctx.store) === zonedDateTime(new Date(), ctx.store.timeZone).date }),
  }),
});
