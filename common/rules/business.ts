// The business order details of spec §5 "Business fields": company, chamber of commerce, VAT
// number and reference, and for the Italian storefront the partita IVA and the SDI code or PEC
// address of the electronic invoice. Every issue's message is a key of messages.ts.
import { z } from 'zod';
import type { ValidationKey } from './messages.ts';
import { requiredText } from './required-text.ts';
import { BUSINESS_FIELD_MAX, COMPANY_NAME_MAX } from './limits.ts';
import {
  electronicInvoiceProblem,
  isPartitaIva,
  isPecAddress,
  isSdiCode,
  normalisePartitaIva,
  normaliseSdiCode,
  type ElectronicInvoiceProblem,
} from './vat.ts';

/** Missing, null or blank is "not given"; anything else must pass `rule`. */
function optionalBusinessText<T extends z.ZodType>(rule: T) {
  return z.preprocess((v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v), rule.optional());
}

/** Business order details (§5 "Business fields"): all required, lengths capped. */
export const businessDetails = z.object({
  companyName: requiredText('validation.companyNameRequired').max(COMPANY_NAME_MAX, {
    error: 'validation.companyNameTooLong',
  }),
  chamberOfCommerce: requiredText('validation.chamberOfCommerceRequired').max(BUSINESS_FIELD_MAX, {
    error: 'validation.tooLong',
  }),
  vatNumber: requiredText('validation.vatNumberRequired').max(BUSINESS_FIELD_MAX, { error: 'validation.tooLong' }),
  reference: requiredText('validation.referenceRequired').max(BUSINESS_FIELD_MAX, { error: 'validation.tooLong' }),
  // Where the electronic invoice goes (Italy's SDI): optional here, required for Italian businesses.
  sdiCode: optionalBusinessText(z.string().transform(normaliseSdiCode).refine(isSdiCode, { error: 'validation.sdiCodeInvalid' })),
  pecAddress: optionalBusinessText(z.string().trim().refine(isPecAddress, { error: 'validation.pecInvalid' })),
});

export type BusinessDetails = z.output<typeof businessDetails>;

const electronicInvoiceKeys: Record<ElectronicInvoiceProblem['problem'], ValidationKey> = {
  required: 'validation.sdiOrPecRequired',
  sdiInvalid: 'validation.sdiCodeInvalid',
  pecInvalid: 'validation.pecInvalid',
  zerosNeedPec: 'validation.sdiZerosNeedPec',
};

const italianBusinessFields = businessDetails.extend({
  vatNumber: requiredText('validation.vatNumberRequired')
    .refine(isPartitaIva, { error: 'validation.vatNumberInvalid', abort: true })
    .transform(normalisePartitaIva),
});

/**
 * Business details of the Italian storefront: the VAT number is a partita IVA with its check digit
 * (stored as its 11 digits), and an SDI recipient code or a PEC address is required. The pair is
 * checked on the raw input beside the fields (a zod object refinement would be skipped once a
 * field failed), so the form shows every problem at once.
 */
export const italianBusinessDetails = z.unknown().transform((value, ctx): BusinessDetails => {
  const fields = italianBusinessFields.safeParse(value);
  if (!fields.success) for (const issue of fields.error.issues) ctx.addIssue(issue as never);
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const found = electronicInvoiceProblem(text(raw.sdiCode), text(raw.pecAddress));
  // Malformed codes and addresses are the fields' own issues, reported above.
  const pairIssue = found && (found.problem === 'required' || found.problem === 'zerosNeedPec') ? found : null;
  if (pairIssue) ctx.addIssue({ code: 'custom', message: electronicInvoiceKeys[pairIssue.problem], path: [pairIssue.field] });
  return fields.success && !pairIssue ? fields.data : z.NEVER;
});

/** The business rules of a storefront's country (IT: partita IVA and SDI/PEC). */
export function businessDetailsFor(country: string): z.ZodType<BusinessDetails> {
  return country.toUpperCase() === 'IT' ? italianBusinessDetails : businessDetails;
}
