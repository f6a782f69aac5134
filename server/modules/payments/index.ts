import type { Db } from '../../db/client.ts';
import type { PaymentProvider, WebhookEvent } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { acceptPaymentEvent } from './service.ts';
import { settings } from '../../settings.ts';

// The payments module's entry: which provider the shop uses, per database. The sandbox is the
// default; a real adapter (or a test's fake) is set with configurePayments. It is the module's face:
// all that code outside server/modules/payments/ may import (decision 024).

export * from './provider.ts';
export * from './service.ts';
export { createSandboxProvider, type SandboxOptions } from './sandbox/provider.ts';
export { deliverEvent, setWebhookSender, webhookRequest, webhookSender, webhookSenderTo, type WebhookSend } from './sandbox/delivery.ts';
export {
  applyOutcome,
  chooseBank,
  eventsOf,
  eventsOfPayments,
  expireDue,
  expireNow,
  findSandboxPayment,
  markPaid,
  recentSandboxPayments,
  resendLatest,
  type Misbehaviour,
} from './sandbox/books.ts';
// The sandbox's pages, served by server/http/psp-sandbox.ts, and what its tests sign webhooks with.
export { sandboxBanks } from './sandbox/methods.ts';
export { operatorPath, renderOperatorPage, type OperatorAction } from './sandbox/operator-page.ts';
export { outcomes, renderNotFound, renderPayPage, validatePayForm, type Outcome, type PayForm } from './sandbox/pay-page.ts';
export { sandboxPagePath } from './sandbox/provider.ts';
export { signBody } from './sandbox/signature.ts';
export { paymentJobs } from './jobs.ts';
// Debt (decision 024): orders/reconcile.ts joins the payments and writes the reconciliations; a service call should replace it.
export { paymentReconciliations, payments } from './tables.ts';

type ProviderFactory = (db: Db) => PaymentProvider;

const sandboxFactory: ProviderFactory = (db) => createSandboxProvider(db, { publicBaseUrl: settings().pspPublicBaseUrl });
let factory = sandboxFactory;
let memo = new WeakMap<Db, PaymentProvider>();

/** Replaces the provider (an instance for every database, or a factory per database); null restores the sandbox. */
export function configurePayments(opts: { provider: PaymentProvider | ProviderFactory | null }): void {
  const p = opts.provider;
  factory = p === null ? sandboxFactory : typeof p === 'function' ? p : () => p;
  memo = new WeakMap();
}

/** The configured provider for this database, made once. */
export function paymentProvider(db: Db): PaymentProvider {
  let provider = memo.get(db);
  if (!provider) {
    provider = factory(db);
    memo.set(db, provider);
  }
  return provider;
}

/**
 * The default webhook handling: keep the event and store the provider's status, nothing more.
 * The order side replaces it (see acceptPaymentEvent's `effect`).
 */
export function recordPaymentEvent(db: Db) {
  return async (event: WebhookEvent): Promise<void> => {
    await acceptPaymentEvent(db, paymentProvider(db), event);
  };
}
