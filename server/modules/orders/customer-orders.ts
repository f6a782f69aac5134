import { and, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import { addPackage, packagesOf, type Order, type PackageRow } from './basket.ts';
import { packageTotalCents } from './pricing.ts';
import { priced } from './view.ts';
import { errorCodes, type ErrorItem, failure } from '../../errors.ts';
import * as t from './tables.ts';
import { must } from '../../../common/must.ts';

// An account's orders (§6 logged-in customer): its history, one order, and reordering it.
// Another customer's order answers as if it did not exist (9003), so uuids cannot be probed.

const PLACED = ['pending', 'completed', 'canceled'];

/**
 * The basket an account continues with after logging in (§4, issue 5: the guest basket is merged
 * into the account). The browser's guest basket wins and takes over the packages of an older
 * basket the account left open; a basket of another account is never taken.
 */
export async function adoptBasket(db: Db, storeId: number, guestBasketUuid: string | null, customerId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const open = and(eq(t.orders.storeId, storeId), eq(t.orders.status, 'basket'));
    const [guest] = guestBasketUuid
      ? await tx
          .select()
          .from(t.orders)
          .where(and(open, eq(t.orders.uuid, guestBasketUuid), or(isNull(t.orders.customerId), eq(t.orders.customerId, customerId))))
          .for('update')
      : [];
    // Both baskets are locked (decision 017): one being placed right now is no longer a basket here.
    const [own] = await tx
      .select()
      .from(t.orders)
      .where(and(open, eq(t.orders.customerId, customerId), guest ? ne(t.orders.id, guest.id) : undefined))
      .orderBy(desc(t.orders.updatedAt))
      .limit(1)
      .for('update');
    if (!guest) return own?.uuid ?? null;
    if (own) {
      const theirs = await tx.select().from(t.shipments).where(eq(t.shipments.orderId, own.id));
      for (const s of theirs) {
        const { id: _id, ...shipment } = s;
        await tx
          .insert(t.shipments)
          .values({ ...shipment, orderId: guest.id })
          .onConflictDoNothing();
      }
      await tx.update(t.packages).set({ orderId: guest.id }).where(eq(t.packages.orderId, own.id));
      await tx.delete(t.orders).where(eq(t.orders.id, own.id));
    }
    await tx.update(t.orders).set({ customerId, updatedAt: new Date() }).where(eq(t.orders.id, guest.id));
    return guest.uuid;
  });
}

/** Links a basket to the account that is placing it (a customer who logged in after filling it). */
export async function claimBasket(db: Db, orderId: number, customerId: number | null): Promise<void> {
  if (customerId === null) return;
  await db
    .update(t.orders)
    .set({ customerId })
    .where(and(eq(t.orders.id, orderId), isNull(t.orders.customerId)));
}

export async function ordersOfCustomer(
  ctx: RequestContext,
  customerId: number,
  page: number,
  perPage: number,
): Promise<{ orders: Order[]; totalItems: number }> {
  const mine = and(eq(t.orders.storeId, ctx.store.id), eq(t.orders.customerId, customerId), inArray(t.orders.status, PLACED));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(t.orders)
      .where(mine)
      .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ n: count() }).from(t.orders).where(mine),
  ]);
  return { orders: rows, totalItems: Number(must(counted, 'a count gives one row').n) };
}

export async function orderOfCustomer(ctx: RequestContext, customerId: number, uuid: string): Promise<Order | null> {
  const [row] = await ctx.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.uuid, uuid), eq(t.orders.storeId, ctx.store.id), eq(t.orders.customerId, customerId), inArray(t.orders.status, PLACED)));
  return row ?? null;
}

/** Gift card orders can be ordered again; redeem orders were paid with a card balance and cannot. */
export function canReorder(order: Order): boolean {
  return order.flow !== 'redeem';
}

export type ReorderLine = { packageId: number; title: string; kind: string; valueCents: number; quantity: number; available: boolean; priceCents: number };

function stillSold(p: PackageRow, product: ProductView | undefined): boolean {
  if (!product || product.testCard) return false;
  const variation = product[p.kind as 'digital' | 'physical'];
  if (!variation) return false;
  const fixed = variation.fixedValuesCents ?? [];
  return fixed.includes(p.valueCents) || (p.valueCents >= variation.minCents && p.valueCents <= variation.maxCents);
}

/** The order's packages as they would be bought today: today's catalogue, today's prices. */
export async function reorderLines(ctx: RequestContext, order: Order): Promise<ReorderLine[]> {
  const catalogue = await getCatalogue(ctx);
  const rows = await packagesOf(ctx.db, order.id);
  return rows.map((p) => {
    const product = catalogue.byId.get(p.productId);
    const available = stillSold(p, product);
    return {
      packageId: p.id,
      title: product?.title ?? '',
      kind: p.kind,
      valueCents: p.valueCents,
      quantity: p.quantity,
      available,
      priceCents: available && product ? packageTotalCents(priced(p, product)) : 0,
    };
  });
}

/**
 * Puts the order's packages into the visitor's basket again, each through the basket's own rules
 * (limits, stock, values still sold). Packages that are no longer sold are skipped and counted.
 */
export async function reorder(
  ctx: RequestContext,
  order: Order,
  basketUuid: string | null,
  customerId: number,
): Promise<{ basketUuid: string | null; skipped: number; errors: ErrorItem[] }> {
  if (!canReorder(order)) return { basketUuid, skipped: 0, errors: failure(ctx, errorCodes.NOT_FOUND, 'uuid') };
  const catalogue = await getCatalogue(ctx);
  let uuid = basketUuid;
  let skipped = 0;
  for (const p of await packagesOf(ctx.db, order.id)) {
    const product = catalogue.byId.get(p.productId);
    if (!stillSold(p, product)) {
      skipped++;
      continue;
    }
    const fixed = product![p.kind as 'digital' | 'physical']!.fixedValuesCents ?? [];
    const euros = String(p.valueCents / 100);
    const value = fixed.includes(p.valueCents) ? { value: euros } : { value: 'custom', customValue: euros };
    const result = await addPackage(ctx, uuid, {
      productId: String(p.productId),
      kind: p.kind,
      ...value,
      quantity: String(p.quantity),
      wrapper: p.wrapper ?? undefined,
      giftPacking: p.giftPacking,
      note: p.note ?? undefined,
    });
    if (result.errors.length) return { basketUuid: uuid, skipped, errors: result.errors };
    uuid = result.uuid;
  }
  if (uuid)
    await ctx.db
      .update(t.orders)
      .set({ customerId })
      .where(and(eq(t.orders.uuid, uuid), eq(t.orders.status, 'basket')));
  return { basketUuid: uuid, skipped, errors: [] };
}
