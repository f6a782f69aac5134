import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { orderByUuid, packagesOf, shipmentsOf, type Order, type PackageRow } from './basket.ts';
import type { OrderView } from './view.ts';

export type { Order };
import * as t from './tables.ts';
import { must } from '../../../common/must.ts';

// The orders side of the redeem flow (module redeem calls these): a redeem basket is an order row
// of flow 'redeem'. One choice of the holder is a group of packages (split above 150 euro).

export type RedeemPackageRow = Pick<PackageRow, 'productId' | 'variationId' | 'kind' | 'valueCents' | 'quantity' | 'wrapper' | 'note'>;

export async function openRedeemBasket(tx: Tx, ctx: RequestContext): Promise<Order> {
  const [order] = await tx.insert(t.orders).values({ uuid: randomUUID(), storeId: ctx.store.id, locale: ctx.locale, flow: 'redeem' }).returning();
  return must(order, 'an insert returns its row');
}

/** The redeem basket or order a uuid names (never a regular order). */
export async function redeemOrderByUuid(ctx: RequestContext, uuid: string | null): Promise<Order | null> {
  const order = await orderByUuid(ctx, uuid);
  return order && order.flow === 'redeem' ? order : null;
}

/** Puts a group's packages in place of its old ones (none for a new group), in the caller's transaction (which holds the basket's lock). */
export async function replaceRedeemGroup(tx: Tx, order: Order, group: string, rows: RedeemPackageRow[]): Promise<void> {
  await tx.delete(t.packages).where(and(eq(t.packages.orderId, order.id), eq(t.packages.redeemGroup, group)));
  for (const row of rows) {
    const tag = `${row.kind}-1`;
    await tx.insert(t.shipments).values({ orderId: order.id, tag, kind: row.kind }).onConflictDoNothing();
    await tx.insert(t.packages).values({ ...row, giftPacking: false, orderId: order.id, shipmentTag: tag, redeemGroup: group });
  }
  await dropEmptyShipments(tx, order.id);
  await tx.update(t.orders).set({ updatedAt: new Date() }).where(eq(t.orders.id, order.id));
}

async function dropEmptyShipments(tx: Tx, orderId: number) {
  await tx.execute(sql`delete from ${t.shipments} s where s.order_id = ${orderId}
    and not exists (select 1 from ${t.packages} p where p.order_id = s.order_id and p.shipment_tag = s.tag)`);
}

/** Billing and delivery of a redeem basket: the holder's name and e-mail, and the postal address when cards travel by post. */
export async function setRedeemDelivery(tx: Tx, order: Order, billing: t.BillingDetails, address: t.DeliveryAddress | null): Promise<void> {
  await tx.update(t.orders).set({ billing, updatedAt: new Date() }).where(eq(t.orders.id, order.id));
  if (address)
    await tx
      .update(t.shipments)
      .set({ address })
      .where(and(eq(t.shipments.orderId, order.id), eq(t.shipments.kind, 'physical')));
}

/** A failed redeem order's packages in a fresh redeem basket, so the holder can try again. */
export async function copyToNewRedeemBasket(tx: Tx, order: Order): Promise<string> {
  const packages = await packagesOf(tx, order.id);
  const shipments = await shipmentsOf(tx, order.id);
  const [inserted] = await tx
    .insert(t.orders)
    .values({ uuid: randomUUID(), storeId: order.storeId, locale: order.locale, flow: 'redeem', billing: order.billing })
    .returning();
  const basket = must(inserted, 'an insert returns its row');
  for (const s of shipments) await tx.insert(t.shipments).values({ ...s, id: undefined, orderId: basket.id, dispatchDate: null });
  for (const p of packages) await tx.insert(t.packages).values({ ...p, id: undefined, orderId: basket.id, createdAt: undefined });
  return basket.uuid;
}

type PlaceFacts = { method: string; extraCents: number; windowMinutes: number; country: string; now: Date };

/**
 * The redeem basket becomes an order: numbered, its totals frozen. Completed orders follow from the
 * caller (nothing to pay); with an extra it waits for the payment like any order. Null when the
 * basket was placed already (a second click).
 */
export async function markRedeemOrderPlaced(tx: Tx, basket: Order, view: OrderView, f: PlaceFacts): Promise<Order | null> {
  const [row] = await tx
    .update(t.orders)
    .set({
      status: 'pending',
      number: sql`'${sql.raw(f.country)}-' || nextval('orders_number_seq')`,
      placedAt: f.now,
      termsAcceptedAt: f.now,
      paymentMethod: f.method,
      paymentAttempts: f.extraCents > 0 ? 1 : 0,
      expiresAt: f.extraCents > 0 ? new Date(f.now.getTime() + f.windowMinutes * 60_000) : null,
      totals: {
        subTotal: view.totals.subTotal,
        grandTotal: view.totals.grandTotal,
        grandTotalWithoutTax: view.totals.grandTotalWithoutTax,
        adjustments: view.totals.adjustments.map((a) => ({ title: a.type, adjustmentType: a.type, cents: a.cents, vatCents: a.vatCents })),
      },
      grandTotalCents: view.totals.grandTotal,
      updatedAt: f.now,
    })
    .where(and(eq(t.orders.id, basket.id), eq(t.orders.status, 'basket')))
    .returning();
  return row ?? null;
}
