import { TZDate } from '@date-fns/tz';
import Holidays from 'date-holidays';
import type { StorefrontConfig } from '../../../common/storefronts.ts';

// Shipping promises (§1, §9): ordered before 17:00 on a working day ships the same day, otherwise
// on the next working day; customers should write after 5 working days. Each storefront keeps its
// own calendar (common/storefronts.ts): its time zone and its country's public holidays.

export const SHIPPING_CUTOFF_HOUR = 17;

/** What a storefront's working days depend on. */
export type WorkingCalendar = Pick<StorefrontConfig, 'timeZone' | 'holidayCountry'>;

/** A calendar date in the storefront's time zone, as YYYY-MM-DD. */
export type LocalDate = string;

const calendars = new Map<string, Holidays>();
const holidayCache = new Map<string, Set<string>>();

function publicHolidays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  let set = holidayCache.get(key);
  if (!set) {
    let holidays = calendars.get(country);
    if (!holidays) calendars.set(country, (holidays = new Holidays(country)));
    set = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    holidayCache.set(key, set);
  }
  return set;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date and hour of an instant in a time zone. */
export function zonedDateTime(instant: Date, timeZone: string): { date: LocalDate; hour: number } {
  const at = new TZDate(instant.getTime(), timeZone);
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, hour: at.getHours() };
}

function weekday(date: LocalDate): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function nextDay(date: LocalDate): LocalDate {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Monday to Friday and not a public holiday of the storefront's country. */
export function isWorkingDay(date: LocalDate, calendar: WorkingCalendar): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !publicHolidays(calendar.holidayCountry, Number(date.slice(0, 4))).has(date);
}

export function nextWorkingDay(date: LocalDate, calendar: WorkingCalendar): LocalDate {
  let d = nextDay(date);
  while (!isWorkingDay(d, calendar)) d = nextDay(d);
  return d;
}

/** The day a physical order placed at `orderedAt` leaves the warehouse. */
export function dispatchDate(orderedAt: Date, calendar: WorkingCalendar): LocalDate {
  const { date, hour } = zonedDateTime(orderedAt, calendar.timeZone);
  return isWorkingDay(date, calendar) && hour < SHIPPING_CUTOFF_HOUR ? date : nextWorkingDay(date, calendar);
}

export function addWorkingDays(date: LocalDate, count: number, calendar: WorkingCalendar): LocalDate {
  let d = date;
  for (let i = 0; i < count; i++) d = nextWorkingDay(d, calendar);
  return d;
}
