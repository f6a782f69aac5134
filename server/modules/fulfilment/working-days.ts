import Holidays from 'date-holidays';

// Shipping promises (§1, §9): ordered before 17:00 on an Italian working day ships the same day,
// otherwise on the next working day; customers should write after 5 working days. Business rules
// are evaluated in Europe/Rome with the Italian public holidays.

export const SHIPPING_CUTOFF_HOUR = 17;
export const CONTACT_AFTER_WORKING_DAYS = 5;
const ZONE = 'Europe/Rome';

const holidays = new Holidays('IT');
const holidayCache = new Map<number, Set<string>>();

/** A calendar date in Rome, as YYYY-MM-DD. */
export type LocalDate = string;

function publicHolidays(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    holidayCache.set(year, set);
  }
  return set;
}

const romeParts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hour12: false });

/** The Rome calendar date and hour of an instant. */
export function romeDateTime(instant: Date): { date: LocalDate; hour: number } {
  const p = Object.fromEntries(romeParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) % 24 };
}

function weekday(date: LocalDate): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function nextDay(date: LocalDate): LocalDate {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Monday to Friday and not an Italian public holiday. */
export function isWorkingDay(date: LocalDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !publicHolidays(Number(date.slice(0, 4))).has(date);
}

export function nextWorkingDay(date: LocalDate): LocalDate {
  let d = nextDay(date);
  while (!isWorkingDay(d)) d = nextDay(d);
  return d;
}

/** The day a physical order placed at `orderedAt` leaves the warehouse. */
export function dispatchDate(orderedAt: Date): LocalDate {
  const { date, hour } = romeDateTime(orderedAt);
  return isWorkingDay(date) && hour < SHIPPING_CUTOFF_HOUR ? date : nextWorkingDay(date);
}

export function addWorkingDays(date: LocalDate, count: number): LocalDate {
  let d = date;
  for (let i = 0; i < count; i++) d = nextWorkingDay(d);
  return d;
}
