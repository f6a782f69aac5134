import type { Db } from '../db/client.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import type { StorefrontConfig } from '../../common/storefronts.ts';

// The shop's own checkout, run in process for the back office (decision 050): a quote becomes an
// order on invoice through the same operations a company's browser sends (add the cards, your
// details, delivery, place on invoice), so the orders module keeps the one placement there is.
// The shop's schema is loaded when first needed: it loads every module, this file among their users.

const ERR = 'errors { code message referencedRequestParameter }';
const ADD = `mutation Add($userData: UserData!, $orderUuid: String, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, orderUuid: $orderUuid, package: $package) { order { id } ${ERR} } }`;
const DETAILS = `mutation D($userData: UserData!, $orderUuid: String, $details: CheckoutDetailsInput!) {
  setCheckoutDetails(userData: $userData, orderUuid: $orderUuid, details: $details) { ${ERR} } }`;
const DELIVERY = `mutation V($userData: UserData!, $orderUuid: String, $delivery: CheckoutDeliveryInput!) {
  setCheckoutDelivery(userData: $userData, orderUuid: $orderUuid, delivery: $delivery) { ${ERR} } }`;
const PLACE = `mutation P($userData: UserData!, $orderUuid: String, $payment: CheckoutPaymentInput!) {
  placeOrder(userData: $userData, orderUuid: $orderUuid, payment: $payment) { redirectUrl order { id number } ${ERR} } }`;

export type BusinessBuyer = {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phoneNumber: string;
  companyName: string;
  vatNumber: string;
  chamberOfCommerce: string;
  sdiCode: string | null;
  pecAddress: string | null;
  reference: string | null;
  /** The registered office (an Italian company's e-invoice names it). */
  street: string | null;
  houseNumber: string | null;
  postCode: string | null;
  city: string | null;
};
export type InvoiceOrderRequest = {
  store: StorefrontConfig;
  locale: string;
  productId: string;
  valueEuros: number;
  quantity: number;
  buyer: BusinessBuyer;
};
export type BasketStep = { basketUuid: string | null; errors: ErrorItem[] };
export type Placed = { orderUuid: string; number: string; acceptUrl: string | null; errors: ErrorItem[] };

type Query = <T>(source: string, variables: Record<string, unknown>, request: Request, clientAddress: string | null) => Promise<T>;
const clients = new WeakMap<Db, Query>();

async function shop(db: Db): Promise<Query> {
  let client = clients.get(db);
  if (!client) {
    const [{ schema }, { createInProcessClient }] = await Promise.all([import('../graphql/schema.ts'), import('../graphql/execute.ts')]);
    client = createInProcessClient(schema, { db }) as Query;
    clients.set(db, client);
  }
  return client;
}

/** A request as if from the storefront, so no cookie of the staff member's reaches the shop's API. */
const blankRequest = (store: StorefrontConfig) => new Request(`${store.origin}/graphql`, { method: 'POST' });

/** Fills a basket for the buyer: the cards, the business details and a digital delivery to the buyer. */
export async function fillInvoiceBasket(db: Db, r: InvoiceOrderRequest): Promise<BasketStep> {
  const query = await shop(db);
  const run = <T>(source: string, vars: Record<string, unknown>) =>
    query<T>(
      source,
      { userData: { language: r.locale, storeID: r.store.id, countryCode: r.store.country, redeemToken: null }, ...vars },
      blankRequest(r.store),
      null,
    );
  type Step = { errors: ErrorItem[] };
  const added = (
    await run<{ addGiftcardPackage: Step & { order: { id: string } | null } }>(ADD, {
      orderUuid: null,
      package: { productId: r.productId, variationType: 'digital', value: String(r.valueEuros), quantity: r.quantity },
    })
  ).addGiftcardPackage;
  if (added.errors.length || !added.order) return { basketUuid: null, errors: added.errors };
  const uuid = added.order.id;
  const b = r.buyer;
  const details = {
    customerType: 'BUSINESS',
    ...{ firstName: b.firstName, lastName: b.lastName, email: b.email, confirmEmail: b.email, phoneCountry: b.phoneCountry, phoneNumber: b.phoneNumber },
    ...{ companyName: b.companyName, vatNumber: b.vatNumber, chamberOfCommerce: b.chamberOfCommerce, reference: b.reference },
    ...{ sdiCode: b.sdiCode, pecAddress: b.pecAddress },
    ...{ street: b.street, houseNumber: b.houseNumber, postCode: b.postCode, city: b.city },
  };
  const saved = (await run<{ setCheckoutDetails: Step }>(DETAILS, { orderUuid: uuid, details })).setCheckoutDetails;
  if (saved.errors.length) return { basketUuid: null, errors: saved.errors };
  const delivery = { addresses: [], physical: [], digital: [], registeredMail: false };
  const delivered = (await run<{ setCheckoutDelivery: Step }>(DELIVERY, { orderUuid: uuid, delivery })).setCheckoutDelivery;
  if (delivered.errors.length) return { basketUuid: null, errors: delivered.errors };
  return { basketUuid: uuid, errors: [] };
}

/** Places the basket on invoice: the order waits for the company to accept the provider's terms at `acceptUrl`. */
export async function placeOnInvoice(db: Db, store: StorefrontConfig, locale: string, basketUuid: string): Promise<Placed> {
  const query = await shop(db);
  const userData = { language: locale, storeID: store.id, countryCode: store.country, redeemToken: null };
  type Answer = { redirectUrl: string | null; order: { id: string; number: string } | null; errors: ErrorItem[] };
  const placed = (
    await query<{ placeOrder: Answer }>(
      PLACE,
      { userData, orderUuid: basketUuid, payment: { method: 'invoice', termsAccepted: true } },
      blankRequest(store),
      null,
    )
  ).placeOrder;
  if (!placed.order) return { orderUuid: basketUuid, number: '', acceptUrl: null, errors: placed.errors };
  return { orderUuid: placed.order.id, number: placed.order.number, acceptUrl: placed.redirectUrl, errors: placed.errors };
}

export type ConversionStand = { state: 'gone' } | { state: 'basket' } | { state: 'placed'; number: string; acceptUrl: string | null };

/**
 * Where a quote's conversion stopped, when a crash came between its steps (the basket claimed, then
 * placed, then the quote marked won): the basket is gone, still a basket, or placed as an order with
 * its number and the link where the company accepts it.
 */
export async function conversionStand(db: Db, store: StorefrontConfig, basketUuid: string): Promise<ConversionStand> {
  const [{ orderByUuid }, { openPaymentUrl }] = await Promise.all([import('../modules/orders/index.ts'), import('../modules/payments/index.ts')]);
  const order = await orderByUuid({ db, store, locale: store.language, redeemToken: null }, basketUuid);
  if (!order) return { state: 'gone' };
  if (order.status === 'basket' || !order.number) return { state: 'basket' };
  const link = await openPaymentUrl(db, order.id);
  return { state: 'placed', number: order.number, acceptUrl: link && new URL(link, store.origin).href };
}
