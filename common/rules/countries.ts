import { own } from '../must.ts';
// The countries the forms offer: the phone country selector (spec §9 "Phone country codes come
// from a table (not shown). Dial codes shown as +{code}, default country from the store's
// country") and the address country selector. Country names come from Intl.DisplayNames in the
// page's language, never from a list of our own.
//
// This module imports no validation library on purpose: every page with a phone or address field
// imports it, and libphonenumber-js would add about 29 KB gzip to each (decision 020). The dial
// codes below are checked against libphonenumber-js by phone.test.ts, so they cannot drift.

/** Dial code (without "+") of each country offered in the phone country selector. */
const DIAL_CODES: Readonly<Record<string, string>> = {
  AD: '376',
  AT: '43',
  AU: '61',
  BE: '32',
  BG: '359',
  BR: '55',
  CA: '1',
  CH: '41',
  CY: '357',
  CZ: '420',
  DE: '49',
  DK: '45',
  EE: '372',
  ES: '34',
  FI: '358',
  FR: '33',
  GB: '44',
  GR: '30',
  HR: '385',
  HU: '36',
  IE: '353',
  IS: '354',
  IT: '39',
  LI: '423',
  LT: '370',
  LU: '352',
  LV: '371',
  MC: '377',
  MT: '356',
  NL: '31',
  NO: '47',
  PL: '48',
  PT: '351',
  RO: '40',
  SE: '46',
  SI: '386',
  SK: '421',
  SM: '378',
  TR: '90',
  US: '1',
  VA: '39',
};

/** The countries of the phone country selector (ISO 3166-1 alpha-2). */
export const phoneCountryCodes: readonly string[] = Object.keys(DIAL_CODES);

/**
 * The countries offered in address forms; each has its postcode format (postcode.ts). "UK" is
 * not among them: it is only accepted as another spelling of GB when a postcode is checked.
 */
export const postcodeCountries: readonly string[] = [
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'MX',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'TR',
  'US',
  'VA',
];

type DialCode = { country: string; dialCode: string; name: string };

/** The dial code of a country in the table (without "+"), or null when the country is not offered. */
export function dialCodeFor(country: string): string | null {
  const code = country.trim().toUpperCase();
  return own(DIAL_CODES, code) ?? null;
}

/** "+39" for "39" (a leading "+" in the input is not doubled). */
export function formatDialCode(code: string): string {
  return '+' + code.trim().replace(/^\+/, '');
}

/**
 * A function naming a country (ISO code) in `locale`'s language ("NL" is "Paesi Bassi" in
 * Italian, "Nederland" in Dutch); the code itself where the runtime has no name for it.
 */
export function countryNamer(locale: string): (country: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    // An unusable locale tag: show the codes rather than fail the page.
  }
  return (country) => {
    try {
      return names?.of(country) ?? country;
    } catch {
      return country;
    }
  };
}

const phoneCountryCache = new Map<string, readonly DialCode[]>();

/**
 * The phone country table with the countries named in `locale`'s language, in that language's
 * alphabetical order (the same table on every storefront; only names and order differ).
 */
export function phoneCountries(locale: string): readonly DialCode[] {
  const cached = phoneCountryCache.get(locale);
  if (cached) return cached;
  const name = countryNamer(locale);
  const collator = safeCollator(locale);
  const list = Object.freeze(
    Object.entries(DIAL_CODES)
      .map(([country, dialCode]) => Object.freeze({ country, dialCode, name: name(country) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  );
  phoneCountryCache.set(locale, list);
  return list;
}

/**
 * Country codes in `locale`'s alphabetical order of their names, with `first` (the storefront's
 * country) on top when it is among them.
 */
export function sortCountries(countries: readonly string[], locale: string, first?: string): string[] {
  const name = countryNamer(locale);
  const collator = safeCollator(locale);
  return [...countries].sort((a, b) => (a === first ? -1 : b === first ? 1 : collator.compare(name(a), name(b))));
}

function safeCollator(locale: string): Intl.Collator {
  try {
    return new Intl.Collator([locale]);
  } catch {
    return new Intl.Collator();
  }
}
