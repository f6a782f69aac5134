import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { cardPrefixes } from '../../../common/card-prefixes.ts';

// Issued card numbers: 19 digits = a 6-digit prefix per programme and storefront, 12 random
// digits and a Luhn check digit. PINs are 6 random digits, stored only as a keyed hash.

export const CARD_NUMBER_LENGTH = 19;
export const PIN_LENGTH = 6;

export { cardPrefixes };

export function luhnCheckDigit(partial: string): number {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCardNumber(number: string): boolean {
  return /^\d{19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

export function generateCardNumber(prefix: string, random: (max: number) => number = randomInt): string {
  if (!/^\d{6}$/.test(prefix)) throw new Error('a card prefix has 6 digits');
  let body = prefix;
  while (body.length < CARD_NUMBER_LENGTH - 1) body += String(random(10));
  return body + luhnCheckDigit(body);
}

export function generatePin(random: (max: number) => number = randomInt): string {
  return Array.from({ length: PIN_LENGTH }, () => random(10)).join('');
}

/** The keyed hash stored instead of a PIN; the key lives outside the database (PIN_HASH_KEY). */
export function hashPin(cardNumber: string, pin: string, key: string): string {
  return createHmac('sha256', key).update(`${cardNumber}:${pin}`).digest('hex');
}

export function pinMatches(cardNumber: string, pin: string, storedHash: string, key: string): boolean {
  const a = Buffer.from(hashPin(cardNumber, pin, key), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The storefront and programme a number belongs to, by its first 6 digits (spaces ignored), or null
 * for a prefix the shop does not issue. It does not check the length or the check digit (isValidCardNumber
 * does), so a half-typed number is recognised too.
 */
export function programmeOfNumber(number: string): { storeId: number; programme: 'choice' | 'blank' } | null {
  const prefix = number.replace(/\s/g, '').slice(0, 6);
  if (!/^\d{6}$/.test(prefix)) return null;
  for (const [store, programmes] of Object.entries(cardPrefixes)) {
    if (programmes.choice === prefix) return { storeId: Number(store), programme: 'choice' };
    if (programmes.blank === prefix) return { storeId: Number(store), programme: 'blank' };
  }
  return null;
}

/**
 * A number as shown to a holder: the prefix (first 6) and the last 4 digits, the rest as dots, in
 * groups of 4 with the last 4 on their own: "6390 53•• •••• ••• 1234" for 19 digits.
 */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\s/g, '');
  if (digits.length <= 10) return '•'.repeat(digits.length);
  const head = digits.slice(0, 6) + '•'.repeat(digits.length - 10);
  return [...(head.match(/.{1,4}/g) ?? []), digits.slice(-4)].join(' ');
}
