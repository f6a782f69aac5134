import { z } from 'zod';
import { posted } from './posted.ts';
import { BUSINESS_FIELD_MAX, COMPANY_NAME_MAX } from '../rules/limits.ts';
import { customPrice, email, parseWholeNumber, phoneEntry } from '../rules/schemas.ts';
import { isPartitaIva } from '../rules/vat.ts';

// The quote request of a company (§1, §6 "request a quote"): company details, a message with a
// character limit (the form shows the remaining count), an optional remark, and optionally the
// product, quantity and value per card it is about. The API checks it with this schema; the
// forms take their limits from here.

export const QUOTE_MESSAGE_MAX = 1000;
export const QUOTE_REMARK_MAX = 250;
export const QUOTE_CONTACT_NAME_MAX = 100;
/** Quotes are for the quantities a basket cannot hold (250 cards): up to this many cards. */
export const QUOTE_QUANTITY_MAX = 10_000;
/** Value per card (whole euros) when no product names its own range. */
export const QUOTE_VALUE_MAX = 10_000;
/** Requests per client in the window: a company asks once or twice, a script asks all day. */
export const QUOTE_LIMIT = { requests: 5, windowMinutes: 60 };

/** The value range of the product a quote is about, in whole currency units. */
export type QuoteProductRange = { fixedValues: number[]; min: number; max: number };

const chars = (value: string) => Array.from(value).length;
const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

function required(key: string, max: number) {
  return z
    .string({ error: key })
    .trim()
    .min(1, { error: key, abort: true })
    .refine((v) => chars(v) <= max, { error: 'validation.tooLong', params: { max } });
}

/** Optional text: blank reads as null. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || chars(v) <= max, { error: 'validation.tooLong', params: { max } })
    .transform((v) => (v ? v : null));
}

/** Optional whole number: blank reads as null, anything else must pass `rule`. */
function optionalWhole<T extends z.ZodType<number>>(rule: T) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const parsed = rule.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [] } as never);
      return z.NEVER;
    });
}

/**
 * A VAT number as companies write it ("IT 01234567897", "NL123456789B01"): spaces, dots and dashes
 * dropped, upper case, an optional two-letter country prefix, 8 to 12 letters and digits with at
 * least 7 digits. On the Italian storefront it is a partita IVA with its check digit, by the rule
 * the checkout applies (common/rules/business.ts, vat.ts): a quote must not take a number the
 * order it leads to would refuse.
 */
function vatNumberFor(storeCountry: string) {
  const entry = required('validation.vatNumberRequired', BUSINESS_FIELD_MAX);
  if (storeCountry.toUpperCase() === 'IT') {
    return entry.refine(isPartitaIva, { error: 'validation.vatNumberInvalid', abort: true }).transform((v) => v.replace(/[\s.-]/g, '').toUpperCase());
  }
  return entry
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine((v) => /^([A-Z]{2})?(?=(?:[A-Z]*\d){7})[0-9A-Z]{8,12}$/.test(v), { error: 'validation.invalid' });
}

const quantity = z
  .unknown()
  .refine(
    (v) => {
      const n = parseWholeNumber(v);
      return n !== null && n >= 1 && n <= QUOTE_QUANTITY_MAX;
    },
    { error: 'validation.quantityInvalid', params: { min: 1, max: QUOTE_QUANTITY_MAX } },
  )
  .transform((v) => parseWholeNumber(v) as number);

/** A value per card: one of the product's fixed values or a whole amount in its range. */
function cardValue(product: QuoteProductRange | null) {
  if (!product) return customPrice(1, QUOTE_VALUE_MAX);
  const range = customPrice(product.min, product.max);
  return z.unknown().transform((v, ctx) => {
    const n = parseWholeNumber(v);
    if (n !== null && product.fixedValues.includes(n)) return n;
    const parsed = range.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: 'validation.customPrice', params: { min: product.min, max: product.max } });
    return z.NEVER;
  });
}

type Options = { storeCountry: string; product: QuoteProductRange | null };

/** The quote request without the phone (see parseQuoteRequest). */
export function quoteRequestSchema(opts: Options) {
  return z.object({
    companyName: required('validation.companyNameRequired', COMPANY_NAME_MAX),
    vatNumber: vatNumberFor(opts.storeCountry),
    contactName: required('validation.firstNameRequired', QUOTE_CONTACT_NAME_MAX),
    email,
    message: required('validation.personalNoteRequired', QUOTE_MESSAGE_MAX),
    remark: optionalText(QUOTE_REMARK_MAX),
    quantity: optionalWhole(quantity),
    value: optionalWhole(cardValue(opts.product)),
  });
}

export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>> & { phoneCountry: string; phoneNumber: string };
export type QuoteParse = { success: true; data: QuoteRequest } | { success: false; error: { issues: z.core.$ZodIssue[] } };

/**
 * The whole request: the fields above plus the phone by the checkout's rules (dial-code table,
 * digit count by dial code), required here because the sales team calls back. The phone is
 * checked apart so its error shows together with the others (an object refinement would wait
 * for every other field to pass). The phone country defaults to the storefront's.
 */
export function parseQuoteRequest(input: Record<string, unknown>, opts: Options): QuoteParse {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const main = quoteRequestSchema(opts).safeParse(input);
  const phone = phoneEntry(true).safeParse({ phoneCountry: text(input.phoneCountry) || opts.storeCountry, phoneNumber: text(input.phoneNumber) });
  if (main.success && phone.success) {
    return { success: true, data: { ...main.data, phoneCountry: phone.data.phoneCountry ?? opts.storeCountry, phoneNumber: phone.data.phoneNumber ?? '' } };
  }
  return { success: false, error: { issues: [...(main.error?.issues ?? []), ...(phone.error?.issues ?? [])] } };
}

/**
 * The quote form's own check, in the browser and in the storefront's action: the request above,
 * with the storefront's phone country. The value range of a product the quote is about is the
 * API's to check (the form does not know it): with a product, the value is left to the API.
 */
/** The quote form's fields, as it posts them. */
export const QUOTE_FORM_FIELDS = [
  'companyName',
  'vatNumber',
  'contactName',
  'email',
  'phoneCountry',
  'phoneNumber',
  'message',
  'remark',
  'productId',
  'quantity',
  'value',
] as const;

export function quoteFormSchema(storeCountry: string) {
  return posted(...QUOTE_FORM_FIELDS).transform((input, ctx) => {
    const aboutProduct = !blank(input.productId);
    const parsed = parseQuoteRequest(aboutProduct ? { ...input, value: null } : input, { storeCountry, product: null });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  });
}
