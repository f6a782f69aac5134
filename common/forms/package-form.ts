import { z } from 'zod';
import { customPrice, personalNote, quantity } from '../rules/schemas.ts';
import { WRAPPERS } from './wrappers.ts';

export { WRAPPERS };

// The product page's package form (§3 Package, §5): a variation, a value (fixed or custom), a
// quantity, an optional wrapper, gift packing and personal note. The basket operation uses the
// same schema on the server.

export type PackageProduct = {
  digital: { fixedValues: number[]; min: number; max: number } | null;
  physical: { fixedValues: number[]; min: number; max: number } | null;
};

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
      const config = product[form.kind]!;
      let valueEuros: number | null = null;
      const useCustom = !config.fixedValues.length || form.value === 'custom' || (!form.value && !!form.customValue);
      if (useCustom) {
        const parsed = customPrice(config.min, config.max).safeParse(form.customValue ?? '');
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', path: ['customValue'], message: 'validation.customPrice', params: { min: config.min, max: config.max } });
        } else valueEuros = parsed.data;
      } else {
        const chosen = Number(form.value);
        if (!config.fixedValues.includes(chosen)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.valueRequired' });
        else valueEuros = chosen;
      }
      const wrappers: readonly string[] = WRAPPERS[form.kind];
      const wrapper = form.wrapper && form.wrapper !== 'none' ? form.wrapper : null;
      if (wrapper && !wrappers.includes(wrapper)) ctx.addIssue({ code: 'custom', path: ['wrapper'], message: 'validation.wrapperInvalid' });
      if (form.giftPacking && form.kind !== 'physical') ctx.addIssue({ code: 'custom', path: ['giftPacking'], message: 'validation.giftPackingPhysicalOnly' });
      let note: string | null = null;
      if (form.note && form.note.trim() !== '') {
        const parsed = personalNote().safeParse(form.note);
        if (!parsed.success) ctx.addIssue({ ...parsed.error.issues[0], path: ['note'] } as never);
        else note = parsed.data;
      }
      return { kind: form.kind, valueEuros: valueEuros ?? 0, quantity: form.quantity, wrapper, giftPacking: form.giftPacking, note };
    });
}
