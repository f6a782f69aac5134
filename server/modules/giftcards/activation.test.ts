import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { cardPrefixes, generateCardNumber } from './numbers.ts';
import { activateCard, cardById, cardByNumber, cardPinMatches, debit, effectiveStatus, expiryAfterMonths, issueCard, ledgerOf, setStatus } from './service.ts';
import { must } from '../../../common/must.ts';

let keys = 0;
const key = (label: string) => `test:${label}:${++keys}:${Date.now()}`;

describe('effective status', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const before = new Date('2026-03-01T11:59:59Z');
  const after = new Date('2026-03-01T12:00:01Z');
  it('calls an active card past its expiry expired, even though the row still says active', () => {
    expect(effectiveStatus({ status: 'active', expiresAt: before }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'active', expiresAt: after }, now)).toBe('active');
  });
  it('keeps blank, blocked and expired as they are', () => {
    expect(effectiveStatus({ status: 'blank', expiresAt: before }, now)).toBe('blank');
    expect(effectiveStatus({ status: 'blocked', expiresAt: before }, now)).toBe('blocked');
    expect(effectiveStatus({ status: 'expired', expiresAt: after }, now)).toBe('expired');
  });
});

describe.each(databaseKinds)('card programmes on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const blank = (activationValueCents?: number, extra: { shopPage?: string } = {}) =>
    issueCard(database.db, {
      storeId: 53,
      programme: 'blank',
      valueCents: 0,
      currency: 'EUR',
      idempotencyKey: key('blank'),
      activationValueCents,
      ...extra,
    });

  it('issues a card with a fixed number and PIN, and refuses the number a second time', async () => {
    const number = generateCardNumber(cardPrefixes[53].choice);
    const card = await issueCard(database.db, {
      storeId: 53,
      programme: 'choice',
      valueCents: 2500,
      currency: 'EUR',
      idempotencyKey: key('fixed'),
      fixed: { number, pin: '123456' },
    });
    expect(card).toMatchObject({ number, pin: '123456', balanceCents: 2500, created: true });
    const stored = (await cardByNumber(database.db, number))!;
    expect(cardPinMatches(stored, '123456')).toBe(true);
    expect(cardPinMatches(stored, '123457')).toBe(false);
    await expect(
      issueCard(database.db, {
        storeId: 53,
        programme: 'choice',
        valueCents: 2500,
        currency: 'EUR',
        idempotencyKey: key('fixed-again'),
        fixed: { number, pin: '654321' },
      }),
    ).rejects.toThrow(/already issued/);
    expect(cardPinMatches((await cardByNumber(database.db, number))!, '123456')).toBe(true);
  });

  it('refuses a fixed number of another programme, with a bad check digit, or a short PIN', async () => {
    const issue = (programme: 'choice' | 'blank', number: string, pin = '111111') =>
      issueCard(database.db, {
        storeId: 53,
        programme,
        valueCents: programme === 'blank' ? 0 : 1000,
        currency: 'EUR',
        idempotencyKey: key('bad-fixed'),
        fixed: { number, pin },
      });
    await expect(issue('blank', generateCardNumber(cardPrefixes[53].choice))).rejects.toThrow(/prefix 639153/);
    await expect(issue('choice', generateCardNumber(cardPrefixes[1].choice))).rejects.toThrow(/prefix 639053/);
    const good = generateCardNumber(cardPrefixes[53].choice);
    const wrongCheck = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
    await expect(issue('choice', wrongCheck)).rejects.toThrow(/check digit/);
    await expect(issue('choice', good, '1234')).rejects.toThrow(/6 digits/);
    expect(await cardByNumber(database.db, good)).toBeNull();
  });

  it('keeps the activation value of a blank card and the shop page of a business card', async () => {
    const card = await blank(5000);
    expect((await cardById(database.db, card.id))!).toMatchObject({ status: 'blank', balanceCents: 0, activationValueCents: 5000, shopPage: null });
    const business = await issueCard(database.db, {
      storeId: 53,
      programme: 'choice',
      valueCents: 15000,
      currency: 'EUR',
      idempotencyKey: key('business'),
      shopPage: 'regali-aziendali',
    });
    expect((await cardById(database.db, business.id))!).toMatchObject({
      status: 'active',
      balanceCents: 15000,
      activationValueCents: null,
      shopPage: 'regali-aziendali',
    });
    await expect(
      issueCard(database.db, {
        storeId: 53,
        programme: 'choice',
        valueCents: 1000,
        currency: 'EUR',
        idempotencyKey: key('choice-activation'),
        activationValueCents: 1000,
      }),
    ).rejects.toThrow(/only a blank card/);
    await expect(blank(-5)).rejects.toThrow(/positive/);
    await expect(blank(5000, { shopPage: 'Regali Aziendali' })).rejects.toThrow(/slug/);
  });

  it('activates a blank card once: its value, active, a fresh 24-month validity, and one ledger entry', async () => {
    const card = await blank(5000);
    const k = key('activate');
    const now = new Date();
    expect(await activateCard(database.db, { giftcardId: card.id, idempotencyKey: k, reason: 'activation order', reference: 'A-1' })).toEqual({
      ok: true,
      balanceCents: 5000,
    });
    const stored = (await cardById(database.db, card.id))!;
    expect(stored).toMatchObject({ status: 'active', balanceCents: 5000 });
    expect(stored.expiresAt.getTime()).toBe(expiryAfterMonths(24, now).getTime());
    expect(await activateCard(database.db, { giftcardId: card.id, idempotencyKey: k })).toEqual({ ok: true, balanceCents: 5000 });
    expect(await activateCard(database.db, { giftcardId: card.id, idempotencyKey: key('activate-again') })).toEqual({ ok: false, reason: 'not_blank' });
    const ledger = await ledgerOf(database.db, card.id);
    expect(ledger.map((e) => [e.kind, e.amountCents, e.balanceAfterCents, e.reference])).toEqual([
      ['issue', 0, 0, null],
      ['activate', 5000, 5000, 'A-1'],
    ]);
    expect((await debit(database.db, { giftcardId: card.id, amountCents: 1000, idempotencyKey: key('spend') })).ok).toBe(true);
  });

  it('activates a blank card whose shelf life has passed, and refuses choice, blocked and valueless cards', async () => {
    const shelved = await issueCard(database.db, {
      storeId: 53,
      programme: 'blank',
      valueCents: 0,
      currency: 'EUR',
      idempotencyKey: key('shelved'),
      activationValueCents: 2000,
      expiresAt: new Date(Date.now() - 86400_000),
    });
    expect(await activateCard(database.db, { giftcardId: shelved.id, idempotencyKey: key('a1') })).toEqual({ ok: true, balanceCents: 2000 });
    expect(effectiveStatus((await cardById(database.db, shelved.id))!)).toBe('active');
    const choice = await issueCard(database.db, { storeId: 53, programme: 'choice', valueCents: 1000, currency: 'EUR', idempotencyKey: key('choice') });
    expect(await activateCard(database.db, { giftcardId: choice.id, idempotencyKey: key('a2') })).toEqual({ ok: false, reason: 'not_blank' });
    const blocked = await blank(5000);
    await setStatus(database.db, blocked.id, 'blocked', 'stolen from the shop');
    expect(await activateCard(database.db, { giftcardId: blocked.id, idempotencyKey: key('a3') })).toEqual({ ok: false, reason: 'not_blank' });
    const valueless = await blank();
    const k = key('a4');
    expect(await activateCard(database.db, { giftcardId: valueless.id, idempotencyKey: k })).toEqual({ ok: false, reason: 'no_value' });
    expect((await cardById(database.db, valueless.id))!).toMatchObject({ status: 'blank', balanceCents: 0 });
    expect(await ledgerOf(database.db, valueless.id)).toHaveLength(1);
    await expect(
      activateCard(database.db, {
        giftcardId: choice.id,
        idempotencyKey: must((await ledgerOf(database.db, choice.id))[0], 'the card was issued').idempotencyKey,
      }),
    ).rejects.toThrow(/another operation/);
  });

  it('activates once when the same key arrives five times at once', async () => {
    const card = await blank(3000);
    const k = key('same-key-activate');
    const results = await Promise.all(Array.from({ length: 5 }, () => activateCard(database.db, { giftcardId: card.id, idempotencyKey: k })));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true, balanceCents: 3000 })));
    expect((await ledgerOf(database.db, card.id)).filter((e) => e.kind === 'activate')).toHaveLength(1);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(3000);
  });
});
