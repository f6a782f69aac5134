import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { must } from '../../../common/must.ts';
import { refundById } from '../payments/index.ts';
import { invoiceYear, issueInvoice } from './invoices.ts';
import * as t from './tables.ts';

// Credit notes (decision 046): a refund of an invoiced order is documented by a nota di credito
// (TD04) naming the invoice it corrects, in a series of its own per storefront and year, without
// gaps: NC-IT-2026-000001. The refund's transaction queues CREDIT_NOTE_JOB (outbox); the job makes
// the note in a short transaction of its own, keyed by the refund, so a retried job makes none twice.
// Its lines and PDF/XML are made again on request from the refund and the order's frozen lines.

export const CREDIT_NOTE_JOB = 'orders-credit-note';

export type CreditNote = typeof t.creditNotes.$inferSelect;

function notePrefix(storeKey: string, year: number): string {
  return `NC-${storeKey.toUpperCase()}-${year}-`;
}

/**
 * The refund's credit note, made now when it has none. Null when the order has no invoice to
 * correct and cannot have one (no billing details, never paid). The order's row is locked first, as
 * every writer of the order's money records does; the counter's row stays locked until commit.
 */
export async function issueCreditNote(db: Db, refundId: number, now: Date = new Date()): Promise<CreditNote | null> {
  const refund = await refundById(db, refundId);
  if (!refund) return null;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, refund.orderId)).for('update');
    if (!order) return null;
    const [made] = await tx.select().from(t.creditNotes).where(eq(t.creditNotes.refundId, refund.id));
    if (made) return made;
    const [invoiced] = await tx.select().from(t.invoices).where(eq(t.invoices.orderId, order.id));
    // A refund can come before the invoice's own job ran: the invoice is made first, so the note has one to name.
    if (!invoiced && (!order.billing || !order.paidAt)) return null;
    const invoice = invoiced ?? (await issueInvoice(tx, order, now, true));
    const store = must(storefrontById(order.storeId), 'an order belongs to a storefront');
    const year = invoiceYear(now, store.timeZone);
    const counter = sql`insert into ${t.creditNoteCounters} (store_id, year, last) values (${store.id}, ${year}, 1)
      on conflict (store_id, year) do update set last = ${t.creditNoteCounters}.last + 1 returning last`;
    const [{ last }] = (await tx.execute(counter)).rows as [{ last: number }];
    const sequence = Number(last);
    const [note] = await tx
      .insert(t.creditNotes)
      .values({
        refundId: refund.id,
        orderId: order.id,
        invoiceId: invoice.id,
        storeId: store.id,
        year,
        sequence,
        number: `${notePrefix(store.key, year)}${String(sequence).padStart(6, '0')}`,
        amountCents: refund.amountCents,
        issuedAt: now,
      })
      .returning();
    return must(note, 'the insert returns its row');
  });
}

/** An order's credit notes, oldest first. */
export async function creditNotesOfOrder(db: Executor, orderId: number): Promise<CreditNote[]> {
  return db.select().from(t.creditNotes).where(eq(t.creditNotes.orderId, orderId)).orderBy(asc(t.creditNotes.sequence), asc(t.creditNotes.id));
}
