// The field rules of §5 that the product page and the basket check in the browser, as plain
// functions: those pages carry no zod (decision 038). schemas.ts builds its zod rules on these, so
// the API, the actions and the browser say the same thing with the same keys and parameters.
import type { IssueKey } from './issues.ts';
import { PERSONAL_NOTE_MAX, QUANTITY_MAX, QUANTITY_MIN } from './limits.ts';
import { hasEmoji, MAX_INT } from './text.ts';

/** A whole number written without decimals or sign ("12" or 12), up to MAX_INT; otherwise null. */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_INT ? value : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= MAX_INT ? n : null;
}

/** Quantity: a whole number from 1 to 100. */
export function quantityIssue(value: unknown): IssueKey | null {
  const n = parseWholeNumber(value);
  return n !== null && n >= QUANTITY_MIN && n <= QUANTITY_MAX ? null : { key: 'validation.quantityInvalid', params: { min: QUANTITY_MIN, max: QUANTITY_MAX } };
}

/** Custom price: a whole, positive amount from min to max; every failure, blank included, says so with {min, max}. */
export function customPriceIssue(value: unknown, min: number, max: number): IssueKey | null {
  const amount = parseWholeNumber(value);
  return amount !== null && amount > 0 && amount >= min && amount <= max ? null : { key: 'validation.customPrice', params: { min, max } };
}

/** A personal note's text once it is there (trimmed, not blank): no emoji, at most `max` characters. */
export function noteTextIssue(trimmed: string, max = PERSONAL_NOTE_MAX): IssueKey | null {
  if (hasEmoji(trimmed)) return { key: 'validation.emojiNotAllowed' };
  return trimmed.length > max ? { key: 'validation.personalNoteTooLong', params: { max } } : null;
}
