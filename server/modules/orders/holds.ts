import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { stockSettings } from '../../config.ts';
import { releaseCodes } from '../fulfilment/index.ts';
import * as t from './tables.ts';

// Fair stock (decision 017): codes are scarce, so an unpaid order holds them only for a short
// time, and one client may hold stock in only a few unpaid orders at once. Who a client is: the
// address the request came from, and the e-mail of the order's buyer (either one counts).

export type Client = { address: string | null; email: string };

/**
 * How many unpaid orders of this client hold stock now. Takes a transaction-scoped advisory lock
 * per client key first, so two placements of one client are counted one after the other.
 */
export async function unpaidOrdersHoldingStock(tx: Tx, client: Client, now: Date): Promise<number> {
  const keys = [client.address && `address:${client.address}`, `email:${client.email.trim().toLowerCase()}`].filter(Boolean) as string[];
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const sameClient = client.address
    ? or(eq(t.orders.clientAddress, client.address), sql`lower(${t.orders.billing}->>'email') = ${client.email.trim().toLowerCase()}`)
    : sql`lower(${t.orders.billing}->>'email') = ${client.email.trim().toLowerCase()}`;
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(t.orders)
    .where(and(eq(t.orders.status, 'pending'), isNotNull(t.orders.stockHeldUntil), gt(t.orders.stockHeldUntil, now), sameClient));
  return row?.n ?? 0;
}

/** The moment a hold that starts now ends. */
export function holdUntil(now: Date): Date {
  return new Date(now.getTime() + stockSettings().holdMinutes * 60_000);
}

/**
 * Gives back the codes of unpaid orders whose hold is over (a job, every minute). The order
 * stays open: when its payment arrives, completion reserves again or tells the customer.
 */
export async function releaseExpiredHolds(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.status, 'pending'), isNotNull(t.orders.stockHeldUntil), lt(t.orders.stockHeldUntil, now)))
    .limit(500);
  let released = 0;
  for (const { id } of due) {
    released += await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.id, id), eq(t.orders.status, 'pending'), lt(t.orders.stockHeldUntil, now)))
        .for('update');
      if (!order) return 0;
      await tx.update(t.orders).set({ stockHeldUntil: null, updatedAt: now }).where(eq(t.orders.id, id));
      return releaseCodes(tx, id);
    });
  }
  return released;
}
