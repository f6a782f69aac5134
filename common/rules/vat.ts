// Italian business identifiers for the electronic invoice (§5 business fields, §6 business customer):
// the partita IVA (VAT number), the SDI recipient code and the PEC address. Plain functions, so the
// checkout form, the API and the accounts module share one reading of each rule.
import { z } from 'zod';
import { EMAIL_MAX } from './limits.ts';

/** The SDI code of a recipient who has none of its own: the invoice then goes to its PEC mailbox. */
export const SDI_NO_CODE = '0000000';

/** What people type around the digits ("IT 012 345 678 97", "it01234567897") is dropped. */
export function normalisePartitaIva(value: string): string {
  return value.replace(/[\s.-]+/g, '').replace(/^IT/i, '');
}

/**
 * The check digit of the first ten digits (the Agenzia delle Entrate's Luhn variant): digits in odd
 * places count as they are, digits in even places doubled (minus 9 above 9); the check digit tops
 * the sum up to a multiple of ten.
 */
export function partitaIvaCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(firstTen[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 11 digits, optional "IT" prefix and spaces, a correct check digit; all zeros is no number. */
export function isPartitaIva(value: string): boolean {
  const digits = normalisePartitaIva(value);
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  return partitaIvaCheckDigit(digits) === Number(digits[10]);
}

/** Spaces out, upper case: recipient codes are printed in capitals. */
export function normaliseSdiCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Seven letters or digits (after normalising). "0000000" has the right shape; it needs a PEC too. */
export function isSdiCode(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(normaliseSdiCode(value));
}

/** A PEC mailbox is an ordinary e-mail address at a certified provider: its shape is all we can check. */
export function isPecAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX && z.regexes.email.test(address);
}

export type ElectronicInvoiceProblem = { field: 'sdiCode' | 'pecAddress'; problem: 'required' | 'sdiInvalid' | 'pecInvalid' | 'zerosNeedPec' };

/**
 * Where an Italian business receives its electronic invoice: an SDI code or a PEC address (both
 * may be given). The first problem, with the field it belongs to; null when the pair is usable.
 */
export function electronicInvoiceProblem(sdiCode: string | null | undefined, pecAddress: string | null | undefined): ElectronicInvoiceProblem | null {
  const sdi = sdiCode?.trim() ? normaliseSdiCode(sdiCode) : null;
  const pec = pecAddress?.trim() ? pecAddress.trim() : null;
  if (!sdi && !pec) return { field: 'sdiCode', problem: 'required' };
  if (sdi && !isSdiCode(sdi)) return { field: 'sdiCode', problem: 'sdiInvalid' };
  if (pec && !isPecAddress(pec)) return { field: 'pecAddress', problem: 'pecInvalid' };
  if (sdi === SDI_NO_CODE && !pec) return { field: 'pecAddress', problem: 'zerosNeedPec' };
  return null;
}
