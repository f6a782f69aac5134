import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { seedCard, seedCards, seedTestCards } from '../../db/seed/cards.ts';
import { isValidCardNumber, programmeOfNumber } from './numbers.ts';
import { cardByNumber, cardPinMatches, effectiveStatus, ledgerOf } from './service.ts';

describe('seeded test cards', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  const stored = async (key: Parameters<typeof seedCard>[0]) => (await cardByNumber(database.db, seedCard(key).number))!;

  it('have valid, distinct numbers of their programme and distinct PINs that open them', async () => {
    expect(new Set(seedCards.map((c) => c.number)).size).toBe(seedCards.length);
    expect(new Set(seedCards.map((c) => c.pin)).size).toBe(seedCards.length);
    for (const spec of seedCards) {
      expect(isValidCardNumber(spec.number), spec.number).toBe(true);
      expect(programmeOfNumber(spec.number)).toEqual({ storeId: spec.storeId, programme: spec.programme });
      const card = (await cardByNumber(database.db, spec.number))!;
      expect(cardPinMatches(card, spec.pin), spec.key).toBe(true);
    }
  });

  it('cover every path: 25, 100, 200 €, expired, blocked, blank, zero, business and Dutch', async () => {
    const show = async (key: Parameters<typeof seedCard>[0]) => {
      const c = await stored(key);
      return { status: effectiveStatus(c), balance: c.balanceCents, store: c.storeId, shopPage: c.shopPage, activation: c.activationValueCents };
    };
    expect(await show('active25')).toMatchObject({ status: 'active', balance: 2500, store: 53, shopPage: null });
    expect(await show('active100')).toMatchObject({ status: 'active', balance: 10000 });
    expect(await show('active200')).toMatchObject({ status: 'active', balance: 20000 });
    expect(await show('expired')).toMatchObject({ status: 'expired', balance: 5000 });
    expect((await stored('expired')).expiresAt.getTime()).toBeLessThan(Date.now());
    expect(await show('blocked')).toMatchObject({ status: 'blocked', balance: 5000 });
    expect(await show('blank')).toMatchObject({ status: 'blank', balance: 0, activation: 5000 });
    expect(await show('blankJourney')).toMatchObject({ status: 'blank', balance: 0, activation: 5000 });
    expect(await show('zero')).toMatchObject({ status: 'active', balance: 0 });
    expect(await show('business')).toMatchObject({ status: 'active', balance: 15000, shopPage: 'regali-aziendali' });
    expect(await show('dutch')).toMatchObject({ status: 'active', balance: 5000, store: 1 });
    for (const key of ['browser1', 'browser2', 'browser3'] as const) expect(await show(key)).toMatchObject({ status: 'active', balance: 10000, store: 53 });
    const active = (await stored('active100')).expiresAt.getTime() - Date.now();
    expect(active / (30.44 * 86400_000)).toBeGreaterThan(12);
  });

  it('went through the ledger: an issue entry, the status changes with their reasons, the spending', async () => {
    const kinds = async (key: Parameters<typeof seedCard>[0]) =>
      (await ledgerOf(database.db, (await stored(key)).id)).map((e) => [e.kind, e.amountCents, e.reference]);
    expect(await kinds('active25')).toEqual([['issue', 2500, 'seed']]);
    expect(await kinds('blocked')).toEqual([
      ['issue', 5000, 'seed'],
      ['status', 0, 'active->blocked'],
    ]);
    expect(await kinds('expired')).toEqual([
      ['issue', 5000, 'seed'],
      ['status', 0, 'active->expired'],
    ]);
    expect(await kinds('zero')).toEqual([
      ['issue', 2500, 'seed'],
      ['redeem', -2500, 'seed'],
    ]);
    expect(await kinds('blank')).toEqual([['issue', 0, 'seed']]);
  });

  it('seeds again without a change', async () => {
    const before = await ledgerOf(database.db, (await stored('blocked')).id);
    expect(await seedTestCards(database.db)).toBe(0);
    expect(await ledgerOf(database.db, (await stored('blocked')).id)).toEqual(before);
  });

  it('are the ones the README lists, with their PINs', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `(\d{19})` \| `(\d{6})` \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(listed.sort()).toEqual(seedCards.map((c) => `${c.number} ${c.pin}`).sort());
  });
});
