import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { PLACE, businessBuyer, pay, privateBuyer, readyBasket } from '../../../tests/helpers/checkout.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';
import * as t from './tables.ts';

// Issue 18: finance downloads an order's invoice as FatturaPA XML from the back office; what stands
// in the way is a catalogued refusal, and a role without the right is refused (5004).

const XML = `query X($number: String!) { orderInvoiceXml(number: $number) { fileName xml ${ADMIN_ERR} } }`;
const physical = { productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '50', quantity: 1 };
const digital = { ...physical, variationType: 'digital' };
const company = { ...businessBuyer, email: 'acquisti@ufficioaperto.it', confirmEmail: 'acquisti@ufficioaperto.it' };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('the back office’s e-invoice download', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  async function order(packages: Record<string, unknown>[], buyer: Record<string, unknown>, method: string, outcome: 'paid' | 'pending') {
    const { uuid } = await readyBasket(api, packages, { buyer });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method, termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, outcome);
    return must(must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order').number ?? undefined, 'placed');
  }

  it('gives finance the XML of a completed company order, and refuses what has none or cannot have one', async () => {
    const invoiced = await order([physical], company, 'invoice', 'paid');
    const transfer = await order([physical], company, 'bank_transfer', 'pending');
    const finance = staffClient(database);
    await finance.logIn('finance');
    const ask = async (number: string) => (await finance.admin(XML, { number })).data.orderInvoiceXml;

    const file = await ask(invoiced);
    expect(file.errors).toEqual([]);
    expect(file.fileName).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
    expect(file.xml).toContain('<p:FatturaElettronica versione="FPR12"');
    expect(file.xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');

    // A bank transfer still waiting has no invoice yet.
    const waiting = await ask(transfer);
    expect(codes(waiting)).toEqual([5060]);
    expect(waiting.errors[0].message).toMatch(/non ha ancora una fattura/);
    expect(waiting.xml).toBeNull();
    expect(codes(await ask('DN-999999999'))).toEqual([5011]);
  });

  it('names what is missing for a private buyer without a codice fiscale, or an older company order with no address', async () => {
    const finance = staffClient(database);
    await finance.logIn('finance');
    const ask = async (number: string) => (await finance.admin(XML, { number })).data.orderInvoiceXml;
    const privateOrder = await order([physical], privateBuyer, 'card', 'paid');
    const companyDigital = await order([digital], company, 'invoice', 'paid');
    expect(codes(await ask(privateOrder))).toEqual([5061]);
    // A company's order of digital cards has its registered office; one placed before step 1 asked for it has none.
    expect((await ask(companyDigital)).errors).toEqual([]);
    const [placed] = await database.db.select().from(t.orders).where(eq(t.orders.number, companyDigital));
    const { billing } = must(placed, 'the order');
    const withoutSeat = { ...billing!, street: undefined, houseNumber: undefined, postCode: undefined, city: undefined };
    await database.db.update(t.orders).set({ billing: withoutSeat }).where(eq(t.orders.number, companyDigital));
    expect(codes(await ask(companyDigital))).toEqual([5062]);
  });

  it('refuses support (5004) and a visitor with no staff session (5003)', async () => {
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(XML, { number: 'DN-1' })).data.orderInvoiceXml)).toEqual([5004]);
    expect(codes((await staffClient(database).admin(XML, { number: 'DN-1' })).data.orderInvoiceXml)).toEqual([5003]);
  });
});
