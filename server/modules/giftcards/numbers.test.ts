import { describe, expect, it } from 'vitest';
import { cardPrefixes, generateCardNumber, generatePin, hashPin, isValidCardNumber, luhnCheckDigit, pinMatches } from './numbers.ts';

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
});
