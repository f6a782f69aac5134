import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../../tests/helpers/api.ts';
import { solvedCaptcha, solveToToken } from '../../../tests/helpers/captcha.ts';
import { CHALLENGE_TTL_SECONDS, DEFAULT_MAX_NUMBER, newChallenge, verifyCaptcha } from './service.ts';
import { must } from '../../../common/must.ts';

type Token = { challenge: { parameters: Record<string, unknown>; signature: string }; solution: { counter: number; derivedKey: string } };
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Token;
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('the challenge', () => {
  it('is signed, expires in ten minutes and asks for a counter in the upper half of the maximum', async () => {
    const before = Date.now() / 1000;
    const challenge = await newChallenge({ maxNumber: 40 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + CHALLENGE_TTL_SECONDS) - 1);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(before + CHALLENGE_TTL_SECONDS) + 1);
    const { solution } = decode(await solveToToken(challenge));
    expect(solution.counter).toBeGreaterThanOrEqual(20);
    expect(solution.counter).toBeLessThanOrEqual(40);
  });

  it('takes its difficulty from ALTCHA_MAX_NUMBER, else the default', async () => {
    const saved = process.env.ALTCHA_MAX_NUMBER;
    try {
      process.env.ALTCHA_MAX_NUMBER = '6';
      const { solution } = decode(await solveToToken(await newChallenge()));
      expect(solution.counter).toBeGreaterThanOrEqual(3);
      expect(solution.counter).toBeLessThanOrEqual(6);
      delete process.env.ALTCHA_MAX_NUMBER;
      const hard = decode(await solveToToken(await newChallenge()));
      expect(hard.solution.counter).toBeGreaterThanOrEqual(DEFAULT_MAX_NUMBER / 2);
      expect(hard.solution.counter).toBeLessThanOrEqual(DEFAULT_MAX_NUMBER);
    } finally {
      if (saved === undefined) delete process.env.ALTCHA_MAX_NUMBER;
      else process.env.ALTCHA_MAX_NUMBER = saved;
    }
  });
});

describe.each(databaseKinds)('verifyCaptcha on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('accepts a solved token once, then refuses it', async () => {
    const token = await solvedCaptcha();
    expect(await verifyCaptcha(database.db, token)).toBe(true);
    expect(await verifyCaptcha(database.db, token)).toBe(false);
  });

  it('lets only one of two simultaneous uses of a token pass', async () => {
    const token = await solvedCaptcha();
    const results = await Promise.all([verifyCaptcha(database.db, token), verifyCaptcha(database.db, token), verifyCaptcha(database.db, token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a wrong solution, and a wrong try does not spend the challenge', async () => {
    const payload = decode(await solvedCaptcha());
    const flipped = payload.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(await verifyCaptcha(database.db, encode({ ...payload, solution: { ...payload.solution, derivedKey: flipped } }))).toBe(false);
    expect(await verifyCaptcha(database.db, encode({ ...payload, solution: { counter: payload.solution.counter } }))).toBe(false);
    expect(await verifyCaptcha(database.db, encode(payload))).toBe(true);
  });

  it('refuses a challenge whose parameters were changed after signing', async () => {
    const payload = decode(await solvedCaptcha());
    const later = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: Number(payload.challenge.parameters.expiresAt) + 3600 } },
    };
    expect(await verifyCaptcha(database.db, encode(later))).toBe(false);
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    expect(await verifyCaptcha(database.db, encode(unsigned))).toBe(false);
    expect(await verifyCaptcha(database.db, encode(payload))).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const old = await newChallenge({ maxNumber: 8, now: new Date(Date.now() - (CHALLENGE_TTL_SECONDS + 5) * 1000) });
    expect(await verifyCaptcha(database.db, await solveToToken(old))).toBe(false);
  });

  it('refuses a challenge signed with another key', async () => {
    const saved = process.env.ALTCHA_HMAC_KEY;
    process.env.ALTCHA_HMAC_KEY = 'someone-elses-key';
    const foreign = await solvedCaptcha();
    if (saved === undefined) delete process.env.ALTCHA_HMAC_KEY;
    else process.env.ALTCHA_HMAC_KEY = saved;
    expect(await verifyCaptcha(database.db, foreign)).toBe(false);
  });

  it("refuses missing and malformed tokens, and the widget's test-mode payload", async () => {
    for (const token of [
      null,
      undefined,
      '',
      'not base64 at all',
      encode('a string'),
      encode({ challenge: null, solution: null, test: true }),
      encode({}),
      'A'.repeat(20_000),
    ]) {
      expect(await verifyCaptcha(database.db, token)).toBe(false);
    }
  });
});

describe('captchaChallenge', () => {
  let database: Database;
  beforeAll(async () => {
    database = await must(databaseKinds[0], 'the first database kind').open();
  });
  afterAll(async () => {
    await database.close();
  });

  const QUERY = 'query C($userData: UserData!) { captchaChallenge(userData: $userData) }';

  it('hands out a challenge the widget can solve and the server accepts', async () => {
    const { graphql } = apiClient(database);
    const res = await graphql<{ captchaChallenge: Challenge }>(QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data.captchaChallenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    const saved = process.env.ALTCHA_MAX_NUMBER;
    process.env.ALTCHA_MAX_NUMBER = '8';
    try {
      const easy = await graphql<{ captchaChallenge: Challenge }>(QUERY);
      expect(await verifyCaptcha(database.db, await solveToToken(easy.data.captchaChallenge))).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.ALTCHA_MAX_NUMBER;
      else process.env.ALTCHA_MAX_NUMBER = saved;
    }
  });

  it('refuses an unknown storefront', async () => {
    const { graphql } = apiClient(database);
    const res = await graphql(QUERY, { userData: { ...italianUser, storeID: 999 } });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBeTruthy();
  });
});
