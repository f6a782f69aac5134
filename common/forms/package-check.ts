import type { IssueKey } from '../rules/issues.ts';
import { customPriceIssue, noteTextIssue, quantityIssue } from '../rules/checks.ts';

// The package form's rules for what a person types (quantity, custom amount, note), without zod,
// for the product page, which carries none (decision 038). packageFormSchema (package-form.ts)
// runs these same checks for the action and the API, with those of the choices the page offers.

type PackageIssue = IssueKey & { field: 'quantity' | 'customValue' | 'note' };
type Typed = { quantity?: unknown; customValue?: unknown; note?: unknown };

/** The custom amount, when the value is typed (`custom`: the variation's range; null for a fixed value), and the note. */
export function typedIssues(form: Typed, custom: { min: number; max: number } | null): PackageIssue[] {
  const price = custom && customPriceIssue(form.customValue ?? '', custom.min, custom.max);
  const note = typeof form.note === 'string' && form.note.trim() ? noteTextIssue(form.note.trim()) : null;
  return [...(price ? [{ ...price, field: 'customValue' as const }] : []), ...(note ? [{ ...note, field: 'note' as const }] : [])];
}

/**
 * The browser's check before posting, as the schema's: the quantity first, and when it is right
 * what else was typed. The choices offered (variation, fixed value, wrapper, gift packing) are the
 * product's own; the action's schema checks them as well.
 */
export function packageIssues(posted: Typed, custom: { min: number; max: number } | null): PackageIssue[] {
  const quantity = quantityIssue(posted.quantity);
  return quantity ? [{ ...quantity, field: 'quantity' }] : typedIssues(posted, custom);
}
