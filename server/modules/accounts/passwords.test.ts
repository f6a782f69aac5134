import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import {
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  RESET_PASSWORD,
  accountClient,
  logIn,
  logOut,
  registeredCustomer,
  userInfo,
  type AccountClient,
} from '../../../tests/helpers/account.ts';
import { outbox } from '../notifications/tables.ts';
import { passwordResets } from './tables.ts';
import { hashPassword, passwordMatches } from './passwords.ts';

type Answer = { status: boolean; errors: { code: number; message: string; referencedRequestParameter: string | null }[] };
const codes = (r: Answer) => r.errors.map((e) => [e.code, e.referencedRequestParameter]);
const NEW = 'Nuova#Password2';

describe.each(databaseKinds)('passwords on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const change = async (c: AccountClient, vars: Record<string, unknown>, captcha = true): Promise<Answer> =>
    (await c.graphql(CHANGE_PASSWORD, { ...vars, captchaToken: captcha ? await solvedCaptcha() : null })).data.changePassword;
  const forgot = async (c: AccountClient, email: string, captcha = true): Promise<Answer> =>
    (await c.graphql(FORGOT_PASSWORD, { email, captchaToken: captcha ? await solvedCaptcha() : null })).data.forgotPassword;
  const reset = async (c: AccountClient, token: string, password: string, confirmation = password): Promise<Answer> =>
    (await c.graphql(RESET_PASSWORD, { token, password, passwordConfirmation: confirmation })).data.resetPassword;
  const mails = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));
  const tokenIn = (text: string | undefined) => /\/conto\/nuova-password\/\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? null;

  it('changes the password: every code of a refusal, then every other session ends and this one is renewed', async () => {
    const browser = accountClient(database);
    const who = await registeredCustomer(browser);
    const phone = accountClient(database);
    await logIn(phone, who.email, who.password);
    const pair = { currentPassword: who.password, newPassword: NEW, newPasswordConfirmation: NEW };
    expect(codes(await change(accountClient(database), pair))).toEqual([[1206, null]]);
    expect(codes(await change(browser, { ...pair, newPassword: 'Breve1!', newPasswordConfirmation: 'Breve1!' }))).toEqual([[1205, 'newPassword']]);
    expect(codes(await change(browser, { ...pair, newPassword: 'x'.repeat(65), newPasswordConfirmation: 'x'.repeat(65) }))).toEqual([[1205, 'newPassword']]);
    expect(codes(await change(browser, { ...pair, newPassword: 'Perché#12345', newPasswordConfirmation: 'Perché#12345' }))).toEqual([[1202, 'newPassword']]);
    expect(codes(await change(browser, { ...pair, newPasswordConfirmation: 'Altra#Password3' }))).toEqual([[1203, 'newPasswordConfirmation']]);
    expect(codes(await change(browser, pair, false))).toEqual([[1201, 'captchaToken']]);
    expect(codes(await change(browser, { ...pair, currentPassword: 'Sbagliata#1' }))).toEqual([[1204, 'currentPassword']]);
    expect((await userInfo(phone)).mainProfile?.email).toBe(who.email); // nothing changed yet

    const before = browser.cookie('donami_session');
    expect(await change(browser, pair)).toEqual({ status: true, errors: [] });
    expect(browser.cookie('donami_session')).not.toBe(before);
    expect((await userInfo(browser)).mainProfile?.email).toBe(who.email);
    expect((await userInfo(phone)).mainProfile).toBeNull();
    expect(codes(await logIn(accountClient(database), who.email, who.password))).toEqual([[1105, 'password']]);
    expect(await logIn(accountClient(database), who.email, NEW)).toEqual({ status: true, errors: [] });
  });

  it('answers a forgotten password the same for an unknown e-mail, and e-mails exactly one link for a known one', async () => {
    const owner = accountClient(database);
    const who = await registeredCustomer(owner);
    expect(codes(await forgot(owner, who.email))).toEqual([[1305, null]]);
    await logOut(owner);
    const unknown = `nessuno.${Date.now()}@example.it`;
    const answerUnknown = await forgot(accountClient(database), unknown);
    const answerKnown = await forgot(accountClient(database), who.email.toUpperCase());
    expect(answerKnown).toEqual({ status: true, errors: [] });
    expect(answerUnknown).toEqual(answerKnown);
    expect(await mails(unknown)).toEqual([]);
    const sent = await mails(who.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'password-reset', subject: 'Scegli una nuova password' });
    expect(sent[0]?.text).toContain('valido per 60 minuti');
    expect(tokenIn(sent[0]?.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[0]?.html).toContain(`/conto/nuova-password/?token=${tokenIn(sent[0]?.text)}`);
    // Only a hash of the token is kept.
    expect(JSON.stringify(await database.db.select().from(passwordResets))).not.toContain(tokenIn(sent[0]?.text)!);
  });

  it('refuses a forgotten-password request without the human check (1301) or with a malformed e-mail (1303)', async () => {
    const c = accountClient(database);
    expect(codes(await forgot(c, 'chiunque@example.it', false))).toEqual([[1301, 'captchaToken']]);
    expect(codes(await forgot(c, 'chiunque@', true))).toEqual([[1303, 'email']]);
  });

  it('sends no more than three links an hour to one mailbox, and says so alike for unknown e-mails (1302)', async () => {
    const { email } = await registeredCustomer(accountClient(database));
    const unknown = `nessuno.${Date.now()}@example.it`;
    for (let i = 0; i < 3; i++) {
      expect((await forgot(accountClient(database), email)).status).toBe(true);
      expect((await forgot(accountClient(database), unknown)).status).toBe(true);
    }
    expect(codes(await forgot(accountClient(database), email))).toEqual([[1302, null]]);
    expect(codes(await forgot(accountClient(database), unknown))).toEqual([[1302, null]]);
    expect(await mails(email)).toHaveLength(3);
  });

  it('sets the new password through the link once; the link then, or after an hour, is refused (1306)', async () => {
    const owner = accountClient(database);
    const who = await registeredCustomer(owner);
    const phone = accountClient(database);
    await logIn(phone, who.email, who.password);
    await forgot(accountClient(database), who.email);
    const token = tokenIn((await mails(who.email))[0]?.text)!;
    const visitor = accountClient(database);
    expect(codes(await reset(visitor, 'non-esiste', NEW))).toEqual([[1306, 'token']]);
    expect(codes(await reset(visitor, token, 'Breve1!'))).toEqual([[1205, 'password']]);
    expect(codes(await reset(visitor, token, 'Città#123456'))).toEqual([[1202, 'password']]);
    expect(codes(await reset(visitor, token, NEW, 'Altra#Password3'))).toEqual([[1203, 'passwordConfirmation']]);
    expect(await reset(visitor, token, NEW)).toEqual({ status: true, errors: [] });
    expect((await userInfo(owner)).mainProfile).toBeNull(); // every session ended
    expect((await userInfo(phone)).mainProfile).toBeNull();
    expect(codes(await reset(visitor, token, 'Terza#Password4'))).toEqual([[1306, 'token']]);
    expect(await logIn(accountClient(database), who.email, NEW)).toEqual({ status: true, errors: [] });

    await forgot(accountClient(database), who.email);
    const late = tokenIn((await mails(who.email)).sort((a, b) => b.id - a.id)[0]?.text)!;
    await database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const refused = await reset(visitor, late, 'Terza#Password4');
    expect(codes(refused)).toEqual([[1306, 'token']]);
    expect(refused.errors[0]?.message).toBe('Il link per scegliere una nuova password non è valido o è scaduto. Richiedine uno nuovo.');
    expect(await logIn(accountClient(database), who.email, NEW)).toEqual({ status: true, errors: [] });
  });
});

describe('password hashes', () => {
  it('verify only the right password, and take about as long without a stored hash', async () => {
    const stored = await hashPassword('Giusta#Password1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(stored, 'Giusta#Password1')).toBe(true);
    expect(await passwordMatches(stored, 'giusta#Password1')).toBe(false);
    expect(await passwordMatches(null, 'Giusta#Password1')).toBe(false);
    expect(await passwordMatches('', '')).toBe(false);
    // Interleaved single runs, compared by their fastest: the same work takes at least its own
    // time, while a busy machine (other test files, other processes) only ever adds to a run.
    const once = async (f: () => Promise<unknown>) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    await passwordMatches(null, 'riscaldamento');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 11; i++) {
      known.push(await once(() => passwordMatches(stored, 'Sbagliata#1')));
      unknown.push(await once(() => passwordMatches(null, 'Sbagliata#1')));
    }
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
