import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contextForOrder } from './context.ts';
import { invoiceCopy } from './invoice-copy.ts';
import { invoiceAvailable } from './invoice-path.ts';
import { invoiceOfOrder } from './invoices.ts';
import { invoiceDataOf, renderInvoicePdf } from './invoice-pdf.ts';
import * as t from './tables.ts';
import { creditNotesOfOrder } from './credit-notes.ts';
import { creditNotePdf } from './credit-note-data.ts';

/** The invoice of one of the customer's orders, or null when it is not theirs or has none yet. */
export async function invoicePdfOfCustomerOrder(db: Db, customerId: number, uuid: string): Promise<{ body: Buffer; filename: string } | null> {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.uuid, uuid), eq(t.orders.customerId, customerId)));
  if (!order || !invoiceAvailable(order)) return null;
  // An order on invoice the provider has not accepted yet has no invoice: only a completed order has one.
  const invoice = await invoiceOfOrder(db, order.id);
  if (!invoice) return null;
  const ctx = contextForOrder(db, order);
  const data = await invoiceDataOf(db, order, ctx.store, invoice);
  const body = await renderInvoicePdf(data);
  return { body, filename: invoiceCopy[data.locale].fileName(data.order.number) };
}

/** A credit note of one of the customer's orders, or null when the order is not theirs or has no note so numbered. */
export async function creditNotePdfOfCustomerOrder(
  db: Db,
  customerId: number,
  uuid: string,
  number: string,
): Promise<{ body: Buffer; filename: string } | null> {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.uuid, uuid), eq(t.orders.customerId, customerId)));
  const note = order && (await creditNotesOfOrder(db, order.id)).find((n) => n.number === number);
  if (!note) return null;
  const { body, filename } = await creditNotePdf(db, note);
  return { body, filename };
}
