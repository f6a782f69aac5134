// The account area's forms (§5 rules): personal data, an address-book entry, the password, the
// login e-mail and the deletion. The API parses its input with parseProfile and
// parseAddressBookEntry (server/modules/accounts/errors.ts turns the issues into 9004 items per
// field); the pages check what was typed with the same rules, in the browser and in their actions
// (the *FormSchema below), so a form says what the API would.
import { z } from 'zod';
import {
  BUSINESS_FIELD_MAX,
  COMPANY_NAME_MAX,
  country,
  email,
  emailPair,
  firstName,
  houseNumber,
  lastName,
  phoneEntry,
  postcode,
  street,
} from '../rules/schemas.ts';
import { isPartitaIva, isPecAddress, isSdiCode, normaliseSdiCode } from '../rules/vat.ts';
import { errorCodes } from '../errors/codes.ts';
import { addIssues, text } from './account-forms.ts';
import { posted } from './posted.ts';
import { CHANGE_PASSWORD, passwordIssue, passwordProblems } from './password-codes.ts';

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
    const [issue] = r.error?.issues ?? [];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
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

/** A blank field is "not given" for the API. */
export function orNull(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** The personal data form's fields, as it posts them (an API error naming one shows at it). */
export const PROFILE_FIELDS = [
  'customerType',
  'firstName',
  'lastName',
  'invoiceEmail',
  'phoneCountry',
  'phoneNumber',
  'companyName',
  'vatNumber',
  'chamberOfCommerce',
  'sdiCode',
  'pecAddress',
  'street',
  'houseNumber',
  'suffix',
  'postCode',
  'city',
  'countryCode',
  'subscribed',
] as const;
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
export const EMAIL_FIELDS = ['email', 'emailConfirmation', 'password'] as const;
export const DELETE_FIELDS = ['password', 'confirm'] as const;

// The text fields: every field but the two choices.
const PROFILE_TEXT = PROFILE_FIELDS.filter((f) => f !== 'customerType' && f !== 'subscribed');

/** The personal data form's post as updateProfile's input. */
export function profileInput(v: Record<string, string>) {
  const business = v.customerType === 'BUSINESS';
  const fields = Object.fromEntries(PROFILE_TEXT.map((f) => [f, orNull(v[f])]));
  // A private customer's company fields are not kept: the form hides them, so they were not meant.
  if (!business) for (const f of ['companyName', 'vatNumber', 'chamberOfCommerce', 'sdiCode', 'pecAddress']) fields[f] = null;
  return {
    ...fields,
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    customerType: business ? 'BUSINESS' : 'PRIVATE',
    subscribed: v.subscribed === 'on',
  };
}

export const ENTRY_FIELDS = ['firstName', 'lastName', 'email', 'companyName', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const;

/** The address-book form's post as saveAddressBookEntry's input. */
export function entryInput(v: Record<string, string>) {
  const fields = Object.fromEntries(ENTRY_FIELDS.map((f) => [f, orNull(v[f])]));
  return { id: orNull(v.id), ...fields };
}

/** The posted text fields (a file or a repeated name is no text field of these forms). */
const texts = (v: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (typeof x === 'string' ? [[k, x]] : [])));

/** Personal data: what updateProfile checks, on what the form sends it (the storefront's country for a missing one). */
export const profileFormSchema = (storeCountry: string) =>
  posted(...PROFILE_FIELDS).superRefine((v, ctx) => addIssues(ctx, parseProfile(storeCountry, profileInput(texts(v)))));

/** An address-book entry: what saveAddressBookEntry checks, on what the form sends it. */
export const addressEntryFormSchema = (storeCountry: string) =>
  posted('id', ...ENTRY_FIELDS).superRefine((v, ctx) => addIssues(ctx, parseAddressBookEntry(storeCountry, entryInput(texts(v)))));

/** Deleting an address-book entry: nothing to type, the API decides. */
export const deleteEntryFormSchema = z.object({});

/**
 * Change password: the new one twice under the §5 rules, in changePassword's own codes (1205
 * length, 1202 characters, 1203 mismatch). The current one is the API's to check.
 */
export const changePasswordFormSchema = posted(...PASSWORD_FIELDS).superRefine((v, ctx) => {
  const path = { password: 'newPassword', confirmation: 'newPasswordConfirmation' };
  for (const p of passwordProblems(text(v.newPassword), text(v.newPasswordConfirmation), CHANGE_PASSWORD)) {
    ctx.addIssue({ code: 'custom', path: [path[p.field]], ...passwordIssue(p) });
  }
});

/** Change the login e-mail: the new one twice (as changeAccountEmail checks it); the password is the API's to check. */
export const changeEmailFormSchema = posted(...EMAIL_FIELDS).superRefine((v, ctx) => {
  addIssues(ctx, emailPair.safeParse({ email: text(v.email), confirmEmail: text(v.emailConfirmation) }), { confirmEmail: 'emailConfirmation' });
});

/** Delete the account: the confirmation ticked (deleteAccount's 9004 on `confirm`); the password is the API's to check. */
export const deleteAccountFormSchema = posted(...DELETE_FIELDS).superRefine((v, ctx) => {
  if (v.confirm !== 'on') ctx.addIssue({ code: 'custom', path: ['confirm'], message: `error.${errorCodes.VALIDATION}` });
});
