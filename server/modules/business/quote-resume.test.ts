import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { outbox } from '../notifications/tables.ts';
import { orders } from '../orders/tables.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { fillInvoiceBasket, placeOnInvoice } from '../../admin/shop-checkout.ts';
import { claimQuote } from './quote-desk.ts';
import { quoteReference } from './service.ts';
import { quoteRequests } from './tables.ts';
import { must } from '../../../common/must.ts';

// Issue 18: a quote's conversion is three steps (the basket claimed by the quote, placed on
// invoice, the quote marked won). A process that dies between them leaves the quote halfway;
// converting it again carries on from where it stopped: one order, one e-mail, never a second basket.

const CONVERT = `mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) { quote { status orderNumber } ${ADMIN_ERR} } }`;
const store = must(storefrontById(53), 'the Italian storefront');
const buyer = {
  ...{ firstName: 'Giulia', lastName: 'Brambilla', phoneCountry: 'IT', phoneNumber: '3471234567', companyName: 'Officine Brambilla Srl' },
  ...{ vatNumber: '01234567897', chamberOfCommerce: 'MI-1234567', sdiCode: 'M5UXCR1', pecAddress: null },
  ...{ street: 'Via Tortona', houseNumber: '27', postCode: '20144', city: 'Milano' },
};

describe.each(databaseKinds)('a quote conversion that stopped halfway, on $kind', ({ open }) => {
  let database: Database;
  let support: ReturnType<typeof staffClient>;
  let made = 0;
  beforeAll(async () => {
    database = await open();
    support = staffClient(database);
    await support.logIn('support');
  });
  afterAll(async () => {
    await database.close();
  });

  async function newQuote() {
    const email = `resume.${++made}@brambilla.example`;
    const [row] = await database.db
      .insert(quoteRequests)
      .values({
        storeId: 53,
        locale: 'it',
        companyName: buyer.companyName,
        contactName: 'Giulia Brambilla',
        email,
        phoneCountry: 'IT',
        phoneNumber: '3471234567',
        vatNumber: '01234567897',
        message: 'Venti gift card.',
        clientHash: 'test',
      })
      .returning();
    const quote = must(row, 'inserted');
    return { ...quote, reference: quoteReference(quote.id) };
  }
  /** The basket as the first attempt filled it and claimed it, before it died. */
  async function claimedBasket(q: { reference: string; email: string }) {
    const basket = await fillInvoiceBasket(database.db, {
      ...{ store, locale: 'it', productId: 'gift-card-streetwear-quartiere', valueEuros: 50, quantity: 2 },
      buyer: { ...buyer, email: q.email, reference: q.reference },
    });
    const uuid = must(basket.basketUuid ?? undefined, JSON.stringify(basket.errors));
    expect((await claimQuote(database.db, q.reference, uuid)).ok).toBe(true);
    return uuid;
  }
  const convert = (reference: string) =>
    support.admin(CONVERT, {
      input: {
        ...{ reference, productId: 'gift-card-streetwear-quartiere', valueEuros: 50, quantity: 2, firstName: 'Giulia', lastName: 'Brambilla' },
        ...{ chamberOfCommerce: 'MI-1234567', sdiCode: 'M5UXCR1', street: 'Via Tortona', houseNumber: '27', postCode: '20144', city: 'Milano' },
        reason: 'Di nuovo, dopo il riavvio',
      },
    });
  const ordersOf = async (email: string) => (await database.db.select().from(orders)).filter((o) => o.billing?.email === email);
  const mailsTo = async (email: string) =>
    must(
      (
        await database.db
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.to, email), eq(outbox.kind, 'quote-order')))
      )[0],
      'a count',
    ).n;

  it('after the claim: the claimed basket is placed, not a new one', async () => {
    const q = await newQuote();
    const uuid = await claimedBasket(q);
    const r = (await convert(q.reference)).data.convertQuote;
    expect(r.errors).toEqual([]);
    expect(r.quote).toMatchObject({ status: 'won', orderNumber: expect.stringMatching(/^IT-\d+$/) });
    const mine = await ordersOf(q.email);
    expect(mine.map((o) => [o.uuid, o.status, o.number])).toEqual([[uuid, 'pending', r.quote.orderNumber]]);
    expect(await mailsTo(q.email)).toBe(1);
  });

  it('after the placement: the quote is marked won with that order, and the company gets the link to accept it once', async () => {
    const q = await newQuote();
    const uuid = await claimedBasket(q);
    const placed = await placeOnInvoice(database.db, store, 'it', uuid);
    expect(placed.number).toMatch(/^IT-\d+$/);
    const r = (await convert(q.reference)).data.convertQuote;
    expect(r.errors).toEqual([]);
    expect(r.quote).toMatchObject({ status: 'won', orderNumber: placed.number });
    expect(await ordersOf(q.email)).toHaveLength(1);
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, q.email), eq(outbox.kind, 'quote-order')));
    expect(mail?.text).toContain(new URL(placed.acceptUrl!, store.origin).pathname);
    // Converted now: a third time is refused, nothing more is sent.
    expect((await convert(q.reference)).data.convertQuote.errors.map((e: { code: number }) => e.code)).toEqual([5074]);
    expect(await mailsTo(q.email)).toBe(1);
  });

  it('carried on by two members of staff at the same moment: one order, one e-mail, the quote won once', async () => {
    const q = await newQuote();
    await claimedBasket(q);
    const other = staffClient(database);
    await other.logIn('support');
    const convertAs = (client: typeof support) =>
      client.admin(CONVERT, {
        input: {
          ...{ reference: q.reference, productId: 'gift-card-streetwear-quartiere', valueEuros: 50, quantity: 2, firstName: 'Giulia' },
          ...{ lastName: 'Brambilla', chamberOfCommerce: 'MI-1234567', sdiCode: 'M5UXCR1', street: 'Via Tortona', houseNumber: '27' },
          ...{ postCode: '20144', city: 'Milano', reason: 'Riprova' },
        },
      });
    const answers = (await Promise.all([convertAs(support), convertAs(other)])).map((r) => r.data.convertQuote);
    // One carries it through; the other finds it done (5074) or carries the same order through.
    expect(answers.filter((a) => a.errors.length === 0).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect(a.errors.map((e: { code: number }) => e.code)).toEqual(a.errors.length ? [5074] : []);
    const mine = await ordersOf(q.email);
    expect(mine).toHaveLength(1);
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, q.id));
    expect(row).toMatchObject({ status: 'won', orderNumber: mine[0]!.number });
    expect(await mailsTo(q.email)).toBe(1);
  });

  it('a claimed basket that is gone: the claim is given back and the conversion starts again', async () => {
    const q = await newQuote();
    await database.db.update(quoteRequests).set({ orderUuid: '00000000-0000-4000-8000-000000000000' }).where(eq(quoteRequests.id, q.id));
    const r = (await convert(q.reference)).data.convertQuote;
    expect(r.errors).toEqual([]);
    expect(r.quote.status).toBe('won');
    expect(await ordersOf(q.email)).toHaveLength(1);
  });
});
