import { z } from 'zod';
import { parseWholeNumber, personalNote } from '../rules/schemas.ts';
import { REDEEM_NOTE_MAX } from '../rules/redeem-limits.ts';
import { WRAPPERS } from './wrappers.ts';

// A redeem package as the redeem gift card modal posts it (§3 RedeemOrder packages, §5): an amount
// in whole euros of at least the option's minimum (and at least 1), digital or physical, an
// optional wrapper and an optional personal message of up to 160 characters, never blank only
// (§5 "not whitespace-only"). The split above 150 euro is the server's business. The modal checks
// with this schema in the browser, and the API with it again (decision 038).

export type RedeemOption = { minEuros: number; kinds: readonly ('digital' | 'physical')[] };

/** The fields the form posts that the API's errors name ("input.amount"); the rest go above the button. */
export const REDEEM_PACKAGE_FIELDS = ['amount', 'kind', 'wrapper', 'message'] as const;

export function redeemPackageSchema(option: RedeemOption) {
  return z
    .object({
      amount: z.unknown(),
      kind: z.string().optional(),
      wrapper: z.string().optional().nullable(),
      message: z.string().optional().nullable(),
    })
    .transform((form, ctx) => {
      const amount = parseWholeNumber(form.amount);
      if (amount === null || amount < Math.max(1, option.minEuros)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.redeemAmountMin', params: { min: option.minEuros } });
      }
      const kind = (form.kind || option.kinds[0]) as 'digital' | 'physical';
      if (!option.kinds.includes(kind)) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'validation.variationRequired' });
      const wrapper = form.wrapper && form.wrapper !== 'none' ? form.wrapper : null;
      if (wrapper && !(WRAPPERS[kind] as readonly string[] | undefined)?.includes(wrapper))
        ctx.addIssue({ code: 'custom', path: ['wrapper'], message: 'validation.wrapperInvalid' });
      let message: string | null = null;
      if (form.message) {
        const note = personalNote(REDEEM_NOTE_MAX).safeParse(form.message);
        if (note.success) message = note.data;
        else for (const issue of note.error.issues) ctx.addIssue({ ...issue, path: ['message'] } as never);
      }
      return { amountCents: (amount ?? 0) * 100, kind, wrapper, message };
    });
}
