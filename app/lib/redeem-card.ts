// The card forms in the browser: the number grouped as printed. The card number and PIN are
// checked by the kit with common/forms/card-form.ts, a redeem choice with common/forms/redeem-package-form.ts.
import { CARD_NUMBER_LENGTH } from '../../common/rules/limits.ts';
import { KNOWN_CARD_PREFIXES } from '../../common/card-prefixes.ts';

export { KNOWN_CARD_PREFIXES };

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** "6390530000000000001" → "6390 5300 0000 0000 001", as printed on the card. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_NUMBER_LENGTH)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
