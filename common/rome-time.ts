// Wall-clock times typed by a customer are Italian time; the database keeps UTC.
import { dateFormat } from './intl.ts';

const TIME_ZONE = 'Europe/Rome';

function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    dateFormat('en-GB', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** "2026-12-24T09:00" in Rome → the UTC instant; null when not a date-time. */
export function romeLocalToUtc(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const guess = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])));
  if (Number.isNaN(guess.getTime()) || guess.getUTCDate() !== Number(m[3])) return null;
  const first = new Date(guess.getTime() - offsetMinutes(guess) * 60_000);
  return new Date(guess.getTime() - offsetMinutes(first) * 60_000);
}

/** The UTC instant as Rome wall time "YYYY-MM-DDTHH:mm", for a datetime-local field. */
export function utcToRomeLocal(at: Date): string {
  return new Date(at.getTime() + offsetMinutes(at) * 60_000).toISOString().slice(0, 16);
}
