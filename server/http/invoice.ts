// The invoice PDF of an order (§6: a logged-in customer downloads an invoice) and its credit notes'.
// Only the order's own customer gets them; anyone else, logged in or not, gets the same 404 as for an unknown order.
import type { Context } from 'hono';
import type { ShopApp } from './app.ts';
import type { Db } from '../db/client.ts';
import { customerOf } from '../modules/accounts/index.ts';
import { sessionOf } from '../graphql/cookies.ts';
import { creditNotePdfOfCustomerOrder, invoicePdfOfCustomerOrder } from '../modules/orders/index.ts';
import type { Locale } from '../../common/storefronts.ts';
import { storeFor } from './seo.ts';

/** The 404's words, in the language of the storefront the host serves. */
const notFound = {
  invoice: { it: 'Fattura non trovata', nl: 'Factuur niet gevonden', en: 'Invoice not found' },
  creditNote: { it: 'Nota di credito non trovata', nl: 'Creditnota niet gevonden', en: 'Credit note not found' },
} satisfies Record<string, Record<Locale, string>>;

export function mountInvoices(app: ShopApp, db: Db): void {
  app.get('/conto/fattura/:file', async (c) => {
    const uuid = /^([0-9a-f-]{36})\.pdf$/.exec(c.req.param('file'))?.[1];
    const customer = uuid ? await customerOf(db, await sessionOf(db, c.req.raw)) : null;
    const pdf = customer && uuid ? await invoicePdfOfCustomerOrder(db, customer.id, uuid) : null;
    return pdfAnswer(c, pdf, notFound.invoice);
  });
  // A credit note of the customer's order (decision 046), as the invoice.
  app.get('/conto/nota-di-credito/:uuid/:file', async (c) => {
    const uuid = /^[0-9a-f-]{36}$/.exec(c.req.param('uuid'))?.[0];
    const number = /^(NC-[A-Z]{2}-\d{4}-\d{6})\.pdf$/.exec(c.req.param('file'))?.[1];
    const customer = uuid && number ? await customerOf(db, await sessionOf(db, c.req.raw)) : null;
    return pdfAnswer(c, customer && uuid && number ? await creditNotePdfOfCustomerOrder(db, customer.id, uuid, number) : null, notFound.creditNote);
  });
}

function pdfAnswer(c: Context, pdf: { body: Buffer; filename: string } | null, missing: Record<Locale, string>) {
  if (!pdf) return c.text(missing[storeFor(c.req.header('host')).language], 404, { 'cache-control': 'no-store' });
  return c.body(new Uint8Array(pdf.body), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${pdf.filename}"`,
    'cache-control': 'private, no-store',
  });
}
