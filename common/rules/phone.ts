// Phone numbers (spec §5 "Phone"; §9 "Phone country codes come from a table. Dial codes shown
// as +{code}, default country from the store's country"). Decision 020.
//
// Two layers. The spec's own rule (isValidPhone): the field holds the national number, digits and
// the usual separators only, with a digit count that depends on the dial code. On top of it the
// numbering plan of the dial code, from libphonenumber-js (isInNumberingPlan): "+39 123456" has
// the spec's digit count but no Italian number starts that way. The forms accept a number only
// when both agree (isAcceptedPhone); where they disagree the spec's bounds hold (a 13-digit German
// number with an extension is refused although the library knows it).
//
// The "min" metadata, deliberately: it holds each country's possible lengths and general number
// pattern, which is all these rules ask. "max" adds the patterns per number type (mobile, fixed
// line, ...) for 20 KB gzip more; no rule of the spec depends on the type, and the finer patterns
// refuse newly opened number ranges until the next library update.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { phoneCountries } from './countries.ts';

export { dialCodeFor, formatDialCode, phoneCountries, phoneCountryCodes } from './countries.ts';

/**
 * The phone country table named in Italian (the reference storefront), in Italian alphabetical
 * order. Pages use phoneCountries(locale) for the names in their own language.
 */
export const dialCodes = /* @__PURE__ */ phoneCountries('it');

/** Minimum number of digits of a national number, whatever the dial code. */
export const PHONE_MIN_DIGITS = 6;
/** The national digits plus the dial-code digits may not exceed this. */
export const PHONE_MAX_TOTAL_DIGITS = 14;

/** The national number without the separators a person may type: spaces, dashes, dots, parentheses. */
export function phoneDigits(national: string): string {
  return national.replace(/[\s\-.()]/g, '');
}

/**
 * The spec's own rule: whether `national` is a plausible phone number for `dialCode` (spec §5:
 * "the digit count depends on the dial code"). It knows no numbering plan; the forms use
 * isAcceptedPhone, which adds one.
 *
 * The exact rule:
 * - the dial code is 1 to 3 digits, with or without a leading "+";
 * - after removing spaces, dashes, dots and parentheses the national number is digits only
 *   (no "+", no letters): the dial code is chosen apart, so "+39 347..." in the number is refused;
 * - it has at least 6 digits (PHONE_MIN_DIGITS) and at most 14 minus the number of digits of the
 *   dial code (PHONE_MAX_TOTAL_DIGITS): 12 for +39 and +31, 13 for +1, 11 for +353.
 *
 * The national number is counted as typed, including a trunk "0" (Dutch 06 12345678, German
 * 0151 23456789: 12 digits), so dial code plus national digits stay within 14, under E.164's
 * 15-digit ceiling. Italian numbers have no trunk prefix: their leading 0 or 3 counts. It accepts
 * Italian mobiles (347 1234567: 10 digits) and landlines (06 1234567, 0471 123456: 6 to 11
 * digits), Dutch 06 12345678 (10), UK 07911 123456 (11), US 202 555 0143 (10); it rejects 5 digits
 * and fewer, and 13 digits and more for +39.
 */
export function isValidPhone(dialCode: string, national: string): boolean {
  const dial = dialCode.trim().replace(/^\+/, '');
  if (!/^\d{1,3}$/.test(dial)) return false;
  const digits = phoneDigits(national);
  if (!/^\d+$/.test(digits)) return false;
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_TOTAL_DIGITS - dial.length;
}

/**
 * Whether libphonenumber-js (min metadata) knows `national` as a number of the numbering plan of
 * `dialCode`: a possible length and the plan's number pattern, after the trunk prefix ("0" in
 * most of Europe, "1" for +1) is taken off. A dial code shared by several countries (+1, +39,
 * +44) is checked against all of them: a Vatican number passes under +39, a Guernsey one under +44.
 * Separators are the spec's business (isValidPhone); only the digits are given to the library.
 */
export function isInNumberingPlan(dialCode: string, national: string): boolean {
  const dial = dialCode.trim().replace(/^\+/, '');
  const digits = national.replace(/\D/g, '');
  if (!/^\d{1,3}$/.test(dial) || digits === '') return false;
  try {
    return parsePhoneNumberFromString(digits, { defaultCallingCode: dial, extract: false })?.isValid() ?? false;
  } catch {
    // An unknown dial code ("Unknown calling code: 999").
    return false;
  }
}

/**
 * What the forms accept (spec §5 "Please enter valid phone number" otherwise): the spec's rule
 * and the numbering plan of the dial code.
 */
export function isAcceptedPhone(dialCode: string, national: string): boolean {
  return isValidPhone(dialCode, national) && isInNumberingPlan(dialCode, national);
}
