import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { CHECK, check, freshClient, testCard } from '../../../tests/helpers/redeem.ts';
import { luhnCheckDigit } from '../giftcards/numbers.ts';
import { GUARD_RULES } from '../guard/rules.ts';
import { redeemSessions } from './tables.ts';
import type { Database } from '../../db/client.ts';

// §7 of the issue: 1,000 guesses through aliases, batches and many clients find nothing and trip
// the limits. Guesses are well-formed numbers of the Italian choice programme with random PINs.

function guessNumber(i: number): string {
  const body = `639053${String(100_000_000_000 + i * 7919).slice(-12)}`;
  return body + luhnCheckDigit(body);
}
const guessPin = (i: number) => String((i * 104_729) % 1_000_000).padStart(6, '0');
const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };

describe('guessing card numbers and PINs', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => { database = await freshPglite(); api = apiClient(database); });
  afterAll(async () => { await database.close(); });

  it('1,000 guesses through aliases, batches and many clients open no session and trip the limits', async () => {
    const real = await testCard(database, { euros: 100 });
    let guesses = 0;
    // 300 guesses as aliases, 3 per document: each document is refused whole, nothing runs.
    for (let d = 0; d < 100; d++) {
      const fields = [0, 1, 2].map((k) => `g${k}: checkGiftcardPayment(userData: $u, cardNumber: "${guessNumber(guesses + k)}", pin: "${guessPin(guesses + k)}") { session { redeemToken } }`);
      const res = await api.graphql(`mutation($u: UserData!) { ${fields.join(' ')} }`, { u: userData }, freshClient());
      guesses += 3;
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0].message).toMatch(/one card check/i);
    }
    // 200 guesses as batches of 5 requests: each batch is refused whole.
    for (let b = 0; b < 40; b++) {
      const batch = [0, 1, 2, 3, 4].map((k) => ({ query: CHECK, variables: { userData, cardNumber: guessNumber(guesses + k), pin: guessPin(guesses + k) } }));
      const res = await api.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...freshClient() }, body: JSON.stringify(batch) });
      guesses += 5;
      const text = await res.text();
      expect(text).not.toContain('redeemToken":"');
      expect(text).toMatch(/one card check/i);
    }
    // 500 single guesses, each with a solved human check, from 100 addresses (5 each, under the per-client limit).
    const answers: number[] = [];
    for (let i = 0; i < 500; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i % 100}` };
      const res = await api.graphql(CHECK, { userData, cardNumber: guessNumber(guesses), pin: guessPin(guesses), captchaToken: await solvedCaptcha() }, headers);
      guesses++;
      const payload = res.data.checkGiftcardPayment;
      expect(payload.session).toBeNull();
      answers.push(payload.errors[0].code);
    }
    expect(guesses).toBe(1000);
    expect(await database.db.select().from(redeemSessions)).toEqual([]);
    expect(answers.filter((c) => c === 3007)).toHaveLength(GUARD_RULES.global.failures);
    expect(answers.filter((c) => c === 3013)).toHaveLength(500 - GUARD_RULES.global.failures);
    // The shop-wide budget is spent: while it recovers even a true PIN is refused, from a new client.
    expect((await check(api, real)).payload.errors[0].code).toBe(3013);
  }, 120_000);

  it('one client guessing many cards is stopped after its allowance', async () => {
    const db2 = await freshPglite();
    const api2 = apiClient(db2);
    const client = { 'x-forwarded-for': '192.0.2.77' };
    const codes: number[] = [];
    for (let i = 0; i < GUARD_RULES.client.failures + 5; i++) {
      const res = await api2.graphql(CHECK, { userData, cardNumber: guessNumber(5000 + i), pin: guessPin(i), captchaToken: await solvedCaptcha() }, client);
      codes.push(res.data.checkGiftcardPayment.errors[0].code);
    }
    expect(codes.slice(0, GUARD_RULES.client.failures).every((c) => c === 3007)).toBe(true);
    expect(codes.slice(GUARD_RULES.client.failures).every((c) => c === 3013)).toBe(true);
    await db2.close();
  }, 60_000);
});
