import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { ADD, DETAILS, PLACE, businessBuyer, pay, privateBuyer, readyBasket } from '../../../tests/helpers/checkout.ts';
import { ERR, accountClient, logIn, logOut, registeredCustomer, userInfo, type AccountClient } from '../../../tests/helpers/account.ts';
import { outbox } from '../notifications/tables.ts';
import { orders } from '../orders/tables.ts';
import { SCOPE_RULES } from '../guard/index.ts';
import { hashPassword } from './passwords.ts';
import { sweepAccountRequests } from './account-on-order.ts';
import { accountRequests, customers } from './tables.ts';
import { must } from '../../../common/must.ts';

// "Create an account with this order" (§6, issue 12): the human check, the rate limit, one answer
// for known and unknown e-mails, and the e-mailed link that makes the account (once, for 24 hours)
// or joins the order to the existing one.

vi.mock(import('./passwords.ts'), async (original) => {
  const real = await original();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const PACKAGE = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
const PASSWORD = 'Buona#Password1';
const ON_ORDER = `mutation A($userData: UserData!, $orderUuid: String, $password: String, $passwordConfirmation: String, $subscribed: Boolean, $captchaToken: String) {
  createAccountOnOrder(userData: $userData, orderUuid: $orderUuid, password: $password, passwordConfirmation: $passwordConfirmation, subscribed: $subscribed, captchaToken: $captchaToken) { status ${ERR} } }`;
const LINK = `query K($userData: UserData!, $token: String!) { accountLink(userData: $userData, token: $token) { kind email ${ERR} } }`;
const CONFIRM = `mutation C($userData: UserData!, $token: String!) { confirmAccountOnOrder(userData: $userData, token: $token) { status ${ERR} } }`;
const ORDERS = `query H($userData: UserData!) { customerOrders(userData: $userData) { totalItems orders { uuid number } ${ERR} } }`;

type Answer = { status: boolean; errors: { code: number; message: string; referencedRequestParameter: string | null }[] };
const codes = (r: Answer) => r.errors.map((e) => [e.code, e.referencedRequestParameter]);

let n = 0;
const newEmail = (who = 'nuovo') => `${who}.${process.pid}.${Date.now()}.${++n}@example.it`;

describe.each(databaseKinds)('an account at order time on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A guest browser with a basket whose step 1 names `email` (and `buyer`'s other details). */
  async function guestWithBasket(email: string, buyer: Record<string, unknown> = privateBuyer) {
    const browser = accountClient(database);
    const basket = (await browser.graphql(ADD, { package: PACKAGE })).data.addGiftcardPackage.order.id as string;
    const details = await browser.graphql(DETAILS, { details: { ...buyer, email, confirmEmail: email } });
    expect(details.data.setCheckoutDetails.errors).toEqual([]);
    return { browser, basket };
  }

  /** The raw answer: the data as sent and the Set-Cookie headers. */
  async function ask(browser: AccountClient, vars: Record<string, unknown> = {}, captcha = true) {
    const { data, setCookies } = await browser.graphql(ON_ORDER, {
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      captchaToken: captcha ? await solvedCaptcha() : null,
      ...vars,
    });
    return { answer: data.createAccountOnOrder as Answer, data, setCookies };
  }

  const mails = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  const requests = (email: string) => database.db.select().from(accountRequests).where(eq(accountRequests.email, email));

  /** The link's token from the newest account e-mail to `to` (order e-mails may have come since). */
  async function tokenFor(to: string): Promise<string> {
    const list = (await mails(to)).filter((m) => m.kind.startsWith('account-'));
    const token = /\/conto\/conferma-account\/\?token=([A-Za-z0-9_-]+)/.exec(list.at(-1)!.text)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  async function existingCustomer() {
    const owner = accountClient(database);
    const who = await registeredCustomer(owner, { firstName: 'Titolare' });
    await logOut(owner);
    return who;
  }

  it("e-mails a confirmation link for an unknown e-mail and logs nobody in; the link makes the account with the checkout's details", async () => {
    const email = newEmail('azienda');
    const { browser, basket } = await guestWithBasket(email, businessBuyer);
    const { answer, setCookies } = await ask(browser, { subscribed: true });
    expect(answer).toEqual({ status: true, errors: [] });
    expect(setCookies.filter((c) => c.startsWith('donami_session='))).toEqual([]);
    expect((await userInfo(browser)).mainProfile).toBeNull();
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);

    // What is kept until the link is followed: the argon2id hash, never the password.
    const request = must((await requests(email))[0], 'request exists');
    expect(request).toMatchObject({ customerId: null, orderUuid: basket, usedAt: null });
    expect(request.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(request)).not.toContain(PASSWORD);
    expect(request.expiresAt.getTime() - request.createdAt.getTime()).toBe(24 * 3600 * 1000);

    const mail = must((await mails(email))[0], 'mail exists');
    expect(mail).toMatchObject({ kind: 'account-confirm', subject: 'Conferma il tuo account Donami' });
    expect(mail.text).toContain('Ciao Giulia,');
    expect(mail.text).toContain('Il link è valido per 24 ore e si può usare una sola volta.');
    expect(mail.text).not.toContain(PASSWORD);
    const token = await tokenFor(email);
    expect(request.tokenHash).not.toBe(token);

    // The link, from the mailbox's owner: what it is for, then it makes the account and logs in.
    expect((await browser.graphql(LINK, { token })).data.accountLink).toEqual({ kind: 'NEW_ACCOUNT', email, errors: [] });
    const confirmed = await browser.graphql(CONFIRM, { token });
    expect(confirmed.data.confirmAccountOnOrder).toEqual({ status: true, errors: [] });
    expect(confirmed.setCookies.some((c) => c.startsWith('donami_session='))).toBe(true);
    const me = await userInfo(browser);
    expect(me).toMatchObject({
      subscribed: true,
      mainProfile: {
        email,
        firstName: businessBuyer.firstName,
        customerType: 'BUSINESS',
        companyName: businessBuyer.companyName,
        vatNumber: businessBuyer.vatNumber,
        phoneNumber: businessBuyer.phoneNumber,
        sdiCode: 'M5UXCR1',
      },
    });
    const order = must((await database.db.select().from(orders).where(eq(orders.uuid, basket)))[0], 'order exists');
    const account = must((await database.db.select().from(customers).where(eq(customers.email, email)))[0], 'account exists');
    expect(order.customerId).toBe(account.id);
    expect(account.passwordHash).toBe(request.passwordHash);

    // Once only: a second use, from this browser or another, is refused.
    expect(codes((await accountClient(database).graphql(CONFIRM, { token })).data.confirmAccountOnOrder)).toEqual([[9003, 'token']]);
    expect(codes((await browser.graphql(LINK, { token })).data.accountLink)).toEqual([[9003, 'token']]);
    await logOut(browser);
    expect(await logIn(browser, email, PASSWORD)).toEqual({ status: true, errors: [] });
  });

  it('answers identically for a known and an unknown e-mail: the same JSON, no cookies, the password hashed both times', async () => {
    const known = (await existingCustomer()).email;
    const unknown = newEmail('sconosciuto');
    const a = await guestWithBasket(known);
    const b = await guestWithBasket(unknown);
    const hashes = vi.mocked(hashPassword);
    hashes.mockClear();
    const forKnown = await ask(a.browser);
    expect(hashes).toHaveBeenCalledTimes(1);
    const forUnknown = await ask(b.browser);
    expect(hashes).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(forKnown.data)).toBe(JSON.stringify(forUnknown.data));
    expect(forKnown.data).toEqual({ createAccountOnOrder: { status: true, errors: [] } });
    expect(forKnown.setCookies).toEqual(forUnknown.setCookies);
    expect(forKnown.setCookies).toEqual([]);
    for (const browser of [a.browser, b.browser]) expect((await userInfo(browser)).mainProfile).toBeNull();

    // What differs is in the mailboxes only: a link to confirm, and a note to the account's owner.
    expect((await mails(unknown)).map((m) => m.kind)).toEqual(['account-confirm']);
    const note = must((await mails(known))[0], 'note exists');
    expect(note).toMatchObject({ kind: 'account-exists', subject: 'Hai già un account Donami' });
    expect(note.text).toContain('Ciao Titolare,'); // the owner's name, not the one typed at checkout
    expect(note.text).toContain('/conto/password-dimenticata/');
    expect(note.text).toContain("l'ordine verrà collegato al tuo account");
    // The account is untouched and no password of the request is kept for it.
    const request = must((await requests(known))[0], 'request exists');
    expect(request.passwordHash).toBeNull();
    expect(request.profile).toBeNull();
    expect(request.customerId).not.toBeNull();
  });

  it('needs the human check (1102) and then sends nothing; the password rules come first (1004)', async () => {
    const email = newEmail();
    const { browser } = await guestWithBasket(email);
    expect(codes((await ask(browser, { password: 'Corta1!', passwordConfirmation: 'Corta1!' }, false)).answer)).toEqual([[1004, 'password']]);
    expect(codes((await ask(browser, { passwordConfirmation: 'Altra#Password1' }, false)).answer)).toEqual([[9004, 'passwordConfirmation']]);
    const refused = (await ask(browser, {}, false)).answer;
    expect(codes(refused)).toEqual([[1102, 'captchaToken']]);
    expect(refused.errors[0]?.message).toBe('La verifica di sicurezza non è riuscita. Riprova.');
    expect(codes((await ask(browser, { captchaToken: 'non-un-token' }, false)).answer)).toEqual([[1102, 'captchaToken']]);
    expect(await mails(email)).toEqual([]);
    expect(await requests(email)).toEqual([]);
  });

  it('allows three requests an hour per e-mail, then answers 1302 alike for a known and an unknown e-mail', async () => {
    expect(SCOPE_RULES['account-creation']?.card).toMatchObject({ failures: 3, windowSeconds: 3600 });
    const known = (await existingCustomer()).email;
    const unknown = newEmail();
    const last: Record<string, Awaited<ReturnType<typeof ask>>> = {};
    for (const email of [known, unknown]) {
      // A new browser each time (a new address): the limit is the e-mail's, not the client's.
      for (let i = 0; i < 3; i++) expect((await ask((await guestWithBasket(email)).browser)).answer).toEqual({ status: true, errors: [] });
      last[email] = await ask((await guestWithBasket(email)).browser);
      expect(codes(last[email].answer)).toEqual([[1302, null]]);
      expect(last[email]?.answer.errors[0]?.message).toBe("Non è stato possibile inviare l'email. Riprova più tardi.");
      expect(await mails(email)).toHaveLength(3);
    }
    expect(JSON.stringify(last[known]?.data)).toBe(JSON.stringify(last[unknown]?.data));
    expect(last[known]?.setCookies).toEqual(last[unknown]?.setCookies);
  });

  it('allows ten requests an hour per client, whatever the e-mails', async () => {
    const { browser } = await guestWithBasket(newEmail());
    for (let i = 0; i < 10; i++) {
      const email = newEmail('cliente');
      await browser.graphql(DETAILS, { details: { ...privateBuyer, email, confirmEmail: email } });
      expect((await ask(browser)).answer.status).toBe(true);
    }
    const email = newEmail('undicesimo');
    await browser.graphql(DETAILS, { details: { ...privateBuyer, email, confirmEmail: email } });
    expect(codes((await ask(browser)).answer)).toEqual([[1302, null]]);
    expect(await mails(email)).toEqual([]);
  });

  it('refuses a logged-in customer (1002) and a browser without a basket (9003)', async () => {
    const customer = accountClient(database);
    await registeredCustomer(customer);
    await customer.graphql(ADD, { package: PACKAGE });
    expect(codes((await ask(customer)).answer)).toEqual([[1002, null]]);
    expect(codes((await ask(accountClient(database))).answer)).toEqual([[9003, 'orderUuid']]);
  });

  it("joins an order placed meanwhile to the new account: it is in the account's history", async () => {
    const email = newEmail('ospite');
    const browser = accountClient(database);
    const { uuid } = await readyBasket(browser, [PACKAGE], { buyer: { ...privateBuyer, email, confirmEmail: email } });
    expect((await ask(browser)).answer.status).toBe(true);
    const placed = (await browser.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, browser, placed.redirectUrl, 'paid');
    // The link opened elsewhere (a phone's mail app): that browser is logged in with the order.
    const phone = accountClient(database);
    expect((await phone.graphql(CONFIRM, { token: await tokenFor(email) })).data.confirmAccountOnOrder).toEqual({ status: true, errors: [] });
    const history = (await phone.graphql(ORDERS)).data.customerOrders;
    expect(history).toMatchObject({ totalItems: 1, errors: [] });
    expect(history.orders[0]).toMatchObject({ uuid, number: placed.order.number });
  });

  it('joins the order to an existing account once its owner is logged in (1401 before)', async () => {
    const owner = await existingCustomer();
    const { browser, basket } = await guestWithBasket(owner.email);
    expect((await ask(browser)).answer.status).toBe(true);
    const token = await tokenFor(owner.email);
    const mailbox = accountClient(database);
    expect((await mailbox.graphql(LINK, { token })).data.accountLink).toEqual({ kind: 'EXISTING_ACCOUNT', email: owner.email, errors: [] });
    expect(codes((await mailbox.graphql(CONFIRM, { token })).data.confirmAccountOnOrder)).toEqual([[1401, null]]);
    expect(await logIn(mailbox, owner.email, owner.password)).toEqual({ status: true, errors: [] });
    expect((await mailbox.graphql(CONFIRM, { token })).data.confirmAccountOnOrder).toEqual({ status: true, errors: [] });
    const order = must((await database.db.select().from(orders).where(eq(orders.uuid, basket)))[0], 'order exists');
    const account = must((await database.db.select().from(customers).where(eq(customers.email, owner.email)))[0], 'account exists');
    expect(order.customerId).toBe(account.id);
    expect(codes((await mailbox.graphql(CONFIRM, { token })).data.confirmAccountOnOrder)).toEqual([[9003, 'token']]);
    // The password typed at checkout opened nothing: the owner's own still does.
    await logOut(mailbox);
    expect(codes(await logIn(mailbox, owner.email, PASSWORD))).toEqual([[1105, 'password']]);
  });

  it('refuses an expired link (9003), and an account registered meanwhile (1001); the sweep clears old links', async () => {
    const email = newEmail('scaduto');
    const { browser } = await guestWithBasket(email);
    await ask(browser);
    const token = await tokenFor(email);
    const hour = 3600 * 1000;
    await database.db
      .update(accountRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountRequests.email, email));
    expect(codes((await browser.graphql(CONFIRM, { token })).data.confirmAccountOnOrder)).toEqual([[9003, 'token']]);
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);

    const late = newEmail('tardi');
    const second = await guestWithBasket(late);
    await ask(second.browser);
    await registeredCustomer(accountClient(database), { email: late });
    expect(codes((await second.browser.graphql(CONFIRM, { token: await tokenFor(late) })).data.confirmAccountOnOrder)).toEqual([[1001, null]]);

    await sweepAccountRequests(database.db, new Date(Date.now() + 23 * hour));
    expect(await requests(email)).toHaveLength(1);
    await sweepAccountRequests(database.db, new Date(Date.now() + 25 * hour));
    expect(await requests(email)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(accountRequests)
        .where(and(eq(accountRequests.email, late))),
    ).toHaveLength(1);
  });
});
