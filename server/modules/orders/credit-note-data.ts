import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refundById, refundsOfOrder, type RefundRecord } from '../payments/index.ts';
import { invoiceDataOf, type InvoiceData, type InvoiceLine } from './invoice-data.ts';
import { contextForOrder } from './context.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { creditNoteCopy } from './invoice-copy.ts';
import type { CreditNote } from './credit-notes.ts';
import * as t from './tables.ts';

// What a credit note shows (decision 046): the invoice's seller, buyer and language, with only what
// the refund gave back. A package's refund takes that package's lines (the card and its extras); a
// refund of the whole order takes what was left of it: the packages not refunded before and the
// fees. Drawn by the invoice's PDF and XML code, which read `corrects` for the invoice it corrects.

const vatOf = (l: InvoiceLine) => (l.vatRate ? l.totalCents - Math.round((l.totalCents * 100) / (100 + l.vatRate)) : 0);

/** The lines, fees and totals of what `refund` gave back of the invoice `full`. */
export function refundedPart(full: InvoiceData, refund: Pick<RefundRecord, 'id' | 'packageId'>, earlier: Pick<RefundRecord, 'id' | 'packageId'>[]) {
  const refundedBefore = new Set(earlier.filter((r) => r.id !== refund.id && r.packageId !== null).map((r) => r.packageId));
  const lines =
    refund.packageId !== null ? full.lines.filter((l) => l.packageId === refund.packageId) : full.lines.filter((l) => !refundedBefore.has(l.packageId));
  const adjustments = refund.packageId !== null ? [] : full.adjustments;
  const subTotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const grandTotal = subTotal + adjustments.reduce((s, a) => s + a.cents, 0);
  const vat = lines.reduce((s, l) => s + vatOf(l), 0) + adjustments.reduce((s, a) => s + a.vatCents, 0);
  return { lines, adjustments, totals: { subTotal, grandTotal, grandTotalWithoutTax: grandTotal - vat } };
}

/** The credit note as its PDF and XML show it: the invoice's data, narrowed to the refund, dated and numbered as the note. */
export async function creditNoteDataOf(db: Db, note: CreditNote): Promise<InvoiceData> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, note.orderId));
  const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.id, note.invoiceId));
  const refund = await refundById(db, note.refundId);
  if (!order || !invoice || !refund) throw new Error(`credit note ${note.number}: its order, invoice or refund is missing`);
  const full = await invoiceDataOf(db, order, contextForOrder(db, order).store, invoice);
  return {
    ...full,
    ...refundedPart(full, refund, await refundsOfOrder(db, order.id)),
    number: note.number,
    issuedAt: note.issuedAt,
    // Nothing is to be paid: the note says when the money went back, and how.
    order: { ...full.order, paidAt: refund.createdAt },
    payment: null,
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}

/** The credit note's PDF (the courtesy copy, in the invoice's language) with its file name, and what it shows. */
export async function creditNotePdf(db: Db, note: CreditNote): Promise<{ data: InvoiceData; body: Buffer; filename: string }> {
  const data = await creditNoteDataOf(db, note);
  return { data, body: await renderInvoicePdf(data), filename: creditNoteCopy[data.locale].fileName(note.number) };
}
