import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ascendingIds, pickAt, replayDraw, seedHashOf, verifyDraw } from './pick.ts';
import { DOUBLER_CAP_CENTS, prizeFor } from './prize.ts';
import { DRAW_CRON, addMonths, drawDateOf, drawInstantOf, firstMondayOf, isFirstMondayInRome, monthDrawnOn, romeMonthOf } from './schedule.ts';

// The rules of the draw that need no database: when (the first Monday, Rome time), who (the
// rounds, recomputable by anyone), how much (the cap).

describe('the first Monday of a month', () => {
  it('is day 1 when the month starts on a Monday, day 7 when it starts on a Tuesday', () => {
    expect(firstMondayOf('2024-01')).toBe('2024-01-01'); // starts on a Monday (and a holiday: still the day)
    expect(firstMondayOf('2024-10')).toBe('2024-10-07'); // starts on a Tuesday
    expect(firstMondayOf('2024-09')).toBe('2024-09-02'); // starts on a Sunday
    expect(firstMondayOf('2026-02')).toBe('2026-02-02');
  });

  it('is a Monday among the first seven days in every month for twenty years', () => {
    for (let month = '2020-01'; month <= '2040-12'; month = addMonths(month, 1)) {
      const date = firstMondayOf(month);
      expect(new Date(`${date}T12:00:00Z`).getUTCDay(), month).toBe(1);
      expect(Number(date.slice(8)), month).toBeLessThanOrEqual(7);
      expect(date.slice(0, 7)).toBe(month);
    }
  });

  it('draws a month on the first Monday of the month after, across a year end', () => {
    expect(drawDateOf('2026-05')).toBe('2026-06-01');
    expect(drawDateOf('2025-12')).toBe('2026-01-05');
    expect(monthDrawnOn('2026-01-05')).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('draws at 08:00 Rome time, summer time or not, even the Monday right after a clock change', () => {
    // 31 March 2024 the clocks went forward; 1 April 2024 was the first Monday: 08:00 CEST = 06:00 UTC.
    expect(drawInstantOf('2024-03').toISOString()).toBe('2024-04-01T06:00:00.000Z');
    // 31 October 2021 the clocks went back; 1 November 2021 was the first Monday: 08:00 CET = 07:00 UTC.
    expect(drawInstantOf('2021-10').toISOString()).toBe('2021-11-01T07:00:00.000Z');
    expect(DRAW_CRON).toBe('0 8 * * 1');
  });

  it('knows the first Monday by the Rome calendar, not by UTC', () => {
    // 00:30 on Monday 1 April 2024 in Rome is still Sunday in UTC.
    expect(isFirstMondayInRome(new Date('2024-03-31T22:30:00Z'))).toBe(true);
    // 23:59 on Sunday 31 March in Rome.
    expect(isFirstMondayInRome(new Date('2024-03-31T21:59:00Z'))).toBe(false);
    // Monday 8 April: the second Monday.
    expect(isFirstMondayInRome(new Date('2024-04-08T06:00:00Z'))).toBe(false);
    // Monday 7 October 2024, the seventh: still the first Monday.
    expect(isFirstMondayInRome(new Date('2024-10-07T06:00:00Z'))).toBe(true);
  });

  it('puts an entry in the Rome month it was made in', () => {
    expect(romeMonthOf(new Date('2026-05-31T21:30:00Z'))).toBe('2026-05'); // 23:30 in Rome
    expect(romeMonthOf(new Date('2026-05-31T22:30:00Z'))).toBe('2026-06'); // 00:30 on 1 June in Rome
    expect(romeMonthOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01'); // winter: UTC+1
  });
});

describe('the winner', () => {
  // Worked out with Python's hashlib, not with this code: the recipe on the page is enough.
  const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
  const ids = [3, 7, 12, 40, 41];

  it('is what an independent implementation of the published recipe computes', () => {
    expect(seedHashOf(seed)).toBe('4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef');
    expect(pickAt(seed, ids, 0)).toBe(7);
    expect(replayDraw(seed, ids, new Set())).toEqual({ winner: 7, rounds: [{ round: 0, picked: 7, passedOver: false }] });
  });

  it('passes over a card that cannot take the prize and draws again among the others', () => {
    expect(replayDraw(seed, ids, new Set([7]))).toEqual({
      winner: 40,
      rounds: [
        { round: 0, picked: 7, passedOver: true },
        { round: 1, picked: 40, passedOver: false },
      ],
    });
    expect(replayDraw(seed, ids, new Set([7, 40])).winner).toBe(41);
    expect(replayDraw(seed, ids, new Set(ids)).winner).toBeNull();
    expect(replayDraw(seed, [], new Set()).winner).toBeNull();
  });

  it('does not depend on the order the ids are listed in', () => {
    expect(replayDraw(seed, [41, 3, 40, 12, 7, 7], new Set()).winner).toBe(7);
    expect(ascendingIds([41, 3, 40, 12, 7, 7])).toEqual(ids);
  });

  it('falls on every entry about equally often over many seeds', () => {
    const wins = new Map<number, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      const w = pickAt(randomBytes(32).toString('hex'), [11, 22, 33], 0);
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    // Expected 2000 each, standard deviation about 37: ±200 fails only a broken draw.
    for (const id of [11, 22, 33]) expect(wins.get(id) ?? 0).toBeGreaterThan(1800);
    for (const id of [11, 22, 33]) expect(wins.get(id) ?? 0).toBeLessThan(2200);
  });

  it('checks a published draw and finds every kind of tampering', () => {
    const entries = ids.map((id) => ({ id, passedOver: id === 7 }));
    const good = { seed, seedHash: seedHashOf(seed), entries, winnerId: 40 };
    expect(verifyDraw(good)).toMatchObject({ ok: true, problems: [] });
    const otherSeed = 'ff'.repeat(32);
    expect(verifyDraw({ ...good, seed: otherSeed }).problems).toContain('SHA-256 of the seed is not the published seed hash');
    expect(verifyDraw({ ...good, winnerId: 41 }).ok).toBe(false);
    expect(verifyDraw({ ...good, entries: ids.map((id) => ({ id, passedOver: id === 7 || id === 3 })) }).problems).toContain(
      'entry 3 is marked passed over but was never picked',
    );
  });
});

describe('the prize', () => {
  it('doubles the balance up to the cap of 250 euro', () => {
    expect(DOUBLER_CAP_CENTS).toBe(25_000);
    expect(prizeFor(2_500)).toBe(2_500);
    expect(prizeFor(25_000)).toBe(25_000);
    expect(prizeFor(30_000)).toBe(25_000);
    expect(prizeFor(1)).toBe(1);
  });

  it('is nothing for an empty card', () => {
    expect(prizeFor(0)).toBe(0);
  });
});
