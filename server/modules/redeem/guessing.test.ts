import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha, solveToToken } from '../../../tests/helpers/captcha.ts';
import { CHECK, freshClient, testCard } from '../../../tests/helpers/redeem.ts';
import { newChallenge } from '../captcha/index.ts';
import { luhnCheckDigit } from '../giftcards/index.ts';
import { GUARD_RULES, humanCheckLevel } from '../guard/index.ts';
import { redeemSessions } from './tables.ts';
import type { Database } from '../../db/client.ts';

// 1,000 guesses through aliases, batches and many clients find nothing; the shop-wide failures make
// the human check harder (decision 019) but lock no holder out. Guesses are well-formed numbers of the Italian choice programme with random PINs.

function guessNumber(i: number): string {
  const body = `639053${String(100_000_000_000 + i * 7919).slice(-12)}`;
  return body + luhnCheckDigit(body);
}
const guessPin = (i: number) => String((i * 104_729) % 1_000_000).padStart(6, '0');
const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };

describe('guessing card numbers and PINs', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('1,000 guesses through aliases, batches and many clients open no session; the holder still gets in', async () => {
    const real = await testCard(database, { euros: 100 });
    let guesses = 0;
    // 300 guesses as aliases, 3 per document: each document is refused whole, nothing runs.
    for (let d = 0; d < 100; d++) {
      const fields = [0, 1, 2].map(
        (k) =>
          `g${k}: checkGiftcardPayment(userData: $u, cardNumber: "${guessNumber(guesses + k)}", pin: "${guessPin(guesses + k)}") { session { redeemToken } }`,
      );
      const res = await api.graphql(`mutation($u: UserData!) { ${fields.join(' ')} }`, { u: userData }, freshClient());
      guesses += 3;
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]?.message).toMatch(/one card check/i);
    }
    // 200 guesses as batches of 5 requests: each batch is refused whole.
    for (let b = 0; b < 40; b++) {
      const batch = [0, 1, 2, 3, 4].map((k) => ({ query: CHECK, variables: { userData, cardNumber: guessNumber(guesses + k), pin: guessPin(guesses + k) } }));
      const res = await api.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...freshClient() },
        body: JSON.stringify(batch),
      });
      guesses += 5;
      const text = await res.text();
      expect(text).not.toContain('redeemToken":"');
      expect(text).toMatch(/one card check/i);
    }
    // 500 single guesses, each with a human check solved at the level the shop asks at that moment,
    // from 100 addresses (5 each, under the per-client limit). Nobody is locked out shop-wide: the
    // check gets harder instead, and a holder with the right PIN gets through during the attack.
    const stale = await solveToToken(await newChallenge({ maxNumber: 1, level: 0 }));
    const answers: number[] = [];
    const levels: number[] = [];
    for (let i = 0; i < 500; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i % 100}` };
      const challenge = await newChallenge({ db: database.db, maxNumber: 1 });
      levels.push(challenge.parameters.data?.level as number);
      const res = await api.graphql(
        CHECK,
        { userData, cardNumber: guessNumber(guesses), pin: guessPin(guesses), captchaToken: await solveToToken(challenge) },
        headers,
      );
      guesses++;
      const payload = res.data.checkGiftcardPayment;
      expect(payload.session).toBeNull();
      answers.push(payload.errors[0].code);
      if (i === 250) expect((await holderChecks()).errors).toEqual([]);
    }
    expect(guesses).toBe(1000);
    expect(answers.every((c) => c === 3007)).toBe(true);
    expect(levels[0]).toBe(0);
    expect(levels.at(-1)).toBe(humanCheckLevel(499));
    expect(new Set(levels)).toEqual(new Set([0, 1, 2, 3, 4]));
    // A token solved before the attack, at level 0, no longer passes: 3012, solve the harder one.
    const late = await api.graphql(CHECK, { userData, cardNumber: real.number, pin: real.pin, captchaToken: stale }, { 'x-forwarded-for': '192.0.2.200' });
    expect(late.data.checkGiftcardPayment.errors[0].code).toBe(3012);
    // The holder, from a new client, with the challenge the shop hands out now and the right PIN.
    const holder = await holderChecks();
    expect(holder.errors).toEqual([]);
    expect(holder.session.balance.value).toBe(100);
    expect(await database.db.select().from(redeemSessions)).toHaveLength(2);

    /** The holder's way: the storefront's challenge (of the current level), solved, then the check. */
    async function holderChecks() {
      const saved = process.env.ALTCHA_MAX_NUMBER;
      process.env.ALTCHA_MAX_NUMBER = '1';
      try {
        const fetched = await api.graphql<{ captchaChallenge: Challenge }>('query($u: UserData!) { captchaChallenge(userData: $u) }', { u: userData });
        const res = await api.graphql(
          CHECK,
          { userData, cardNumber: real.number, pin: real.pin, captchaToken: await solveToToken(fetched.data.captchaChallenge) },
          freshClient(),
        );
        return res.data.checkGiftcardPayment;
      } finally {
        if (saved === undefined) delete process.env.ALTCHA_MAX_NUMBER;
        else process.env.ALTCHA_MAX_NUMBER = saved;
      }
    }
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
