/** A day as a customer reads it ("21 novembre 2026"), in the shop's time zone (times are stored in UTC). */
export function longDate(iso: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date(iso));
}
