import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, freshPostgres } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { PLACE, businessBuyer, pay, readyBasket, sandboxId } from '../../../tests/helpers/checkout.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { applyOutcome, deliverEvent } from '../payments/index.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import type { Database, Db } from '../../db/client.ts';
import { must } from '../../../common/must.ts';
import { invoiceDataOf, renderInvoicePdf } from './invoice-pdf.ts';
import { INVOICE_JOB, invoiceOfOrder, invoiceYear, issueInvoice, issueInvoices } from './invoices.ts';
import * as t from './tables.ts';
import { codeStock } from '../fulfilment/tables.ts';
import { getCatalogue } from '../catalog/index.ts';

// Decision 046: every completed order has one invoice, numbered 1, 2, 3... per storefront and
// calendar year without a gap, however many complete at once; the PDF shows that number.

const digital = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '50', quantity: 1 };
const companyBuyer = (i: number) => ({ ...businessBuyer, email: `acquisti${i}@ufficioaperto.it`, confirmEmail: `acquisti${i}@ufficioaperto.it` });

type Api = ReturnType<typeof apiClient>;

const dutchCompany = { companyName: 'Kantoorlicht B.V.', chamberOfCommerce: '12345678', vatNumber: 'NL123456789B01', sdiCode: null };

/** Places an order on invoice (not yet accepted by the provider) on the Italian or the Dutch storefront; returns its uuid and the provider's page. */
async function placeOnInvoice(api: Api, i: number, store: 'it' | 'nl' = 'it') {
  const shop =
    store === 'it'
      ? api
      : {
          graphql: <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
            api.graphql<T>(query, { userData: { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null }, ...variables }, headers),
        };
  const { uuid } = await readyBasket(shop, [store === 'it' ? digital : { ...digital, productId: 'cadeaubon-streetwear-quartiere' }], {
    buyer: store === 'it' ? companyBuyer(i) : { ...companyBuyer(i), ...dutchCompany },
  });
  const payment = { method: 'invoice', termsAccepted: true };
  const placed = (await shop.graphql<any>(PLACE, { orderUuid: uuid, payment }, { 'x-forwarded-for': `10.0.${i}.1` })).data.placeOrder;
  expect(placed.errors).toEqual([]);
  return { uuid: uuid, redirectUrl: placed.redirectUrl as string };
}

const orderByUuid = async (db: Db, uuid: string) => must((await db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order exists');
const invoicesOf = (db: Db) => db.select().from(t.invoices);

describe('50 orders on invoice accepted at once, PostgreSQL', () => {
  let database: Database;
  let api: Api;
  beforeAll(async () => {
    database = await freshPostgres(must(process.env.TEST_DATABASE_URL, 'vitest’s globalSetup sets it'));
    api = apiClient(database);
    // Codes enough for the 50 orders (the seed stocks fewer).
    const card = must((await getCatalogue({ db: database.db, store: storefrontById(53)! })).bySlug.get(digital.productId), 'the seed sells it');
    await database.db
      .insert(codeStock)
      .values(Array.from({ length: 60 }, (_, i) => ({ variationId: card.digital!.id, code: `INVOICE-${i}-${crypto.randomUUID()}` })));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('numbers their invoices 1 to 50 for the year: no gap, no number twice', async () => {
    const placed: { uuid: string; redirectUrl: string }[] = [];
    for (let i = 0; i < 50; i++) placed.push(await placeOnInvoice(api, i));
    // The provider accepts all 50; its webhooks arrive together, each completing its order in its own transaction.
    for (const p of placed) await applyOutcome(database.db, sandboxId(p.redirectUrl), 'paid', {});
    const events = await drainJobs(database.db, 'psp-sandbox-deliver');
    expect(events).toHaveLength(50);
    await Promise.all(events.map((e) => deliverEvent(database.db, (e.data as { eventId: string }).eventId, (req) => api.app.fetch(req))));

    for (const p of placed) expect((await orderByUuid(database.db, p.uuid)).status).toBe('completed');
    // Each completion queued its invoice; the 50 invoice jobs run at once, as many workers would: in
    // overlapping batches (one transaction each) and one by one, some orders asked for twice.
    const invoiceJobs = await drainJobs(database.db, INVOICE_JOB);
    expect(invoiceJobs).toHaveLength(50);
    const ids = invoiceJobs.map((j) => (j.data as { orderId: number }).orderId);
    await Promise.all([
      issueInvoices(database.db, ids.slice(0, 25)),
      issueInvoices(database.db, ids.slice(20, 45)),
      ...ids.slice(40).map((id) => invoiceOfOrder(database.db, id)),
    ]);
    const invoices = await invoicesOf(database.db);
    const year = invoiceYear(new Date(), 'Europe/Rome');
    expect(invoices).toHaveLength(50);
    expect(invoices.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(50);
    for (const i of invoices) {
      expect(i).toMatchObject({ storeId: 53, year });
      expect(i.number).toBe(`FT-IT-${year}-${String(i.sequence).padStart(6, '0')}`);
    }
    const [counter] = await database.db.select().from(t.invoiceCounters);
    expect(counter).toEqual({ storeId: 53, year, last: 50 });
  }, 180_000);
});

describe.each(databaseKinds)('invoice numbers on $kind', ({ open }) => {
  let database: Database;
  let api: Api;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('an order gets its invoice when it completes, and the PDF carries its number', async () => {
    const p = await placeOnInvoice(api, 1);
    const pending = await orderByUuid(database.db, p.uuid);
    expect(await invoiceOfOrder(database.db, pending.id)).toBeNull();
    await pay(database, api, p.redirectUrl, 'paid');
    const order = await orderByUuid(database.db, p.uuid);
    const invoice = must((await invoiceOfOrder(database.db, order.id)) ?? undefined, 'a completed order has its invoice');
    const year = invoiceYear(new Date(), 'Europe/Rome');
    expect(invoice).toMatchObject({ orderId: order.id, storeId: 53, year, sequence: 1, number: `FT-IT-${year}-000001` });
    const text = pdfText(await renderInvoicePdf(await invoiceDataOf(database.db, order, storefrontById(53)!), { compress: false }));
    expect(text).toContain(`N. FT-IT-${year}-000001`);
    expect(text).toContain(`Causale: FT-IT-${year}-000001`);
    expect(text).not.toContain(`FT-${order.number}`);
  });

  it('asking again gives the same invoice, and takes no number', async () => {
    const [first] = await invoicesOf(database.db);
    const invoice = must(first, 'the order above has one');
    expect(await invoiceOfOrder(database.db, invoice.orderId)).toEqual(invoice);
    expect(await database.db.transaction((tx) => issueInvoice(tx, { id: invoice.orderId, storeId: 53 }, new Date()))).toEqual(invoice);
    // The invoice e-mail's job made its PDF from the same invoice.
    expect(await invoicesOf(database.db)).toHaveLength(1);
    const next = await placeOnInvoice(api, 2);
    await pay(database, api, next.redirectUrl, 'paid');
    expect((await invoiceOfOrder(database.db, (await orderByUuid(database.db, next.uuid)).id))?.sequence).toBe(2);
  });

  it('starts again at 1 in a new year on the storefront’s clock, and counts each storefront apart', async () => {
    const orders: number[] = [];
    for (let i = 10; i < 14; i++) {
      const p = await placeOnInvoice(api, i, i % 2 ? 'nl' : 'it');
      orders.push((await orderByUuid(database.db, p.uuid)).id);
    }
    const [a, b, c, d] = orders as [number, number, number, number];
    // 23:30 UTC on 31 December is already the new year in Rome and Amsterdam.
    const newYear = new Date(`${new Date().getUTCFullYear() + 1}-12-31T23:30:00Z`);
    const nextYear = newYear.getUTCFullYear() + 1;
    const issue = async (id: number) => {
      const order = must((await database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0], 'placed above');
      return database.db.transaction((tx) => issueInvoice(tx, order, newYear));
    };
    expect(await issue(a)).toMatchObject({ year: nextYear, sequence: 1, number: `FT-IT-${nextYear}-000001` });
    expect(await issue(b)).toMatchObject({ storeId: 1, year: nextYear, sequence: 1, number: `FT-NL-${nextYear}-000001` });
    expect(await issue(c)).toMatchObject({ year: nextYear, sequence: 2 });
    expect(await issue(d)).toMatchObject({ storeId: 1, sequence: 2 });
    // This year's series goes on where it was.
    const thisYear = (await invoicesOf(database.db)).filter((i) => i.storeId === 53 && i.year === invoiceYear(new Date(), 'Europe/Rome'));
    expect(thisYear.map((i) => i.sequence).sort()).toEqual([1, 2]);
  });

  it('a number taken by a transaction that rolls back is given to the next invoice', async () => {
    const p = await placeOnInvoice(api, 20);
    const id = (await orderByUuid(database.db, p.uuid)).id;
    const year = invoiceYear(new Date(), 'Europe/Rome');
    await expect(
      database.db.transaction(async (tx) => {
        expect((await issueInvoice(tx, { id, storeId: 53 })).sequence).toBe(3);
        throw new Error('the completion failed after the invoice was made');
      }),
    ).rejects.toThrow('the completion failed');
    expect(await invoiceOfOrder(database.db, id)).toBeNull();
    await pay(database, api, p.redirectUrl, 'paid');
    expect(await invoiceOfOrder(database.db, id)).toMatchObject({ year, sequence: 3 });
  });
});
