import { z } from 'zod';
import type { ParseResult } from '../rules/issues.ts';
import { addressSchema, detailsSchemaFor, paymentSchema, receiverSchema } from './checkout-form.ts';
import { passwordIssue, passwordProblems, REGISTER_PASSWORD } from './password-codes.ts';
import { posted } from './posted.ts';
import { text } from './account-forms.ts';

// The checkout steps' forms (§2 Checkout) as they post: each step's fields under the names the
// API's errors name them by ("details.email"). The browser and the route action check them with
// the API's own rules (checkout-form.ts); what goes to the API is what was typed.

/** Step 1's fields, posted as details.<name>. */
export const DETAIL_FIELDS = [
  'customerType',
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'invoiceEmail',
  'phoneCountry',
  'phoneNumber',
  'companyName',
  'chamberOfCommerce',
  'vatNumber',
  'reference',
  'sdiCode',
  'pecAddress',
  // The registered office of an Italian business (its e-invoice names it).
  'street',
  'houseNumber',
  'suffix',
  'postCode',
  'city',
  // An Italian private customer's, with the address above, when they want the e-invoice.
  'fiscalCode',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** "Create an account with this order" inside step 1, posted as account.<name>. */
const ACCOUNT_FIELDS = ['create', 'password', 'passwordConfirmation', 'subscribed'] as const;

/**
 * Step 1's details as setCheckoutDetails takes them: each field as typed, one the form did not
 * post (the SDI code outside Italy) null, and no customer type the empty text, which the API refuses.
 */
export function detailsInput(details: Partial<Record<DetailField, unknown>>): Record<DetailField, string | null> {
  const value = (f: DetailField) => details[f];
  return Object.fromEntries(DETAIL_FIELDS.map((f) => [f, typeof value(f) === 'string' ? value(f) : f === 'customerType' ? '' : null])) as Record<
    DetailField,
    string | null
  >;
}

/** A rule's issues on the form's fields under `prefix` (["details"] and "email" is the field details.email); how many. */
function addIssuesUnder(ctx: z.RefinementCtx, prefix: string[], result: ParseResult): number {
  const issues = result.error?.issues ?? [];
  for (const issue of issues) ctx.addIssue({ ...issue, path: [...prefix, ...issue.path] } as Parameters<typeof ctx.addIssue>[0]);
  return issues.length;
}

/**
 * Step 1 (§5): the details by the storefront's rules (the Italian partita IVA and SDI or PEC), and
 * with "create an account" ticked the two passwords in createAccountOnOrder's codes. The human
 * check is the API's; the output is what the API gets.
 */
export function detailsFormSchema(storeCountry: string) {
  const rules = detailsSchemaFor(storeCountry);
  return z
    .object({
      details: posted(...DETAIL_FIELDS).optional(),
      electronicInvoice: z.unknown().optional(),
      account: posted(...ACCOUNT_FIELDS).optional(),
      captchaToken: z.unknown().optional(),
    })
    .transform((v, ctx) => {
      const details = detailsInput(v.details ?? {});
      // A private customer's codice fiscale goes with the ticked "electronic invoice" box only;
      // ticked, it is asked for (the API takes an order without one as one without e-invoice).
      const wantsElectronic = v.electronicInvoice === 'on' && details.customerType === 'PRIVATE';
      if (!wantsElectronic) details.fiscalCode = null;
      let refused = addIssuesUnder(ctx, ['details'], rules.safeParse(details)) > 0;
      if (wantsElectronic && !details.fiscalCode?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['details', 'fiscalCode'], message: 'validation.fiscalCodeRequired' });
        refused = true;
      }
      const account =
        v.account?.create === 'on'
          ? { password: text(v.account.password), passwordConfirmation: text(v.account.passwordConfirmation), subscribed: v.account.subscribed === 'on' }
          : null;
      for (const p of account ? passwordProblems(account.password, account.passwordConfirmation, REGISTER_PASSWORD) : []) {
        ctx.addIssue({ code: 'custom', path: ['account', p.field === 'password' ? 'password' : 'passwordConfirmation'], ...passwordIssue(p) });
        refused = true;
      }
      return refused ? z.NEVER : { details, account, captchaToken: text(v.captchaToken) };
    });
}

/** A postal address block of step 2, posted as delivery.addresses.<n>.<name>. */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'companyName', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const;
const RECEIVER_FIELDS = ['name', 'email', 'when', 'deliverAt'] as const;
/** Step 2's blocks are keyed by number: the address's place, the package's id. */
const byNumber = <T extends z.ZodType>(block: T) => z.record(z.string().regex(/^\d+$/), block).optional();

const deliveryPosted = z.object({
  intent: z.unknown().optional(),
  addressCount: z.unknown().optional(),
  delivery: z
    .object({
      addresses: byNumber(posted(...ADDRESS_FIELDS)),
      physical: byNumber(posted('address')),
      digital: byNumber(posted(...RECEIVER_FIELDS)),
      registeredMail: z.unknown().optional(),
    })
    .optional(),
});

/**
 * Step 2 as setCheckoutDelivery takes it: the first addressCount address blocks, each physical
 * package's chosen block, each digital package's receiver ("later" without a moment is a moment
 * the API refuses), and registered mail.
 */
export function deliveryInput(v: z.output<typeof deliveryPosted>) {
  const d = v.delivery ?? {};
  const optional = (x: unknown) => (typeof x === 'string' ? x : null);
  const addresses = Array.from({ length: Number(text(v.addressCount)) || 0 }, (_, i) =>
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, optional(d.addresses?.[String(i)]?.[f])])),
  );
  const physical = Object.entries(d.physical ?? {}).map(([packageId, p]) => ({ packageId, address: Number(p.address) }));
  const digital = Object.entries(d.digital ?? {}).map(([packageId, r]) => ({
    packageId,
    name: text(r.name) || null,
    email: text(r.email) || null,
    deliverAt: r.when === 'later' ? text(r.deliverAt) || 'invalid' : null,
  }));
  return { addresses, physical, digital, registeredMail: [d.registeredMail].flat().includes('on') };
}

/**
 * Step 2 (§5): each address block by the address rules (the postcode of its country) and each
 * receiver named by the receiver rules. Which block a package goes to and whether a moment is
 * within the year are the API's to say. "Another address" and the address book's "use" only
 * bring the form back, unchecked.
 */
export const deliveryFormSchema = deliveryPosted.transform((v, ctx) => {
  const input = deliveryInput(v);
  if (v.intent !== 'delivery') return input;
  let refused = 0;
  for (const [i, a] of input.addresses.entries()) refused += addIssuesUnder(ctx, ['delivery', 'addresses', String(i)], addressSchema.safeParse(a));
  for (const r of input.digital) {
    // A receiver left empty gets the cards at the buyer's e-mail (the API skips it too).
    if (!r.name && !r.email && !r.deliverAt) continue;
    const receiver = { name: r.name ?? '', email: r.email ?? '', deliverAt: r.deliverAt ?? '' };
    refused += addIssuesUnder(ctx, ['delivery', 'digital', r.packageId], receiverSchema.safeParse(receiver));
  }
  return refused ? z.NEVER : input;
});

/** Step 3's own fields; the API names them payment.<name>. */
export const PAYMENT_FIELDS = ['method', 'bank', 'termsAccepted'] as const;

/**
 * Step 3, pay or (retry mode, §4) pay again: a method of the list and, for a first payment, the
 * terms. Whether the method is offered to this customer and a bank is chosen are the API's to say.
 */
export const paymentFormSchema = posted('intent', 'order', 'expectedGrandTotal', ...PAYMENT_FIELDS).transform((v, ctx) => {
  // A retry has no terms box: they were accepted with the first payment (retryOrderPayment reads them so).
  const termsAccepted = v.intent === 'retry' ? 'true' : text(v.termsAccepted);
  if (addIssuesUnder(ctx, [], paymentSchema.safeParse({ method: text(v.method), bank: text(v.bank), termsAccepted })) > 0) return z.NEVER;
  return {
    method: text(v.method),
    bank: text(v.bank) || null,
    termsAccepted: v.termsAccepted === 'on',
    expectedGrandTotal: text(v.expectedGrandTotal) ? Number(v.expectedGrandTotal) : null,
  };
});
