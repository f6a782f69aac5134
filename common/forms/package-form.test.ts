import { describe, expect, it } from 'vitest';
import { packageFormSchema } from './package-form.ts';
import { packageIssues } from './package-check.ts';
import { issuesByField } from '../rules/schemas.ts';

const product = { digital: { fixedValues: [25, 50, 100], min: 25, max: 150 }, physical: { fixedValues: [], min: 10, max: 250 } };
const parse = (form: Record<string, unknown>) => packageFormSchema(product).safeParse(form);

describe('the package form', () => {
  it('accepts a fixed digital value with a note', () => {
    const r = parse({ kind: 'digital', value: '50', quantity: '2', note: 'Auguri!' });
    expect(r.success && r.data).toEqual({ kind: 'digital', valueEuros: 50, quantity: 2, wrapper: null, giftPacking: false, note: 'Auguri!' });
  });
  it('refuses a value that is not offered', () => {
    expect(issuesByField(parse({ kind: 'digital', value: '60', quantity: '1' })).value?.key).toBe('validation.valueRequired');
  });
  it('checks a custom amount: whole, in range, with {min} and {max}', () => {
    for (const v of ['9', '251', '12.5', '-5', '']) {
      expect(issuesByField(parse({ kind: 'physical', customValue: v, quantity: '1' })).customValue).toEqual({
        key: 'validation.customPrice',
        params: { min: 10, max: 250 },
      });
    }
    expect(parse({ kind: 'physical', customValue: '250', quantity: '1' }).success).toBe(true);
  });
  it('refuses emoji and notes over 150 characters, and absurd quantities', () => {
    expect(issuesByField(parse({ kind: 'digital', value: '25', quantity: '1', note: 'Ciao 😀' })).note?.key).toBe('validation.emojiNotAllowed');
    expect(issuesByField(parse({ kind: 'digital', value: '25', quantity: '1', note: 'a'.repeat(151) })).note?.key).toBe('validation.personalNoteTooLong');
    expect(issuesByField(parse({ kind: 'digital', value: '25', quantity: '0' })).quantity?.key).toBe('validation.quantityInvalid');
    expect(issuesByField(parse({ kind: 'digital', value: '25', quantity: '1000000' })).quantity?.key).toBe('validation.quantityInvalid');
  });
  it('allows wrappers and gift packing only where they fit the variation', () => {
    expect(issuesByField(parse({ kind: 'digital', value: '25', quantity: '1', wrapper: 'box' })).wrapper?.key).toBe('validation.wrapperInvalid');
    expect(issuesByField(parse({ kind: 'digital', value: '25', quantity: '1', giftPacking: 'on' })).giftPacking?.key).toBe(
      'validation.giftPackingPhysicalOnly',
    );
    expect(parse({ kind: 'physical', customValue: '30', quantity: '1', wrapper: 'box', giftPacking: 'on' }).success).toBe(true);
  });
});

describe('the package form in the browser (package-check.ts, without zod)', () => {
  const { digital, physical } = product;
  // What the product page passes: the variation's range when the value is typed, null for a fixed value.
  const browser = (form: Record<string, string>, custom: { min: number; max: number } | null) =>
    Object.fromEntries(packageIssues(form, custom).map(({ field, key, params }) => [field, params ? { key, params } : { key }]));

  it('says what the schema says about what is typed: the quantity first, then the custom amount and the note', () => {
    const forms: [Record<string, string>, { min: number; max: number } | null][] = [
      [{ kind: 'physical', customValue: '7.5', quantity: '1', note: 'Buon compleanno 🎉' }, physical],
      [{ kind: 'physical', customValue: '9', quantity: '1', note: 'a'.repeat(151) }, physical],
      [{ kind: 'physical', customValue: '40', quantity: '1', note: '   ' }, physical],
      [{ kind: 'physical', customValue: '', quantity: '0', note: '😀' }, physical],
      [{ kind: 'digital', value: 'custom', customValue: '151', quantity: '2' }, digital],
      [{ kind: 'digital', value: '50', quantity: '101' }, null],
      [{ kind: 'digital', value: '50', quantity: '3', note: 'Auguri!' }, null],
    ];
    for (const [form, custom] of forms) expect(browser(form, custom)).toEqual(issuesByField(parse(form)));
  });
});
