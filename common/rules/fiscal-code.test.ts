import { describe, expect, it } from 'vitest';
import { isFiscalCode, normaliseFiscalCode } from './fiscal-code.ts';

// Decision 046: an Italian private customer's codice fiscale on the e-invoice.
describe('the codice fiscale', () => {
  it('takes sixteen characters whose last is the check letter of the others, typed in any case and with spaces', () => {
    expect(isFiscalCode('RSSMRA80A01H501U')).toBe(true);
    expect(isFiscalCode('rss mra 80a01 h501u')).toBe(true);
    expect(normaliseFiscalCode(' rss mra 80a01 h501u ')).toBe('RSSMRA80A01H501U');
    // Omocodia: letters stand in for digits when two people would share a code.
    expect(isFiscalCode('RSSMRA85T10A56NH')).toBe(true);
  });

  it('refuses a wrong check letter, a month or day that does not exist, and the wrong length', () => {
    expect(isFiscalCode('RSSMRA80A01H501V')).toBe(false);
    expect(isFiscalCode('RSSMRA80Z01H501U')).toBe(false);
    expect(isFiscalCode('RSSMRA85T99A562S')).toBe(false);
    expect(isFiscalCode('RSSMRA80A01H501')).toBe(false);
    expect(isFiscalCode('RSSMRA80A01H501UX')).toBe(false);
    expect(isFiscalCode('')).toBe(false);
  });

  it('takes the eleven digits of a numeric code with their check digit', () => {
    expect(isFiscalCode('01234567897')).toBe(true);
    expect(isFiscalCode('01234567898')).toBe(false);
    expect(isFiscalCode('00000000000')).toBe(false);
  });
});
