// The orders module's part of the back office's dashboard (issue 18): a storefront's orders and
// revenue of its own calendar day, and the orders waiting on a bank transfer.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StorefrontConfig } from '../../../common/storefronts.ts';
import { orders } from './tables.ts';

export type DaySales = { storeId: number; orders: number; paidOrders: number; revenueCents: number };

/** Orders placed today (in the storefront's time zone), and the money of those paid; canceled ones not counted. */
export async function salesOfToday(db: Executor, store: StorefrontConfig): Promise<DaySales> {
  const today = sql`(${orders.placedAt} at time zone ${store.timeZone})::date = (now() at time zone ${store.timeZone})::date`;
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      paidOrders: sql<number>`count(*) filter (where ${orders.paidAt} is not null)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${orders.grandTotalCents}) filter (where ${orders.paidAt} is not null), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.storeId, store.id), isNotNull(orders.placedAt), ne(orders.status, 'canceled'), today));
  return { storeId: store.id, orders: row?.orders ?? 0, paidOrders: row?.paidOrders ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

export type WaitingTransfer = { number: string; storeId: number; placedAt: Date | null; grandTotalCents: number | null };

/** Placed orders to be paid by bank transfer that are still waiting for it, oldest first. */
export async function ordersWaitingTransfer(db: Executor, limit = 20): Promise<{ count: number; orders: WaitingTransfer[] }> {
  const waiting = and(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'bank_transfer'), isNotNull(orders.number));
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(waiting);
  const rows = await db
    .select({ number: orders.number, storeId: orders.storeId, placedAt: orders.placedAt, grandTotalCents: orders.grandTotalCents })
    .from(orders)
    .where(waiting)
    .orderBy(asc(orders.placedAt))
    .limit(limit);
  return { count: total?.n ?? 0, orders: rows.flatMap((r) => (r.number ? [{ ...r, number: r.number }] : [])) };
}
