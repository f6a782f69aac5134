// Dates of the doubler as people read them, in the storefront's language and Rome time.

/** "2026-11" → "novembre 2026". */
export function monthLabel(month: string, intlLocale: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "2026-12-07" → "lunedì 7 dicembre 2026". */
export function dayLabel(date: string, intlLocale: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** An instant as a Rome date and time: "7 dicembre 2026, 08:00". */
export function momentLabel(iso: string, intlLocale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }).format(at);
}

/** The draw hour as a time: 8 → "08:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
