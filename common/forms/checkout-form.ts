import { z } from 'zod';
import {
  businessDetails,
  italianBusinessDetails,
  type BusinessDetails,
  email,
  emailPair,
  firstName,
  houseNumber,
  lastName,
  phoneEntry,
  postcode,
  street,
  termsAccepted,
} from '../rules/schemas.ts';
import { COMPANY_NAME_MAX } from '../rules/limits.ts';
import { isFiscalCode, normaliseFiscalCode } from '../rules/fiscal-code.ts';

// The checkout's forms (§2 Checkout, §5): step 1 your details, step 2 shipping and delivery,
// step 3 payment. The API parses with the same schemas; fields are named as the form posts them.

// An optional field left empty: posted as the empty text by a form, or null (or left out) by a
// client of the API, whose input fields are nullable.
const absent = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optionalEmail = z.preprocess(absent, email.optional());
const optionalText = (max: number) => z.preprocess(absent, z.string().trim().max(max, { error: 'validation.tooLong' }).optional());

export const customerTypes = ['PRIVATE', 'BUSINESS'] as const;

/**
 * Step 1: private or business customer, name, e-mail twice, phone with its country, invoice e-mail.
 * `business` holds the rules of the business fields; detailsSchemaFor picks the storefront's.
 */
/**
 * The company's registered office (sede), which the Italian e-invoice (FatturaPA) must name: asked
 * of an Italian business customer at step 1, whatever the order holds (decision 046); for a private
 * customer who wants the e-invoice, the address where they live.
 */
const italianSeat = z.unknown().transform((value, ctx) => {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  // Every field on its own, so the form shows every problem at once.
  const parts = {
    street: street.safeParse(raw.street),
    houseNumber: houseNumber.safeParse(raw.houseNumber),
    suffix: optionalText(10).safeParse(raw.suffix),
    postCode: postcode('IT').safeParse(typeof raw.postCode === 'string' ? raw.postCode : ''),
    city: z
      .string({ error: 'validation.cityRequired' })
      .trim()
      .min(2, { error: 'validation.cityRequired' })
      .max(80, { error: 'validation.tooLong' })
      .safeParse(raw.city),
  };
  let refused = false;
  for (const [field, parsed] of Object.entries(parts))
    if (!parsed.success) {
      refused = true;
      ctx.addIssue({ ...parsed.error.issues[0], path: [field] } as never);
    }
  if (refused) return z.NEVER;
  const { street: s, houseNumber: n, suffix, postCode, city } = parts;
  return { countryCode: 'IT', street: s.data!, houseNumber: String(n.data), suffix: suffix.data ?? null, postCode: postCode.data!, city: city.data! };
});

export type Seat = z.output<typeof italianSeat>;

function detailsWith(business: z.ZodType<BusinessDetails>, seat: typeof italianSeat | null) {
  return z
    .object({
      customerType: z.enum(customerTypes, { error: 'validation.customerTypeRequired' }),
      firstName,
      lastName,
      invoiceEmail: optionalEmail,
      companyName: z.unknown().optional(),
      chamberOfCommerce: z.unknown().optional(),
      vatNumber: z.unknown().optional(),
      reference: z.unknown().optional(),
      sdiCode: z.unknown().optional(),
      pecAddress: z.unknown().optional(),
      street: z.unknown().optional(),
      houseNumber: z.unknown().optional(),
      suffix: z.unknown().optional(),
      postCode: z.unknown().optional(),
      city: z.unknown().optional(),
      fiscalCode: z.unknown().optional(),
    })
    .and(emailPair)
    .and(phoneEntry(false))
    .transform((d, ctx) => {
      // Business orders also need company, chamber-of-commerce number, VAT number and reference (§5).
      let details: BusinessDetails | null = null;
      let registeredOffice: Seat | null = null;
      let fiscalCode: string | null = null;
      if (d.customerType === 'BUSINESS') {
        const parsed = business.safeParse(d);
        const office = seat?.safeParse(d);
        for (const issue of [...(parsed.error?.issues ?? []), ...(office?.error?.issues ?? [])]) ctx.addIssue(issue as never);
        if (!parsed.success || office?.success === false) return z.NEVER;
        details = parsed.data;
        registeredOffice = office?.data ?? null;
      } else if (seat && typeof d.fiscalCode === 'string' && d.fiscalCode.trim()) {
        // An Italian private customer who wants the electronic invoice: their codice fiscale and
        // the address they live at, which FatturaPA names (decision 046). Without it, the PDF only.
        const valid = isFiscalCode(d.fiscalCode);
        if (!valid) ctx.addIssue({ code: 'custom', message: 'validation.fiscalCodeInvalid', path: ['fiscalCode'] });
        const home = seat.safeParse(d);
        for (const issue of home.error?.issues ?? []) ctx.addIssue(issue as never);
        if (!valid || !home.success) return z.NEVER;
        fiscalCode = normaliseFiscalCode(d.fiscalCode);
        registeredOffice = home.data;
      }
      return {
        customerType: d.customerType,
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        invoiceEmail: d.invoiceEmail ?? null,
        phoneCountry: d.phoneCountry ?? null,
        phoneNumber: d.phoneNumber || null,
        business: details,
        seat: registeredOffice,
        fiscalCode,
      };
    });
}

/** The rules every storefront shares (company, chamber of commerce, VAT number, reference). */
export const detailsSchema = detailsWith(businessDetails, null);
/** The Italian storefront's: a partita IVA with its check digit, an SDI code or a PEC address, and the registered office. */
export const italianDetailsSchema = detailsWith(italianBusinessDetails, italianSeat);

export function detailsSchemaFor(storeCountry: string): typeof detailsSchema {
  return storeCountry.toUpperCase() === 'IT' ? italianDetailsSchema : detailsSchema;
}

/** A postal delivery address; the postcode is checked in the format of its country. */
export const addressSchema = z
  .object({
    firstName,
    lastName,
    companyName: optionalText(COMPANY_NAME_MAX),
    countryCode: z
      .string({ error: 'validation.selectCountryEmptyError' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'validation.selectCountryEmptyError' }),
    street,
    houseNumber,
    suffix: optionalText(10),
    postCode: z.string().optional(),
    city: z.string({ error: 'validation.cityRequired' }).trim().min(2, { error: 'validation.cityRequired' }).max(80, { error: 'validation.tooLong' }),
  })
  .transform((a, ctx) => {
    const parsed = postcode(a.countryCode).safeParse(a.postCode ?? '');
    if (!parsed.success) {
      ctx.addIssue({ ...parsed.error.issues[0], path: ['postCode'] } as never);
      return z.NEVER;
    }
    return { ...a, postCode: parsed.data, houseNumber: String(a.houseNumber), companyName: a.companyName ?? null, suffix: a.suffix ?? null };
  });

/** A digital package's receiver: a name and an e-mail, now or at a chosen date and time. */
export const receiverSchema = z.object({
  name: firstName,
  email,
  deliverAt: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export const DELIVERY_AHEAD_DAYS = 365;

/** The chosen delivery moment (Europe/Rome wall time "2026-12-24T09:00"), from now up to a year ahead. */
export function parseDeliveryMoment(value: string | undefined, now: Date, toUtc: (local: string) => Date | null): Date | null | 'invalid' {
  if (!value) return null;
  const at = toUtc(value);
  if (!at) return 'invalid';
  if (at.getTime() < now.getTime() - 60_000 || at.getTime() > now.getTime() + DELIVERY_AHEAD_DAYS * 86_400_000) return 'invalid';
  return at;
}

export const paymentSchema = z.object({
  method: z.enum(['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice'], { error: 'validation.paymentMethodRequired' }),
  bank: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  termsAccepted,
});
