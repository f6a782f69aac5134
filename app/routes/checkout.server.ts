import { redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { basketCookie } from '../lib/basket-cookie.server.ts';
import { buildPath } from '../../common/paths.ts';
import { CheckoutOrderFragment, PaymentMethodFragment, type CheckoutOrder, type PaymentMethodData } from '../components/checkout/fragments.ts';
import { graphql, type VariablesOf } from '../graphql/index.ts';
import { deliveryInput, detailsInput, type ErrorItem } from '../components/checkout/form-data.ts';
import { CheckoutProfileFragment, type AddressBookEntry, type CustomerProfile } from '../components/checkout/fragments.ts';
import { applyBookEntry, createAccountOnOrder, loadAddressBook, profileValues } from '../loaders/checkout-account.server.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;
export type Step = 'details' | 'delivery' | 'payment';
export const steps: Step[] = ['details', 'delivery', 'payment'];

const CART = graphql(
  `
    query CheckoutCart($userData: UserData!, $withChallenge: Boolean!) {
      cart(userData: $userData) {
        order {
          ...CheckoutOrder
        }
      }
      captchaChallenge(userData: $userData) @include(if: $withChallenge)
      paymentMethods(userData: $userData) {
        ...PaymentMethodData
      }
      getUserInfo(userData: $userData) {
        user {
          mainProfile {
            ...CheckoutProfile
          }
        }
      }
    }
  `,
  [CheckoutOrderFragment, PaymentMethodFragment, CheckoutProfileFragment],
);
const RETRY_ORDER = graphql(
  `
    query RetryOrder($userData: UserData!, $uuid: String!) {
      order(userData: $userData, uuid: $uuid) {
        order {
          ...CheckoutOrder
        }
        payment {
          status
          method
        }
        paymentAttempts
      }
      paymentMethods(userData: $userData) {
        ...PaymentMethodData
      }
    }
  `,
  [CheckoutOrderFragment, PaymentMethodFragment],
);

export type CheckoutData = {
  step: Step;
  order: CheckoutOrder;
  methods: PaymentMethodData[];
  addressCount: number;
  retry: { uuid: string; attempts: number } | null;
  /** The logged-in customer (null for a guest) and their address book (step 2 only). */
  profile: CustomerProfile | null;
  book: AddressBookEntry[];
  /** Log in and register, each coming back to the checkout afterwards. */
  accountPaths: { login: string; register: string };
  /** What the API said about the profile's details when they could not be used as they are. */
  errors: ErrorItem[];
  /** Step 1 for a guest: the human check of "create an account with this order" (a new one per render). */
  challenge: Record<string, unknown> | null;
  /** An account was asked for with step 1: the neutral "we e-mailed you" (the same for every e-mail). */
  accountEmailSent: boolean;
};

function stepOf(url: URL): Step {
  const s = url.searchParams.get('step');
  return steps.includes(s as Step) ? (s as Step) : 'details';
}

/** The checkout's state: the basket, or in retry mode (§4) the order whose payment failed. */
export async function checkoutLoader({ request, context }: Args): Promise<CheckoutData> {
  const url = new URL(request.url);
  const { store, language } = locate(url);
  const checkout = buildPath(store, 'checkout', {}, language);
  const next = `?next=${encodeURIComponent(checkout)}`;
  const accountPaths = { login: buildPath(store, 'login', {}, language) + next, register: buildPath(store, 'register', {}, language) + next };
  const retryUuid = url.searchParams.get('order');
  if (url.searchParams.has('error') && retryUuid && store.toggles.retryPayment) {
    const data = await gql(context, request, RETRY_ORDER, { uuid: retryUuid });
    const order = data.order.order;
    if (order?.status === 'PENDING') {
      return {
        step: 'payment',
        order,
        methods: data.paymentMethods,
        addressCount: 0,
        retry: { uuid: retryUuid, attempts: data.order.paymentAttempts },
        profile: null,
        book: [],
        accountPaths,
        errors: [],
        challenge: null,
        accountEmailSent: false,
      };
    }
    if (order) throw redirect(buildPath(store, 'confirmation', { uuid: order.id }, language));
  }
  const data = await gql(context, request, CART, { withChallenge: stepOf(url) === 'details' });
  const order = data.cart.order;
  if (!order || order.quantity === 0) throw redirect(buildPath(store, 'basket', {}, language));
  const profile = data.getUserInfo.user.mainProfile;
  // A logged-in customer proceeds directly (§4): the profile's details are step 1, unless the
  // customer asked for step 1 (?step=details, the "change" link) or the API refused them.
  const errors = profile && !url.searchParams.has('step') ? await detailsFromProfile(context, request, order, profile, checkout) : [];
  let step = stepOf(url);
  // A later step needs the earlier ones: details before delivery, both before payment.
  if (step !== 'details' && !order.billingAddress) step = 'details';
  const physicalTags = order.shipments.filter((s) => s.kind === 'PHYSICAL');
  if (step === 'payment' && physicalTags.some((s) => !s.deliveryAddress)) step = 'delivery';
  const addressCount = Math.min(
    5,
    Math.max(Number(url.searchParams.get('addresses')) || 0, new Set(physicalTags.map((s) => s.tag)).size, physicalTags.length ? 1 : 0),
  );
  const book = profile && step === 'delivery' ? await loadAddressBook(context, request) : [];
  const challenge = step === 'details' && !profile ? (data.captchaChallenge ?? null) : null;
  const accountEmailSent = step !== 'details' && !profile && url.searchParams.get('account') === ACCOUNT_EMAIL_SENT;
  return { step, order, methods: data.paymentMethods, addressCount, retry: null, profile, book, accountPaths, errors, challenge, accountEmailSent };
}

/** The delivery step's address after an account was asked for: it says "we e-mailed you". */
const ACCOUNT_EMAIL_SENT = 'email';

/** Saves the profile as step 1 and goes on to step 2; answers the API's errors when it cannot. */
async function detailsFromProfile(
  context: Args['context'],
  request: Request,
  order: CheckoutOrder,
  profile: CustomerProfile,
  checkout: string,
): Promise<ErrorItem[]> {
  if (!order.billingAddress) {
    // As the form would post it: an empty field is the empty text, the dial code the store's country's.
    const { store } = locate(new URL(request.url));
    const posted = detailsInput({ 'details.phoneCountry': store.country, ...profileValues(profile) });
    const details = Object.fromEntries(Object.entries(posted).map(([k, v]) => [k, v ?? '']));
    const r = await gql(context, request, SET_DETAILS, { details: details as Details });
    if (r.setCheckoutDetails.errors.length) return r.setCheckoutDetails.errors;
  }
  throw redirect(`${checkout}?step=delivery`);
}

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

export type CheckoutActionData = { errors: ErrorItem[]; values: Record<string, string>; used?: string };
// Never typed back into a page: the passwords, and the human check's token (it passes once).
const NOT_KEPT = ['account.password', 'account.passwordConfirmation', 'captchaToken'];

/** Each step posts here; the API decides, the action only maps the form to it and back. */
export async function checkoutAction({ request, context }: ActionFunctionArgs): Promise<CheckoutActionData | Response> {
  const url = new URL(request.url);
  const { store, language } = locate(url);
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const intent = values.intent;
  const checkout = buildPath(store, 'checkout', {}, language);
  // Another address: the form comes back with what was typed and one more address block.
  if (intent === 'addAddress') return { errors: [], values: { ...values, addressCount: String(Math.min(5, Number(values.addressCount ?? 1) + 1)) } };
  if (intent?.startsWith('book:')) return fillFromBook(context, request, values, intent.slice(5));
  if (intent === 'details') {
    // What was typed comes back with the errors, bar the passwords: a page never carries those.
    const typed = Object.fromEntries(Object.entries(values).filter(([k]) => !NOT_KEPT.includes(k)));
    const r = await gql(context, request, SET_DETAILS, { details: detailsInput(values) as Details });
    if (r.setCheckoutDetails.errors.length) return { errors: r.setCheckoutDetails.errors, values: typed };
    // An account on order takes its name and e-mail from the details just saved (§6); it is made
    // from the e-mailed link, and the checkout goes on as a guest meanwhile.
    if (values['account.create'] === 'on') {
      const errors = await createAccountOnOrder(context, request, values);
      if (errors.length) return { errors, values: typed };
      return redirect(`${checkout}?step=delivery&account=${ACCOUNT_EMAIL_SENT}`);
    }
    return redirect(`${checkout}?step=delivery`);
  }
  if (intent === 'delivery') {
    const r = await gql(context, request, SET_DELIVERY, { delivery: deliveryInput(values) as Delivery });
    if (r.setCheckoutDelivery.errors.length) return { errors: r.setCheckoutDelivery.errors, values };
    return redirect(`${checkout}?step=payment`);
  }
  const payment = {
    method: values.method ?? '',
    bank: values.bank || null,
    termsAccepted: values.termsAccepted === 'on',
    expectedGrandTotal: values.expectedGrandTotal ? Number(values.expectedGrandTotal) : null,
  };
  if (intent === 'retry') {
    const r = await gql(context, request, RETRY, { orderUuid: values.order ?? '', payment });
    // The provider's page is not a storefront route: the browser loads it as a new document.
    if (r.retryOrderPayment.redirectUrl) return redirectDocument(r.retryOrderPayment.redirectUrl);
    return { errors: r.retryOrderPayment.errors, values };
  }
  const r = await gql(context, request, PLACE, { payment });
  if (r.placeOrder.totalsChanged) return redirect(`${buildPath(store, 'basket', {}, language)}?changed=1`);
  if (r.placeOrder.redirectUrl) return redirectDocument(r.placeOrder.redirectUrl, { headers: { 'Set-Cookie': basketCookie(null, url.protocol === 'https:') } });
  return { errors: r.placeOrder.errors, values };
}

/** An address book entry into the step 2 form, keeping everything else that was typed. */
async function fillFromBook(context: Args['context'], request: Request, values: Record<string, string>, target: string): Promise<CheckoutActionData> {
  const [kind, key] = target.split(':');
  const id = values[`book.${kind}.${key}`];
  const entry = id ? (await loadAddressBook(context, request)).find((e) => e.id === id) : undefined;
  if (!entry) return { errors: [], values };
  return { errors: [], values: applyBookEntry(values, target, entry), used: [entry.firstName, entry.lastName].filter(Boolean).join(' ') };
}
