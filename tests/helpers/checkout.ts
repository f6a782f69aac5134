import type { Database } from '../../server/db/client.ts';
import { drainJobs } from '../../server/jobs/queue.ts';
import { applyOutcome, type Misbehaviour, type SandboxOutcome, deliverEvent } from '../../server/modules/payments/index.ts';
import { deliverDue } from '../../server/modules/fulfilment/index.ts';
import { INVOICE_EMAIL_JOB, INVOICE_JOB, invoiceOfOrder, mailInvoiceOrderAccepted } from '../../server/modules/orders/index.ts';
import type { apiClient } from './api.ts';
import { must } from '../../common/must.ts';

// A customer's way through the API: basket, the checkout steps, the payment, the webhooks.

/** What the basket helper asks of a client: the in-process API client, an account client or another web process. */
type Caller = { graphql<T>(query: string, variables?: Record<string, unknown>): Promise<{ data: T }> };
/** What the payment helpers ask of it: the shop's HTTP app, where the sandbox's webhooks arrive. */
type Shop = Pick<ReturnType<typeof apiClient>, 'app'>;
type Answer = { errors: unknown[] };
type Added = Answer & { order: { id: string; packagesGroups: { packageId: string }[] } };

export const ERR = 'errors { code message referencedRequestParameter }';
export const ADD = `mutation Add($userData: UserData!, $orderUuid: String, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, orderUuid: $orderUuid, package: $package) { order { id packagesGroups { packageId } totals { grandTotal { value } } } ${ERR} } }`;
export const DETAILS = `mutation D($userData: UserData!, $orderUuid: String, $details: CheckoutDetailsInput!) {
  setCheckoutDetails(userData: $userData, orderUuid: $orderUuid, details: $details) { ${ERR} } }`;
export const DELIVERY = `mutation V($userData: UserData!, $orderUuid: String, $delivery: CheckoutDeliveryInput!) {
  setCheckoutDelivery(userData: $userData, orderUuid: $orderUuid, delivery: $delivery) { order { totals { grandTotal { value } adjustments { adjustmentType } } } ${ERR} } }`;
export const PLACE = `mutation P($userData: UserData!, $orderUuid: String, $payment: CheckoutPaymentInput!) {
  placeOrder(userData: $userData, orderUuid: $orderUuid, payment: $payment) { redirectUrl totalsChanged order { id number status } ${ERR} } }`;
export const RETRY = `mutation R($userData: UserData!, $orderUuid: String!, $payment: CheckoutPaymentInput!) {
  retryOrderPayment(userData: $userData, orderUuid: $orderUuid, payment: $payment) { redirectUrl ${ERR} } }`;
export const CHECK_PAYMENT = `mutation C($userData: UserData!, $orderUuid: String!) {
  checkOrderPayment(userData: $userData, orderUuid: $orderUuid) { ${ERR} } }`;
export const TRANSFER = `query T($userData: UserData!, $uuid: String!) {
  order(userData: $userData, uuid: $uuid) { bankTransfer { iban beneficiary reference } } }`;
export const ORDER = `query O($userData: UserData!, $uuid: String!) {
  order(userData: $userData, uuid: $uuid) { order { id number status shipments { kind registeredMail deliveryDate } totals { grandTotal { value } } } payment { status method } paymentAttempts } }`;

export const privateBuyer = {
  customerType: 'PRIVATE',
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  confirmEmail: 'giulia.rossi@example.it',
  phoneCountry: 'IT',
  phoneNumber: '3471234567',
};
export const businessBuyer = {
  ...privateBuyer,
  customerType: 'BUSINESS',
  companyName: 'Ufficio Aperto S.r.l.',
  chamberOfCommerce: 'MI-1234567',
  vatNumber: '01234567897',
  reference: 'Natale 2026',
  sdiCode: 'M5UXCR1',
  // The registered office the Italian e-invoice names.
  street: 'Via Tortona',
  houseNumber: '27',
  postCode: '20144',
  city: 'Milano',
};
export const address = { firstName: 'Marco', lastName: 'Bianchi', countryCode: 'IT', street: 'Via Roma', houseNumber: '12', postCode: '20121', city: 'Milano' };

/** A basket with the given packages, details and delivery set; returns its uuid and package ids. */
export async function readyBasket(
  api: Caller,
  packages: Record<string, unknown>[],
  opts: {
    buyer?: Record<string, unknown>;
    digital?: Record<string, unknown>[] | ((packageIds: string[]) => Record<string, unknown>[]);
    registeredMail?: boolean;
    address?: Record<string, unknown>;
  } = {},
) {
  let uuid: string | null = null;
  const ids: string[] = [];
  for (const p of packages) {
    const r: Added = (await api.graphql<{ addGiftcardPackage: Added }>(ADD, { orderUuid: uuid, package: p })).data.addGiftcardPackage;
    if (r.errors.length) throw new Error(JSON.stringify(r.errors));
    uuid = r.order.id;
    ids.splice(0, ids.length, ...r.order.packagesGroups.map((g) => g.packageId));
  }
  const d = (await api.graphql<{ setCheckoutDetails: Answer }>(DETAILS, { orderUuid: uuid, details: opts.buyer ?? privateBuyer })).data.setCheckoutDetails;
  if (d.errors.length) throw new Error(JSON.stringify(d.errors));
  const physical = packages.some((p) => p.variationType === 'physical');
  const delivery = {
    addresses: physical ? [opts.address ?? address] : [],
    physical: physical ? ids.map((packageId) => ({ packageId, address: 0 })) : [],
    digital: typeof opts.digital === 'function' ? opts.digital(ids) : (opts.digital ?? []),
    registeredMail: opts.registeredMail ?? false,
  };
  const v = (await api.graphql<{ setCheckoutDelivery: Answer }>(DELIVERY, { orderUuid: uuid, delivery })).data.setCheckoutDelivery;
  if (v.errors.length) throw new Error(JSON.stringify(v.errors));
  return { uuid: uuid!, ids };
}

/** Every package's card to go to Marta in five days at ten in the morning (the checkout's Italian wall time). */
export function inFiveDays(packageIds: string[]) {
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return packageIds.map((packageId) => ({ packageId, name: 'Marta', email: 'marta.regalo@example.it', deliverAt: `${day}T10:00` }));
}

export function sandboxId(redirectUrl: string): string {
  return must(/\/psp\/sandbox\/pay\/([^/]+)\//.exec(redirectUrl)?.[1], 'the redirect names the payment');
}

/** The payer picks an outcome on the hosted page; the queued webhooks reach the shop. */
export async function pay(database: Database, api: Shop, redirectUrl: string, outcome: SandboxOutcome, m: Misbehaviour = {}) {
  await applyOutcome(database.db, sandboxId(redirectUrl), outcome, m);
  await deliverWebhooks(database, api);
}

export async function deliverWebhooks(database: Database, api: Shop) {
  for (const job of await drainJobs(database.db, 'psp-sandbox-deliver')) {
    await deliverEvent(database.db, (job.data as { eventId: string }).eventId, (req) => api.app.fetch(req));
  }
  // What a worker would do next: the invoice of an order that just completed, and the invoice
  // e-mail of an order on invoice.
  for (const job of await drainJobs(database.db, INVOICE_JOB)) await invoiceOfOrder(database.db, (job.data as { orderId: number }).orderId);
  for (const job of await drainJobs(database.db, INVOICE_EMAIL_JOB)) await mailInvoiceOrderAccepted(database.db, (job.data as { orderId: number }).orderId);
}

/** Runs the digital deliveries that are due (the job a payment schedules). */
export async function runDeliveries(database: Database, now = new Date()) {
  await drainJobs(database.db, 'fulfilment-deliver');
  return deliverDue(database.db, now);
}
