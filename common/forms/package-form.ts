import { z } from 'zod';
import { parseWholeNumber, quantity } from '../rules/schemas.ts';
import type { IssueKey } from '../rules/issues.ts';
import { typedIssues } from './package-check.ts';
import { WRAPPERS } from './wrappers.ts';

// The product page's package form (§3 Package, §5): a variation, a value (fixed or custom), a
// quantity, an optional wrapper, gift packing and personal note. The basket operation and the
// product page's action use this schema; the checks of what is typed are package-check.ts's,
// which the product page runs in the browser without zod (decision 038).

/** The fields the form posts, by the names the API's errors use ("variationType" is the form's kind). */
export const PACKAGE_FORM_FIELDS = ['kind', 'value', 'customValue', 'quantity', 'wrapper', 'giftPacking', 'note'] as const;
type PackageIssue = IssueKey & { field: (typeof PACKAGE_FORM_FIELDS)[number] };

type Range = { fixedValues: number[]; min: number; max: number };
export type PackageProduct = { digital: Range | null; physical: Range | null };

type Money = { value: number };
type VariationConfig = { pricesToShow: Money[]; minPrice: Money; maxPrice: Money } | null;

/** The product's values as the API answers them (the variation configs of the product query). */
export function packageProductOf(product: { digitalVariationConfig: VariationConfig; physicalVariationConfig: VariationConfig }): PackageProduct {
  const range = (c: VariationConfig) => c && { fixedValues: c.pricesToShow.map((m) => m.value), min: c.minPrice.value, max: c.maxPrice.value };
  return { digital: range(product.digitalVariationConfig), physical: range(product.physicalVariationConfig) };
}

export function packageFormSchema(product: PackageProduct) {
  const kinds = (['digital', 'physical'] as const).filter((k) => product[k]);
  return z
    .object({
      kind: z.enum(kinds as ['digital', 'physical'], { error: 'validation.variationRequired' }),
      value: z.string().optional(),
      customValue: z.string().optional(),
      quantity,
      wrapper: z.string().optional(),
      giftPacking: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
      note: z.string().optional(),
    })
    .transform((form, ctx) => {
      const range = product[form.kind]!;
      // The value is typed for a product without fixed values, with "custom" chosen, or with only an amount.
      const custom = !range.fixedValues.length || form.value === 'custom' || (!form.value && !!form.customValue);
      const wrapper = form.wrapper && form.wrapper !== 'none' ? form.wrapper : null;
      const issues: PackageIssue[] = [];
      if (!custom && !range.fixedValues.includes(Number(form.value))) issues.push({ key: 'validation.valueRequired', field: 'value' });
      if (wrapper && !(WRAPPERS[form.kind] as readonly string[]).includes(wrapper)) issues.push({ key: 'validation.wrapperInvalid', field: 'wrapper' });
      if (form.giftPacking && form.kind !== 'physical') issues.push({ key: 'validation.giftPackingPhysicalOnly', field: 'giftPacking' });
      for (const { field, key, params } of [...issues, ...typedIssues(form, custom ? range : null)])
        ctx.addIssue({ code: 'custom', path: [field], message: key, params });
      const valueEuros = custom ? (parseWholeNumber(form.customValue) ?? 0) : Number(form.value);
      return { kind: form.kind, valueEuros, quantity: form.quantity, wrapper, giftPacking: form.giftPacking, note: form.note?.trim() || null };
    });
}
