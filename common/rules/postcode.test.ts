import { describe, it, expect } from 'vitest';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isValidPostcode, postcodeCountries } from './postcode.ts';
import { postcode } from './schemas.ts';

// Decision 020: formats from postcode-validator, the spec's own rules (§5) on top.

describe('postcode formats from postcode-validator', () => {
  it.each(postcodeCountries.map((c) => [c]))('%s of the address list has a format in the library', (country) => {
    expect(postcodeValidatorExistsForCountry(country)).toBe(true);
  });

  // [country, value, what the library alone says, what the shop says]: each case where the spec
  // and the library disagree, and the spec wins.
  const specWins: [string, string, boolean, boolean][] = [
    ['NL', '1234 SA', true, false], // "not sa, sd or ss"
    ['NL', '1234 SD', true, false],
    ['NL', '1234SS', true, false],
    ['NL', '0123 AB', true, false], // Dutch postcodes run from 1000
    ['BE', '0999', true, false], // "4 digits, no leading 0"
    ['DE', '01000', true, false], // "5 digits, excluding 01000 and 99999"
    ['DE', '99999', true, false],
    ['FR', '75 001', true, false], // "FR, IT, ES and similar: 5 digits"
    ['SE', 'SE-114 55', true, false], // "SE: NNN NN"
    ['PT', '1000', true, false], // "PT: NNNN-NNN"
    ['BR', '01310100', true, false], // "BR: NNNNN-NNN"
    ['GB', 'GIR 0AA', false, true], // "UK format": the Girobank postcode is a UK postcode
    ['UK', 'GIR0AA', false, true],
  ];
  it.each(specWins)('%s %j: the library alone says %s, the shop (the spec) says %s', (country, value, library, shop) => {
    expect(postcodeValidator(value, country)).toBe(library);
    expect(isValidPostcode(country, value)).toBe(shop);
  });

  // The spec's exceptions leave their neighbours alone.
  it.each([
    ['NL', '1234 SB'],
    ['NL', '1234 AS'],
    ['NL', '1000 AA'],
    ['BE', '1000'],
    ['DE', '01001'],
    ['DE', '99998'],
    ['FR', '75001'],
    ['SE', '114 55'],
    ['PT', '1000-001'],
    ['BR', '01310-100'],
    ['GB', 'GIR 0AB'],
  ])('%s %j is decided by the format alone', (country, value) => expect(isValidPostcode(country, value)).toBe(postcodeValidator(value.toUpperCase(), country)));

  // Within the spec's formats the library knows which codes exist; the shop takes its word.
  it.each([
    ['ES', '53000'],
    ['ES', '00100'],
    ['AT', '0999'],
    ['MC', '98100'],
    ['SM', '47900'],
    ['VA', '00121'],
  ])('%s refuses %j: the spec format, but no such postcode', (country, value) => expect(isValidPostcode(country, value)).toBe(false));
  it.each([
    ['ES', '52001'],
    ['AT', '9992'],
    ['MC', '98000'],
    ['SM', '47899'],
    ['VA', '00120'],
  ])('%s accepts %j', (country, value) => {
    expect(isValidPostcode(country, value)).toBe(true);
  });

  // Where the spec names no format, the library's is taken whole, country prefixes included.
  it.each([
    ['IE', 'D02-X285'],
    ['LU', 'L-1009'],
    ['HR', 'HR-10000'],
    ['SI', 'SI-1000'],
    ['FI', 'FI-00100'],
    ['LT', 'LT-12345'],
    ['LV', 'LV-1234'],
  ])('%s accepts %j', (country, value) => expect(isValidPostcode(country, value)).toBe(true));

  it('refuses double spaces, tabs and loose separators for every country', () => {
    for (const country of [...postcodeCountries, 'JP']) {
      expect(isValidPostcode(country, '1234  AB')).toBe(false);
      expect(isValidPostcode(country, 'K1A\t0B1')).toBe(false);
      expect(isValidPostcode(country, '12--345')).toBe(false);
    }
    expect(postcodeValidator('K1A  0B1', 'CA')).toBe(true); // the library's Canadian pattern alone would take it
    expect(isValidPostcode('CA', 'K1A  0B1')).toBe(false);
    expect(isValidPostcode('CA', 'K1A 0B1')).toBe(true);
  });

  it('checks a country outside the shop list by the international pattern, up to 10 characters', () => {
    expect(isValidPostcode('JP', '100-0001')).toBe(true);
    expect(isValidPostcode('JP', 'AB 12')).toBe(true);
    expect(isValidPostcode('XX', '1234567890')).toBe(true);
    expect(isValidPostcode('XX', '12345678901')).toBe(false);
    expect(isValidPostcode('XX', '-12')).toBe(false);
    expect(isValidPostcode('XX', '12-')).toBe(false);
  });

  it('the postcode schema keeps its keys and its upper-cased output', () => {
    expect(postcode('DE').safeParse('99999').error?.issues[0]?.message).toBe('validation.postcodeInvalid');
    expect(postcode('GB').parse(' gir 0aa ')).toBe('GIR 0AA');
    expect(postcode('NL').safeParse('1234 ss').error?.issues[0]?.message).toBe('validation.postcodeInvalid');
    expect(postcode('PT').safeParse('').error?.issues[0]?.message).toBe('validation.postcodeRequired');
  });
});
