import { describe, expect, it } from 'vitest';
import { storefrontByKey } from '../../../common/storefronts.ts';
import { addWorkingDays, dispatchDate, isWorkingDay, zonedDateTime } from './working-days.ts';

const italy = storefrontByKey('it')!;
const netherlands = storefrontByKey('nl')!;

describe('Italian working days and the 17:00 cut-off', () => {
  it('ships the same day before 17:00 Rome time on a working day', () => {
    expect(dispatchDate(new Date('2026-11-20T15:59:00Z'), italy)).toBe('2026-11-20'); // Friday 16:59 in Rome (CET)
  });
  it('ships on the next working day from 17:00, and over the weekend', () => {
    expect(dispatchDate(new Date('2026-11-20T16:00:00Z'), italy)).toBe('2026-11-23'); // Friday 17:00 → Monday
    expect(dispatchDate(new Date('2026-11-21T09:00:00Z'), italy)).toBe('2026-11-23'); // Saturday → Monday
  });
  it('follows summer time: 15:30 UTC in July is 17:30 in Rome', () => {
    expect(zonedDateTime(new Date('2026-07-15T15:30:00Z'), italy.timeZone)).toEqual({ date: '2026-07-15', hour: 17 });
    expect(dispatchDate(new Date('2026-07-15T15:30:00Z'), italy)).toBe('2026-07-16');
    expect(dispatchDate(new Date('2026-07-15T14:59:00Z'), italy)).toBe('2026-07-15');
  });
  it('skips Italian public holidays: Christmas, Santo Stefano, Easter Monday, Republic Day', () => {
    expect(dispatchDate(new Date('2026-12-24T17:30:00Z'), italy)).toBe('2026-12-28'); // 25, 26 holidays, 27 Sunday
    expect(isWorkingDay('2026-04-06', italy)).toBe(false); // Lunedì dell'Angelo
    expect(isWorkingDay('2026-06-02', italy)).toBe(false);
    expect(isWorkingDay('2026-06-03', italy)).toBe(true);
    expect(dispatchDate(new Date('2026-12-31T20:00:00Z'), italy)).toBe('2027-01-04'); // 1 Jan holiday, then weekend
  });
  it('counts five working days for "contact us after"', () => {
    expect(addWorkingDays('2026-12-22', 5, italy)).toBe('2026-12-30'); // 23, 24, 28, 29, 30
  });
  it('midnight belongs to the new day in the storefront time zone', () => {
    expect(zonedDateTime(new Date('2026-11-24T23:30:00Z'), italy.timeZone)).toEqual({ date: '2026-11-25', hour: 0 });
  });
});

describe('the Dutch storefront keeps its own calendar', () => {
  it("King's Day and Liberation Day are Dutch holidays, not Italian ones; Republic Day is the other way round", () => {
    expect(isWorkingDay('2026-04-27', netherlands)).toBe(false); // Koningsdag
    expect(isWorkingDay('2026-04-27', italy)).toBe(true);
    expect(isWorkingDay('2026-06-02', netherlands)).toBe(true); // Festa della Repubblica
    expect(dispatchDate(new Date('2026-04-26T20:00:00Z'), netherlands)).toBe('2026-04-28'); // Sunday evening → past Koningsdag
  });
  it('the cut-off is 17:00 in Amsterdam', () => {
    expect(dispatchDate(new Date('2026-11-20T15:59:00Z'), netherlands)).toBe('2026-11-20');
    expect(dispatchDate(new Date('2026-11-20T16:00:00Z'), netherlands)).toBe('2026-11-23');
  });
});
