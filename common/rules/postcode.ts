// Postcode formats per country (spec §5 "Postal codes by country"). Decision 020.
//
// The formats come from postcode-validator; the spec's own rules are put on top where the two
// differ (the spec wins). The value is trimmed and matched case-insensitively; the country is an
// ISO 3166-1 alpha-2 code ("UK" is accepted as an alias of "GB", because the spec says "UK").
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { postcodeCountries } from './countries.ts';
import { own } from '../must.ts';

export { postcodeCountries } from './countries.ts';

type SpecRule = {
  /** The spec's format where it is narrower than the library's: the value must match both. */
  format?: RegExp;
  /** Values the spec refuses although they have the format. */
  refused?: (value: string) => boolean;
  /** Values of the spec's format that the library's pattern misses. */
  alsoValid?: RegExp;
};

const girobank: SpecRule = {
  // "UK: UK format." GIR 0AA (the former Girobank's, non-geographic) is a real UK postcode that
  // the library's pattern leaves out.
  alsoValid: /^GIR ?0AA$/,
};

/** Where the spec and postcode-validator 3.10.22 disagree, the spec's side (postcode.test.ts shows each case). */
const specRules: Readonly<Record<string, SpecRule>> = {
  // "NL: 4 digits, optional space, 2 letters, not sa, sd or ss." The library takes every letter
  // pair. Dutch postcodes also run from 1000: the library would take 0123 AB.
  NL: { format: /^[1-9]/, refused: (value) => /(?:SA|SD|SS)$/.test(value) },
  // "BE: 4 digits, no leading 0." The library takes 0999.
  BE: { format: /^[1-9]\d{3}$/ },
  // "DE: 5 digits, excluding 01000 and 99999." The library takes any 5 digits.
  DE: { refused: (value) => value === '01000' || value === '99999' },
  GB: girobank,
  UK: girobank,
  // "FR, IT, ES and similar: 5 digits." The library also takes "75 001".
  FR: { format: /^\d{5}$/ },
  // "SE: NNN NN." The library also takes an "SE-" prefix.
  SE: { format: /^\d{3} ?\d{2}$/ },
  // "PT: NNNN-NNN." The library also takes the old 4 digits alone.
  PT: { format: /^\d{4}-\d{3}$/ },
  // "BR: NNNNN-NNN." The library also takes the 8 digits without the dash.
  BR: { format: /^\d{5}-\d{3}$/ },
};

/** The longest postcode accepted for a country the shop does not list ("90210-1234" has 10). */
const OTHER_COUNTRY_MAX = 10;

const offered = new Set([...postcodeCountries, 'UK']);

/**
 * Whether `value` is a postcode in the format of `country` (spec §5).
 *
 * - Every postcode is letters and digits in groups joined by one space or one dash (the library's
 *   international pattern): no double spaces, tabs or trailing separators, whatever the country.
 * - A country of the shop's list (postcodeCountries, and UK for GB): the library's pattern for it,
 *   with the spec's rules above on top.
 * - Any other country (reachable only through the API, since the forms list no other): the
 *   international pattern, at most 10 characters. The shop does not refuse an address abroad for a
 *   format it does not ship to.
 */
export function isValidPostcode(country: string, value: string): boolean {
  const normalised = value.trim().toUpperCase();
  if (normalised === '' || !postcodeValidator(normalised, 'INTL')) return false;
  const code = country.trim().toUpperCase();
  if (!offered.has(code) || !postcodeValidatorExistsForCountry(code)) return normalised.length <= OTHER_COUNTRY_MAX;
  const spec: SpecRule = own(specRules, code) ?? {};
  if (spec.alsoValid?.test(normalised)) return true;
  if (!postcodeValidator(normalised, code)) return false;
  if (spec.format && !spec.format.test(normalised)) return false;
  return !spec.refused?.(normalised);
}
