// One zod schema per field rule of spec §5, shared by the forms and the API (the business details
// are in business.ts, re-exported here). Every issue's message is a key of messages.ts
// ("validation.emailInvalid"), never a text: the caller translates it.
// Keys that need values ({min}, {max}) carry them: custom issues in `params`, length issues in
// zod's minimum/maximum; firstIssue() returns both as params.
import { z } from 'zod';
import type { ValidationKey } from './messages.ts';
import { isValidPostcode } from './postcode.ts';
import { dialCodeFor, isAcceptedPhone } from './phone.ts';
import { customPriceIssue, noteTextIssue, parseWholeNumber, quantityIssue } from './checks.ts';
import { requiredText } from './required-text.ts';
import type { IssueKey } from './issues.ts';
import {
  BLIK_CODE_LENGTH,
  CARD_NUMBER_LENGTH,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSONAL_NOTE_MAX,
  PIN_LENGTH,
  STREET_MAX,
  STREET_MIN,
} from './limits.ts';

export * from './limits.ts';
export { parseWholeNumber };
export { businessDetails, businessDetailsFor, italianBusinessDetails } from './business.ts';
export type { BusinessDetails } from './business.ts';

/** A plain rule of checks.ts as a zod refinement: its key and parameters become the issue's. */
const byCheck =
  <T>(check: (value: T) => IssueKey | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const issue = check(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
  };

const withoutSpaces = (value: string): string => value.replace(/\s+/g, '');

/** A run of exactly `length` digits; spaces typed for readability ("1234 5678 ...") are ignored. */
function digitCode(length: number, requiredKey: ValidationKey, invalidKey: ValidationKey) {
  const pattern = new RegExp(`^\\d{${length}}$`);
  return requiredText(requiredKey)
    .refine((value) => pattern.test(withoutSpaces(value)), { error: invalidKey, abort: true })
    .transform(withoutSpaces);
}

const isBlank = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/** Card number: required, 19 digits. The output has the spaces removed. */
export const cardNumber = digitCode(CARD_NUMBER_LENGTH, 'validation.cardNumberRequired', 'validation.cardNumberInvalid');

/** Card number that must also start with one of the storefront's known prefixes. */
export function cardNumberWithPrefixes(prefixes: readonly string[]) {
  return cardNumber.refine((value) => prefixes.some((prefix) => value.startsWith(prefix)), {
    error: 'validation.cardNumberUnknown',
  });
}

export const pin = digitCode(PIN_LENGTH, 'validation.pinRequired', 'validation.pinInvalid');
export const blikCode = digitCode(BLIK_CODE_LENGTH, 'validation.blikCodeRequired', 'validation.blikCodeInvalid');

/**
 * Password: min and max are parameters (8 and 64 by default). Only Latin letters, digits and
 * symbols are allowed, read as printable ASCII without the space (U+0021 to U+007E): accented
 * letters and other scripts are refused, so a password can be typed on any keyboard.
 */
export function passwordWithLimits(min = PASSWORD_MIN, max = PASSWORD_MAX) {
  return z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired', abort: true })
    .regex(/^[\x21-\x7E]+$/, { error: 'validation.passwordInvalidCharacters' })
    .min(min, { error: 'validation.passwordTooShort' })
    .max(max, { error: 'validation.passwordTooLong' });
}

export const password = passwordWithLimits();

/** Password and its confirmation; a mismatch is reported on confirmPassword. */
export function passwordPairWithLimits(min = PASSWORD_MIN, max = PASSWORD_MAX) {
  return z
    .object({
      password: passwordWithLimits(min, max),
      confirmPassword: z.string({ error: 'validation.passwordConfirmRequired' }).min(1, { error: 'validation.passwordConfirmRequired' }),
    })
    .refine((pair) => pair.password === pair.confirmPassword, {
      error: 'validation.passwordMismatch',
      path: ['confirmPassword'],
    });
}

export const passwordPair = passwordPairWithLimits();

/** Personal note: 1 to `max` characters (150; one redeem message allows 160), not blank, no emoji. */
export function personalNote(max = PERSONAL_NOTE_MAX) {
  return requiredText('validation.personalNoteRequired').superRefine(byCheck((value: string) => noteTextIssue(value, max)));
}

/** First name: required, at most `max` characters (a parameter, 50 by default). */
export function firstNameWithMax(max = NAME_MAX) {
  return requiredText('validation.firstNameRequired').max(max, { error: 'validation.firstNameTooLong' });
}

/** Last name: required, at most `max` characters (a parameter, 50 by default). */
export function lastNameWithMax(max = NAME_MAX) {
  return requiredText('validation.lastNameRequired').max(max, { error: 'validation.lastNameTooLong' });
}

export const firstName = firstNameWithMax();
export const lastName = lastNameWithMax();

export const email = requiredText('validation.emailRequired')
  .max(EMAIL_MAX, { error: 'validation.emailInvalid' })
  .regex(z.regexes.email, { error: 'validation.emailInvalid' });

/** E-mail and its confirmation; addresses match ignoring letter case (mailboxes do too). */
export const emailPair = z
  .object({ email, confirmEmail: requiredText('validation.emailConfirmRequired') })
  .refine((pair) => pair.email.toLowerCase() === pair.confirmEmail.toLowerCase(), {
    error: 'validation.emailMismatch',
    path: ['confirmEmail'],
  });

/**
 * Phone number for a dial code, required: empty gives phoneNumberEmpty. A number needs the spec's
 * digit count and the dial code's numbering plan (isAcceptedPhone in phone.ts).
 */
export function phoneNumber(dialCode: string) {
  return requiredText('validation.phoneNumberEmpty').refine((value) => isAcceptedPhone(dialCode, value), {
    error: 'validation.invalidPhoneNumber',
  });
}

/** Phone number for a dial code, optional: missing or empty passes. */
export function optionalPhoneNumber(dialCode: string) {
  return z
    .string({ error: 'validation.invalidPhoneNumber' })
    .trim()
    .refine((value) => value === '' || isAcceptedPhone(dialCode, value), { error: 'validation.invalidPhoneNumber' })
    .optional();
}

/** Country (ISO 2 letters), required, upper-cased. */
export const country = requiredText('validation.selectCountryEmptyError')
  .regex(/^[A-Za-z]{2}$/, { error: 'validation.selectCountryEmptyError' })
  .toUpperCase();

export const language = requiredText('validation.languageRequired').toLowerCase();

export const currency = requiredText('validation.currencyRequired')
  .regex(/^[A-Za-z]{3}$/, { error: 'validation.currencyRequired' })
  .toUpperCase();

/** The language form (§4): valid only when country, language and currency are all filled. */
export const languageForm = z.object({ country, language, currency });

/**
 * Phone country (from the dial-code table) and number together. With `required` false, an empty
 * number passes whatever the country; a number needs a country of the table.
 */
export function phoneEntry(required: boolean) {
  return z
    .object({
      // Optional: null (an API client's empty field) counts as left out.
      phoneCountry: required ? country : z.preprocess((v) => v ?? undefined, z.string().trim().toUpperCase().optional()),
      phoneNumber: required ? requiredText('validation.phoneNumberEmpty') : z.preprocess((v) => v ?? undefined, z.string().trim().optional()),
    })
    .superRefine((entry, ctx) => {
      if (!entry.phoneNumber) return;
      const dialCode = dialCodeFor(entry.phoneCountry ?? '');
      if (dialCode === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.selectCountryEmptyError', path: ['phoneCountry'] });
      } else if (!isAcceptedPhone(dialCode, entry.phoneNumber)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidPhoneNumber', path: ['phoneNumber'] });
      }
    });
}

/** Postcode in the format of `countryCode` (see postcode.ts); the output is upper-cased. */
export function postcode(countryCode: string) {
  return requiredText('validation.postcodeRequired')
    .refine((value) => isValidPostcode(countryCode, value), {
      error: 'validation.postcodeInvalid',
      params: { country: countryCode },
    })
    .toUpperCase();
}

export const street = requiredText('validation.streetRequired')
  .min(STREET_MIN, { error: 'validation.streetTooShort' })
  .max(STREET_MAX, { error: 'validation.tooLong' });

/** House number: a positive whole number (the suffix has a field of its own). Output: number. */
export const houseNumber = z
  .unknown()
  .refine((value) => !isBlank(value), { error: 'validation.houseNumberRequired', abort: true })
  .refine((value) => (parseWholeNumber(value) ?? 0) > 0, { error: 'validation.houseNumberInvalid' })
  .transform((value) => parseWholeNumber(value) as number);

/**
 * Custom price of a product with free amounts: a whole, positive amount from min to max
 * (in whole currency units). Every failure, blank included, gives validation.customPrice with
 * params {min, max}. Output: number.
 */
export function customPrice(min: number, max: number) {
  return z
    .unknown()
    .superRefine(byCheck((value) => customPriceIssue(value, min, max)))
    .transform((value) => parseWholeNumber(value) as number);
}

/** Quantity: a whole number from 1 to 100. Output: number. */
export const quantity = z
  .unknown()
  .superRefine(byCheck(quantityIssue))
  .transform((value) => parseWholeNumber(value) as number);

/** Login: e-mail and password required (no length rules: they belong to creating a password). */
export const login = z.object({
  email,
  password: z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }),
});

/** Terms acceptance: must be true; a checkbox posting "on" or "true" counts as ticked. */
export const termsAccepted = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value),
  z.literal(true, { error: 'validation.termsRequired' }),
);

export { firstIssue, issuesByField } from './issues.ts';
