import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contextForOrder } from './context.ts';
import { invoiceCopy } from './invoice-copy.ts';
import { invoiceAvailable } from './invoice-path.ts';
import { invoiceOfOrder } from './invoices.ts';
import { invoiceDataOf, renderInvoicePdf } from './invoice-pdf.ts';
import * as t from './tables.ts';

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
