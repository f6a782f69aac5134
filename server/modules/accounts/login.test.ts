import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { ADD } from '../../../tests/helpers/checkout.ts';
import { CHECK_USER, LOGIN, accountClient, logIn, logOut, registeredCustomer, userInfo, type AccountClient } from '../../../tests/helpers/account.ts';
import { orders } from '../orders/tables.ts';
import { SCOPE_RULES } from '../guard/index.ts';
import { customerSessions, customers } from './tables.ts';
import { accountJobs } from './jobs.ts';
import { must } from '../../../common/must.ts';

const PACKAGE = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);
const login = async (c: AccountClient, vars: Record<string, unknown>) => (await c.graphql(LOGIN, vars)).data.userLogin;
const identify = async (c: AccountClient, email: string, captchaToken: string | null) =>
  (await c.graphql(CHECK_USER, { email, captchaToken })).data.checkUserExist;

describe.each(databaseKinds)('identify, log in and out on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A registered customer whose own browser logged out again; returns a fresh browser too. */
  async function customer() {
    const own = accountClient(database);
    const who = await registeredCustomer(own);
    await logOut(own);
    return { who, browser: accountClient(database) };
  }

  it('tells an existing e-mail from an unknown one, ignoring case, only with the human check', async () => {
    const { who, browser } = await customer();
    expect(await identify(browser, who.email.toUpperCase(), await solvedCaptcha())).toEqual({ status: true, errors: [] });
    expect(await identify(browser, 'nessuno@example.it', await solvedCaptcha())).toEqual({ status: false, errors: [] });
    expect(codes(await identify(browser, who.email, null))).toEqual([1102]);
    const token = await solvedCaptcha();
    await identify(browser, who.email, token);
    expect(codes(await identify(browser, who.email, token))).toEqual([1102]); // a token passes once
    const invalid = await identify(browser, 'non-una-email', await solvedCaptcha());
    expect(invalid).toMatchObject({ status: false, errors: [{ code: 1103, referencedRequestParameter: 'email' }] });
    expect(invalid.errors[0].message).toMatch(/email/i);
  });

  it('logs in with the right password only, answering each failure with its code', async () => {
    const { who, browser } = await customer();
    expect(codes(await login(browser, { email: who.email, password: who.password }))).toEqual([1102]);
    expect(codes(await login(browser, { email: who.email, password: who.password, captchaToken: 'AAAA' }))).toEqual([1102]);
    expect(codes(await login(browser, { email: 'rotto@', password: who.password, captchaToken: await solvedCaptcha() }))).toEqual([1103]);
    expect(await logIn(browser, 'sconosciuto@example.it', who.password)).toMatchObject({
      status: false,
      errors: [{ code: 1104, referencedRequestParameter: 'email' }],
    });
    const wrong = await logIn(browser, who.email, 'Sbagliata!2026');
    expect(wrong).toMatchObject({ status: false, errors: [{ code: 1105, referencedRequestParameter: 'password' }] });
    expect(wrong.errors[0]?.message).toBe('La combinazione di email e password non è corretta.');
    expect((await userInfo(browser)).mainProfile).toBeNull();
    expect(await logIn(browser, who.email.toUpperCase(), who.password)).toEqual({ status: true, errors: [] });
    expect((await userInfo(browser)).mainProfile).toMatchObject({ email: who.email, firstName: who.firstName, billingEmail: who.email });
    expect(codes(await logIn(browser, who.email, who.password))).toEqual([1101]);
  });

  it('throttles an account after five wrong passwords: 1107, even for the right one', async () => {
    const { who } = await customer();
    for (let i = 0; i < 5; i++) expect(codes(await logIn(accountClient(database), who.email, `Sbagliata!${i}xx`))).toEqual([1105]);
    const owner = accountClient(database);
    expect(codes(await logIn(owner, who.email, who.password))).toEqual([1107]);
    expect((await userInfo(owner)).mainProfile).toBeNull();
    expect(SCOPE_RULES.login?.cardDaily!.lockSeconds).toBeLessThan(24 * 60 * 60); // no day-long lock-out on a stranger's say-so
  });

  it('throttles a client that tries many accounts', async () => {
    const guesser = accountClient(database);
    for (let i = 0; i < 20; i++) await logIn(guesser, `provo.${i}.${Date.now()}@example.it`, 'Qualsiasi!1');
    const { who } = await customer();
    expect(codes(await logIn(guesser, who.email, who.password))).toEqual([1107]);
    expect(await logIn(accountClient(database), who.email, who.password)).toEqual({ status: true, errors: [] });
  });

  it('gives a new session id on every login and stores only its hash', async () => {
    const { who, browser } = await customer();
    browser.jar.set('donami_session', 'scelto-da-un-altro'); // a session id fixed before login
    await logIn(browser, who.email, who.password);
    const first = browser.cookie('donami_session')!;
    expect(first).not.toBe('scelto-da-un-altro');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const rows = await database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.idHash, createHash('sha256').update(first).digest('hex')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await database.db.select().from(customerSessions))).not.toContain(first);

    const copy = accountClient(database);
    copy.jar.set('donami_session', first);
    expect((await userInfo(copy)).mainProfile?.email).toBe(who.email);
    await logOut(browser);
    await logIn(browser, who.email, who.password);
    expect(browser.cookie('donami_session')).not.toBe(first);
    expect((await userInfo(copy)).mainProfile).toBeNull(); // the old id names nothing after logout
  });

  it('ends a session after 30 idle days, and a nightly sweep removes it', async () => {
    const { who, browser } = await customer();
    await logIn(browser, who.email, who.password);
    const idHash = createHash('sha256').update(browser.cookie('donami_session')!).digest('hex');
    const row = must((await database.db.select().from(customerSessions).where(eq(customerSessions.idHash, idHash)))[0], 'row exists');
    expect(row.expiresAt.getTime() - row.lastSeenAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    await database.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.idHash, idHash));
    expect((await userInfo(browser)).mainProfile).toBeNull();
    await accountJobs[0]?.run(database, null);
    expect(await database.db.select().from(customerSessions).where(eq(customerSessions.idHash, idHash))).toEqual([]);
  });

  it('logs out: the session ends and the session and basket cookies are expired', async () => {
    const { who, browser } = await customer();
    await browser.graphql(ADD, { package: PACKAGE });
    await logIn(browser, who.email, who.password);
    const session = browser.cookie('donami_session')!;
    const { data, setCookies } = await browser.graphql('mutation O($userData: UserData!) { userLogout(userData: $userData) { status errors { code } } }');
    expect(data.userLogout).toEqual({ status: true, errors: [] });
    expect(setCookies.some((c) => /^donami_session=;.*Max-Age=0/.test(c) && /HttpOnly/.test(c) && /SameSite=Lax/.test(c))).toBe(true);
    expect(setCookies.some((c) => /^donami_basket=;.*Max-Age=0/.test(c))).toBe(true);
    const stale = accountClient(database);
    stale.jar.set('donami_session', session);
    expect((await userInfo(stale)).mainProfile).toBeNull();
  });

  it('merges the guest basket into the account on login', async () => {
    const { who, browser } = await customer();
    const added = (await browser.graphql(ADD, { package: PACKAGE })).data.addGiftcardPackage;
    const basket = added.order.id as string;
    expect(browser.cookie('donami_basket')).toBe(basket);
    await logIn(browser, who.email, who.password);
    const row = must((await database.db.select().from(orders).where(eq(orders.uuid, basket)))[0], 'row exists');
    const account = must((await database.db.select().from(customers).where(eq(customers.email, who.email)))[0], 'account exists');
    expect(row.customerId).toBe(account.id);
    expect(browser.cookie('donami_basket')).toBe(basket);
    // The same account in another browser continues with that basket.
    const elsewhere = accountClient(database);
    await logIn(elsewhere, who.email, who.password);
    expect(elsewhere.cookie('donami_basket')).toBe(basket);
  });
});
