import { and, eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { databaseKinds, freshPglite } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { accountClient, logIn, registeredCustomer } from '../../tests/helpers/account.ts';
import { ADMIN_ERR, staffClient } from '../../tests/helpers/admin.ts';
import { placeOrder } from '../../tests/helpers/staff.ts';
import { must } from '../../common/must.ts';

// Issue 18, decision 051: customers in the back office: the look-up, the GDPR export of every table
// that names them, and the erasure that keeps the money records.

const { auditLog, customers, orders, addressBookEntries, quoteRequests, doublerDraws, doublerEntries, donations, activationOrders, outbox } = schema;
const FIND = `query F($query: String!) { customers(query: $query) { customers { id email name store } ${ADMIN_ERR} } }`;
const ONE = `query C($id: Int!) { customer(id: $id) { customer { id email name erasedAt } orders { number grandTotalCents } addresses { name address } ${ADMIN_ERR} } }`;
const EXPORT = `mutation X($id: Int!) { exportCustomer(id: $id) { json filename ${ADMIN_ERR} } }`;
const ERASE = `mutation E($id: Int!, $reason: String!) { eraseCustomer(id: $id, reason: $reason) { customer { email name erasedAt } orders { number grandTotalCents } ${ADMIN_ERR} } }`;
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

/** Columns that name a person: a table holding one must be in the export, or below with the reason it names no customer. */
const PERSON_COLUMN = /email|first_name|last_name|^name$|contact_name|donor_|phone|billing|receiver|address|^to$|profile|street|customer_id/;
const NAMES_NO_CUSTOMER: Record<string, string> = {
  staff: 'the shop’s own people',
  audit_log: 'staff members; a customer is named there by account number only',
  catalog_locations: 'the shops where cards are spent, not people',
  job_outbox: 'a job’s name and the ids it works on, never a person’s data',
};

describe('customers in the back office', () => {
  let database: Database;
  let customerId: number;
  let orderNumber: string;
  let orderTotal: number | null;
  const person = { email: '', password: '' };
  beforeAll(async () => {
    database = await freshPglite();
    const shopper = accountClient(database);
    const c = await registeredCustomer(shopper, { firstName: 'Ortensia', lastName: 'Pellegrini' });
    person.email = c.email;
    person.password = c.password;
    customerId = must((await database.db.select().from(customers).where(eq(customers.email, c.email)))[0], 'registered').id;
    const order = await placeOrder(database, apiClient(database), { outcome: 'paid', email: c.email.toUpperCase() });
    orderNumber = must(order.number ?? undefined, 'placed');
    orderTotal = order.grandTotalCents;
    // The order asked for the e-invoice: a codice fiscale and a home address.
    const [placed] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    const home = { fiscalCode: 'RSSMRA80A01H501U', countryCode: 'IT', street: 'Via dei Serpenti', houseNumber: '12', postCode: '00184', city: 'Roma' };
    await database.db
      .update(orders)
      .set({ billing: { ...must(placed?.billing ?? undefined, 'billing'), ...home } })
      .where(eq(orders.id, order.id));
    // Everything else a person can leave behind in the shop, one row each.
    const db = database.db;
    await db
      .insert(addressBookEntries)
      .values({ customerId, firstName: 'Zia', lastName: 'Pellegrini', email: 'zia@example.it', street: 'Via Po', city: 'Torino' });
    await db.insert(quoteRequests).values({
      storeId: 53,
      locale: 'it',
      companyName: 'Acme',
      contactName: 'Ortensia Pellegrini',
      email: c.email,
      phoneCountry: '+39',
      phoneNumber: '3331234567',
      vatNumber: 'IT01234567890',
      message: 'Cento carte',
      clientHash: 'h',
    });
    const [draw] = await db
      .insert(doublerDraws)
      .values({ storeId: 53, month: '2026-11', seed: 'a', seedHash: 'b', drawAt: new Date(), currency: 'EUR' })
      .returning();
    await db
      .insert(doublerEntries)
      .values({ drawId: must(draw, 'draw').id, giftcardId: 1, maskedNumber: '6390 **** 1006', email: c.email, consentAt: new Date(), source: 'page' });
    await db.insert(donations).values({
      reference: 'D-1',
      storeId: 53,
      orderId: order.id,
      packageId: 999,
      productId: 1,
      charity: 'Mare pulito',
      amountCents: 500,
      currency: 'EUR',
      donorName: 'Ortensia Pellegrini',
      donorEmail: c.email,
    });
    await db.insert(activationOrders).values({ storeId: 53, giftcardId: 1, email: c.email, locale: 'it', voucherCode: 'V-1', activateAfter: new Date() });
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses nobody logged in (5003) and a role without the right (5004)', async () => {
    const nobody = staffClient(database);
    expect(codes((await nobody.admin(FIND, { query: 'pellegrini' })).data.customers)).toEqual([5003]);
    expect(codes((await nobody.admin(EXPORT, { id: customerId })).data.exportCustomer)).toEqual([5003]);
    expect(codes((await nobody.admin(ERASE, { id: customerId, reason: 'x' })).data.eraseCustomer)).toEqual([5003]);
    expect(codes((await nobody.admin('query { dashboard { errors { code } } }')).data.dashboard)).toEqual([5003]);
    const finance = staffClient(database);
    await finance.logIn('finance');
    expect(codes((await finance.admin(ONE, { id: customerId })).data.customer)).toEqual([5004]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(EXPORT, { id: customerId })).data.exportCustomer)).toEqual([5004]);
    expect(codes((await support.admin(ERASE, { id: customerId, reason: 'asked by mail' })).data.eraseCustomer)).toEqual([5004]);
  });

  it('lets support find a customer by e-mail or name, with their orders and address book', async () => {
    const support = staffClient(database);
    await support.logIn('support');
    const byName = (await support.admin(FIND, { query: 'ortensia PELLEGRINI' })).data.customers;
    expect(byName).toEqual({ customers: [{ id: customerId, email: person.email, name: 'Ortensia Pellegrini', store: 'it' }], errors: [] });
    expect((await support.admin(FIND, { query: person.email.slice(0, 12) })).data.customers.customers.map((c: { id: number }) => c.id)).toContain(customerId);
    expect(codes((await support.admin(FIND, { query: ' ab ' })).data.customers)).toEqual([5092]);
    const one = (await support.admin(ONE, { id: customerId })).data.customer;
    expect(one.orders).toEqual([{ number: orderNumber, grandTotalCents: orderTotal }]);
    expect(one.addresses).toEqual([{ name: 'Zia Pellegrini', address: 'Via Po, Torino' }]);
    expect(codes((await support.admin(ONE, { id: 987654 })).data.customer)).toEqual([5090]);
  });

  it('exports every table that names the customer, and the export is in the audit log', async () => {
    const admin = staffClient(database);
    await admin.logIn('admin');
    const done = (await admin.admin(EXPORT, { id: customerId })).data.exportCustomer;
    expect(done.errors).toEqual([]);
    expect(done.filename).toBe(`customer-${customerId}-export.json`);
    const exported = JSON.parse(done.json) as { tables: Record<string, unknown[]> };
    // A table with a column that names a person is exported, or says here why it names no customer.
    const naming = (Object.values(schema) as unknown[])
      .filter((v): v is PgTable => v instanceof PgTable)
      .map((t) => getTableConfig(t))
      .filter((t) => t.columns.some((c) => PERSON_COLUMN.test(c.name)))
      .map((t) => t.name);
    expect(naming.filter((name) => !(name in exported.tables) && !(name in NAMES_NO_CUSTOMER))).toEqual([]);
    for (const name of [
      'customers',
      'customer_sessions',
      'address_book_entries',
      'orders',
      'order_shipments',
      'quote_requests',
      'doubler_entries',
      'donations',
      'activation_orders',
      'notifications_outbox',
    ])
      expect(exported.tables[name]?.length, name).toBeGreaterThan(0);
    expect(done.json).not.toMatch(/password_hash|passwordHash|idHash|tokenHash/);
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.export'), eq(auditLog.target, `customer:${customerId}`)));
    expect(row).toMatchObject({ staffEmail: 'admin@donami.test', after: expect.objectContaining({ orders: 1, quote_requests: 1 }) });
    expect(codes((await admin.admin(EXPORT, { id: 987654 })).data.exportCustomer)).toEqual([5090]);
  });

  it('erases the person and keeps the money records; the customer can no longer log in; twice is refused', async () => {
    const admin = staffClient(database);
    await admin.logIn('admin');
    expect(codes((await admin.admin(ERASE, { id: customerId, reason: '  ' })).data.eraseCustomer)).toEqual([5005]);
    expect(codes((await admin.admin(ERASE, { id: 987654, reason: 'asked' })).data.eraseCustomer)).toEqual([5090]);
    const erased = (await admin.admin(ERASE, { id: customerId, reason: 'GDPR request of 28 November' })).data.eraseCustomer;
    expect(erased.errors).toEqual([]);
    expect(erased.customer).toMatchObject({ email: `erased-${customerId}@erased.invalid`, name: '', erasedAt: expect.any(String) });
    expect(erased.orders).toEqual([{ number: orderNumber, grandTotalCents: orderTotal }]);

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'customer.erase'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      target: `customer:${customerId}`,
      reason: 'GDPR request of 28 November',
      after: expect.objectContaining({ orders: 1, customers: 1 }),
    });

    const [order] = await database.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order?.grandTotalCents).toBe(orderTotal);
    expect(order?.status).toBe('completed');
    // Nothing the shop holds names the person any more.
    const again = JSON.parse((await admin.admin(EXPORT, { id: customerId })).data.exportCustomer.json) as unknown;
    const text = JSON.stringify(again).toLowerCase();
    for (const word of [person.email.toLowerCase(), 'ortensia', 'pellegrini', '3331234567', 'rssmra80a01h501u', 'serpenti']) expect(text).not.toContain(word);
    expect((await database.db.select().from(outbox)).filter((m) => m.to.toLowerCase() === person.email.toLowerCase())).toEqual([]);

    const login = await logIn(accountClient(database), person.email, person.password);
    expect(login.status).toBe(false);
    expect(codes((await admin.admin(ERASE, { id: customerId, reason: 'again' })).data.eraseCustomer)).toEqual([5091]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'customer.erase'))).toHaveLength(1);
  });
});

describe('two erasures of one customer at once, on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await must(
      databaseKinds.find((k) => k.kind === 'postgres'),
      'postgres',
    ).open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('erases once: the second waits for the account’s lock and is refused with 5091; one audit row', async () => {
    const c = await registeredCustomer(accountClient(database), { firstName: 'Ilaria', lastName: 'Contemporanea' });
    const id = must((await database.db.select().from(customers).where(eq(customers.email, c.email)))[0], 'registered').id;
    await placeOrder(database, apiClient(database), { outcome: 'paid', email: c.email });
    const one = staffClient(database);
    await one.logIn('admin');
    const other = staffClient(database, { cookie: one.cookie() });
    const answers = await Promise.all([one, other].map(async (s) => (await s.admin(ERASE, { id, reason: 'at once' })).data.eraseCustomer));
    expect(answers.map(codes).sort()).toEqual([[], [5091]]);
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.erase'), eq(auditLog.target, `customer:${id}`)));
    expect(rows).toHaveLength(1);
  });
});
