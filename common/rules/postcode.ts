// Postcode formats per country (spec §5 "Postal codes by country").
// The value is trimmed and matched case-insensitively; the country is an ISO 3166-1 alpha-2 code
// ("UK" is accepted as an alias of "GB", because the spec says "UK").

const fiveDigits = /^\d{5}$/;
const fourDigits = /^\d{4}$/;
// "NNN NN" with the space optional (SE in the spec; CZ, SK and GR write theirs the same way).
const threeSpaceTwo = /^\d{3} ?\d{2}$/;

// NL: 4 digits, optional space, 2 letters, never SA, SD or SS (letter pairs the Dutch post does
// not issue). The first digit is 1-9: Dutch postcodes run 1000-9999, as in the widely used
// pattern this rule comes from.
const nl = /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/;

// UK: outward code (A9, A9A, A99, AA9, AA9A, AA99), optional space, inward code 9AA; plus GIR 0AA.
const gb = /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/;

// IE Eircode: routing key (letter + 2 digits, or D6W), optional space, 4-character identifier.
// Only the letters An Post uses appear (no B, G, I, J, L, M, O, Q, S, U, Z).
const ie = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/;

// CA: A9A 9A9 with the letters Canada Post uses (no D, F, I, O, Q, U; no W or Z first).
const ca = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

// Countries with no rule of their own: non-empty, at most 10 letters, digits, spaces or dashes,
// with at least one letter or digit.
const fallback = (value: string): boolean => /^[A-Z0-9 -]{1,10}$/.test(value) && /[A-Z0-9]/.test(value);

type Rule = RegExp | ((value: string) => boolean);

const rules: Record<string, Rule> = {
  NL: nl,
  BE: /^[1-9]\d{3}$/,
  GB: gb,
  UK: gb,
  // DE: 5 digits except exactly 01000 and 99999 (spec §5, read literally).
  DE: (value) => fiveDigits.test(value) && value !== '01000' && value !== '99999',
  IE: ie,
  AT: fourDigits,
  PL: /^\d{2}-\d{3}$/,
  SE: threeSpaceTwo,
  PT: /^\d{4}-\d{3}$/,
  BR: /^\d{5}-\d{3}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  CA: ca,
  // "FR, IT, ES and similar: 5 digits."
  FR: fiveDigits,
  IT: fiveDigits,
  ES: fiveDigits,
  FI: fiveDigits,
  HR: fiveDigits,
  EE: fiveDigits,
  MC: fiveDigits,
  SM: fiveDigits,
  VA: fiveDigits,
  MX: fiveDigits,
  TR: fiveDigits,
  // Written NNN NN; the space is optional, as for SE.
  GR: threeSpaceTwo,
  CZ: threeSpaceTwo,
  SK: threeSpaceTwo,
  // 4 digits.
  CH: fourDigits,
  DK: fourDigits,
  NO: fourDigits,
  LU: fourDigits,
  HU: fourDigits,
  SI: fourDigits,
  BG: fourDigits,
  CY: fourDigits,
  AU: fourDigits,
  // Lithuania and Latvia print a country prefix, which customers often leave out.
  LT: /^(?:LT-)?\d{5}$/,
  LV: /^(?:LV-)?\d{4}$/,
  // Malta: three letters, optional space, four digits (VLT 1117).
  MT: /^[A-Z]{3} ?\d{4}$/,
  RO: /^\d{6}$/,
};

/** The countries that have a rule of their own; any other country gets the generic rule. */
export const postcodeCountries: readonly string[] = Object.keys(rules);

/** Whether `value` is a postcode in the format of `country` (spec §5). */
export function isValidPostcode(country: string, value: string): boolean {
  const normalised = value.trim().toUpperCase();
  if (normalised === '') return false;
  const code = country.trim().toUpperCase();
  const rule = Object.hasOwn(rules, code) ? rules[code] : fallback;
  return typeof rule === 'function' ? rule(normalised) : rule.test(normalised);
}
