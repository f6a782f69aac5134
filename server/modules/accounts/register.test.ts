import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { ADD, DETAILS, businessBuyer, privateBuyer } from '../../../tests/helpers/checkout.ts';
import { ERR, REGISTER, accountClient, logIn, logOut, registeredCustomer, userInfo, type AccountClient } from '../../../tests/helpers/account.ts';
import { orders } from '../orders/tables.ts';
import { customers } from './tables.ts';

const PACKAGE = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
const ON_ORDER = `mutation A($userData: UserData!, $orderUuid: String, $password: String, $passwordConfirmation: String, $subscribed: Boolean) {
  createAccountOnOrder(userData: $userData, orderUuid: $orderUuid, password: $password, passwordConfirmation: $passwordConfirmation, subscribed: $subscribed) { status ${ERR} } }`;
type Errors = { code: number; referencedRequestParameter: string | null }[];
const codes = (r: { errors: Errors }) => r.errors.map((e) => [e.code, e.referencedRequestParameter]);

let n = 0;
function form(over: Record<string, unknown> = {}) {
  const email = `nuovo.${Date.now()}.${++n}@example.it`;
  return { firstName: 'Luca', lastName: 'Neri', email, emailConfirmation: email, password: 'Buona#Password1', passwordConfirmation: 'Buona#Password1', subscribed: true, ...over };
}

describe.each(databaseKinds)('creating an account on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => { database = await open(); });
  afterAll(async () => { await database.close(); });

  async function register(client: AccountClient, input: Record<string, unknown>, captcha = true) {
    return (await client.graphql(REGISTER, { input, captchaToken: captcha ? await solvedCaptcha() : null })).data.createAccount as { status: boolean; errors: Errors };
  }

  it('registers, logs the new customer in with the newsletter choice, and hashes the password with argon2id', async () => {
    const browser = accountClient(database);
    const input = form({ email: `Maiuscole.${Date.now()}@Example.IT` });
    input.emailConfirmation = (input.email as string).toLowerCase();
    expect(await register(browser, input)).toEqual({ status: true, errors: [] });
    const me = await userInfo(browser);
    expect(me).toMatchObject({ subscribed: true, mainProfile: { firstName: 'Luca', lastName: 'Neri', email: (input.email as string).toLowerCase(), customerType: 'PRIVATE' } });
    const [row] = await database.db.select().from(customers).where(eq(customers.email, (input.email as string).toLowerCase()));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain('Buona#Password1');
  });

  it('answers 1002 to a customer who is already logged in', async () => {
    const browser = accountClient(database);
    await registeredCustomer(browser);
    expect(codes(await register(browser, form()))).toEqual([[1002, null]]);
  });

  it('refuses an e-mail that already has an account (1001), whatever its letter case', async () => {
    const input = form();
    await register(accountClient(database), input);
    const upper = (input.email as string).toUpperCase();
    expect(codes(await register(accountClient(database), form({ email: upper, emailConfirmation: upper })))).toEqual([[1001, 'input.email']]);
  });

  it('applies the password rules of §5: 1003 for other characters, 1004 below eight, matching entries', async () => {
    const c = accountClient(database);
    expect(codes(await register(c, form({ password: 'Pässwort123', passwordConfirmation: 'Pässwort123' })))).toEqual([[1003, 'input.password']]);
    expect(codes(await register(c, form({ password: 'con spazio1', passwordConfirmation: 'con spazio1' })))).toEqual([[1003, 'input.password']]);
    expect(codes(await register(c, form({ password: 'Corta1!', passwordConfirmation: 'Corta1!' })))).toEqual([[1004, 'input.password']]);
    const short = await register(c, form({ password: 'Corta1!', passwordConfirmation: 'Corta1!' }));
    expect(short.errors[0]).toMatchObject({ message: 'La password è troppo corta: deve contenere almeno 8 caratteri.' });
    expect(codes(await register(c, form({ passwordConfirmation: 'Altra#Password1' })))).toEqual([[9004, 'input.passwordConfirmation']]);
    expect(codes(await register(c, form({ password: 'x'.repeat(65), passwordConfirmation: 'x'.repeat(65) })))).toEqual([[9004, 'input.password']]);
    expect((await userInfo(c)).mainProfile).toBeNull();
  });

  it('checks the names and e-mails field by field, before spending the human check', async () => {
    const c = accountClient(database);
    const r = await register(c, form({ firstName: ' ', email: 'non-valida', emailConfirmation: 'altro@example.it' }), false);
    expect(codes(r)).toEqual([[9004, 'input.firstName'], [9004, 'input.email']]);
    const mismatch = await register(c, form({ emailConfirmation: 'altro@example.it' }));
    expect(codes(mismatch)).toEqual([[9004, 'input.emailConfirmation']]);
    expect(mismatch.errors[0]).toMatchObject({ message: 'Le email inserite non corrispondono' });
  });

  it('needs the human check (1102) and creates nothing without it', async () => {
    const c = accountClient(database);
    const input = form();
    expect(codes(await register(c, input, false))).toEqual([[1102, 'captchaToken']]);
    expect(await database.db.select().from(customers).where(eq(customers.email, input.email as string))).toEqual([]);
  });

  it('creates an account on order from the basket\'s billing details, logged in and owning the basket', async () => {
    const browser = accountClient(database);
    const basket = (await browser.graphql(ADD, { package: PACKAGE })).data.addGiftcardPackage.order.id as string;
    const email = `azienda.${Date.now()}@example.it`;
    const details = await browser.graphql(DETAILS, { details: { ...businessBuyer, sdiCode: 'M5UXCR1', email, confirmEmail: email } });
    expect(details.data.setCheckoutDetails.errors).toEqual([]);
    const onOrder = async (vars: Record<string, unknown>) => (await browser.graphql(ON_ORDER, vars)).data.createAccountOnOrder;
    expect(codes(await onOrder({ password: 'Corta1!', passwordConfirmation: 'Corta1!' }))).toEqual([[1004, 'password']]);
    expect(await onOrder({ password: 'Buona#Password1', passwordConfirmation: 'Buona#Password1', subscribed: false })).toEqual({ status: true, errors: [] });
    const me = await userInfo(browser);
    expect(me.mainProfile).toMatchObject({
      email, firstName: businessBuyer.firstName, customerType: 'BUSINESS', companyName: businessBuyer.companyName,
      vatNumber: businessBuyer.vatNumber, phoneNumber: businessBuyer.phoneNumber, sdiCode: 'M5UXCR1',
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.uuid, basket));
    const [account] = await database.db.select().from(customers).where(eq(customers.email, email));
    expect(order.customerId).toBe(account.id);
    expect(codes(await onOrder({ password: 'Buona#Password1', passwordConfirmation: 'Buona#Password1' }))).toEqual([[1002, null]]);
    await logOut(browser);
    expect(await logIn(browser, email, 'Buona#Password1')).toEqual({ status: true, errors: [] });
  });

  it('refuses an account on order for an e-mail that has one (1001) and without a basket (9003)', async () => {
    const owner = accountClient(database);
    const existing = await registeredCustomer(owner);
    const browser = accountClient(database);
    expect(codes((await browser.graphql(ON_ORDER, { password: 'Buona#Password1', passwordConfirmation: 'Buona#Password1' })).data.createAccountOnOrder)).toEqual([[9003, 'orderUuid']]);
    await browser.graphql(ADD, { package: PACKAGE });
    await browser.graphql(DETAILS, { details: { ...privateBuyer, email: existing.email, confirmEmail: existing.email } });
    const r = (await browser.graphql(ON_ORDER, { password: 'Buona#Password1', passwordConfirmation: 'Buona#Password1' })).data.createAccountOnOrder;
    expect(codes(r)).toEqual([[1001, 'email']]);
  });
});
