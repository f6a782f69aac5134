import { describe, expect, it } from 'vitest';
import { addWorkingDays, dispatchDate, isWorkingDay, romeDateTime } from './working-days.ts';

describe('Italian working days and the 17:00 cut-off', () => {
  it('ships the same day before 17:00 Rome time on a working day', () => {
    expect(dispatchDate(new Date('2026-11-20T15:59:00Z'))).toBe('2026-11-20'); // Friday 16:59 in Rome (CET)
  });
  it('ships on the next working day from 17:00, and over the weekend', () => {
    expect(dispatchDate(new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-23'); // Friday 17:00 → Monday
    expect(dispatchDate(new Date('2026-11-21T09:00:00Z'))).toBe('2026-11-23'); // Saturday → Monday
  });
  it('follows summer time: 15:30 UTC in July is 17:30 in Rome', () => {
    expect(romeDateTime(new Date('2026-07-15T15:30:00Z'))).toEqual({ date: '2026-07-15', hour: 17 });
    expect(dispatchDate(new Date('2026-07-15T15:30:00Z'))).toBe('2026-07-16');
    expect(dispatchDate(new Date('2026-07-15T14:59:00Z'))).toBe('2026-07-15');
  });
  it('skips Italian public holidays: Christmas, Santo Stefano, Easter Monday, Republic Day', () => {
    expect(dispatchDate(new Date('2026-12-24T17:30:00Z'))).toBe('2026-12-28'); // 25, 26 holidays, 27 Sunday
    expect(isWorkingDay('2026-04-06')).toBe(false); // Lunedì dell'Angelo
    expect(isWorkingDay('2026-06-02')).toBe(false);
    expect(isWorkingDay('2026-06-03')).toBe(true);
    expect(dispatchDate(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-04'); // 1 Jan holiday, then weekend
  });
  it('counts five working days for "contact us after"', () => {
    expect(addWorkingDays('2026-12-22', 5)).toBe('2026-12-30'); // 23, 24, 28, 29, 30
  });
});
