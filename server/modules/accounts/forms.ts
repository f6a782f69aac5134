// The account area's forms as zod schemas (§5 rules): personal data and an address-book entry.
// Messages are validation keys; errors.ts turns them into 9004 items per field.
import { z } from 'zod';
import {
  BUSINESS_FIELD_MAX,
  COMPANY_NAME_MAX,
  country,
  email,
  firstName,
  houseNumber,
  lastName,
  phoneEntry,
  postcode,
  street,
} from '../../../common/rules/schemas.ts';
import { isPartitaIva, isPecAddress, isSdiCode, normaliseSdiCode } from '../../../common/rules/vat.ts';

type Raw = Record<string, any>;

/**
 * Parses the fields, and runs the cross-field checks on the raw input even when a field failed
 * (zod skips refinements then), so a form shows every problem at once.
 */
function parseWithChecks<T>(fields: z.ZodType<T>, checks: (raw: Raw, ctx: z.RefinementCtx) => void, input: unknown) {
  const base = fields.safeParse(input);
  const cross = z
    .record(z.string(), z.unknown())
    .superRefine((raw, ctx) => checks(raw, ctx))
    .safeParse(input ?? {});
  const issues = [...(base.error?.issues ?? []), ...(cross.error?.issues ?? [])];
  return issues.length || !base.success
    ? { success: false as const, error: { issues }, data: undefined }
    : { success: true as const, error: undefined, data: base.data };
}

/** Optional text: blank becomes null, the rest is trimmed and capped. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => v || null);

const addressParts = {
  street: z.string().nullish(),
  houseNumber: z.unknown().nullish(),
  suffix: optional(10),
  postCode: z.string().nullish(),
  city: z.string().nullish(),
  countryCode: z.string().nullish(),
};
type AddressParts = { street?: string | null; houseNumber?: unknown; postCode?: string | null; city?: string | null; countryCode?: string | null };

/**
 * A postal address is all or nothing: once any of street, number, postcode or city is given,
 * the four are required and checked for the country (the storefront's when none is given).
 */
function checkAddress(a: Raw, defaultCountry: string, ctx: z.RefinementCtx): void {
  const given = [a.street, a.houseNumber, a.postCode, a.city].some((v) => v !== null && v !== undefined && String(v).trim() !== '');
  if (!given) return;
  const countryCode = (a.countryCode || defaultCountry).toUpperCase();
  const checks: [string, z.ZodType, unknown][] = [
    ['street', street, a.street ?? ''],
    ['houseNumber', houseNumber, a.houseNumber ?? ''],
    ['postCode', postcode(countryCode), a.postCode ?? ''],
    ['city', z.string().trim().min(1, { error: 'validation.cityRequired' }), a.city ?? ''],
    ['countryCode', country, countryCode],
  ];
  for (const [field, rule, value] of checks) {
    const r = rule.safeParse(value);
    if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0].message, path: [field] });
  }
}

function normalisedAddress(a: AddressParts & { suffix?: string | null }, defaultCountry: string) {
  const given = [a.street, a.postCode, a.city].some((v) => v?.trim());
  if (!given) return { street: null, houseNumber: null, suffix: null, postCode: null, city: null, countryCode: null };
  const countryCode = (a.countryCode || defaultCountry).toUpperCase();
  return {
    // Read defensively: the fields transform runs before the cross checks have refused a partial address.
    street: (a.street ?? '').trim(),
    houseNumber: String(a.houseNumber ?? '').trim(),
    suffix: a.suffix ?? null,
    postCode: (a.postCode ?? '').trim().toUpperCase(),
    city: (a.city ?? '').trim(),
    countryCode,
  };
}

export function parseProfile(storeCountry: string, input: unknown) {
  return parseWithChecks(
    profileFields(storeCountry),
    (p, ctx) => {
      const phone = phoneEntry(false).safeParse({ phoneCountry: p.phoneCountry ?? undefined, phoneNumber: p.phoneNumber ?? undefined });
      if (!phone.success) for (const issue of phone.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      if (p.customerType === 'BUSINESS' && !p.companyName?.trim())
        ctx.addIssue({ code: 'custom', message: 'validation.companyNameRequired', path: ['companyName'] });
      const italian = String(p.countryCode || storeCountry).toUpperCase() === 'IT';
      if (italian && p.vatNumber?.trim() && !isPartitaIva(p.vatNumber))
        ctx.addIssue({ code: 'custom', message: 'validation.vatNumberInvalid', path: ['vatNumber'] });
      checkAddress(p, storeCountry, ctx);
    },
    input,
  );
}

function profileFields(storeCountry: string) {
  return z
    .object({
      firstName,
      lastName,
      invoiceEmail: z
        .string()
        .trim()
        .nullish()
        .transform((v) => v || null)
        .refine((v) => v === null || email.safeParse(v).success, { error: 'validation.emailInvalid' }),
      phoneCountry: z.string().nullish(),
      phoneNumber: z.string().nullish(),
      customerType: z
        .enum(['PRIVATE', 'BUSINESS'], { error: 'validation.customerTypeRequired' })
        .nullish()
        .transform((v) => v ?? 'PRIVATE'),
      companyName: optional(COMPANY_NAME_MAX),
      vatNumber: optional(BUSINESS_FIELD_MAX),
      chamberOfCommerce: optional(BUSINESS_FIELD_MAX),
      sdiCode: optional(BUSINESS_FIELD_MAX).refine((v) => v === null || isSdiCode(v), { error: 'validation.sdiCodeInvalid' }),
      pecAddress: optional(BUSINESS_FIELD_MAX * 5).refine((v) => v === null || isPecAddress(v), { error: 'validation.pecInvalid' }),
      ...addressParts,
      subscribed: z.boolean().nullish(),
    })
    .transform((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      invoiceEmail: p.invoiceEmail?.toLowerCase() ?? null,
      phoneCountry: p.phoneNumber?.trim() ? (p.phoneCountry ?? '').trim().toUpperCase() : null,
      phoneNumber: p.phoneNumber?.trim() || null,
      customerType: p.customerType,
      companyName: p.companyName,
      vatNumber: p.vatNumber,
      chamberOfCommerce: p.chamberOfCommerce,
      sdiCode: p.sdiCode && normaliseSdiCode(p.sdiCode),
      pecAddress: p.pecAddress,
      ...normalisedAddress(p, storeCountry),
      ...(typeof p.subscribed === 'boolean' ? { subscribed: p.subscribed } : {}),
    }));
}

/** An address-book entry: a name, and an e-mail and/or a full postal address. */
export function parseAddressBookEntry(storeCountry: string, input: unknown) {
  return parseWithChecks(
    addressBookFields(storeCountry),
    (e, ctx) => {
      const hasAddress = [e.street, e.houseNumber, e.postCode, e.city].some((v) => v !== null && v !== undefined && String(v).trim() !== '');
      if (!e.email?.trim() && !hasAddress) ctx.addIssue({ code: 'custom', message: 'validation.emailRequired', path: ['email'] });
      checkAddress(e, storeCountry, ctx);
    },
    input,
  );
}

function addressBookFields(storeCountry: string) {
  return z
    .object({
      firstName,
      lastName,
      email: z
        .string()
        .trim()
        .nullish()
        .transform((v) => v || null)
        .refine((v) => v === null || email.safeParse(v).success, { error: 'validation.emailInvalid' }),
      companyName: optional(COMPANY_NAME_MAX),
      ...addressParts,
    })
    .transform((e) => ({
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email?.toLowerCase() ?? null,
      companyName: e.companyName,
      ...normalisedAddress(e, storeCountry),
    }));
}
