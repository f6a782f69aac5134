import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import {
  ADDRESS_BOOK,
  CHANGE_EMAIL,
  DELETE_ACCOUNT,
  DELETE_ENTRY,
  SAVE_ENTRY,
  UPDATE_PROFILE,
  accountClient,
  logIn,
  registeredCustomer,
  userInfo,
  type AccountClient,
} from '../../../tests/helpers/account.ts';
import { ADD } from '../../../tests/helpers/checkout.ts';
import { orders } from '../orders/tables.ts';
import { addressBookEntries, customerSessions, customers } from './tables.ts';
import { must } from '../../../common/must.ts';

type Errors = { code: number; referencedRequestParameter: string | null; message: string }[];
const codes = (r: { errors: Errors }) => r.errors.map((e) => [e.code, e.referencedRequestParameter]);
const PACKAGE = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };

describe.each(databaseKinds)('personal data on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const update = async (c: AccountClient, input: Record<string, unknown>) => (await c.graphql(UPDATE_PROFILE, { input })).data.updateProfile;
  const changeEmail = async (c: AccountClient, vars: Record<string, unknown>) => (await c.graphql(CHANGE_EMAIL, vars)).data.changeAccountEmail;
  const remove = async (c: AccountClient, vars: Record<string, unknown>) => (await c.graphql(DELETE_ACCOUNT, vars)).data.deleteAccount;

  it('saves personal, business and address data, and the newsletter choice; checks each field', async () => {
    const browser = accountClient(database);
    await registeredCustomer(browser);
    expect(codes(await update(accountClient(database), { firstName: 'X', lastName: 'Y' }))).toEqual([[1401, null]]);
    const bad = await update(browser, {
      firstName: '',
      lastName: 'Rossi',
      invoiceEmail: 'fatture@',
      customerType: 'BUSINESS',
      vatNumber: '12345678901',
      phoneCountry: 'IT',
      phoneNumber: '12',
      street: 'Via Po',
      postCode: '1012',
      city: 'Torino',
    });
    expect(codes(bad).sort()).toEqual(
      [
        [9004, 'input.companyName'],
        [9004, 'input.firstName'],
        [9004, 'input.houseNumber'],
        [9004, 'input.invoiceEmail'],
        [9004, 'input.phoneNumber'],
        [9004, 'input.postCode'],
        [9004, 'input.vatNumber'],
      ].sort(),
    );
    expect(bad.errors.find((e: Errors[number]) => e.referencedRequestParameter === 'input.firstName').message).toBe('Inserisci il nome');
    const good = await update(browser, {
      firstName: 'Giulia',
      lastName: 'Bianchi',
      invoiceEmail: 'Fatture@Example.it',
      customerType: 'BUSINESS',
      companyName: 'Ufficio Aperto S.r.l.',
      vatNumber: '01234567897',
      sdiCode: 'm5uxcr1',
      phoneCountry: 'IT',
      phoneNumber: '3471234567',
      street: 'Via Po',
      houseNumber: '12',
      suffix: 'B',
      postCode: '10123',
      city: 'Torino',
      subscribed: true,
    });
    expect(good.errors).toEqual([]);
    expect(good.user).toMatchObject({
      subscribed: true,
      mainProfile: {
        firstName: 'Giulia',
        lastName: 'Bianchi',
        invoiceEmail: 'fatture@example.it',
        billingEmail: 'fatture@example.it',
        customerType: 'BUSINESS',
        companyName: 'Ufficio Aperto S.r.l.',
        sdiCode: 'M5UXCR1',
        address: { street: 'Via Po', houseNumber: '12', suffix: 'B', postCode: '10123', city: 'Torino', countryCode: 'IT' },
      },
    });
    const reread = await userInfo(browser);
    expect(reread.subscribed).toBe(true);
    expect(reread.mainProfile).toMatchObject(good.user.mainProfile);
  });

  it('changes the login e-mail with the password (1402 without it, 1001 when taken)', async () => {
    const browser = accountClient(database);
    const who = await registeredCustomer(browser);
    const other = await registeredCustomer(accountClient(database));
    const fresh = `cambiata.${Date.now()}@example.it`;
    expect(codes(await changeEmail(accountClient(database), { email: fresh, emailConfirmation: fresh, password: who.password }))).toEqual([[1401, null]]);
    expect(codes(await changeEmail(browser, { email: fresh, emailConfirmation: 'altra@example.it', password: who.password }))).toEqual([
      [9004, 'emailConfirmation'],
    ]);
    expect(codes(await changeEmail(browser, { email: fresh, emailConfirmation: fresh, password: 'Sbagliata#1' }))).toEqual([[1402, 'password']]);
    expect(codes(await changeEmail(browser, { email: other.email, emailConfirmation: other.email, password: who.password }))).toEqual([[1001, 'email']]);
    expect(await changeEmail(browser, { email: fresh, emailConfirmation: fresh, password: who.password })).toEqual({ status: true, errors: [] });
    expect((await userInfo(browser)).mainProfile?.email).toBe(fresh);
    expect(codes(await logIn(accountClient(database), who.email, who.password))).toEqual([[1104, 'email']]);
    expect(await logIn(accountClient(database), fresh, who.password)).toEqual({ status: true, errors: [] });
  });

  it('deletes an account: personal data gone, sessions ended, cannot log in, orders kept; the e-mail can register again', async () => {
    const browser = accountClient(database);
    const basket = (await browser.graphql(ADD, { package: PACKAGE })).data.addGiftcardPackage.order.id as string;
    const who = await registeredCustomer(browser, { firstName: 'Carla', lastName: 'Verdiani' });
    await update(browser, {
      firstName: 'Carla',
      lastName: 'Verdiani',
      phoneCountry: 'IT',
      phoneNumber: '3471234567',
      street: 'Via Po',
      houseNumber: '1',
      postCode: '10123',
      city: 'Torino',
    });
    const phone = accountClient(database);
    await logIn(phone, who.email, who.password);
    const before = must((await database.db.select().from(customers).where(eq(customers.email, who.email)))[0], 'before exists');
    expect(codes(await remove(accountClient(database), { password: who.password, confirm: true }))).toEqual([[1401, null]]);
    expect(codes(await remove(browser, { password: 'Sbagliata#1', confirm: true }))).toEqual([[1402, 'password']]);
    expect(codes(await remove(browser, { password: who.password, confirm: false }))).toEqual([[9004, 'confirm']]);
    expect(await remove(browser, { password: who.password, confirm: true })).toEqual({ status: true, errors: [] });

    expect((await userInfo(browser)).mainProfile).toBeNull();
    expect((await userInfo(phone)).mainProfile).toBeNull();
    expect(browser.cookie('donami_session')).toBeNull();
    const after = must((await database.db.select().from(customers).where(eq(customers.id, before.id)))[0], 'after exists');
    const dump = JSON.stringify(after);
    for (const personal of [who.email, 'Carla', 'Verdiani', '3471234567', 'Via Po', 'Torino']) expect(dump).not.toContain(personal);
    expect(after.passwordHash).toBeNull();
    expect(after.deletedAt).not.toBeNull();
    expect(await database.db.select().from(customerSessions).where(eq(customerSessions.customerId, before.id))).toEqual([]);
    const order = must((await database.db.select().from(orders).where(eq(orders.uuid, basket)))[0], 'order exists');
    expect(order.customerId).toBe(before.id); // the order still points at the (anonymous) account
    expect(codes(await logIn(accountClient(database), who.email, who.password))).toEqual([[1104, 'email']]);
    await registeredCustomer(accountClient(database), { email: who.email });
  });
});

describe.each(databaseKinds)('address book on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("adds, edits, lists and deletes entries; another customer's entry cannot be touched (9003)", async () => {
    const anna = accountClient(database);
    await registeredCustomer(anna);
    const save = async (c: AccountClient, input: Record<string, unknown>) => (await c.graphql(SAVE_ENTRY, { input })).data.saveAddressBookEntry;
    const list = async (c: AccountClient) => (await c.graphql(ADDRESS_BOOK)).data.addressBook;

    expect(codes(await list(accountClient(database)))).toEqual([[1401, null]]);
    expect(codes(await save(anna, { firstName: 'Marco', lastName: 'Neri' }))).toEqual([[9004, 'input.email']]);
    expect(codes(await save(anna, { firstName: 'Marco', lastName: 'Neri', street: 'Via Roma', city: 'Milano' })).sort()).toEqual([
      [9004, 'input.houseNumber'],
      [9004, 'input.postCode'],
    ]);
    const marco = await save(anna, { firstName: 'Marco', lastName: 'Neri', email: 'Marco@Example.it' });
    expect(marco).toMatchObject({ errors: [], entry: { firstName: 'Marco', email: 'marco@example.it', street: null } });
    const zia = await save(anna, { firstName: 'Zia', lastName: 'Pina', street: 'Via Roma', houseNumber: '3', postCode: '20121', city: 'Milano' });
    expect(zia.entry).toMatchObject({ countryCode: 'IT', postCode: '20121' });
    const edited = await save(anna, { id: marco.entry.id, firstName: 'Marco', lastName: 'Neri', email: 'marco.neri@example.it' });
    expect(edited.entry).toMatchObject({ id: marco.entry.id, email: 'marco.neri@example.it' });
    expect((await list(anna)).entries.map((e: { firstName: string }) => e.firstName)).toEqual(['Marco', 'Zia']);

    const bruno = accountClient(database);
    await registeredCustomer(bruno);
    expect((await list(bruno)).entries).toEqual([]);
    expect(codes(await save(bruno, { id: marco.entry.id, firstName: 'Rubato', lastName: 'X', email: 'x@example.it' }))).toEqual([[9003, 'input.id']]);
    expect(codes((await bruno.graphql(DELETE_ENTRY, { id: marco.entry.id })).data.deleteAddressBookEntry)).toEqual([[9003, 'id']]);
    const still = must(
      (
        await database.db
          .select()
          .from(addressBookEntries)
          .where(eq(addressBookEntries.id, Number(marco.entry.id)))
      )[0],
      'still exists',
    );
    expect(still.email).toBe('marco.neri@example.it');

    expect((await anna.graphql(DELETE_ENTRY, { id: marco.entry.id })).data.deleteAddressBookEntry).toEqual({ status: true, errors: [] });
    expect((await list(anna)).entries.map((e: { firstName: string }) => e.firstName)).toEqual(['Zia']);
  });
});
