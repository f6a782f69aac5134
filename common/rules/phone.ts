// Phone numbers (spec §5 "Phone"; §9 "Phone country codes come from a table. Dial codes shown
// as +{code}, default country from the store's country").

export type DialCode = { country: string; dialCode: string; name: string };

/** Countries offered in the phone country selector, by Italian name. */
export const dialCodes: DialCode[] = [
  { country: 'AD', dialCode: '376', name: 'Andorra' },
  { country: 'AU', dialCode: '61', name: 'Australia' },
  { country: 'AT', dialCode: '43', name: 'Austria' },
  { country: 'BE', dialCode: '32', name: 'Belgio' },
  { country: 'BR', dialCode: '55', name: 'Brasile' },
  { country: 'BG', dialCode: '359', name: 'Bulgaria' },
  { country: 'CA', dialCode: '1', name: 'Canada' },
  { country: 'CY', dialCode: '357', name: 'Cipro' },
  { country: 'VA', dialCode: '39', name: 'Città del Vaticano' },
  { country: 'HR', dialCode: '385', name: 'Croazia' },
  { country: 'DK', dialCode: '45', name: 'Danimarca' },
  { country: 'EE', dialCode: '372', name: 'Estonia' },
  { country: 'FI', dialCode: '358', name: 'Finlandia' },
  { country: 'FR', dialCode: '33', name: 'Francia' },
  { country: 'DE', dialCode: '49', name: 'Germania' },
  { country: 'GR', dialCode: '30', name: 'Grecia' },
  { country: 'IE', dialCode: '353', name: 'Irlanda' },
  { country: 'IS', dialCode: '354', name: 'Islanda' },
  { country: 'IT', dialCode: '39', name: 'Italia' },
  { country: 'LV', dialCode: '371', name: 'Lettonia' },
  { country: 'LI', dialCode: '423', name: 'Liechtenstein' },
  { country: 'LT', dialCode: '370', name: 'Lituania' },
  { country: 'LU', dialCode: '352', name: 'Lussemburgo' },
  { country: 'MT', dialCode: '356', name: 'Malta' },
  { country: 'MC', dialCode: '377', name: 'Monaco' },
  { country: 'NO', dialCode: '47', name: 'Norvegia' },
  { country: 'NL', dialCode: '31', name: 'Paesi Bassi' },
  { country: 'PL', dialCode: '48', name: 'Polonia' },
  { country: 'PT', dialCode: '351', name: 'Portogallo' },
  { country: 'GB', dialCode: '44', name: 'Regno Unito' },
  { country: 'CZ', dialCode: '420', name: 'Repubblica Ceca' },
  { country: 'RO', dialCode: '40', name: 'Romania' },
  { country: 'SM', dialCode: '378', name: 'San Marino' },
  { country: 'SK', dialCode: '421', name: 'Slovacchia' },
  { country: 'SI', dialCode: '386', name: 'Slovenia' },
  { country: 'ES', dialCode: '34', name: 'Spagna' },
  { country: 'US', dialCode: '1', name: 'Stati Uniti' },
  { country: 'SE', dialCode: '46', name: 'Svezia' },
  { country: 'CH', dialCode: '41', name: 'Svizzera' },
  { country: 'TR', dialCode: '90', name: 'Turchia' },
  { country: 'HU', dialCode: '36', name: 'Ungheria' },
];

/** The dial code of a country in the table (without "+"), or null when the country is not offered. */
export function dialCodeFor(country: string): string | null {
  const code = country.trim().toUpperCase();
  return dialCodes.find((entry) => entry.country === code)?.dialCode ?? null;
}

/** "+39" for "39" (a leading "+" in the input is not doubled). */
export function formatDialCode(code: string): string {
  return '+' + code.trim().replace(/^\+/, '');
}

/** Minimum number of digits of a national number, whatever the dial code. */
export const PHONE_MIN_DIGITS = 6;
/** The national digits plus the dial-code digits may not exceed this. */
export const PHONE_MAX_TOTAL_DIGITS = 14;

/** The national number without the separators a person may type: spaces, dashes, dots, parentheses. */
export function phoneDigits(national: string): string {
  return national.replace(/[\s\-.()]/g, '');
}

/**
 * Whether `national` is a plausible phone number for `dialCode` (spec §5: "the digit count
 * depends on the dial code").
 *
 * The exact rule:
 * - the dial code is 1 to 3 digits, with or without a leading "+";
 * - after removing spaces, dashes, dots and parentheses the national number is digits only
 *   (no "+", no letters);
 * - it has at least 6 digits (PHONE_MIN_DIGITS) and at most 14 minus the number of digits of the
 *   dial code (PHONE_MAX_TOTAL_DIGITS): 12 for +39 and +31, 13 for +1, 11 for +353.
 *
 * The national number is counted as typed, including a trunk "0" (Dutch 06 12345678, German
 * 0151 23456789: 12 digits), so dial code plus national digits stay within 14, under E.164's
 * 15-digit ceiling. Italian numbers have no trunk prefix: their leading 0 or 3 counts. It accepts Italian mobiles (347 1234567: 10 digits) and landlines (06 1234567, 0471 123456:
 * 6 to 11 digits), Dutch 06 12345678 (10), UK 07911 123456 (11), US 202 555 0143 (10); it rejects
 * 5 digits and fewer, and 13 digits and more for +39.
 */
export function isValidPhone(dialCode: string, national: string): boolean {
  const dial = dialCode.trim().replace(/^\+/, '');
  if (!/^\d{1,3}$/.test(dial)) return false;
  const digits = phoneDigits(national);
  if (!/^\d+$/.test(digits)) return false;
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_TOTAL_DIGITS - dial.length;
}
