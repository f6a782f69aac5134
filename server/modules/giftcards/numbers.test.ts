import { describe, expect, it } from 'vitest';
import {
  cardPrefixes,
  generateCardNumber,
  generatePin,
  hashPin,
  isValidCardNumber,
  luhnCheckDigit,
  maskCardNumber,
  pinMatches,
  programmeOfNumber,
} from './numbers.ts';

describe('gift card numbers and PINs', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });
  it('issues 19-digit numbers with the programme prefix and a valid check digit', () => {
    const n = generateCardNumber(cardPrefixes[53].choice);
    expect(n).toMatch(/^639053\d{13}$/);
    expect(isValidCardNumber(n)).toBe(true);
  });
  it('rejects a number with one digit changed', () => {
    const n = generateCardNumber(cardPrefixes[53].choice);
    const wrong = n.slice(0, 10) + String((Number(n[10]) + 1) % 10) + n.slice(11);
    expect(isValidCardNumber(wrong)).toBe(false);
  });
  it('gives 6-digit PINs and never stores them in clear', () => {
    const pin = generatePin();
    expect(pin).toMatch(/^\d{6}$/);
    const hash = hashPin('6390530000000000000', pin, 'key-1');
    expect(hash).not.toContain(pin);
    expect(pinMatches('6390530000000000000', pin, hash, 'key-1')).toBe(true);
    expect(pinMatches('6390530000000000000', pin, hash, 'key-2')).toBe(false);
    expect(pinMatches('6390530000000000001', pin, hash, 'key-1')).toBe(false);
  });
  it('recognises the storefront and programme by the prefix, and nothing else', () => {
    expect(programmeOfNumber('6390531234567890123')).toEqual({ storeId: 53, programme: 'choice' });
    expect(programmeOfNumber('6391 5312 3456 7890 123')).toEqual({ storeId: 53, programme: 'blank' });
    expect(programmeOfNumber('639001')).toEqual({ storeId: 1, programme: 'choice' });
    expect(programmeOfNumber('6391019999999999999')).toEqual({ storeId: 1, programme: 'blank' });
    expect(programmeOfNumber('6392531234567890123')).toBeNull();
    expect(programmeOfNumber('4111111111111111111')).toBeNull();
    expect(programmeOfNumber('63905')).toBeNull();
    expect(programmeOfNumber('')).toBeNull();
  });
  it('masks a number but its prefix and last four digits', () => {
    expect(maskCardNumber('6390531234567891234')).toBe('6390 53•• •••• ••• 1234');
    expect(maskCardNumber('6390 5312 3456 7891 234')).toBe('6390 53•• •••• ••• 1234');
    const masked = maskCardNumber('6390539876543210987');
    expect(masked.replace(/\D/g, '')).toBe('6390530987');
    expect(masked).not.toContain('98765');
    expect(maskCardNumber('12345')).toBe('•••••');
  });
});
