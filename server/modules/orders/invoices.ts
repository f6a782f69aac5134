import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storefrontById, type StorefrontConfig } from '../../../common/storefronts.ts';
import { must } from '../../../common/must.ts';
import { dateFormat } from '../../../common/intl.ts';
import type { Order } from './basket.ts';
import * as t from './tables.ts';

// The invoices of completed orders (decision 046): one per order, numbered without gaps per
// storefront and calendar year. The number is taken from the storefront's counter row in the
// transaction that makes the invoice; the row stays locked until that transaction ends, so two
// invoices never share a number and a rollback gives the number back. A completion queues
// INVOICE_JOB, which makes the invoice in its own short transaction; whoever asks for an invoice
// first (the job, the invoice e-mail, a download) makes it.

/** The job a completion queues: the order's invoice, made in a transaction of its own. */
export const INVOICE_JOB = 'orders-invoice';

export type Invoice = typeof t.invoices.$inferSelect;

/** The calendar year of a moment on the storefront's clock (an invoice of 31 December 23:30 in Rome is of that year). */
export function invoiceYear(at: Date, timeZone: string): number {
  return Number(dateFormat('en', { timeZone, year: 'numeric' }).format(at));
}

/** The number as printed and sent to SDI is the storefront's series, the year and the sequence in 6 digits, e.g. FT-IT-2026-000042. */
function numberPrefix(store: Pick<StorefrontConfig, 'key'>, year: number): string {
  return `FT-${store.key.toUpperCase()}-${year}-`;
}

/**
 * The order's invoice, made now in the caller's transaction when it has none (asking twice gives
 * the same invoice). Locks the order's row first, so two callers for one order wait for each other;
 * then one statement, which sees what they committed, finds the invoice or takes the next number
 * and makes it (a round trip to the database costs as much as the work: issue 11).
 */
export async function issueInvoice(tx: Tx, order: Pick<Order, 'id' | 'storeId'>, now: Date = new Date(), locked = false): Promise<Invoice> {
  if (!locked) await tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, order.id)).for('update');
  const store = must(storefrontById(order.storeId), 'an order belongs to a storefront');
  const year = invoiceYear(now, store.timeZone);
  const existing = tx.select().from(t.invoices).where(eq(t.invoices.orderId, order.id));
  // The counter's row stays locked until the caller commits: no two invoices share a number, and a
  // rollback gives the number back.
  const counter = sql`insert into ${t.invoiceCounters} (store_id, year, last)
    select ${store.id}, ${year}, 1 where not exists (select 1 from existing)
    on conflict (store_id, year) do update set last = ${t.invoiceCounters}.last + 1 returning last`;
  const made = sql`insert into ${t.invoices} (order_id, store_id, year, sequence, number, issued_at)
    select ${order.id}, ${store.id}, ${year}, last, ${numberPrefix(store, year)} || lpad(last::text, 6, '0'), ${now.toISOString()}::timestamptz from counter
    returning *`;
  const result = await tx.execute(sql`with existing as ${existing}, counter as (${counter}), made as (${made})
    select * from made union all select * from existing`);
  const row = must(result.rows[0], 'the invoice was there or is made');
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    storeId: Number(row.store_id),
    year: Number(row.year),
    sequence: Number(row.sequence),
    number: String(row.number),
    issuedAt: new Date(row.issued_at as string | Date),
  };
}

/**
 * The invoices of these orders that are due and not yet made, all in one short transaction (the
 * invoice job's batch: a burst of completions costs one transaction per batch, not one per order).
 * The orders are locked first, in the order of their ids, as one caller for one order does.
 */
export async function issueInvoices(db: Db, orderIds: number[], now: Date = new Date()): Promise<void> {
  const ids = [...new Set(orderIds)].filter((id) => Number.isSafeInteger(id));
  if (!ids.length) return;
  await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.orders.id, storeId: t.orders.storeId })
      .from(t.orders)
      .where(and(inArray(t.orders.id, ids), eq(t.orders.status, 'completed'), isNotNull(t.orders.billing)))
      .orderBy(asc(t.orders.id))
      .for('update');
    for (const order of due) await issueInvoice(tx, order, now, true);
  });
}

/**
 * The invoice of an order, or null when it has none due: only a completed order has one. An order
 * completed before invoices were kept gets its invoice the first time it is asked for.
 */
export async function invoiceOfOrder(db: Db, orderId: number): Promise<Invoice | null> {
  const [found] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
  if (found) return found;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
    if (!order || order.status !== 'completed' || !order.billing) return null;
    return issueInvoice(tx, order, new Date(), true);
  });
}
