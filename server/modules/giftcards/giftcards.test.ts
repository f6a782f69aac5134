import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { isValidCardNumber, pinMatches } from './numbers.ts';
import { cardById, cardByNumber, cardPinMatches, credit, debit, expiryAfterMonths, issueCard, ledgerOf, pinHashKey, setStatus } from './service.ts';

let keys = 0;
const key = (label: string) => `test:${label}:${++keys}:${Date.now()}`;

describe('card expiry', () => {
  it('ends at midnight in Rome, the same day months later (or the last day of a shorter month)', () => {
    expect(expiryAfterMonths(1, new Date('2025-01-31T10:00:00Z')).toISOString()).toBe('2025-02-28T22:59:59.999Z');
    expect(expiryAfterMonths(24, new Date('2025-06-15T10:00:00Z')).toISOString()).toBe('2027-06-15T21:59:59.999Z');
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(expiryAfterMonths(12, new Date('2025-12-31T23:30:00Z')).toISOString()).toBe('2027-01-01T22:59:59.999Z');
  });
  it('a card of another storefront ends at midnight on that storefront clock, across summer time', () => {
    expect(expiryAfterMonths(1, new Date('2026-01-31T10:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-02-28T22:59:59.999Z');
    expect(expiryAfterMonths(1, new Date('2026-03-01T10:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-04-01T21:59:59.999Z');
    expect(expiryAfterMonths(1, new Date('2026-03-01T10:00:00Z'), 'Europe/London').toISOString()).toBe('2026-04-01T22:59:59.999Z');
  });
});

describe.each(databaseKinds)('gift card ledger on $kind', ({ kind, open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const issue50 = (label: string, valueCents = 5000) =>
    issueCard(database.db, { storeId: 53, programme: 'choice', valueCents, currency: 'EUR', idempotencyKey: key(label), reference: 'order-100001' });
  const ledgerCount = async () => (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from giftcard_ledger`)).rows[0]?.n;

  it('issues a choice card: 19-digit Luhn number with the Italian prefix, a 6-digit PIN kept only as a keyed hash', async () => {
    const card = await issue50('issue');
    expect(card.created).toBe(true);
    expect(card.number).toMatch(/^639053\d{13}$/);
    expect(isValidCardNumber(card.number)).toBe(true);
    expect(card.pin).toMatch(/^\d{6}$/);
    expect(card.balanceCents).toBe(5000);
    const stored = (await cardByNumber(database.db, card.number))!;
    expect(stored).toMatchObject({ id: card.id, status: 'active', programme: 'choice', balanceCents: 5000, currency: 'EUR', storeId: 53 });
    expect(pinMatches(card.number, card.pin!, stored.pinHash, pinHashKey())).toBe(true);
    expect(cardPinMatches(stored, card.pin!)).toBe(true);
    expect(cardPinMatches(stored, card.pin === '000000' ? '000001' : '000000')).toBe(false);
    const raw = (await database.db.execute(sql`select * from giftcards where id = ${card.id}`)).rows[0] as Record<string, unknown>;
    expect(Object.keys(raw)).not.toContain('pin');
    expect(Object.values(raw).map(String)).not.toContain(card.pin);
    expect(stored.pinHash).toMatch(/^[0-9a-f]{64}$/);
    const months = (stored.expiresAt.getTime() - Date.now()) / (30.44 * 86400_000);
    expect(months).toBeGreaterThan(23.5);
    expect(months).toBeLessThan(24.5);
    const ledger = await ledgerOf(database.db, card.id);
    expect(ledger).toMatchObject([{ kind: 'issue', amountCents: 5000, balanceAfterCents: 5000, reference: 'order-100001' }]);
  });

  it('uses the storefront prefix: Dutch choice cards start 639001', async () => {
    const card = await issueCard(database.db, { storeId: 1, programme: 'choice', valueCents: 2500, currency: 'EUR', idempotencyKey: key('nl') });
    expect(card.number.startsWith('639001')).toBe(true);
  });

  it('gives the same card again for the same key, without its PIN, and writes nothing', async () => {
    const k = key('idem');
    const first = await issueCard(database.db, { storeId: 53, programme: 'choice', valueCents: 7500, currency: 'EUR', idempotencyKey: k });
    const cards = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from giftcards`)).rows[0]?.n;
    const entries = await ledgerCount();
    const again = await issueCard(database.db, { storeId: 53, programme: 'choice', valueCents: 7500, currency: 'EUR', idempotencyKey: k });
    expect(again).toEqual({ ...first, pin: null, created: false });
    expect((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from giftcards`)).rows[0]?.n).toBe(cards);
    expect(await ledgerCount()).toBe(entries);
    await expect(issueCard(database.db, { storeId: 53, programme: 'choice', valueCents: 10000, currency: 'EUR', idempotencyKey: k })).rejects.toThrow(
      /another operation/,
    );
    await expect(debit(database.db, { giftcardId: first.id, amountCents: 7500, idempotencyKey: k })).rejects.toThrow(/another operation/);
  });

  it('debits and credits, each once per key, with the balance after each entry', async () => {
    const card = await issue50('mix');
    const k = key('redeem');
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 2000, idempotencyKey: k, reference: 'redeem-1' })).toEqual({
      ok: true,
      balanceCents: 3000,
    });
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 2000, idempotencyKey: k })).toEqual({ ok: true, balanceCents: 3000 });
    expect(await credit(database.db, { giftcardId: card.id, amountCents: 500, idempotencyKey: key('refund'), kind: 'refund' })).toEqual({
      ok: true,
      balanceCents: 3500,
    });
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(3500);
    const ledger = await ledgerOf(database.db, card.id);
    expect(ledger.map((e) => [e.kind, e.amountCents, e.balanceAfterCents])).toEqual([
      ['issue', 5000, 5000],
      ['redeem', -2000, 3000],
      ['refund', 500, 3500],
    ]);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const card = await issue50('beyond', 1000);
    const entries = await ledgerCount();
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 1001, idempotencyKey: key('too-much') })).toEqual({
      ok: false,
      reason: 'insufficient',
    });
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(1000);
    expect(await ledgerCount()).toBe(entries);
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 1000, idempotencyKey: key('all') })).toEqual({ ok: true, balanceCents: 0 });
  });

  it('rejects amounts that are not a positive number of cents, and a key reused for another operation', async () => {
    const card = await issue50('bad');
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      await expect(debit(database.db, { giftcardId: card.id, amountCents, idempotencyKey: key('bad-amount') })).rejects.toThrow(/positive/);
    }
    const k = key('reused');
    await debit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: k });
    await expect(debit(database.db, { giftcardId: card.id, amountCents: 200, idempotencyKey: k })).rejects.toThrow(/another operation/);
    await expect(credit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: k, kind: 'refund' })).rejects.toThrow(/another operation/);
  });

  it("leaves no trace of a debit when the caller's transaction rolls back", async () => {
    const card = await issue50('rollback');
    await expect(
      database.db.transaction(async (tx) => {
        expect(await debit(tx, { giftcardId: card.id, amountCents: 1500, idempotencyKey: key('rolled-back') })).toEqual({ ok: true, balanceCents: 3500 });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(5000);
    expect(await ledgerOf(database.db, card.id)).toHaveLength(1);
  });

  it('records status changes with their reason; a blocked card cannot be redeemed but can be refunded', async () => {
    const card = await issue50('block');
    expect(await setStatus(database.db, card.id, 'blocked', 'reported stolen')).toBe('active');
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: key('blocked') })).toEqual({ ok: false, reason: 'not_active' });
    expect(await credit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: key('refund-blocked'), kind: 'refund' })).toEqual({
      ok: true,
      balanceCents: 5100,
    });
    expect(await setStatus(database.db, card.id, 'active', 'found again')).toBe('blocked');
    const statusEntries = (await ledgerOf(database.db, card.id)).filter((e) => e.kind === 'status');
    expect(statusEntries.map((e) => [e.amountCents, e.reference, e.reason])).toEqual([
      [0, 'active->blocked', 'reported stolen'],
      [0, 'blocked->active', 'found again'],
    ]);
    expect((await debit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: key('unblocked') })).ok).toBe(true);
  });

  it('refuses to redeem a card past its expiry even before the expiry job marks it', async () => {
    const card = await issue50('expired');
    await database.db.execute(sql`update giftcards set expires_at = now() - interval '1 minute' where id = ${card.id}`);
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: key('late') })).toEqual({ ok: false, reason: 'not_active' });
  });

  it('issues a blank card empty; activation credits it and makes it active', async () => {
    const card = await issueCard(database.db, { storeId: 53, programme: 'blank', valueCents: 0, currency: 'EUR', idempotencyKey: key('blank') });
    expect(card.number.startsWith('639153')).toBe(true);
    expect((await cardById(database.db, card.id))!).toMatchObject({ status: 'blank', balanceCents: 0 });
    expect(await debit(database.db, { giftcardId: card.id, amountCents: 100, idempotencyKey: key('blank-debit') })).toEqual({
      ok: false,
      reason: 'not_active',
    });
    expect(await credit(database.db, { giftcardId: card.id, amountCents: 4000, idempotencyKey: key('activate'), kind: 'activate' })).toEqual({
      ok: true,
      balanceCents: 4000,
    });
    expect((await cardById(database.db, card.id))!).toMatchObject({ status: 'active', balanceCents: 4000 });
    expect(await credit(database.db, { giftcardId: card.id, amountCents: 4000, idempotencyKey: key('activate-twice'), kind: 'activate' })).toEqual({
      ok: false,
      reason: 'not_active',
    });
    await expect(
      issueCard(database.db, { storeId: 53, programme: 'blank', valueCents: 1000, currency: 'EUR', idempotencyKey: key('blank-value') }),
    ).rejects.toThrow(/empty/);
  });

  it("keeps every card's balance equal to the sum of its ledger", async () => {
    const card = await issue50('sum', 10000);
    await debit(database.db, { giftcardId: card.id, amountCents: 3333, idempotencyKey: key('s1') });
    await credit(database.db, { giftcardId: card.id, amountCents: 1000, idempotencyKey: key('s2'), kind: 'doubler' });
    await debit(database.db, { giftcardId: card.id, amountCents: 99999, idempotencyKey: key('s3') });
    await debit(database.db, { giftcardId: card.id, amountCents: 250, idempotencyKey: key('s4'), kind: 'adjust', reason: 'goodwill correction' });
    const { rows } = await database.db.execute<{ id: number; balance: number; total: number }>(sql`
      select g.id, g.balance_cents as balance, coalesce(sum(l.amount_cents), 0)::int as total
      from giftcards g left join giftcard_ledger l on l.giftcard_id = g.id group by g.id`);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.balance !== r.total)).toEqual([]);
    expect(rows.find((r) => r.id === card.id)!.balance).toBe(10000 - 3333 + 1000 - 250);
  });

  it.runIf(kind === 'postgres')('lets exactly five of twenty concurrent 10 € debits through on a 50 € card', async () => {
    const card = await issue50('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => debit(database.db, { giftcardId: card.id, amountCents: 1000, idempotencyKey: key(`race-${i}`) })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === 'insufficient')).toHaveLength(15);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(0);
    expect((await ledgerOf(database.db, card.id)).filter((e) => e.kind === 'redeem')).toHaveLength(5);
  });

  it.runIf(kind === 'postgres')('debits once when the same key arrives ten times at once', async () => {
    const card = await issue50('same-key');
    const k = key('same-key-debit');
    const results = await Promise.all(Array.from({ length: 10 }, () => debit(database.db, { giftcardId: card.id, amountCents: 1000, idempotencyKey: k })));
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ ok: true, balanceCents: 4000 })));
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(4000);
    expect((await ledgerOf(database.db, card.id)).filter((e) => e.kind === 'redeem')).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')('issues one card when the same key arrives five times at once', async () => {
    const k = key('same-key-issue');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => issueCard(database.db, { storeId: 53, programme: 'choice', valueCents: 2500, currency: 'EUR', idempotencyKey: k })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from giftcard_ledger where idempotency_key = ${k}`);
    expect(rows[0]?.n).toBe(1);
    // The losers' cards, written before their entry lost the key, are gone: no card without its entry.
    const orphans = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from giftcards g where not exists (select 1 from giftcard_ledger l where l.giftcard_id = g.id)`,
    );
    expect(orphans.rows[0]?.n).toBe(0);
  });
});
