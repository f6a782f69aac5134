// The invoice PDF of an order (§6: a logged-in customer downloads an invoice). Only the order's own
// customer gets it; anyone else, logged in or not, gets the same 404 as for an unknown order.
import type { ShopApp } from './app.ts';
import type { Db } from '../db/client.ts';
import { customerOf } from '../modules/accounts/index.ts';
import { sessionOf } from '../graphql/cookies.ts';
import { invoicePdfOfCustomerOrder } from '../modules/orders/index.ts';
import type { Locale } from '../../common/storefronts.ts';
import { storeFor } from './seo.ts';

/** The 404's words, in the language of the storefront the host serves. */
const notFound: Record<Locale, string> = { it: 'Fattura non trovata', nl: 'Factuur niet gevonden', en: 'Invoice not found' };

export function mountInvoices(app: ShopApp, db: Db): void {
  app.get('/conto/fattura/:file', async (c) => {
    const uuid = /^([0-9a-f-]{36})\.pdf$/.exec(c.req.param('file'))?.[1];
    const customer = uuid ? await customerOf(db, await sessionOf(db, c.req.raw)) : null;
    const pdf = customer && uuid ? await invoicePdfOfCustomerOrder(db, customer.id, uuid) : null;
    if (!pdf) return c.text(notFound[storeFor(c.req.header('host')).language], 404, { 'cache-control': 'no-store' });
    return c.body(new Uint8Array(pdf.body), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    });
  });
}
