// Intl formatters cost far more to build than to use (tenths of a millisecond each, in every
// card e-mail and PDF of a burst of deliveries): one per locale and options, kept for the process.
import type { Locale } from './storefronts.ts';

/** The Intl locale of each language the storefronts speak (e-mails and PDFs, outside any page). */
export const intlLocales: Record<Locale, string> = { it: 'it-IT', nl: 'nl-NL', en: 'en-GB' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The Intl.DateTimeFormat for these locale and options, built once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The Intl.NumberFormat for these locale and options, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
