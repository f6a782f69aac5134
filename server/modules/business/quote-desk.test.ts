import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { auditLog } from '../audit/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { orders } from '../orders/tables.ts';
import { quoteReference } from './service.ts';
import { quoteRequests } from './tables.ts';
import { must } from '../../../common/must.ts';

// Issue 18: the quote desk of the back office, as support, finance and an intruder would use it.

const QUOTE = `status orderNumber answeredAt`;
const REPLY = `mutation R($reference: String!, $text: String!) { replyToQuote(reference: $reference, text: $text) { quote { ${QUOTE} } ${ADMIN_ERR} } }`;
const STATUS = `mutation S($reference: String!, $status: String!, $reason: String!) { setQuoteStatus(reference: $reference, status: $status, reason: $reason) { quote { ${QUOTE} } ${ADMIN_ERR} } }`;
const CONVERT = `mutation C($input: ConvertQuoteInput!) { convertQuote(input: $input) { quote { ${QUOTE} } ${ADMIN_ERR} } }`;
const LIST = `query L($status: String) { quotes(status: $status) { reference status companyName } }`;
const ONE = `query Q($reference: String!) { quote(reference: $reference) { quote { reference email } ${ADMIN_ERR} } }`;
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('the quote desk', () => {
  let database: Database;
  let support: ReturnType<typeof staffClient>;
  let finance: ReturnType<typeof staffClient>;
  let made = 0;
  beforeAll(async () => {
    database = await freshPglite();
    support = staffClient(database);
    await support.logIn('support');
    finance = staffClient(database);
    await finance.logIn('finance');
  });
  afterAll(async () => {
    await database.close();
  });
  async function newQuote() {
    const [row] = await database.db
      .insert(quoteRequests)
      .values({
        storeId: 53,
        locale: 'it',
        companyName: 'Officine Brambilla Srl',
        contactName: 'Giulia Brambilla',
        email: `acquisti.${++made}@brambilla.example`,
        phoneCountry: 'IT',
        phoneNumber: '3471234567',
        vatNumber: '01234567897',
        message: 'Ottanta gift card per Natale.',
        productId: null,
        quantity: 2,
        valueCents: 5000,
        clientHash: 'test',
      })
      .returning();
    const quote = must(row, 'inserted');
    return { ...quote, reference: quoteReference(quote.id) };
  }
  const auditOf = async (target: string) => database.db.select().from(auditLog).where(eq(auditLog.target, target));
  const convertInput = (reference: string, changes: Record<string, unknown> = {}) => ({
    ...{ reference, productId: 'gift-card-streetwear-quartiere', valueEuros: 50, quantity: 2 },
    ...{
      firstName: 'Giulia',
      lastName: 'Brambilla',
      chamberOfCommerce: 'MI-1234567',
      sdiCode: 'M5UXCR1',
      pecAddress: null,
      ...{ street: 'Via Tortona', houseNumber: '27', postCode: '20144', city: 'Milano' },
      reason: 'Preventivo accettato al telefono',
      ...changes,
    },
  });

  it('lists the requests by status and finds one by reference; finance may read, nobody logged in may not', async () => {
    const q = await newQuote();
    const listed = (await finance.admin(LIST, { status: 'new' })).data.quotes as { reference: string; status: string }[];
    expect(listed.find((l) => l.reference === q.reference)).toMatchObject({ status: 'new' });
    expect((await finance.admin(ONE, { reference: q.reference })).data.quote.quote.email).toBe(q.email);
    expect(codes((await support.admin(ONE, { reference: 'PR-999999' })).data.quote)).toEqual([5070]);
    expect(codes((await staffClient(database).admin(ONE, { reference: q.reference })).data.quote)).toEqual([5003]);
    const operations = staffClient(database);
    await operations.logIn('operations');
    expect(codes((await operations.admin(ONE, { reference: q.reference })).data.quote)).toEqual([5004]);
  });

  it('answers by e-mail through the outbox: the request is answered and one audit row keeps the reply', async () => {
    const q = await newQuote();
    const r = (await support.admin(REPLY, { reference: q.reference, text: 'Buongiorno,\nper 2 carte da 50 € il totale è 100,95 €.' })).data.replyToQuote;
    expect(r.errors).toEqual([]);
    expect(r.quote.status).toBe('answered');
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, q.email), eq(outbox.kind, 'quote-reply')));
    expect(mail?.subject).toBe(`Il tuo preventivo ${q.reference}`);
    expect(mail?.text).toContain('per 2 carte da 50 € il totale è 100,95 €.');
    const [row] = await auditOf(`quote:${q.reference}`);
    expect(row).toMatchObject({ action: 'quote.reply', staffEmail: 'support@donami.test', before: { status: 'new' }, after: { status: 'answered' } });
    expect(row?.reason).toContain('100,95 €');
  });

  it('refuses a reply without text (5072), to an unknown request (5070), from finance (5004) or nobody (5003), writing nothing', async () => {
    const q = await newQuote();
    expect(codes((await support.admin(REPLY, { reference: q.reference, text: '  ' })).data.replyToQuote)).toEqual([5072]);
    expect(codes((await support.admin(REPLY, { reference: 'PR-999999', text: 'Salve' })).data.replyToQuote)).toEqual([5070]);
    expect(codes((await finance.admin(REPLY, { reference: q.reference, text: 'Salve' })).data.replyToQuote)).toEqual([5004]);
    expect(codes((await staffClient(database).admin(REPLY, { reference: q.reference, text: 'Salve' })).data.replyToQuote)).toEqual([5003]);
    expect(await auditOf(`quote:${q.reference}`)).toEqual([]);
  });

  it('marks a request lost with a reason; then it is closed (5071); a status it cannot take is 5073; no reason 5005', async () => {
    const q = await newQuote();
    expect(codes((await support.admin(STATUS, { reference: q.reference, status: 'lost', reason: ' ' })).data.setQuoteStatus)).toEqual([5005]);
    expect(codes((await support.admin(STATUS, { reference: q.reference, status: 'new', reason: 'x' })).data.setQuoteStatus)).toEqual([5073]);
    const lost = (await support.admin(STATUS, { reference: q.reference, status: 'lost', reason: 'Ha scelto un altro fornitore' })).data.setQuoteStatus;
    expect(lost).toEqual({ quote: { status: 'lost', orderNumber: null, answeredAt: null }, errors: [] });
    expect(codes((await support.admin(STATUS, { reference: q.reference, status: 'won', reason: 'Ci ha ripensato' })).data.setQuoteStatus)).toEqual([5071]);
    expect(codes((await support.admin(REPLY, { reference: q.reference, text: 'Salve' })).data.replyToQuote)).toEqual([5071]);
    expect(codes((await support.admin(CONVERT, { input: convertInput(q.reference) })).data.convertQuote)).toEqual([5071]);
    const rows = await auditOf(`quote:${q.reference}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'quote.status', reason: 'Ha scelto un altro fornitore', after: { status: 'lost' } });
  });

  it("converts a request into an order on invoice with the company's data, once; the company gets the link to accept it", async () => {
    const q = await newQuote();
    const r = (await support.admin(CONVERT, { input: convertInput(q.reference) })).data.convertQuote;
    expect(r.errors).toEqual([]);
    expect(r.quote.status).toBe('won');
    expect(r.quote.orderNumber).toMatch(/^IT-\d+$/);
    const order = must((await database.db.select().from(orders).where(eq(orders.number, r.quote.orderNumber)))[0], 'the order');
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'invoice', grandTotalCents: 10095 });
    expect(order.billing).toMatchObject({
      customerType: 'BUSINESS',
      companyName: 'Officine Brambilla Srl',
      vatNumber: '01234567897',
      sdiCode: 'M5UXCR1',
      email: q.email,
      firstName: 'Giulia',
      referenceNumber: q.reference,
    });
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, q.email), eq(outbox.kind, 'quote-order')));
    expect(mail?.subject).toBe(`Il tuo ordine su fattura ${r.quote.orderNumber} (preventivo ${q.reference})`);
    expect(mail?.text).toMatch(/^https?:\/\/\S+$/m);
    const rows = await auditOf(`quote:${q.reference}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'quote.convert',
      reason: 'Preventivo accettato al telefono',
      after: { status: 'won', orderNumber: r.quote.orderNumber },
    });
    // Twice: refused, and no second order.
    expect(codes((await support.admin(CONVERT, { input: convertInput(q.reference) })).data.convertQuote)).toEqual([5074]);
    const mine = await database.db.select({ n: count() }).from(orders).where(eq(orders.paymentMethod, 'invoice'));
    expect(mine[0]?.n).toBe(1);
  });

  it("answers the checkout's own refusal on the field (an SDI code of 6 characters, no registered office), a missing reason 5005, finance 5004, and places nothing", async () => {
    const q = await newQuote();
    const bad = (await support.admin(CONVERT, { input: convertInput(q.reference, { sdiCode: 'M5UXCR' }) })).data.convertQuote;
    expect(bad.errors).toEqual([{ code: 9004, message: 'Il codice destinatario SDI è composto da 7 lettere o cifre', referencedRequestParameter: 'sdiCode' }]);
    // The Italian company's registered office, for its e-invoice: each missing field on its own.
    const noSeat = (await support.admin(CONVERT, { input: convertInput(q.reference, { street: null, postCode: '2014' }) })).data.convertQuote;
    expect(noSeat.errors).toEqual([
      { code: 9004, message: 'Inserisci la via', referencedRequestParameter: 'street' },
      expect.objectContaining({ code: 9004, referencedRequestParameter: 'postCode' }),
    ]);
    expect(codes((await support.admin(CONVERT, { input: convertInput(q.reference, { reason: '' }) })).data.convertQuote)).toEqual([5005]);
    expect(codes((await finance.admin(CONVERT, { input: convertInput(q.reference) })).data.convertQuote)).toEqual([5004]);
    expect(codes((await staffClient(database).admin(CONVERT, { input: convertInput(q.reference) })).data.convertQuote)).toEqual([5003]);
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, q.id));
    expect(row).toMatchObject({ status: 'new', orderUuid: null, orderNumber: null });
    expect(await auditOf(`quote:${q.reference}`)).toEqual([]);
  });
});
