// The card form's rules in the browser (§5): 19 digits with a known prefix, a 6-digit PIN.
// The action checks the same with the shared zod schemas (common/rules/schemas.ts); this light
// copy keeps zod out of the page's bundle and answers with the same message keys.
import { CARD_NUMBER_LENGTH, PIN_LENGTH } from '../../common/rules/limits.ts';
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

/** The validation key of a card number, or null when it may be sent. Spaces are allowed. */
export function cardNumberIssue(value: string, prefixes: readonly string[] = KNOWN_CARD_PREFIXES): string | null {
  const compact = value.replace(/\s+/g, '');
  if (!compact) return 'validation.cardNumberRequired';
  if (!new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(compact)) return 'validation.cardNumberInvalid';
  if (!prefixes.some((p) => compact.startsWith(p))) return 'validation.cardNumberUnknown';
  return null;
}

export function pinIssue(value: string): string | null {
  const compact = value.replace(/\s+/g, '');
  if (!compact) return 'validation.pinRequired';
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(compact)) return 'validation.pinInvalid';
  return null;
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
