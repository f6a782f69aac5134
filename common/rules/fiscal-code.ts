// The codice fiscale of an Italian private customer who asks for an electronic invoice
// (FatturaPA names a consumer by it; decision 046). Sixteen characters whose last is the check
// letter of the first fifteen (omocodia letters in place of digits allowed), or the eleven digits
// with their check digit that the Agenzia gives some people and every company.
import { CheckDigitizer, VALIDATOR } from '@marketto/codice-fiscale-utils';
import { isPartitaIva } from './vat.ts';

const PERSONAL = new RegExp(`^(?:${VALIDATOR.CODICE_FISCALE})$`);

/** As typed, without spaces, in capitals. */
export function normaliseFiscalCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A well-formed codice fiscale whose check character is right (the normalised form is checked). */
export function isFiscalCode(value: string): boolean {
  const code = normaliseFiscalCode(value);
  if (/^\d{11}$/.test(code)) return isPartitaIva(code);
  return code.length === 16 && PERSONAL.test(code) && CheckDigitizer.checkDigit(code.slice(0, 15)) === code[15];
}
