import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import * as s from './schemas.ts';
import { firstIssue, issuesByField } from './schemas.ts';
import { validationMessages } from './messages.ts';

const seen = new Set<string>();
/** The first issue of parsing `value`, or null; records the key for the catalogue check below. */
function issue(schema: z.ZodType, value: unknown) {
  const found = firstIssue(schema.safeParse(value));
  if (found) seen.add(found.key);
  return found;
}
const key = (schema: z.ZodType, value: unknown) => issue(schema, value)?.key ?? null;
function fields(schema: z.ZodType, value: unknown) {
  const byField = issuesByField(schema.safeParse(value));
  for (const found of Object.values(byField)) seen.add(found.key);
  return Object.fromEntries(Object.entries(byField).map(([field, found]) => [field, found.key]));
}

type Case = [unknown, string | null];
function table(name: string, schema: z.ZodType, cases: Case[]) {
  describe(name, () => {
    it.each(cases)(`${name}(%j) → %s`, (value, expected) => expect(key(schema, value)).toBe(expected));
  });
}

const digits = (n: number) => '1234567890'.repeat(3).slice(0, n);
table('cardNumber', s.cardNumber, [
  [digits(19), null],
  ['1234 5678 9012 3456 789', null],
  ['', 'validation.cardNumberRequired'],
  [undefined, 'validation.cardNumberRequired'],
  ['   ', 'validation.cardNumberRequired'],
  [digits(18), 'validation.cardNumberInvalid'],
  [digits(20), 'validation.cardNumberInvalid'],
  ['12345678901234567a8', 'validation.cardNumberInvalid'],
]);
table('cardNumberWithPrefixes', s.cardNumberWithPrefixes(['6064', '7777']), [
  ['6064 ' + digits(15), null],
  ['7777' + digits(15), null],
  ['1234' + digits(15), 'validation.cardNumberUnknown'],
  [digits(18), 'validation.cardNumberInvalid'],
]);
table('pin', s.pin, [
  ['123456', null],
  ['123 456', null],
  ['12345', 'validation.pinInvalid'],
  ['1234567', 'validation.pinInvalid'],
  ['abcdef', 'validation.pinInvalid'],
  ['', 'validation.pinRequired'],
]);
table('blikCode', s.blikCode, [
  ['777123', null],
  ['77712', 'validation.blikCodeInvalid'],
  ['77712a', 'validation.blikCodeInvalid'],
  [undefined, 'validation.blikCodeRequired'],
]);
table('password', s.password, [
  ['Abcdef1!', null],
  ['x'.repeat(64), null],
  ['', 'validation.passwordRequired'],
  [undefined, 'validation.passwordRequired'],
  ['Abc1!', 'validation.passwordTooShort'],
  ['x'.repeat(65), 'validation.passwordTooLong'],
  ['Pässwort1', 'validation.passwordInvalidCharacters'],
  ['pass word1', 'validation.passwordInvalidCharacters'],
  ['Password😀1', 'validation.passwordInvalidCharacters'],
]);
table('passwordWithLimits(10, 12)', s.passwordWithLimits(10, 12), [
  ['Abcdefgh1', 'validation.passwordTooShort'],
  ['Abcdefgh12', null],
  ['Abcdefgh1234!', 'validation.passwordTooLong'],
]);
table('personalNote()', s.personalNote(), [
  ['Tanti auguri!', null],
  ['x'.repeat(150), null],
  ['x'.repeat(151), 'validation.personalNoteTooLong'],
  ['', 'validation.personalNoteRequired'],
  ['   \n ', 'validation.personalNoteRequired'],
  ['Auguri 🎉', 'validation.emojiNotAllowed'],
  ['Forza 🇮🇹', 'validation.emojiNotAllowed'],
  ['Con ❤ da noi', 'validation.emojiNotAllowed'],
  ['© Mario', null],
]);
table('personalNote(160)', s.personalNote(160), [
  ['x'.repeat(160), null],
  ['x'.repeat(161), 'validation.personalNoteTooLong'],
]);
table('firstName', s.firstName, [
  ['Mario', null],
  ['x'.repeat(50), null],
  ['x'.repeat(51), 'validation.firstNameTooLong'],
  ['', 'validation.firstNameRequired'],
  ['  ', 'validation.firstNameRequired'],
]);
table('lastName', s.lastName, [
  ['Rossi', null],
  ['x'.repeat(51), 'validation.lastNameTooLong'],
  [undefined, 'validation.lastNameRequired'],
]);
table('email', s.email, [
  ['mario.rossi@example.it', null],
  [' mario@example.it ', null],
  ['', 'validation.emailRequired'],
  ['mario@', 'validation.emailInvalid'],
  ['mario rossi@example.it', 'validation.emailInvalid'],
  ['example.it', 'validation.emailInvalid'],
]);
table('phoneNumber(+39)', s.phoneNumber('39'), [
  ['347 1234567', null],
  ['06 1234567', null],
  ['', 'validation.phoneNumberEmpty'],
  [undefined, 'validation.phoneNumberEmpty'],
  ['12345', 'validation.invalidPhoneNumber'],
]);
table('optionalPhoneNumber(+39)', s.optionalPhoneNumber('39'), [
  [undefined, null],
  ['', null],
  ['   ', null],
  ['347 1234567', null],
  ['12345', 'validation.invalidPhoneNumber'],
]);
table('country', s.country, [
  ['IT', null],
  ['', 'validation.selectCountryEmptyError'],
  [undefined, 'validation.selectCountryEmptyError'],
  ['ITA', 'validation.selectCountryEmptyError'],
]);
table('language', s.language, [
  ['it', null],
  ['', 'validation.languageRequired'],
  [undefined, 'validation.languageRequired'],
]);
table('currency', s.currency, [
  ['EUR', null],
  ['', 'validation.currencyRequired'],
  ['euro', 'validation.currencyRequired'],
]);
table('postcode(NL)', s.postcode('NL'), [
  ['1234 AB', null],
  ['1234 SA', 'validation.postcodeInvalid'],
  ['', 'validation.postcodeRequired'],
]);
table('postcode(IT)', s.postcode('IT'), [
  ['00118', null],
  ['0011', 'validation.postcodeInvalid'],
]);
table('street', s.street, [
  ['Via Roma', null],
  ['V', 'validation.streetTooShort'],
  ['', 'validation.streetRequired'],
  ['x'.repeat(101), 'validation.tooLong'],
]);
table('houseNumber', s.houseNumber, [
  ['12', null],
  [7, null],
  ['0', 'validation.houseNumberInvalid'],
  ['-3', 'validation.houseNumberInvalid'],
  ['12a', 'validation.houseNumberInvalid'],
  ['1.5', 'validation.houseNumberInvalid'],
  [1.5, 'validation.houseNumberInvalid'],
  ['', 'validation.houseNumberRequired'],
  [undefined, 'validation.houseNumberRequired'],
]);
table('customPrice(10, 250)', s.customPrice(10, 250), [
  [9, 'validation.customPrice'],
  [10, null],
  [250, null],
  [251, 'validation.customPrice'],
  [12.5, 'validation.customPrice'],
  [-5, 'validation.customPrice'],
  [0, 'validation.customPrice'],
  ['100', null],
  ['12.5', 'validation.customPrice'],
  ['12,5', 'validation.customPrice'],
  ['-5', 'validation.customPrice'],
  ['', 'validation.customPrice'],
  [undefined, 'validation.customPrice'],
]);
table('quantity', s.quantity, [
  [1, null],
  [100, null],
  ['3', null],
  [0, 'validation.quantityInvalid'],
  [101, 'validation.quantityInvalid'],
  [1.5, 'validation.quantityInvalid'],
  ['', 'validation.quantityInvalid'],
]);
table('termsAccepted', s.termsAccepted, [
  [true, null],
  ['on', null],
  ['true', null],
  [false, 'validation.termsRequired'],
  [undefined, 'validation.termsRequired'],
  ['off', 'validation.termsRequired'],
]);

describe('schema outputs and params', () => {
  it('normalises the values it accepts', () => {
    expect(s.cardNumber.parse('1234 5678 9012 3456 789')).toBe('1234567890123456789');
    expect(s.postcode('NL').parse(' 1234ab ')).toBe('1234AB');
    expect(s.country.parse('it')).toBe('IT');
    expect(s.currency.parse('eur')).toBe('EUR');
    expect(s.firstName.parse(' Mario ')).toBe('Mario');
    expect(s.houseNumber.parse('0012')).toBe(12);
    expect(s.customPrice(10, 250).parse('100')).toBe(100);
    expect(s.quantity.parse('3')).toBe(3);
    expect(s.termsAccepted.parse('on')).toBe(true);
  });
  it('carries min and max with the key', () => {
    expect(issue(s.customPrice(10, 250), 251)).toEqual({ key: 'validation.customPrice', params: { min: 10, max: 250 } });
    expect(issue(s.customPrice(10, 250), 12.5)?.params).toEqual({ min: 10, max: 250 });
    expect(issue(s.quantity, 0)?.params).toEqual({ min: 1, max: 100 });
    expect(issue(s.password, 'Abc1!')).toEqual({ key: 'validation.passwordTooShort', params: { min: 8 } });
    expect(issue(s.password, 'x'.repeat(65))).toEqual({ key: 'validation.passwordTooLong', params: { max: 64 } });
    expect(issue(s.personalNote(), 'x'.repeat(151))).toEqual({ key: 'validation.personalNoteTooLong', params: { max: 150 } });
    expect(issue(s.street, 'V')).toEqual({ key: 'validation.streetTooShort', params: { min: 2 } });
    expect(issue(s.businessDetails, { companyName: 'x'.repeat(101), chamberOfCommerce: '1', vatNumber: '1', reference: 'r' })).toEqual({
      key: 'validation.companyNameTooLong',
      params: { max: 100 },
    });
  });
  it('returns null for a valid result', () => expect(firstIssue(s.pin.safeParse('123456'))).toBeNull());
});

describe('forms made of several fields', () => {
  it('passwordPair: match passes, mismatch and missing confirmation are reported on confirmPassword', () => {
    expect(fields(s.passwordPair, { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({});
    expect(fields(s.passwordPair, { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual({ confirmPassword: 'validation.passwordMismatch' });
    expect(fields(s.passwordPair, { password: 'Abcdef1!', confirmPassword: '' })).toEqual({ confirmPassword: 'validation.passwordConfirmRequired' });
  });
  it('emailPair: addresses must match, ignoring case', () => {
    expect(fields(s.emailPair, { email: 'mario@example.it', confirmEmail: 'Mario@Example.it' })).toEqual({});
    expect(fields(s.emailPair, { email: 'mario@example.it', confirmEmail: 'maria@example.it' })).toEqual({ confirmEmail: 'validation.emailMismatch' });
    expect(fields(s.emailPair, {})).toEqual({ email: 'validation.emailRequired', confirmEmail: 'validation.emailConfirmRequired' });
  });
  it('phoneEntry(required)', () => {
    const entry = s.phoneEntry(true);
    expect(fields(entry, { phoneCountry: 'IT', phoneNumber: '347 1234567' })).toEqual({});
    expect(fields(entry, { phoneCountry: 'nl', phoneNumber: '06 12345678' })).toEqual({});
    expect(fields(entry, { phoneCountry: 'IT', phoneNumber: '' })).toEqual({ phoneNumber: 'validation.phoneNumberEmpty' });
    expect(fields(entry, { phoneCountry: '', phoneNumber: '3471234567' })).toEqual({ phoneCountry: 'validation.selectCountryEmptyError' });
    expect(fields(entry, { phoneCountry: 'ZZ', phoneNumber: '3471234567' })).toEqual({ phoneCountry: 'validation.selectCountryEmptyError' });
    expect(fields(entry, { phoneCountry: 'IT', phoneNumber: '12345' })).toEqual({ phoneNumber: 'validation.invalidPhoneNumber' });
  });
  it('phoneEntry(optional): an empty number passes, a given one is checked', () => {
    const entry = s.phoneEntry(false);
    expect(fields(entry, {})).toEqual({});
    expect(fields(entry, { phoneCountry: 'IT', phoneNumber: '' })).toEqual({});
    expect(fields(entry, { phoneCountry: 'IT', phoneNumber: '12345' })).toEqual({ phoneNumber: 'validation.invalidPhoneNumber' });
    expect(fields(entry, { phoneNumber: '3471234567' })).toEqual({ phoneCountry: 'validation.selectCountryEmptyError' });
  });
  it('languageForm needs country, language and currency', () => {
    expect(fields(s.languageForm, { country: 'IT', language: 'it', currency: 'EUR' })).toEqual({});
    expect(fields(s.languageForm, {})).toEqual({
      country: 'validation.selectCountryEmptyError',
      language: 'validation.languageRequired',
      currency: 'validation.currencyRequired',
    });
  });
  it('businessDetails: every field is required', () => {
    expect(fields(s.businessDetails, { companyName: 'Rossi Srl', chamberOfCommerce: 'MI-123456', vatNumber: 'IT12345678901', reference: 'PO-7' })).toEqual({});
    expect(fields(s.businessDetails, {})).toEqual({
      companyName: 'validation.companyNameRequired',
      chamberOfCommerce: 'validation.chamberOfCommerceRequired',
      vatNumber: 'validation.vatNumberRequired',
      reference: 'validation.referenceRequired',
    });
  });
  it('login: e-mail and password required, no password length rule', () => {
    expect(fields(s.login, { email: 'mario@example.it', password: 'x' })).toEqual({});
    expect(fields(s.login, {})).toEqual({ email: 'validation.emailRequired', password: 'validation.passwordRequired' });
    expect(fields(s.login, { email: 'mario', password: 'x' })).toEqual({ email: 'validation.emailInvalid' });
  });
});

describe('validation messages', () => {
  it('has a text for every key the schemas produced above', () => {
    expect(seen.size).toBeGreaterThan(40);
    for (const k of seen) for (const locale of ['it', 'en', 'nl'] as const) expect(validationMessages[locale], k).toHaveProperty([k]);
  });
});
