import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { CLIENT_CHECKS, GUARD_RULES, humanCheckLevel, SHOP_WIDE } from './rules.ts';
import { clientKeysOf, currentHumanCheckLevel, guardCheck, guardFailure, guardSuccess, shopWideFailures, type GuardKeys, type GuardScope } from './service.ts';
import { clientKeysFor as clientKeys } from '../../graphql/cookies.ts';
import { guardCounters } from './tables.ts';

// Card numbers as typed: the guard counts unknown numbers and wrong PINs alike.
const card = (n: number) => `6390530000${String(n).padStart(9, '0')}`;
const client = (n: number, session?: string) => [`address:10.0.${Math.floor(n / 250)}.${n % 250}`, ...(session ? [`session:${session}`] : [])];
const minutes = (m: number) => m * 60 * 1000;

describe.each(databaseKinds)('guard on $kind', ({ open }) => {
  let database: Database;
  let db: Database['db'];
  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });
  // Each test starts from empty counters at a time of its own; only Date is faked (the database
  // sees the times the library passes it, so moving the clock moves the windows).
  beforeEach(async () => {
    await db.delete(guardCounters);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  /** One wrong attempt, as the card check makes it: check, then (if allowed) the failure. */
  async function wrong(keys: GuardKeys, scope: GuardScope = 'card-check') {
    const verdict = await guardCheck(db, scope, keys);
    if (verdict.ok) await guardFailure(db, scope, keys);
    return verdict;
  }
  async function right(keys: GuardKeys, scope: GuardScope = 'card-check') {
    const verdict = await guardCheck(db, scope, keys);
    if (verdict.ok) await guardSuccess(db, scope, keys);
    return verdict;
  }

  it('locks a card after five wrong PINs, for every client, for fifteen minutes', async () => {
    for (let i = 0; i < GUARD_RULES.card.failures; i++) expect(await wrong({ card: card(1), clients: client(1) })).toEqual({ ok: true });
    const locked = await guardCheck(db, 'card-check', { card: card(1), clients: client(1) });
    expect(locked).toEqual({ ok: false, retryAfterSeconds: 15 * 60 });
    expect((await guardCheck(db, 'card-check', { card: card(1), clients: client(2) })).ok).toBe(false);
    // The client itself is not locked: another card goes through.
    expect(await wrong({ card: card(2), clients: client(1) })).toEqual({ ok: true });
    later(minutes(14));
    expect(await guardCheck(db, 'card-check', { card: card(1), clients: client(3) })).toEqual({ ok: false, retryAfterSeconds: 60 });
    later(minutes(1) + 1000);
    expect(await right({ card: card(1), clients: client(1) })).toEqual({ ok: true });
  });

  it('lets the holder get it right after a few typos: a success gives its count back', async () => {
    const keys = { card: card(1), clients: client(1) };
    for (let i = 0; i < 4; i++) await wrong(keys);
    for (let i = 0; i < 3; i++) expect(await right(keys)).toEqual({ ok: true });
    expect(await wrong(keys)).toEqual({ ok: true }); // the fifth failure
    expect((await guardCheck(db, 'card-check', keys)).ok).toBe(false);
  });

  it('stops a patient guesser at ten wrong PINs a day on one card', async () => {
    for (let round = 0; round < GUARD_RULES.cardDaily.failures / GUARD_RULES.card.failures; round++) {
      for (let i = 0; i < GUARD_RULES.card.failures; i++) expect(await wrong({ card: card(1), clients: client(round * 10 + i) })).toEqual({ ok: true });
      later(minutes(15) + 1000);
    }
    const verdict = await guardCheck(db, 'card-check', { card: card(1), clients: client(99) });
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.retryAfterSeconds).toBe(24 * 60 * 60);
    later(minutes(24 * 60) + 1000);
    expect((await guardCheck(db, 'card-check', { card: card(1), clients: client(99) })).ok).toBe(true);
  });

  it('limits a client across different cards, by address and by session cookie', async () => {
    for (let i = 0; i < GUARD_RULES.client.failures; i++) expect(await wrong({ card: card(100 + i), clients: client(1) })).toEqual({ ok: true });
    expect(await guardCheck(db, 'card-check', { card: card(200), clients: client(1) })).toEqual({ ok: false, retryAfterSeconds: 60 * 60 });
    expect((await guardCheck(db, 'card-check', { card: card(200), clients: client(2) })).ok).toBe(true);

    // Changing address does not help a browser that keeps its session cookie.
    for (let i = 0; i < GUARD_RULES.client.failures; i++) expect((await wrong({ card: card(300 + i), clients: client(10 + i, 'browser-a') })).ok).toBe(true);
    expect((await guardCheck(db, 'card-check', { card: card(400), clients: client(50, 'browser-a') })).ok).toBe(false);
    expect((await guardCheck(db, 'card-check', { card: card(400), clients: client(50, 'browser-b') })).ok).toBe(true);
  });

  it('caps the checks of one client, successes included, against testing lists of cards', async () => {
    for (let i = 0; i < CLIENT_CHECKS.checks; i++) expect(await right({ card: card(i), clients: client(1) })).toEqual({ ok: true });
    const verdict = await guardCheck(db, 'card-check', { card: card(999), clients: client(1) });
    expect(verdict).toEqual({ ok: false, retryAfterSeconds: 60 * 60 });
    expect((await guardCheck(db, 'card-check', { card: card(999), clients: client(2) })).ok).toBe(true);
  });

  it("locks nobody shop-wide: many failures from many clients only raise the human check's level, which falls again", async () => {
    expect(await currentHumanCheckLevel(db)).toBe(0);
    for (let i = 0; i < 400; i++) expect((await wrong({ card: card(i), clients: client(i) })).ok).toBe(true);
    expect(await shopWideFailures(db)).toBe(400);
    expect(await currentHumanCheckLevel(db)).toBe(humanCheckLevel(400));
    expect(humanCheckLevel(400)).toBe(4);
    // A holder from a new client, on a card nobody tried, goes through.
    expect(await right({ card: card(5000), clients: client(900) })).toEqual({ ok: true });
    // Login failures count into the same shop-wide measure; successes give their count back.
    await wrong({ card: 'owner@example.it', clients: client(901) }, 'login');
    expect(await shopWideFailures(db)).toBe(401);
    later(SHOP_WIDE.windowSeconds * 1000 + 1000);
    expect(await currentHumanCheckLevel(db)).toBe(0);
  });

  it('sets the level from the shop-wide failures: calm, then one level per doubling, capped', () => {
    expect([0, 49, 50, 99, 100, 199, 200, 400, 800, 100_000].map((f) => humanCheckLevel(f))).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 5, 5]);
  });

  it("spends nobody's allowance on refused attempts: hammering a locked card does not drain the client or the shop", async () => {
    for (let i = 0; i < GUARD_RULES.card.failures; i++) await wrong({ card: card(1), clients: client(1) });
    for (let i = 0; i < 50; i++) expect((await guardCheck(db, 'card-check', { card: card(1), clients: client(1) })).ok).toBe(false);
    // 5 failures so far for this client: 15 more are allowed, the 21st attempt is not.
    for (let i = 0; i < GUARD_RULES.client.failures - GUARD_RULES.card.failures; i++)
      expect((await wrong({ card: card(10 + i), clients: client(1) })).ok).toBe(true);
    expect((await guardCheck(db, 'card-check', { card: card(99), clients: client(1) })).ok).toBe(false);
  });

  // Racing upserts may refuse one more than needed (a refused attempt gives its points back a
  // moment late); they never let more than the allowance through, which is what guards the card.
  it('lets at most five of fifty simultaneous guesses on one card through', async () => {
    const verdicts = await Promise.all(Array.from({ length: 50 }, (_, i) => guardCheck(db, 'card-check', { card: card(7), clients: client(i) })));
    const through = verdicts.filter((v) => v.ok).length;
    expect(through).toBeLessThanOrEqual(GUARD_RULES.card.failures);
    expect(through).toBeGreaterThanOrEqual(GUARD_RULES.card.failures - 2);
  });

  it('keeps the scopes apart: login failures do not lock the card check', async () => {
    for (let i = 0; i < GUARD_RULES.card.failures; i++) await wrong({ card: card(1), clients: client(1) }, 'login');
    expect((await guardCheck(db, 'login', { card: card(1), clients: client(2) })).ok).toBe(false);
    expect((await guardCheck(db, 'card-check', { card: card(1), clients: client(2) })).ok).toBe(true);
  });

  it('stores no card number, address or cookie in clear', async () => {
    await wrong({ card: card(4242), clients: client(7, 'cookie-secret') });
    const rows = await db.select().from(guardCounters);
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(card(4242));
    expect(dump).not.toContain('10.0.0.7');
    expect(dump).not.toContain('cookie-secret');
  });
});

describe('clientKeys', () => {
  const request = (cookie?: string) => new Request('http://shop.test/graphql', { headers: cookie ? { cookie } : {} });

  it('names the address, and each browser-session cookie present', () => {
    expect(clientKeys({ clientAddress: '203.0.113.9', request: request() })).toEqual(['address:203.0.113.9']);
    expect(clientKeys({ clientAddress: '203.0.113.9', request: request('donami_redeem=tok123; donami_basket=b-1; other=x') })).toEqual([
      'address:203.0.113.9',
      'session:tok123',
      'session:b-1',
    ]);
  });

  it('puts clients without a known address together rather than letting them go uncounted', () => {
    expect(clientKeys({ clientAddress: null, request: request() })).toEqual(['address:unknown']);
  });

  it('makes the keys from what the transport read, without looking at HTTP (clientKeysOf)', () => {
    expect(clientKeysOf({ address: '203.0.113.9', sessions: ['tok123', 'b-1'] })).toEqual(['address:203.0.113.9', 'session:tok123', 'session:b-1']);
    expect(clientKeysOf({ address: null, sessions: [] })).toEqual(['address:unknown']);
  });
});
