import { redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { locate } from '../lib/locate.ts';
import { basketCookie } from '../lib/basket-cookie.server.ts';
import { buildPath } from '../../common/paths.ts';
import { CHECKOUT_ORDER_FIELDS, type CheckoutOrder, type PaymentMethodData } from '../components/checkout/types.ts';
import { deliveryInput, detailsInput, type ErrorItem } from '../components/checkout/form-data.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;
export type Step = 'details' | 'delivery' | 'payment';
export const steps: Step[] = ['details', 'delivery', 'payment'];

const CART = `query CheckoutCart($userData: UserData!) {
  cart(userData: $userData) { order { ${CHECKOUT_ORDER_FIELDS} } }
  paymentMethods(userData: $userData) { id label businessOnly banks { id issuer } }
}`;
const RETRY_ORDER = `query RetryOrder($userData: UserData!, $uuid: String!) {
  order(userData: $userData, uuid: $uuid) { order { ${CHECKOUT_ORDER_FIELDS} } payment { status method } paymentAttempts }
  paymentMethods(userData: $userData) { id label businessOnly banks { id issuer } }
}`;

export type CheckoutData = {
  step: Step; order: CheckoutOrder; methods: PaymentMethodData[]; addressCount: number;
  retry: { uuid: string; attempts: number } | null;
};

function stepOf(url: URL): Step {
  const s = url.searchParams.get('step');
  return steps.includes(s as Step) ? (s as Step) : 'details';
}

/** The checkout's state: the basket, or in retry mode (§4) the order whose payment failed. */
export async function checkoutLoader({ request, context }: Args): Promise<CheckoutData> {
  const url = new URL(request.url);
  const { store, language } = locate(url.pathname);
  const retryUuid = url.searchParams.get('order');
  if (url.searchParams.has('error') && retryUuid && store.toggles.retryPayment) {
    const data = await gql<{ order: { order: CheckoutOrder | null; paymentAttempts: number }; paymentMethods: PaymentMethodData[] }>(context, request, RETRY_ORDER, { uuid: retryUuid });
    const order = data.order.order;
    if (order?.status === 'PENDING') return { step: 'payment', order, methods: data.paymentMethods, addressCount: 0, retry: { uuid: retryUuid, attempts: data.order.paymentAttempts } };
    if (order) throw redirect(buildPath(store, 'confirmation', { uuid: order.id }, language));
  }
  const data = await gql<{ cart: { order: CheckoutOrder | null }; paymentMethods: PaymentMethodData[] }>(context, request, CART);
  const order = data.cart.order;
  if (!order || order.quantity === 0) throw redirect(buildPath(store, 'basket', {}, language));
  let step = stepOf(url);
  // A later step needs the earlier ones: details before delivery, both before payment.
  if (step !== 'details' && !order.billingAddress) step = 'details';
  const physicalTags = order.shipments.filter((s) => s.kind === 'PHYSICAL');
  if (step === 'payment' && physicalTags.some((s) => !s.deliveryAddress)) step = 'delivery';
  const addressCount = Math.min(5, Math.max(Number(url.searchParams.get('addresses')) || 0, new Set(physicalTags.map((s) => s.tag)).size, physicalTags.length ? 1 : 0));
  return { step, order, methods: data.paymentMethods, addressCount, retry: null };
}

const SET_DETAILS = `mutation Details($userData: UserData!, $details: CheckoutDetailsInput!) {
  setCheckoutDetails(userData: $userData, details: $details) { errors { code message referencedRequestParameter } } }`;
const SET_DELIVERY = `mutation Delivery($userData: UserData!, $delivery: CheckoutDeliveryInput!) {
  setCheckoutDelivery(userData: $userData, delivery: $delivery) { errors { code message referencedRequestParameter } } }`;
const PLACE = `mutation Place($userData: UserData!, $payment: CheckoutPaymentInput!) {
  placeOrder(userData: $userData, payment: $payment) { redirectUrl totalsChanged order { id } errors { code message referencedRequestParameter } } }`;
const RETRY = `mutation Retry($userData: UserData!, $orderUuid: String!, $payment: CheckoutPaymentInput!) {
  retryOrderPayment(userData: $userData, orderUuid: $orderUuid, payment: $payment) { redirectUrl errors { code message referencedRequestParameter } } }`;

export type CheckoutActionData = { errors: ErrorItem[]; values: Record<string, string> };


/** Each step posts here; the API decides, the action only maps the form to it and back. */
export async function checkoutAction({ request, context }: ActionFunctionArgs): Promise<CheckoutActionData | Response> {
  const url = new URL(request.url);
  const { store, language } = locate(url.pathname);
  const form = await request.formData();
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const intent = values.intent;
  const checkout = buildPath(store, 'checkout', {}, language);
  // Another address: the form comes back with what was typed and one more address block.
  if (intent === 'addAddress') return { errors: [], values: { ...values, addressCount: String(Math.min(5, Number(values.addressCount ?? 1) + 1)) } };
  if (intent === 'details') {
    const r = await gql<{ setCheckoutDetails: { errors: ErrorItem[] } }>(context, request, SET_DETAILS, { details: detailsInput(values) });
    if (r.setCheckoutDetails.errors.length) return { errors: r.setCheckoutDetails.errors, values };
    return redirect(`${checkout}?step=delivery`);
  }
  if (intent === 'delivery') {
    const r = await gql<{ setCheckoutDelivery: { errors: ErrorItem[] } }>(context, request, SET_DELIVERY, { delivery: deliveryInput(values) });
    if (r.setCheckoutDelivery.errors.length) return { errors: r.setCheckoutDelivery.errors, values };
    return redirect(`${checkout}?step=payment`);
  }
  const payment = { method: values.method ?? '', bank: values.bank || null, termsAccepted: values.termsAccepted === 'on', expectedGrandTotal: values.expectedGrandTotal ? Number(values.expectedGrandTotal) : null };
  if (intent === 'retry') {
    const r = await gql<{ retryOrderPayment: { redirectUrl: string | null; errors: ErrorItem[] } }>(context, request, RETRY, { orderUuid: values.order, payment });
    // The provider's page is not a storefront route: the browser loads it as a new document.
    if (r.retryOrderPayment.redirectUrl) return redirectDocument(r.retryOrderPayment.redirectUrl);
    return { errors: r.retryOrderPayment.errors, values };
  }
  const r = await gql<{ placeOrder: { redirectUrl: string | null; totalsChanged: boolean; errors: ErrorItem[] } }>(context, request, PLACE, { payment });
  if (r.placeOrder.totalsChanged) return redirect(`${buildPath(store, 'basket', {}, language)}?changed=1`);
  if (r.placeOrder.redirectUrl) return redirectDocument(r.placeOrder.redirectUrl, { headers: { 'Set-Cookie': basketCookie(null, url.protocol === 'https:') } });
  return { errors: r.placeOrder.errors, values };
}
