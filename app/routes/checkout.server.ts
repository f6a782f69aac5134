import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import { CheckoutOrderFragment, PaymentMethodFragment, type CheckoutOrder, type PaymentMethodData } from '../components/checkout/fragments.ts';
import { graphql } from '../graphql/index.ts';
import { CheckoutProfileFragment, type AddressBookEntry, type CustomerProfile } from '../components/checkout/fragments.ts';
import { loadAddressBook } from './checkout-account.server.ts';
import type { ErrorItem } from '../components/checkout/form-data.ts';
import { ACCOUNT_EMAIL_SENT, deliveryAction, detailsAction, payAction, saveProfileDetails, type StepReply } from './checkout-steps.server.ts';

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
        paymentError {
          code
          message
          referencedRequestParameter
        }
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
  /** Retry mode: the order, its attempts so far and why the last one did not go through (2035 to 2038, or 2036). */
  retry: { uuid: string; attempts: number; error: ErrorItem | null } | null;
  /** The logged-in customer (null for a guest) and their address book (step 2 only). */
  profile: CustomerProfile | null;
  book: AddressBookEntry[];
  /** Log in and register, each coming back to the checkout afterwards. */
  accountPaths: { login: string; register: string };
  /** Step 1's reply when the API refused the profile's details as they are. */
  profileRefused: StepReply | null;
  /** The storefront's country: the rules of its business details (the API's). */
  storeCountry: string;
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
    const data = await gql(context, RETRY_ORDER, { uuid: retryUuid });
    const order = data.order.order;
    if (order?.status === 'PENDING') {
      return {
        step: 'payment',
        order,
        methods: data.paymentMethods,
        addressCount: 0,
        retry: { uuid: retryUuid, attempts: data.order.paymentAttempts, error: data.order.paymentError ?? null },
        profile: null,
        book: [],
        accountPaths,
        profileRefused: null,
        storeCountry: store.country,
        challenge: null,
        accountEmailSent: false,
      };
    }
    if (order) throw redirect(buildPath(store, 'confirmation', { uuid: order.id }, language));
  }
  const data = await gql(context, CART, { withChallenge: stepOf(url) === 'details' });
  const order = data.cart.order;
  if (!order || order.quantity === 0) throw redirect(buildPath(store, 'basket', {}, language));
  const profile = data.getUserInfo.user.mainProfile;
  // A logged-in customer proceeds directly (§4): the profile's details are step 1, unless the
  // customer asked for step 1 (?step=details, the "change" link) or the API refused them.
  const profileRefused = profile && !url.searchParams.has('step') ? await detailsFromProfile({ request, context }, order, profile, checkout) : null;
  let step = stepOf(url);
  // A later step needs the earlier ones: details before delivery, both before payment.
  if (step !== 'details' && !order.billingAddress) step = 'details';
  const physicalTags = order.shipments.filter((s) => s.kind === 'PHYSICAL');
  if (step === 'payment' && physicalTags.some((s) => !s.deliveryAddress)) step = 'delivery';
  const addressCount = Math.min(
    5,
    Math.max(Number(url.searchParams.get('addresses')) || 0, new Set(physicalTags.map((s) => s.tag)).size, physicalTags.length ? 1 : 0),
  );
  const book = profile && step === 'delivery' ? await loadAddressBook(context) : [];
  const challenge = step === 'details' && !profile ? (data.captchaChallenge ?? null) : null;
  const accountEmailSent = step !== 'details' && !profile && url.searchParams.get('account') === ACCOUNT_EMAIL_SENT;
  return {
    step,
    order,
    methods: data.paymentMethods,
    addressCount,
    retry: null,
    profile,
    book,
    accountPaths,
    profileRefused,
    storeCountry: store.country,
    challenge,
    accountEmailSent,
  };
}

/** Saves the profile as step 1 and goes on to step 2; answers step 1's reply when the API refused it. */
async function detailsFromProfile(args: Args, order: CheckoutOrder, profile: CustomerProfile, checkout: string): Promise<StepReply | null> {
  const refused = order.billingAddress ? null : await saveProfileDetails(args, profile);
  if (refused) return refused;
  throw redirect(`${checkout}?step=delivery`);
}

export type CheckoutActionData = StepReply;

/** Each step posts here, told apart by its intent; the API decides. */
export async function checkoutAction(args: ActionFunctionArgs): Promise<CheckoutActionData | Response> {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'details') return detailsAction(args, form);
  if (intent === 'delivery' || intent === 'addAddress' || intent.startsWith('book:')) return deliveryAction(args, form);
  return payAction(args, form);
}
