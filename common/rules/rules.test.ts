import { describe, it, expect } from 'vitest';
import { isValidPostcode } from './postcode.ts';
import { dialCodeFor, dialCodes, formatDialCode, isValidPhone } from './phone.ts';
import { hasEmoji, isAsciiOnly, isInt32, isLink, isPhoneLike, isShortText, isWhitespaceOnly, MAX_INT } from './text.ts';

// [country, valid samples, invalid samples]
const postcodes: [string, string[], string[]][] = [
  ['NL', ['1234 AB', '1234ab', '9999 ZZ', '1011 sb'], ['1234 SA', '1234sd', '1234 ss', '0123 AB', '123 AB', '1234 A', '1234  AB', '12345 AB', '1234 A1']],
  ['BE', ['1000', '9999', '4000'], ['0999', '123', '12345', 'B-1000', '10 00']],
  ['GB', ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A1BB', 'w1a 0ax', 'GIR 0AA'], ['1234', 'SW1A 1A', 'SW1A-1AA', 'ABC 123', 'SW1A 1AAA']],
  ['UK', ['SW1A 1AA'], ['12345']],
  ['DE', ['10115', '01001', '01067', '99998', '80331'], ['01000', '99999', '1011', '101155', '1011A', '10 115']],
  ['FR', ['75001', '13008'], ['7500', '750011', 'F-75001']],
  ['IT', ['00118', '20121', '39100'], ['2012', '201210', 'I-20121', '20 121']],
  ['ES', ['28013', '08001'], ['2801', '280133']],
  ['FI', ['00100'], ['0010']],
  ['HR', ['10000'], ['1000']],
  ['SM', ['47890'], ['4789']],
  ['VA', ['00120'], ['0012']],
  ['MC', ['98000'], ['9800']],
  ['IE', ['D02 X285', 'A65F4E2', 'T12 XY34', 'd6w 1234'], ['B12 3456', 'D02 X28', 'D02X2855', '12345']],
  ['AT', ['1010', '6020'], ['101', '10100', 'A-1010']],
  ['PL', ['00-950', '31-042'], ['00950', '00-95', '000-950']],
  ['SE', ['114 55', '11455'], ['1145', '114-55', '114 555']],
  ['PT', ['1000-001', '4050-123'], ['1000001', '1000-01', '100-001']],
  ['BR', ['01310-100', '20040-020'], ['01310100', '0131-100', '01310-10']],
  ['US', ['90210', '90210-1234', '02134'], ['9021', '90210-123', '90210 1234', '902101234']],
  ['CA', ['K1A 0B1', 'k1a0b1', 'M5V 3L9'], ['D1A 0B1', 'W1A 0B1', 'K1A 0B', 'K1A 0D1', '123 456']],
  ['CH', ['8001', '1200'], ['800', '80011']],
  ['DK', ['2100'], ['210']],
  ['NO', ['0150'], ['01500']],
  ['LU', ['1009'], ['10091']],
  ['HU', ['1051'], ['105']],
  ['GR', ['105 57', '10557'], ['1055', '105-57']],
  ['JP', ['100-0001', 'AB 12', 'X'], ['', '   ', '12345678901', '12#45', '--', 'città']],
];

describe('isValidPostcode', () => {
  for (const [country, valid, invalid] of postcodes) {
    it.each(valid)(`${country} accepts %s`, (value) => expect(isValidPostcode(country, value)).toBe(true));
    it.each(invalid)(`${country} rejects "%s"`, (value) => expect(isValidPostcode(country, value)).toBe(false));
  }
  it('reads the country and the value case-insensitively and trims the value', () => {
    expect(isValidPostcode('nl', ' 1234 ab ')).toBe(true);
    expect(isValidPostcode('nl', '1234 sa')).toBe(false);
  });
  it('rejects an empty value for every country', () => {
    for (const [country] of postcodes) expect(isValidPostcode(country, '')).toBe(false);
  });
});

describe('isValidPhone', () => {
  const valid: [string, string][] = [
    ['39', '347 1234567'],
    ['+39', '3471234567'],
    ['39', '06 1234567'],
    ['39', '0471 123456'],
    ['39', '06-1234.567'],
    ['39', '(06) 1234567'],
    ['39', '123456'],
    ['39', '123456789012'],
    ['31', '06 12345678'],
    ['44', '07911 123456'],
    ['1', '202 555 0143'],
    ['1', '1234567890123'],
    ['49', '0151 23456789'],
    ['353', '087 1234567'],
  ];
  const invalid: [string, string][] = [
    ['39', '12345'],
    ['39', '1234567890123'],
    ['39', '347 123456a'],
    ['39', '+39 3471234567'],
    ['39', '347/1234567'],
    ['39', ''],
    ['39', '   '],
    ['1', '12345678901234'],
    ['353', '087123456789'],
    ['', '3471234567'],
    ['abc', '3471234567'],
    ['1234', '3471234567'],
  ];
  it.each(valid)('+%s accepts %s', (dial, national) => expect(isValidPhone(dial, national)).toBe(true));
  it.each(invalid)('+%s rejects "%s"', (dial, national) => expect(isValidPhone(dial, national)).toBe(false));
});

describe('dial codes', () => {
  const required = [
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
    'GB',
    'CH',
    'NO',
    'US',
    'CA',
    'BR',
  ];
  it('covers the EU countries plus GB, CH, NO, US, CA and BR, each once', () => {
    const countries = dialCodes.map((entry) => entry.country);
    for (const country of required) expect(countries).toContain(country);
    expect(new Set(countries).size).toBe(countries.length);
  });
  it('has 1 to 3 digit codes and Italian names', () => {
    for (const entry of dialCodes) expect(entry.dialCode).toMatch(/^\d{1,3}$/);
    const name = (country: string) => dialCodes.find((entry) => entry.country === country)?.name;
    expect([name('IT'), name('NL'), name('DE'), name('GB'), name('US')]).toEqual(['Italia', 'Paesi Bassi', 'Germania', 'Regno Unito', 'Stati Uniti']);
  });
  it.each([
    ['IT', '39'],
    ['it', '39'],
    ['NL', '31'],
    ['US', '1'],
    ['CA', '1'],
    ['BR', '55'],
    ['PL', '48'],
    ['ZZ', null],
  ])('dialCodeFor(%s) is %s', (country, code) => {
    expect(dialCodeFor(country)).toBe(code);
  });
  it('formats a dial code as +code', () => {
    expect(formatDialCode('39')).toBe('+39');
    expect(formatDialCode('+31')).toBe('+31');
  });
});

describe('hasEmoji', () => {
  const emoji = ['😀', 'Ciao 🎁', '❤️', '❤', '☀', '✌️', '🕊', '🇮🇹', 'Forza 🇳🇱!', '👨‍👩‍👧', '👩🏽‍💻', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '#️⃣', '👍🏽', '⌚', '🫶'];
  const plain = ['Buon compleanno!', 'àèìòù ÀÉ', '© 2024', 'Marca™', '<3 :)', '→ ↔', '#1 12345', 'Привет', '日本語', '', '*'];
  it.each(emoji)('finds an emoji in %s', (value) => expect(hasEmoji(value)).toBe(true));
  it.each(plain)('finds none in "%s"', (value) => expect(hasEmoji(value)).toBe(false));
});

describe('generic text patterns', () => {
  it.each([
    ['Hello, world!', true],
    ['', true],
    ['città', false],
    ['😀', false],
    ['tab\tnewline\n', true],
  ])('isAsciiOnly(%j) is %s', (value, expected) => expect(isAsciiOnly(value)).toBe(expected));
  it.each([
    ['   ', true],
    ['\n\t ', true],
    ['\u00a0', true],
    ['', false],
    [' a ', false],
  ])('isWhitespaceOnly(%j) is %s', (value, expected) => expect(isWhitespaceOnly(value)).toBe(expected));
  it('MAX_INT is the 32-bit signed maximum', () => expect(MAX_INT).toBe(2147483647));
  it.each([
    ['2147483647', true],
    ['2147483648', false],
    ['-2147483648', true],
    ['-2147483649', false],
    ['0', true],
    ['12.5', false],
    ['1e3', false],
    ['abc', false],
    ['', false],
    [12, true],
    [1.5, false],
    [2147483648, false],
  ] as [string | number, boolean][])('isInt32(%j) is %s', (value, expected) => expect(isInt32(value)).toBe(expected));
  it.each([
    ['a', true],
    ['x'.repeat(20), true],
    ['x'.repeat(21), false],
    ['', false],
    ['   ', false],
    ['Ciao Mario', true],
  ])('isShortText(%j) is %s', (value, expected) => expect(isShortText(value)).toBe(expected));
  it.each([
    ['tel:+39061234567', true],
    ['mailto:info@example.it', true],
    ['http://example.it', true],
    ['https://example.it/a', true],
    ['HTTPS://EXAMPLE.IT', true],
    ['ftp://example.it', false],
    ['www.example.it', false],
    ['javascript:alert(1)', false],
    ['/relative/path', false],
  ])('isLink(%j) is %s', (value, expected) => expect(isLink(value)).toBe(expected));
  it.each([
    ['06112345', true],
    ['061 12345678', true],
    ['061-12345', true],
    ['0611234', false],
    ['061123456789', false],
    ['abc12345', false],
    ['06 112345', false],
  ])('isPhoneLike(%j) is %s', (value, expected) => expect(isPhoneLike(value)).toBe(expected));
});
