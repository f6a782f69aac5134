import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { REGISTER, accountClient, registeredCustomer, userInfo, type AccountClient } from '../../../tests/helpers/account.ts';
import { customers } from './tables.ts';

type Errors = { code: number; referencedRequestParameter: string | null }[];
const codes = (r: { errors: Errors }) => r.errors.map((e) => [e.code, e.referencedRequestParameter]);

let n = 0;
function form(over: Record<string, unknown> = {}) {
  const email = `nuovo.${Date.now()}.${++n}@example.it`;
  return {
    firstName: 'Luca',
    lastName: 'Neri',
    email,
    emailConfirmation: email,
    password: 'Buona#Password1',
    passwordConfirmation: 'Buona#Password1',
    subscribed: true,
    ...over,
  };
}

describe.each(databaseKinds)('creating an account on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function register(client: AccountClient, input: Record<string, unknown>, captcha = true) {
    return (await client.graphql(REGISTER, { input, captchaToken: captcha ? await solvedCaptcha() : null })).data.createAccount as {
      status: boolean;
      errors: Errors;
    };
  }

  it('registers, logs the new customer in with the newsletter choice, and hashes the password with argon2id', async () => {
    const browser = accountClient(database);
    const input = form({ email: `Maiuscole.${Date.now()}@Example.IT` });
    input.emailConfirmation = (input.email as string).toLowerCase();
    expect(await register(browser, input)).toEqual({ status: true, errors: [] });
    const me = await userInfo(browser);
    expect(me).toMatchObject({
      subscribed: true,
      mainProfile: { firstName: 'Luca', lastName: 'Neri', email: (input.email as string).toLowerCase(), customerType: 'PRIVATE' },
    });
    const [row] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, (input.email as string).toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('Buona#Password1');
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
    expect(codes(r)).toEqual([
      [9004, 'input.firstName'],
      [9004, 'input.email'],
    ]);
    const mismatch = await register(c, form({ emailConfirmation: 'altro@example.it' }));
    expect(codes(mismatch)).toEqual([[9004, 'input.emailConfirmation']]);
    expect(mismatch.errors[0]).toMatchObject({ message: 'Le email inserite non corrispondono' });
  });

  it('needs the human check (1102) and creates nothing without it', async () => {
    const c = accountClient(database);
    const input = form();
    expect(codes(await register(c, input, false))).toEqual([[1102, 'captchaToken']]);
    expect(
      await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, input.email as string)),
    ).toEqual([]);
  });
});
