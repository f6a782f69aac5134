import { romeLocalToUtc, utcToRomeLocal } from '../../../common/rome-time.ts';

// When the doubler draws (spec §1, §9: "a winner is drawn on the first Monday of each month"),
// in Europe/Rome. A month's entries (by the Rome calendar) are drawn on the first Monday of the
// next month at DRAW_HOUR; the job runs every Monday at that hour and draws whatever is due.
// Months are "YYYY-MM", dates "YYYY-MM-DD" (Rome calendar days).

export const DRAW_HOUR = 8;
/** pg-boss cron (evaluated in Europe/Rome): every Monday at the draw hour. */
export const DRAW_CRON = `0 ${DRAW_HOUR} * * 1`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The Rome calendar month of an instant. */
export function romeMonthOf(at: Date): string {
  return utcToRomeLocal(at).slice(0, 7);
}

/** The Rome calendar day of an instant. */
export function romeDateOf(at: Date): string {
  return utcToRomeLocal(at).slice(0, 10);
}

export function addMonths(month: string, count: number): string {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Day of the week of a calendar date: 0 Sunday … 1 Monday … 6 Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The first Monday of a month: day 1 to 7. */
export function firstMondayOf(month: string): string {
  if (!isMonth(month)) throw new Error(`not a month: ${month}`);
  const offset = (8 - weekday(`${month}-01`)) % 7;
  return `${month}-${String(1 + offset).padStart(2, '0')}`;
}

/** The day a month's entries are drawn: the first Monday of the month after. */
export function drawDateOf(month: string): string {
  return firstMondayOf(addMonths(month, 1));
}

/** The instant a month's draw is due: its draw day at DRAW_HOUR, Rome time (summer or winter). */
export function drawInstantOf(month: string): Date {
  const at = romeLocalToUtc(`${drawDateOf(month)}T${String(DRAW_HOUR).padStart(2, '0')}:00`);
  if (!at) throw new Error(`no draw instant for ${month}`);
  return at;
}

/** Whether the instant falls on the first Monday of its month in Rome (the job's question). */
export function isFirstMondayInRome(at: Date): boolean {
  const date = romeDateOf(at);
  return weekday(date) === 1 && Number(date.slice(8, 10)) <= 7;
}

/** The month whose entries are drawn on a given first Monday: the month before it. */
export function monthDrawnOn(date: string): string {
  return addMonths(date.slice(0, 7), -1);
}
