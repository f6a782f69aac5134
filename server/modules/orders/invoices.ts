import { eq, sql } from 'drizzle-orm';
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

/** The number as printed and sent to SDI: the storefront's series, the year, the sequence, e.g. FT-IT-2026-000042. */
function formatInvoiceNumber(store: Pick<StorefrontConfig, 'key'>, year: number, sequence: number): string {
  return `FT-${store.key.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The order's invoice, made now in the caller's transaction when it has none (asking twice gives
 * the same invoice). Locks the order's row first, so two callers for one order wait for each other.
 */
export async function issueInvoice(tx: Tx, order: Pick<Order, 'id' | 'storeId'>, now: Date = new Date()): Promise<Invoice> {
  await tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, order.id)).for('update');
  const [existing] = await tx.select().from(t.invoices).where(eq(t.invoices.orderId, order.id));
  if (existing) return existing;
  const store = must(storefrontById(order.storeId), 'an order belongs to a storefront');
  const year = invoiceYear(now, store.timeZone);
  // Insert-or-raise takes the counter's row lock until this transaction ends: the next invoice of
  // this storefront and year waits here, and sees this one's number only once it is committed.
  const [counter] = await tx
    .insert(t.invoiceCounters)
    .values({ storeId: store.id, year, last: 1 })
    .onConflictDoUpdate({ target: [t.invoiceCounters.storeId, t.invoiceCounters.year], set: { last: sql`${t.invoiceCounters.last} + 1` } })
    .returning({ last: t.invoiceCounters.last });
  const sequence = must(counter, 'the upsert returns its row').last;
  const [invoice] = await tx
    .insert(t.invoices)
    .values({ orderId: order.id, storeId: store.id, year, sequence, number: formatInvoiceNumber(store, year, sequence), issuedAt: now })
    .returning();
  return must(invoice, 'the insert returns its row');
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
    return issueInvoice(tx, order);
  });
}
