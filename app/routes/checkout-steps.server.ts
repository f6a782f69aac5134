// The checkout steps' posts (§2 Checkout): each step's form to its API mutation and back. The API
// decides; each form is on the form kit (decision 025): checked here as in the browser, the API's
// refusals on the fields they name, what names no field on the form.
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { gql } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { basketCookie } from '../lib/basket-cookie.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { buildPath } from '../../common/paths.ts';
import { graphql, type VariablesOf } from '../graphql/index.ts';
import type { ErrorItem } from '../components/checkout/form-data.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import {
  DETAIL_FIELDS,
  PAYMENT_FIELDS,
  deliveryFormSchema,
  detailsFormSchema,
  detailsInput,
  paymentFormSchema,
} from '../../common/forms/checkout-step-forms.ts';
import { applyBookEntry, createAccountOnOrder, loadAddressBook, profileDetails } from './checkout-account.server.ts';
import type { CustomerProfile } from '../components/checkout/fragments.ts';
import { storefrontOf } from '../lib/storefront-context.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const SET_DETAILS = graphql(`
  mutation Details($userData: UserData!, $details: CheckoutDetailsInput!) {
    setCheckoutDetails(userData: $userData, details: $details) {
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
/** The form's details as the API's input: the API checks every field (an empty one is the empty text). */
type Details = VariablesOf<typeof SET_DETAILS>['details'];
const SET_DELIVERY = graphql(`
  mutation Delivery($userData: UserData!, $delivery: CheckoutDeliveryInput!) {
    setCheckoutDelivery(userData: $userData, delivery: $delivery) {
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
type Delivery = VariablesOf<typeof SET_DELIVERY>['delivery'];
const PLACE = graphql(`
  mutation Place($userData: UserData!, $payment: CheckoutPaymentInput!) {
    placeOrder(userData: $userData, payment: $payment) {
      redirectUrl
      totalsChanged
      order {
        id
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const RETRY = graphql(`
  mutation Retry($userData: UserData!, $orderUuid: String!, $payment: CheckoutPaymentInput!) {
    retryOrderPayment(userData: $userData, orderUuid: $orderUuid, payment: $payment) {
      redirectUrl
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

/**
 * A step's answer: the kit's reply, named by the step whose form it is; `used`, the address book
 * entry step 2 came back with (without JavaScript).
 */
export type StepReply = SubmissionResult & { step: 'details' | 'delivery' | 'payment'; used?: string };

/** The delivery step's address after an account was asked for: it says "we e-mailed you". */
export const ACCOUNT_EMAIL_SENT = 'email';

const checkoutPath = (request: Request) => {
  const { store, language } = locate(new URL(request.url));
  return buildPath(store, 'checkout', {}, language);
};

// Step 1's fields the API's errors may name; account.create carries the refusals of the account itself.
const DETAILS_REPLY_FIELDS = [...DETAIL_FIELDS.map((f) => `details.${f}`), 'account.create', 'account.password', 'account.passwordConfirmation'];
// Never typed back into a page: the passwords, and the human check's token (it passes once).
const NOT_KEPT = ['account.password', 'account.passwordConfirmation', 'captchaToken'];

const detailsSubmission = (request: Request, form: FormData) =>
  parseForm(form, detailsFormSchema(locate(new URL(request.url)).store.country), serverT(request));

/**
 * Step 1: the details; with "create an account" ticked, the account is asked for with the details
 * just saved (§6): it is made from the e-mailed link, and the checkout goes on as a guest meanwhile.
 */
export async function detailsAction({ request, context }: Args, form: FormData): Promise<StepReply | Response> {
  const submission = detailsSubmission(request, form);
  if (submission.status !== 'success') return { ...submission.reply({ hideFields: NOT_KEPT }), step: 'details' };
  const refused = (errors: readonly ErrorItem[]): StepReply => ({
    ...replyWithApiErrors(submission, errors, { fields: DETAILS_REPLY_FIELDS, hideFields: NOT_KEPT }),
    step: 'details',
  });
  const { details, account, captchaToken } = submission.value;
  const r = await gql(context, SET_DETAILS, { details: details as Details });
  if (r.setCheckoutDetails.errors.length) return refused(r.setCheckoutDetails.errors);
  const checkout = checkoutPath(request);
  if (!account) return redirect(`${checkout}?step=delivery`);
  const errors = await createAccountOnOrder(context, request, { ...account, captchaToken });
  if (errors.length) return refused(errors);
  return redirect(`${checkout}?step=delivery&account=${ACCOUNT_EMAIL_SENT}`);
}

/**
 * A logged-in customer's profile saved as step 1 (§4: they go straight to step 2). Null when it was
 * saved; else step 1's reply, the profile's details in the form with the API's errors on them.
 */
export async function saveProfileDetails({ request, context }: Args, profile: CustomerProfile): Promise<StepReply | null> {
  // As the form would post it: an empty field is the empty text, the dial code the store's country's.
  const posted = detailsInput({ phoneCountry: storefrontOf(context).store.country, ...profileDetails(profile) });
  const details = Object.fromEntries(Object.entries(posted).map(([k, v]) => [k, v ?? '']));
  const r = await gql(context, SET_DETAILS, { details: details as Details });
  if (!r.setCheckoutDetails.errors.length) return null;
  const form = new FormData();
  for (const [k, v] of Object.entries(details)) form.set(`details.${k}`, v);
  return { ...replyWithApiErrors(detailsSubmission(request, form), r.setCheckoutDetails.errors, { fields: DETAILS_REPLY_FIELDS }), step: 'details' };
}

/**
 * Step 2. Its "another address" and the address book's "use" (without JavaScript) bring the form
 * back with what was typed, one address block more or the entry filled in; the API's refusals go
 * on the fields the form posted (delivery.addresses.0.postCode), the rest on the form.
 */
export async function deliveryAction({ request, context }: Args, form: FormData): Promise<StepReply | Response> {
  const t = serverT(request);
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const back = (changed: Record<string, string>, used?: string): StepReply => {
    const again = new FormData();
    for (const [k, v] of Object.entries(changed)) again.set(k, v);
    return { ...parseForm(again, deliveryFormSchema, t).reply(), step: 'delivery', ...(used ? { used } : {}) };
  };
  const intent = values.intent ?? '';
  if (intent === 'addAddress') return back({ ...values, addressCount: String(Math.min(5, Number(values.addressCount ?? 1) + 1)) });
  if (intent.startsWith('book:')) {
    const filled = await fillFromBook({ request, context }, values, intent.slice(5));
    return back(filled?.values ?? values, filled?.used);
  }
  const submission = parseForm(form, deliveryFormSchema, t);
  if (submission.status !== 'success') return { ...submission.reply(), step: 'delivery' };
  const r = await gql(context, SET_DELIVERY, { delivery: submission.value as Delivery });
  const errors = r.setCheckoutDelivery.errors;
  if (errors.length) return { ...replyWithApiErrors(submission, errors, { fields: [...new Set(form.keys())] }), step: 'delivery' };
  return redirect(`${checkoutPath(request)}?step=payment`);
}

/** An address book entry into the step 2 form, keeping everything else that was typed; null when there is none. */
async function fillFromBook({ context }: Args, values: Record<string, string>, target: string) {
  const [kind, key] = target.split(':');
  const id = values[`book.${kind}.${key}`];
  const entry = id ? (await loadAddressBook(context)).find((e) => e.id === id) : undefined;
  if (!entry) return null;
  return { values: applyBookEntry(values, target, entry), used: [entry.firstName, entry.lastName].filter(Boolean).join(' ') };
}

/**
 * Step 3, pay (or pay again in retry mode): the API places the order and answers the provider's
 * page; its refusals go on the fields it names (payment.method is the form's method), the rest (no
 * basket, a step missing) on the form.
 */
export async function payAction({ request, context }: Args, form: FormData): Promise<StepReply | Response> {
  const url = new URL(request.url);
  const { store, language } = locate(url);
  const submission = parseForm(form, paymentFormSchema, serverT(request));
  if (submission.status !== 'success') return { ...submission.reply(), step: 'payment' };
  const payment = submission.value;
  const refused = (errors: readonly ErrorItem[]): StepReply => ({
    ...replyWithApiErrors(
      submission,
      errors.map((e) => ({ ...e, referencedRequestParameter: e.referencedRequestParameter?.replace(/^payment\./, '') ?? null })),
      { fields: PAYMENT_FIELDS },
    ),
    step: 'payment',
  });
  if (form.get('intent') === 'retry') {
    const r = await gql(context, RETRY, { orderUuid: String(form.get('order') ?? ''), payment });
    // The provider's page is not a storefront route: the browser loads it as a new document.
    if (r.retryOrderPayment.redirectUrl) return redirectDocument(r.retryOrderPayment.redirectUrl);
    return refused(r.retryOrderPayment.errors);
  }
  const r = await gql(context, PLACE, { payment });
  if (r.placeOrder.totalsChanged) return redirect(`${buildPath(store, 'basket', {}, language)}?changed=1`);
  const placed = { headers: { 'Set-Cookie': basketCookie(null, url.protocol === 'https:') } };
  if (r.placeOrder.redirectUrl) return redirectDocument(r.placeOrder.redirectUrl, placed);
  // Placed, but the provider did not open its payment (2037): the order waits on the retry page, which says why.
  if (r.placeOrder.order && store.toggles.retryPayment)
    return redirect(`${buildPath(store, 'checkout', {}, language)}?error=payment&order=${r.placeOrder.order.id}`, placed);
  return refused(r.placeOrder.errors);
}
