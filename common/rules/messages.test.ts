// The validation messages of messages.ts: the spec's exact texts, params filled in, the same keys
// in it, en and nl. That every key the schemas produce has a text is checked in schemas.test.ts.
import { describe, it, expect } from 'vitest';
import * as s from './schemas.ts';
import { firstIssue } from './schemas.ts';
import { interpolate, validationMessage, validationMessages as typed } from './messages.ts';

// Looked up by name, as the forms do at run time.
const validationMessages: Record<'it' | 'en' | 'nl', Readonly<Record<string, string>>> = typed;

describe('validation messages', () => {
  const exact: ['it' | 'en' | 'nl', string, string][] = [
    ['it', 'validation.emojiNotAllowed', 'Non sono ammessi emoji'],
    ['it', 'validation.emailMismatch', 'Le email inserite non corrispondono'],
    ['it', 'validation.cardNumberUnknown', 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.'],
    ['it', 'validation.customPrice', 'Scegli un valore di almeno {min} e al massimo {max} senza decimali'],
    ['en', 'validation.phoneNumberEmpty', 'Phone number is a required field'],
    ['en', 'validation.invalidPhoneNumber', 'Please enter valid phone number'],
    ['en', 'validation.selectCountryEmptyError', 'Country is a required field'],
    ['en', 'validation.languageRequired', 'Language is a required field'],
    ['en', 'validation.currencyRequired', 'Currency is a required field'],
  ];
  it.each(exact)('%s %s is the spec text', (locale, k, text) => expect(validationMessages[locale][k]).toBe(text));
  it('interpolates the params of an issue', () => {
    const found = firstIssue(s.customPrice(10, 250).safeParse(9));
    expect(validationMessage('it', found!.key, found!.params)).toBe('Scegli un valore di almeno 10 e al massimo 250 senza decimali');
    expect(validationMessage('en', found!.key, found!.params)).toBe('Choose an amount of at least 10 and at most 250 without decimals');
    expect(validationMessage('nl', 'validation.passwordTooShort', { min: 8 })).toBe('Het wachtwoord moet minimaal 8 tekens bevatten');
    expect(interpolate('{min} to {max}', { min: 1 })).toBe('1 to {max}');
  });
  it('gives the generic text for an unknown key', () => {
    expect(validationMessage('it', 'validation.nope')).toBe('Il valore inserito non è valido');
  });
  it('has the same keys, all non-empty, in it, en and nl', () => {
    const keys = Object.keys(validationMessages.it).sort();
    for (const locale of ['en', 'nl'] as const) expect(Object.keys(validationMessages[locale]).sort()).toEqual(keys);
    for (const locale of ['it', 'en', 'nl'] as const) for (const k of keys) expect(validationMessages[locale][k]?.trim()).toBeTruthy();
  });
});
