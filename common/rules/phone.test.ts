import { describe, it, expect } from 'vitest';
import { getCountryCallingCode, getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { dialCodeFor, dialCodes, isAcceptedPhone, isInNumberingPlan, isValidPhone, phoneCountries, phoneCountryCodes } from './phone.ts';
import { countryNamer, postcodeCountries, sortCountries } from './countries.ts';
import { firstIssue, optionalPhoneNumber, phoneEntry, phoneNumber } from './schemas.ts';

// Decision 020: the spec's rule (isValidPhone) and the dial code's numbering plan from
// libphonenumber-js (isInNumberingPlan); the forms accept what both accept (isAcceptedPhone).

/** What libphonenumber-js alone says, as the forms would ask it (digits, under the dial code). */
const libraryAlone = (dial: string, national: string) => parsePhoneNumberFromString(national, { defaultCallingCode: dial, extract: false })?.isValid() ?? false;

describe('the dial-code table', () => {
  it.each(phoneCountryCodes.map((c) => [c]))('%s has the dial code libphonenumber-js gives it', (country) => {
    expect(isSupportedCountry(country)).toBe(true);
    expect(dialCodeFor(country)).toBe(getCountryCallingCode(country as CountryCode));
  });
  it('is the same table on every storefront: only the names and their order differ', () => {
    const codes = (locale: string) =>
      phoneCountries(locale)
        .map((d) => `${d.country}+${d.dialCode}`)
        .sort();
    expect(codes('nl')).toEqual(codes('it'));
    expect(codes('en')).toEqual(codes('it'));
    expect(dialCodes.map((d) => d.country).sort()).toEqual([...phoneCountryCodes].sort());
  });
  it('names the countries in the storefront language (the Dutch store shows Dutch names)', () => {
    const name = (locale: string, country: string) => phoneCountries(locale).find((d) => d.country === country)?.name;
    expect(['IT', 'NL', 'DE', 'BE', 'GB'].map((c) => name('nl', c))).toEqual(['Italië', 'Nederland', 'Duitsland', 'België', 'Verenigd Koninkrijk']);
    expect(['IT', 'NL', 'DE', 'BE', 'GB'].map((c) => name('it', c))).toEqual(['Italia', 'Paesi Bassi', 'Germania', 'Belgio', 'Regno Unito']);
    expect(['IT', 'NL', 'DE'].map((c) => name('en', c))).toEqual(['Italy', 'Netherlands', 'Germany']);
    // A regional tag (the pages' Intl locale) names them the same way.
    expect(name('nl-NL', 'IT')).toBe('Italië');
  });
  it('lists the countries in the alphabetical order of the storefront language', () => {
    for (const locale of ['it', 'nl', 'en']) {
      const names = phoneCountries(locale).map((d) => d.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    }
    // "Oostenrijk" (AT) sorts near the end in Dutch, "Austria" near the top in Italian.
    const at = (locale: string) => phoneCountries(locale).findIndex((d) => d.country === 'AT');
    expect(at('it')).toBeLessThan(5);
    expect(at('nl')).toBeGreaterThan(25);
  });
  it('falls back to the codes for a locale tag the runtime cannot use', () => {
    expect(countryNamer('not a locale!')('NL')).toBe('NL');
    expect(phoneCountries('not a locale!').map((d) => d.name)).toContain('NL');
  });
});

describe('the address country list', () => {
  it('has each country once, each with a postcode format, and no "UK" beside GB', () => {
    expect(new Set(postcodeCountries).size).toBe(postcodeCountries.length);
    expect(postcodeCountries).toContain('GB');
    expect(postcodeCountries).not.toContain('UK');
  });
  it('is named in the storefront language with distinct names, the store country first', () => {
    for (const locale of ['it', 'nl', 'en']) {
      const name = countryNamer(locale);
      const names = postcodeCountries.map(name);
      expect(new Set(names).size).toBe(names.length);
    }
    const nl = sortCountries(postcodeCountries, 'nl', 'NL');
    expect(nl[0]).toBe('NL');
    expect(nl.slice(1, 4).map(countryNamer('nl'))).toEqual(['Australië', 'België', 'Brazilië']);
    expect(sortCountries(postcodeCountries, 'it', 'IT').slice(0, 3).map(countryNamer('it'))).toEqual(['Italia', 'Australia', 'Austria']);
  });
});

describe('isAcceptedPhone: the spec rule and the numbering plan', () => {
  // The library's own example mobile number of every country of the table, written as a person
  // of that country writes it (national format, with the trunk prefix and the usual separators).
  const examples = phoneCountryCodes.map((country) => {
    const example = getExampleNumber(country as CountryCode, mobileExamples)!;
    return [country, dialCodeFor(country)!, example.formatNational()] as const;
  });
  it.each(examples)('%s (+%s) accepts its own mobile number %s', (_country, dial, national) => {
    expect(isValidPhone(dial, national)).toBe(true);
    expect(isAcceptedPhone(dial, national)).toBe(true);
  });
  const landlines: [string, string][] = [
    ['39', '06 1234567'],
    ['39', '0471 123456'],
    ['39', '02 8734 1190'],
    ['39', '06 698 12345'],
    ['378', '0549 123456'],
    ['31', '020 555 0134'],
    ['32', '02 123 45 67'],
    ['33', '01 23 45 67 89'],
    ['43', '01 5123456'],
    ['44', '020 7946 0018'],
    ['49', '030 1234567'],
    ['41', '044 668 18 00'],
    ['352', '42 42 42'],
    ['1', '(202) 555-0143'],
    ['1', '1 202 555 0143'],
  ];
  it.each(landlines)('+%s accepts %s', (dial, national) => expect(isAcceptedPhone(dial, national)).toBe(true));

  // The spec's digit count is met but no number of the plan looks like this: the library refuses.
  const outsideThePlan: [string, string][] = [
    ['39', '123456'],
    ['39', '123456789012'],
    ['1', '1234567890123'],
    ['1', '055 123 4567'],
    ['31', '00 12345678'],
    ['44', '0123 45'],
  ];
  it.each(outsideThePlan)('+%s refuses %s: the spec alone would take it, the numbering plan has no such number', (dial, national) => {
    expect(isValidPhone(dial, national)).toBe(true);
    expect(libraryAlone(dial, national)).toBe(false);
    expect(isInNumberingPlan(dial, national)).toBe(false);
    expect(isAcceptedPhone(dial, national)).toBe(false);
  });

  // The library would take these; the spec's rule holds on top.
  const specOnTop: [string, string, string][] = [
    ['39', '+39 3471234567', 'the dial code is chosen apart: the number field holds the national number'],
    ['39', '347/1234567', 'only spaces, dashes, dots and parentheses separate the digits'],
    ['49', '030 12345678901', 'a German number with a long extension exceeds 14 digits with its dial code'],
    ['43', '0316 1234567890', 'so does an Austrian one'],
  ];
  it.each(specOnTop)('+%s refuses %s although the library takes it (%s)', (dial, national) => {
    expect(libraryAlone(dial, national)).toBe(true);
    expect(isValidPhone(dial, national)).toBe(false);
    expect(isAcceptedPhone(dial, national)).toBe(false);
  });

  it('refuses an unknown dial code, an empty number and letters, without throwing', () => {
    expect(isInNumberingPlan('999', '3471234567')).toBe(false);
    expect(isInNumberingPlan('0', '3471234567')).toBe(false);
    expect(isInNumberingPlan('39', '')).toBe(false);
    expect(isAcceptedPhone('39', 'abc')).toBe(false);
    expect(isAcceptedPhone('', '3471234567')).toBe(false);
  });
  it('checks a shared dial code against every country that uses it', () => {
    expect(isAcceptedPhone('39', '06 698 12345')).toBe(true); // Vatican City
    expect(isAcceptedPhone('44', '07781 123456')).toBe(true); // Guernsey
    expect(isAcceptedPhone('1', '(506) 234-5678')).toBe(true); // Canada
  });
});

describe('the phone schemas use the numbering plan', () => {
  const key = (result: Parameters<typeof firstIssue>[0]) => firstIssue(result)?.key ?? null;
  it('phoneEntry refuses a number outside the plan of the chosen country, and one beyond the spec count', () => {
    expect(key(phoneEntry(true).safeParse({ phoneCountry: 'IT', phoneNumber: '123456' }))).toBe('validation.invalidPhoneNumber');
    expect(key(phoneEntry(false).safeParse({ phoneCountry: 'NL', phoneNumber: '00 12345678' }))).toBe('validation.invalidPhoneNumber');
    expect(key(phoneEntry(true).safeParse({ phoneCountry: 'DE', phoneNumber: '030 12345678901' }))).toBe('validation.invalidPhoneNumber');
    expect(key(phoneEntry(true).safeParse({ phoneCountry: 'DE', phoneNumber: '030 1234567' }))).toBeNull();
    expect(key(phoneEntry(true).safeParse({ phoneCountry: 'VA', phoneNumber: '06 698 12345' }))).toBeNull();
    expect(key(phoneEntry(true).safeParse({ phoneCountry: 'nl', phoneNumber: '020 555 0134' }))).toBeNull();
  });
  it('phoneNumber and optionalPhoneNumber too', () => {
    expect(key(phoneNumber('39').safeParse('123456'))).toBe('validation.invalidPhoneNumber');
    expect(key(optionalPhoneNumber('+39').safeParse('123456'))).toBe('validation.invalidPhoneNumber');
    expect(key(optionalPhoneNumber('+39').safeParse('02 8734 1190'))).toBeNull();
  });
});
