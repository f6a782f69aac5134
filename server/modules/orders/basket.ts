import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import { availableCodes, isStockBacked } from '../fulfilment/index.ts';
import { packageFormSchema } from '../../../common/forms/package-form.ts';
import { GIFTCARD_ORDER_LIMIT_CENTS, GIFTCARD_ORDER_MAX_CARDS, THIRD_PARTY_LIMIT_CENTS } from '../../../common/rules/order-limits.ts';
import { quantity as quantityRule } from '../../../common/rules/schemas.ts';
import { errorCodes, type ErrorItem, failure, validationErrors } from '../../errors.ts';
import { withBasket } from './lock.ts';
import * as t from './tables.ts';
import { must } from '../../../common/must.ts';

export type Order = typeof t.orders.$inferSelect;
export type PackageRow = typeof t.packages.$inferSelect;
export type ShipmentRow = typeof t.shipments.$inferSelect;
export type PackageInput = Record<string, unknown> & { productId: string };
type Result = { uuid: string | null; errors: ErrorItem[] };

/** The open basket with this id in the request's storefront, if any. */
export async function findBasket(ctx: RequestContext, uuid: string | null): Promise<Order | null> {
  if (!uuid) return null;
  const [row] = await ctx.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.uuid, uuid), eq(t.orders.storeId, ctx.store.id), eq(t.orders.status, 'basket')));
  return row ?? null;
}

export async function orderByUuid(ctx: RequestContext, uuid: string | null): Promise<Order | null> {
  if (!uuid) return null;
  const [row] = await ctx.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.uuid, uuid), eq(t.orders.storeId, ctx.store.id)));
  return row ?? null;
}

export async function packagesOf(db: Executor, orderId: number): Promise<PackageRow[]> {
  return db.select().from(t.packages).where(eq(t.packages.orderId, orderId)).orderBy(asc(t.packages.id));
}

export async function shipmentsOf(db: Executor, orderId: number): Promise<ShipmentRow[]> {
  return db.select().from(t.shipments).where(eq(t.shipments.orderId, orderId)).orderBy(asc(t.shipments.id));
}

/**
 * The order-wide rules every change of the basket must keep (§8): no test card, the third-party
 * limit (2015), the gift card limit (2030) and the code stock (2031).
 */
export async function checkBasketRules(
  ctx: RequestContext,
  packages: Pick<PackageRow, 'productId' | 'variationId' | 'kind' | 'valueCents' | 'quantity'>[],
): Promise<ErrorItem[]> {
  const catalogue = await getCatalogue(ctx);
  let thirdParty = 0;
  let value = 0;
  let cards = 0;
  const perVariation = new Map<number, { product: ProductView; kind: 'digital' | 'physical'; quantity: number }>();
  for (const p of packages) {
    const product = catalogue.byId.get(p.productId);
    if (!product) return failure(ctx, errorCodes.NOT_FOUND, 'productId');
    if (product.testCard) return failure(ctx, errorCodes.CART_TEST_CARD_NOT_ALLOWED, 'productId');
    const amount = p.valueCents * p.quantity;
    if (product.thirdParty) thirdParty += amount;
    value += amount;
    cards += p.quantity;
    const kind = p.kind as 'digital' | 'physical';
    const entry = perVariation.get(p.variationId) ?? { product, kind, quantity: 0 };
    entry.quantity += p.quantity;
    perVariation.set(p.variationId, entry);
  }
  if (thirdParty > THIRD_PARTY_LIMIT_CENTS) return failure(ctx, errorCodes.CART_THIRD_PARTY_CARD_LIMIT, 'quantity');
  if (value > GIFTCARD_ORDER_LIMIT_CENTS || cards > GIFTCARD_ORDER_MAX_CARDS) return failure(ctx, errorCodes.CART_GIFTCARD_LIMIT, 'quantity');
  for (const [variationId, { product, kind, quantity }] of perVariation) {
    if (isStockBacked(product, kind) && (await availableCodes(ctx.db, variationId)) < quantity) {
      return failure(ctx, errorCodes.CART_OUT_OF_STOCK, 'productId');
    }
  }
  return [];
}

function packageProductOf(product: ProductView) {
  const cfg = (v: ProductView['digital']) => v && { fixedValues: (v.fixedValuesCents ?? []).map((c) => c / 100), min: v.minCents / 100, max: v.maxCents / 100 };
  return { digital: cfg(product.digital), physical: cfg(product.physical) };
}

// The form's schema of each catalogue product, made once: building a zod schema per add was a
// twentieth of the add's CPU (issue 14). A reloaded catalogue brings new product objects.
const packageSchemas = new WeakMap<ProductView, ReturnType<typeof packageFormSchema>>();

function packageSchemaOf(product: ProductView) {
  let schema = packageSchemas.get(product);
  if (!schema) packageSchemas.set(product, (schema = packageFormSchema(packageProductOf(product))));
  return schema;
}

/** Adds a package (§3 Package) to the visitor's basket, opening one when there is none. */
export async function addPackage(ctx: RequestContext, basketUuid: string | null, input: PackageInput): Promise<Result> {
  const catalogue = await getCatalogue(ctx);
  const product = catalogue.byId.get(Number(input.productId)) ?? catalogue.bySlug.get(String(input.productId));
  if (!product) return { uuid: basketUuid, errors: failure(ctx, errorCodes.NOT_FOUND, 'productId') };
  if (product.testCard) return { uuid: basketUuid, errors: failure(ctx, errorCodes.CART_TEST_CARD_NOT_ALLOWED, 'productId') };
  const parsed = packageSchemaOf(product).safeParse(input);
  if (!parsed.success) return { uuid: basketUuid, errors: validationErrors(ctx, parsed) };
  const form = parsed.data;
  const variation = product[form.kind]!;
  const candidate = {
    productId: product.id,
    variationId: variation.id,
    kind: form.kind,
    valueCents: form.valueEuros * 100,
    quantity: form.quantity,
    wrapper: form.wrapper,
    giftPacking: form.giftPacking,
    note: form.note,
    shipmentTag: `${form.kind}-1`,
  };
  return withBasket(ctx, basketUuid, 'regular', async (tx, basket, txCtx) => {
    const existing = basket ? await packagesOf(txCtx.db, basket.id) : [];
    const same = existing.find(
      (p) =>
        p.variationId === candidate.variationId &&
        p.valueCents === candidate.valueCents &&
        p.wrapper === candidate.wrapper &&
        p.giftPacking === candidate.giftPacking &&
        p.note === candidate.note &&
        p.shipmentTag === candidate.shipmentTag,
    );
    const after = same ? existing.map((p) => (p === same ? { ...p, quantity: p.quantity + form.quantity } : p)) : [...existing, candidate];
    const errors = await checkBasketRules(txCtx, after);
    if (errors.length) return { uuid: basketUuid, errors };
    if (same && same.quantity + form.quantity > 100) return { uuid: basketUuid, errors: failure(ctx, errorCodes.CART_GIFTCARD_LIMIT, 'quantity') };
    const order =
      basket ??
      must((await tx.insert(t.orders).values({ uuid: randomUUID(), storeId: ctx.store.id, locale: ctx.locale }).returning())[0], 'an insert returns its row');
    await tx.insert(t.shipments).values({ orderId: order.id, tag: candidate.shipmentTag, kind: form.kind }).onConflictDoNothing();
    if (same)
      await tx
        .update(t.packages)
        .set({ quantity: same.quantity + form.quantity })
        .where(eq(t.packages.id, same.id));
    else await tx.insert(t.packages).values({ ...candidate, orderId: order.id });
    await tx.update(t.orders).set({ updatedAt: new Date() }).where(eq(t.orders.id, order.id));
    return { uuid: order.uuid, errors: [] };
  });
}

export async function updatePackageQuantity(ctx: RequestContext, basketUuid: string | null, packageId: number, quantity: unknown): Promise<Result> {
  return withBasket(ctx, basketUuid, 'regular', async (tx, basket, txCtx) => {
    if (!basket) return { uuid: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
    const parsed = quantityRule.safeParse(quantity);
    if (!parsed.success) return { uuid: basket.uuid, errors: validationErrors(ctx, parsed, 'quantity') };
    const existing = await packagesOf(txCtx.db, basket.id);
    if (!existing.some((p) => p.id === packageId)) return { uuid: basket.uuid, errors: failure(ctx, errorCodes.NOT_FOUND, 'packageId') };
    const after = existing.map((p) => (p.id === packageId ? { ...p, quantity: parsed.data } : p));
    const errors = await checkBasketRules(txCtx, after);
    if (errors.length) return { uuid: basket.uuid, errors };
    await tx
      .update(t.packages)
      .set({ quantity: parsed.data })
      .where(and(eq(t.packages.id, packageId), eq(t.packages.orderId, basket.id)));
    await tx.update(t.orders).set({ updatedAt: new Date() }).where(eq(t.orders.id, basket.id));
    return { uuid: basket.uuid, errors: [] };
  });
}

/** deleteGiftcardPackageGroup: one package of a shipment, or the whole shipment without packageId. */
export async function deletePackageGroup(ctx: RequestContext, basketUuid: string | null, shipmentTag: string, packageId: number | null): Promise<Result> {
  return withBasket(ctx, basketUuid, 'regular', async (tx, basket, txCtx) => {
    if (!basket) return { uuid: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
    const inShipment = (await packagesOf(txCtx.db, basket.id)).filter((p) => p.shipmentTag === shipmentTag);
    const doomed = packageId === null ? inShipment : inShipment.filter((p) => p.id === packageId);
    if (!doomed.length) return { uuid: basket.uuid, errors: failure(ctx, errorCodes.NOT_FOUND, packageId === null ? 'shipmentTag' : 'packageId') };
    for (const p of doomed) await tx.delete(t.packages).where(eq(t.packages.id, p.id));
    if (doomed.length === inShipment.length) await tx.delete(t.shipments).where(and(eq(t.shipments.orderId, basket.id), eq(t.shipments.tag, shipmentTag)));
    await tx.update(t.orders).set({ updatedAt: new Date() }).where(eq(t.orders.id, basket.id));
    return { uuid: basket.uuid, errors: [] };
  });
}
