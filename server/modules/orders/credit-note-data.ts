import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refundById, refundsOfOrder, type RefundRecord } from '../payments/index.ts';
import { invoiceDataOf, type InvoiceAdjustment, type InvoiceData, type InvoiceLine } from './invoice-data.ts';
import { contextForOrder } from './context.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { creditNoteCopy } from './invoice-copy.ts';
import type { CreditNote } from './credit-notes.ts';
import * as t from './tables.ts';

// What a credit note shows (decision 046): the invoice's seller, buyer and language, with only what
// the refund gave back. A package's refund takes that package's lines (the card and its extras); a
// refund of the whole order takes what was left of it: the packages not refunded before and the
// fees; a refund of an amount takes those too. When the money given back is not those lines' sum
// (an amount, or what is left after an amount), each line is scaled to it, rate by rate, so the note
// says exactly what went back. Drawn by the invoice's PDF and XML code, which read `corrects`.

const vatOf = (l: InvoiceLine) => (l.vatRate ? l.totalCents - Math.round((l.totalCents * 100) / (100 + l.vatRate)) : 0);

/** The lines, fees and totals of what `refund` gave back of the invoice `full`. */
export function refundedPart(
  full: InvoiceData,
  refund: Pick<RefundRecord, 'id' | 'packageId' | 'amountCents'>,
  earlier: Pick<RefundRecord, 'id' | 'packageId'>[],
) {
  const refundedBefore = new Set(earlier.filter((r) => r.id !== refund.id && r.packageId !== null).map((r) => r.packageId));
  const given =
    refund.packageId !== null ? full.lines.filter((l) => l.packageId === refund.packageId) : full.lines.filter((l) => !refundedBefore.has(l.packageId));
  const scaled = scaleTo(refund.amountCents, given, refund.packageId !== null ? [] : full.adjustments);
  const { lines, adjustments } = scaled;
  const subTotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const grandTotal = subTotal + adjustments.reduce((s, a) => s + a.cents, 0);
  const vat = lines.reduce((s, l) => s + vatOf(l), 0) + adjustments.reduce((s, a) => s + a.vatCents, 0);
  return { lines, adjustments, totals: { subTotal, grandTotal, grandTotalWithoutTax: grandTotal - vat } };
}

/**
 * The lines and fees scaled to `cents` when they add up to something else: each line's share,
 * rounded so the shares add up to `cents` exactly (the largest remainders take the odd cents), as
 * one piece (quantity 1) so that quantity times price is its total. VAT follows each share.
 */
function scaleTo(cents: number, lines: InvoiceLine[], adjustments: InvoiceAdjustment[]) {
  const whole = lines.reduce((s, l) => s + l.totalCents, 0) + adjustments.reduce((s, a) => s + a.cents, 0);
  if (whole === cents || whole <= 0) return { lines, adjustments };
  const parts = [...lines.map((l) => l.totalCents), ...adjustments.map((a) => a.cents)];
  const exact = parts.map((p) => (p * cents) / whole);
  const shares = exact.map(Math.floor);
  let odd = cents - shares.reduce((s, x) => s + x, 0);
  for (const i of exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0])
    .map(([, i]) => i)) {
    if (odd-- <= 0) break;
    shares[i]! += 1;
  }
  return {
    lines: lines.map((l, i) => ({
      ...l,
      title: l.quantity > 1 ? `${l.title} (${l.quantity})` : l.title,
      quantity: 1,
      unitCents: shares[i]!,
      totalCents: shares[i]!,
    })),
    adjustments: adjustments.map((a, i) => {
      const share = shares[lines.length + i]!;
      return { ...a, cents: share, vatCents: a.cents ? Math.round((a.vatCents * share) / a.cents) : 0 };
    }),
  };
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
