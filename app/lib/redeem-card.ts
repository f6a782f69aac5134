// The card forms in the browser: the number grouped as printed, and the redeem gift card form's
// rules (§5). The card number and PIN are checked by the kit with common/forms/card-form.ts; the
// rules here are a light copy of the redeem package schema's, with the same message keys.
import { CARD_NUMBER_LENGTH } from '../../common/rules/limits.ts';
import { hasEmoji } from '../../common/rules/text.ts';
import { REDEEM_NOTE_MAX } from '../../common/rules/redeem-limits.ts';
import { KNOWN_CARD_PREFIXES } from '../../common/card-prefixes.ts';

export { KNOWN_CARD_PREFIXES };

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** "6390530000000000001" → "6390 5300 0000 0000 001", as printed on the card. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_NUMBER_LENGTH)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The note rules of §5 for a redeem message: optional here, but never blank-only, no emoji, 160 at most. */
export function redeemNoteIssue(value: string): { key: string; params?: Record<string, unknown> } | null {
  if (!value) return null;
  if (!value.trim()) return { key: 'validation.personalNoteRequired' };
  if (hasEmoji(value)) return { key: 'validation.emojiNotAllowed' };
  if (value.length > REDEEM_NOTE_MAX) return { key: 'validation.personalNoteTooLong', params: { max: REDEEM_NOTE_MAX } };
  return null;
}

/**
 * A whole amount in euros of at least the option's minimum (common/forms/redeem-package-form.ts).
 * No maximum here: above the option's maximum the server splits the amount into several cards.
 */
export function redeemAmountIssue(value: string, min: number): { key: string; params: Record<string, unknown> } | null {
  const ok = /^\s*\d{1,7}\s*$/.test(value) && Number(value) >= Math.max(1, min);
  return ok ? null : { key: 'validation.redeemAmountMin', params: { min } };
}
