import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { createMollieProvider } from './mollie/provider.ts';
import { paymentKnown } from './service.ts';
import { createStripeProvider } from './stripe/provider.ts';
import { paymentSetup, settings } from '../../settings.ts';

// The payments module's entry: which provider each storefront uses (PAYMENTS), per database: the
// sandbox, Mollie or Stripe (decision 053). It is the module's face: all that code outside
// server/modules/payments/ may import (decision 024).

export * from './provider.ts';
export * from './service.ts';
export * from './refunds.ts';
export { deliverEvent, setWebhookSender, webhookRequest, webhookSenderTo } from './sandbox/delivery.ts';
export {
  applyOutcome,
  chooseBank,
  disputePayment,
  eventsOf,
  eventsOfPayments,
  expireDue,
  expireNow,
  findSandboxPayment,
  markPaid,
  recentSandboxPayments,
  resendLatest,
  type Misbehaviour,
  type SandboxOutcome,
} from './sandbox/books.ts';
// The sandbox's pages, served by server/http/psp-sandbox.ts, and what its tests sign webhooks with.
export { sandboxBanks } from './sandbox/methods.ts';
export { disputeActions, operatorActionsFor, operatorPath, renderOperatorPage, type OperatorAction } from './sandbox/operator-page.ts';
export { outcomeOf, outcomes, renderNotFound, renderPayPage, validatePayForm, type Outcome, type PayForm } from './sandbox/pay-page.ts';
export { sandboxPagePath } from './sandbox/provider.ts';
export { signBody } from './sandbox/signature.ts';
export { paymentJobs } from './jobs.ts';
// Debt (decision 024): orders/reconcile.ts joins the payments and writes the reconciliations; a service call should replace it.
export { paymentReconciliations, payments } from './tables.ts';

/** Made once per database and setup: a provider keeps its methods cache, the sandbox its database. */
const memo = new WeakMap<Db, Map<string, PaymentProvider>>();

/**
 * The provider a storefront takes its payments with (PAYMENTS), with the storefront's keys; or,
 * with `name`, that provider with the storefront's keys: a payment opened before the storefront
 * changed provider is still read, refunded and swept with the provider that holds it.
 */
export function paymentProvider(db: Db, storeId: number, name?: string): PaymentProvider {
  const s = settings();
  const setup = paymentSetup(s, storeId);
  const chosen = name ?? setup.provider ?? 'sandbox';
  const base = s.publicUrl.replace(/\/+$/, '');
  const id =
    chosen === 'mollie'
      ? `mollie|${storeId}|${setup.mollieApiKey}|${base}`
      : chosen === 'stripe'
        ? `stripe|${setup.stripeSecretKey}|${setup.stripeWebhookSecret}`
        : `sandbox|${s.pspPublicBaseUrl ?? ''}`;
  const made = memo.get(db) ?? new Map<string, PaymentProvider>();
  memo.set(db, made);
  let provider = made.get(id);
  if (!provider) {
    provider =
      chosen === 'mollie'
        ? createMollieProvider({
            apiKey: setup.mollieApiKey ?? '',
            webhookUrl: `${base}/webhooks/psp/${storeId}`,
            knows: (ref) => paymentKnown(db, 'mollie', ref),
          })
        : chosen === 'stripe'
          ? createStripeProvider({ secretKey: setup.stripeSecretKey ?? '', webhookSecret: setup.stripeWebhookSecret ?? '' })
          : createSandboxProvider(db, { publicBaseUrl: s.pspPublicBaseUrl });
    made.set(id, provider);
  }
  return provider;
}
