// The invoice PDF of an order (§6: a logged-in customer downloads an invoice). Only the order's own
// customer gets it; anyone else, logged in or not, gets the same 404 as for an unknown order.
import type { ShopApp } from './app.ts';
import type { Db } from '../db/client.ts';
import { customerOf } from '../modules/accounts/index.ts';
import { sessionOf } from '../graphql/cookies.ts';
import { invoicePdfOfCustomerOrder } from '../modules/orders/index.ts';

export function mountInvoices(app: ShopApp, db: Db): void {
  app.get('/conto/fattura/:file', async (c) => {
    const uuid = /^([0-9a-f-]{36})\.pdf$/.exec(c.req.param('file'))?.[1];
    const customer = uuid ? await customerOf(db, await sessionOf(db, c.req.raw)) : null;
    const pdf = customer && uuid ? await invoicePdfOfCustomerOrder(db, customer.id, uuid) : null;
    if (!pdf) return c.text('Fattura non trovata', 404, { 'cache-control': 'no-store' });
    return c.body(new Uint8Array(pdf.body), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.filename}"`,
      'cache-control': 'private, no-store',
    });
  });
}
