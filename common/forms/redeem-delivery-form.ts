import { z } from 'zod';
import { emailPair, firstName, lastName } from '../rules/schemas.ts';
import { addressSchema } from './checkout-form.ts';
import { posted } from './posted.ts';

// The redeem guest delivery form (§2 redeem guest delivery modal, §4 identify in redeem mode): who
// the order is for. Digital cards go to the e-mail; the postal address (checkout-form's
// addressSchema) is asked only when cards travel by post.
export const redeemHolderSchema = z.object({ firstName, lastName }).and(emailPair);

/** The postal address's fields, as the form posts them: they are there only when cards travel by post. */
export const REDEEM_ADDRESS_FIELDS = ['countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const;
export const REDEEM_HOLDER_FIELDS = ['firstName', 'lastName', 'email', 'emailConfirmation'] as const;

type Issue = z.core.$ZodIssue;

/**
 * The form's own check, in the browser and in the redeem checkout's action: the rules setRedeemDelivery
 * applies (server/modules/redeem/delivery.ts), on the form's names (the API's confirmEmail is
 * the form's emailConfirmation). The address is checked when the form has its fields; whether
 * the order needs one is the API's to say.
 */
export const redeemDeliveryFormSchema = posted(...REDEEM_HOLDER_FIELDS, ...REDEEM_ADDRESS_FIELDS).transform((input, ctx) => {
  const holder = redeemHolderSchema.safeParse({ ...input, confirmEmail: input.emailConfirmation });
  const issues: Issue[] = (holder.error?.issues ?? []).map((i) => (i.path[0] === 'confirmEmail' ? { ...i, path: ['emailConfirmation'] } : i));
  if (input.countryCode !== undefined) issues.push(...(addressSchema.safeParse(input).error?.issues ?? []));
  for (const issue of issues) ctx.addIssue(issue as never);
  return issues.length ? z.NEVER : input;
});
