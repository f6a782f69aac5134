import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { serverT } from '../lib/i18n.server.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { forgetRedeemHeaders, redeemTokenOf } from '../lib/redeem-cookie.server.ts';
import { PaymentMethodFragment, type PaymentMethodData } from '../components/checkout/fragments.ts';
import { graphql, type VariablesOf } from '../graphql/index.ts';

import {
  RedeemOrderFragment,
  packagesOf,
  type ErrorItem,
  type RedeemActionData,
  type RedeemAddress,
  type RedeemOrder,
  type RedeemSession,
} from '../components/redeem/fragments.ts';
import { apiErrorsOnForm, formDataOf, loadChallenge, loadRedeemOrder, loadSession, redeemPaths, requireSession, valuesOf } from './redeem.server.ts';
import { deliveryFromProfile, identify, loadRedeemProfile, profileAddress, profileDelivery, type IdentifyAnswer } from './redeem-identify.server.ts';
import type { CustomerProfile } from '../components/checkout/fragments.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { REDEEM_ADDRESS_FIELDS, REDEEM_HOLDER_FIELDS, redeemDeliveryFormSchema } from '../../common/forms/redeem-delivery-form.ts';
import { redeemConfirmSchema } from '../../common/forms/redeem-confirm-form.ts';
import { storefrontOf } from '../lib/storefront-context.ts';
import { checkOrderPayment } from './confirmation.server.ts';

const METHODS = graphql(
  `
    query RedeemMethods($userData: UserData!) {
      paymentMethods(userData: $userData, forRedeem: true) {
        ...PaymentMethodData
      }
    }
  `,
  [PaymentMethodFragment],
);
const PLACED = graphql(
  `
    query RedeemPlaced($userData: UserData!, $uuid: String!) {
      redeemOrder(userData: $userData, uuid: $uuid) {
        order {
          ...RedeemOrder
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemOrderFragment],
);
const DELIVERY = graphql(`
  mutation RedeemDelivery($userData: UserData!, $input: RedeemDeliveryInput!) {
    setRedeemDelivery(userData: $userData, input: $input) {
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
const PLACE = graphql(`
  mutation RedeemPlace($userData: UserData!, $input: RedeemPlaceInput!) {
    placeRedeemOrder(userData: $userData, input: $input) {
      order {
        id
      }
      redirectUrl
      totalsChanged
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type CheckoutStep = 'delivery' | 'overview';
/** Who is there (§4 identify-user flow): a logged-in customer's e-mail and delivery details, or a guest's human check. */
export type RedeemIdentity =
  { loggedIn: true; email: string; prefill: RedeemAddress; reply: SubmissionResult | null } | { loggedIn: false; challenge: Record<string, unknown> | null };
export type RedeemCheckoutData =
  | {
      view: 'checkout';
      step: CheckoutStep;
      session: RedeemSession;
      order: RedeemOrder;
      methods: PaymentMethodData[];
      shopPath: string;
      checkPath: string;
      title: string;
      identity: RedeemIdentity;
    }
  | { view: 'placed'; session: RedeemSession | null; order: RedeemOrder; shopPath: string | null; checkPath: string; homePath: string; title: string };

/** /controlla-il-credito/cassa/: delivery details when the order needs them, then the overview and payment; ?order= is the confirmation. */
export async function redeemCheckoutLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const paths = redeemPaths(args.request);
  const t = serverT(args.request);
  const uuid = url.searchParams.get('order');
  if (uuid) {
    await checkOrderPayment(args.context, uuid);
    const [r, session] = await Promise.all([redeemGql(args.context, args.request, PLACED, { uuid }), loadSession(args)]);
    if (!r.redeemOrder.order) throw new Response('Not found', { status: 404 });
    // A session the order ended is forgotten by the browser too.
    const headers = !session && redeemTokenOf(args.request) ? forgetRedeemHeaders(args.request) : undefined;
    const placed: RedeemCheckoutData = {
      view: 'placed',
      session,
      order: r.redeemOrder.order,
      shopPath: session?.shopPath ?? null,
      checkPath: paths.check,
      homePath: paths.home,
      title: `${t('redeem.placed.metaTitle')} | ${t('meta.suffix')}`,
    };
    return data(placed, { headers });
  }
  const session = await requireSession(args);
  const order = await loadRedeemOrder(args);
  if (!order || packagesOf(order).length === 0) throw redirect(session.shopPath);
  const step: CheckoutStep = url.searchParams.get('edit') === 'delivery' || !order.hasDeliveryDetails ? 'delivery' : 'overview';
  const identity = step === 'delivery' ? await identityFor(args, order, url.searchParams.has('edit')) : { loggedIn: false as const, challenge: null };
  const methods = order.extraToPay.value > 0 ? (await redeemGql(args.context, args.request, METHODS)).paymentMethods : [];
  const view: RedeemCheckoutData = {
    view: 'checkout',
    step,
    session,
    order,
    methods,
    shopPath: session.shopPath,
    checkPath: paths.check,
    title: `${t('redeem.checkout.metaTitle')} | ${t('meta.suffix')}`,
    identity,
  };
  return data(view);
}

/**
 * The delivery step's visitor. A logged-in customer whose profile serves goes straight on to the
 * overview (unless changing the delivery); a guest gets a human-check challenge for identifying.
 */
async function identityFor(args: LoaderFunctionArgs, order: RedeemOrder, editing: boolean): Promise<RedeemIdentity> {
  const profile = await loadRedeemProfile(args);
  if (!profile) return { loggedIn: false, challenge: await loadChallenge(args) };
  const errors = editing ? null : await deliveryFromProfile(args, order, profile);
  if (errors && !errors.length) throw redirect(redeemPaths(args.request).checkout);
  const { store } = storefrontOf(args.context);
  return {
    loggedIn: true,
    email: profile.email,
    prefill: profileAddress(profile, store.country),
    reply: errors ? profileRefused(args, order, profile, errors) : null,
  };
}

/** The API refused the profile as the delivery: the delivery form shows what was sent, with the API's errors on their fields. */
function profileRefused(args: LoaderFunctionArgs, order: RedeemOrder, profile: CustomerProfile, errors: ErrorItem[]): SubmissionResult {
  const { store } = storefrontOf(args.context);
  const sent: Record<string, string> = profileDelivery(profile, order, store.country);
  // The form has the address's fields only when cards travel by post.
  const posted = order.needsAddress ? sent : Object.fromEntries(REDEEM_HOLDER_FIELDS.map((f) => [f, sent[f] ?? '']));
  const submission = parseForm(formDataOf(posted), redeemDeliveryFormSchema, serverT(args.request));
  return replyWithApiErrors(submission, apiErrorsOnForm(errors), { fields: DELIVERY_FIELDS });
}

/** The delivery form's fields, as setRedeemDelivery names them too. */
const DELIVERY_FIELDS = [...REDEEM_HOLDER_FIELDS, ...REDEEM_ADDRESS_FIELDS];

/** Every field as the form posted it, trimmed; an empty optional field is the empty text (the API reads it as none). */
function deliveryInput(values: Record<string, string>) {
  return Object.fromEntries(DELIVERY_FIELDS.map((f) => [f, (values[f] ?? '').trim()])) as VariablesOf<typeof DELIVERY>['input'];
}

/** Euros as the page showed them → the cents the API compares with its own figure. */
function expectedExtra(values: Record<string, string>): number {
  const n = Number(values.expectedGrandTotal ?? values.expectedExtra ?? 0);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : 0;
}

/** delivery (setRedeemDelivery), pay (with an extra) and confirm (without): the API decides. */
export async function redeemCheckoutAction(args: ActionFunctionArgs) {
  await requireSession(args);
  const form = await args.request.formData();
  const values = valuesOf(form);
  const checkout = redeemPaths(args.request).checkout;
  if (values.intent === 'identify') return data<IdentifyAnswer>(await identify(args, values, checkout));
  if (values.intent === 'delivery') return data<RedeemActionData>(await saveDelivery(args, form, checkout));
  // The confirmation's own check first (the pay form is the checkout's payment step, checked by the API).
  const confirm = values.intent === 'pay' ? null : parseForm(form, redeemConfirmSchema, serverT(args.request));
  if (confirm && confirm.status !== 'success') return data<RedeemActionData>({ intent: 'confirm', ok: false, errors: [], reply: confirm.reply() });
  const input = {
    expectedExtra: expectedExtra(values),
    termsAccepted: values.termsAccepted === 'on',
    method: values.intent === 'pay' ? values.method || null : null,
    bank: values.intent === 'pay' ? values.bank || null : null,
  };
  const r = await redeemGql(args.context, args.request, PLACE, { input });
  const placed = r.placeRedeemOrder;
  // The provider's page is no storefront route: the browser loads it as a new document.
  if (!placed.errors.length && placed.redirectUrl) throw redirectDocument(placed.redirectUrl);
  // The balance or the totals moved since the page was shown: show the new figures, place nothing.
  if (placed.totalsChanged) throw redirect(`${checkout}?changed=1`);
  if (!placed.errors.length && placed.order) throw redirect(`${checkout}?order=${encodeURIComponent(placed.order.id)}`);
  if (!confirm) return data<RedeemActionData>({ intent: 'pay', ok: false, errors: placed.errors, values });
  // "payment.termsAccepted" is the confirmation's tick box; the rest goes above its button.
  const reply = replyWithApiErrors(confirm, apiErrorsOnForm(placed.errors), { fields: ['termsAccepted'] });
  return data<RedeemActionData>({ intent: 'confirm', ok: false, errors: placed.errors, reply });
}

/**
 * The delivery step: the form's own check (as in the browser), then setRedeemDelivery; on to the
 * overview when the API takes it. A refusal asks for the e-mail's confirmation again.
 */
async function saveDelivery(args: ActionFunctionArgs, form: FormData, checkout: string): Promise<RedeemActionData> {
  const submission = parseForm(form, redeemDeliveryFormSchema, serverT(args.request));
  const hideFields = ['emailConfirmation'];
  if (submission.status !== 'success') return { intent: 'delivery', ok: false, errors: [], reply: submission.reply({ hideFields }) };
  const r = await redeemGql(args.context, args.request, DELIVERY, { input: deliveryInput(valuesOf(form)) });
  const errors = r.setRedeemDelivery.errors;
  if (!errors.length) throw redirect(checkout);
  return { intent: 'delivery', ok: false, errors, reply: replyWithApiErrors(submission, apiErrorsOnForm(errors), { fields: DELIVERY_FIELDS, hideFields }) };
}
