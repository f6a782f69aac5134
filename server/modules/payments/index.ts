import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { createMollieProvider } from './mollie/provider.ts';
import { settings } from '../../settings.ts';

// The payments module's entry: which provider the shop uses (PAYMENTS), per database: the sandbox,
// or Mollie (decision 053). It is the module's face: all that code outside
// server/modules/payments/ may import (decision 024).

export * from './provider.ts';
export * from './service.ts';
export * from './refunds.ts';
export { deliverEvent, setWebhookSender, webhookRequest, webhookSenderTo } from './sandbox/delivery.ts';
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
  type SandboxOutcome,
} from './sandbox/books.ts';
// The sandbox's pages, served by server/http/psp-sandbox.ts, and what its tests sign webhooks with.
export { sandboxBanks } from './sandbox/methods.ts';
export { operatorPath, renderOperatorPage, type OperatorAction } from './sandbox/operator-page.ts';
export { outcomeOf, outcomes, renderNotFound, renderPayPage, validatePayForm, type Outcome, type PayForm } from './sandbox/pay-page.ts';
export { sandboxPagePath } from './sandbox/provider.ts';
export { signBody } from './sandbox/signature.ts';
export { paymentJobs } from './jobs.ts';
// Debt (decision 024): orders/reconcile.ts joins the payments and writes the reconciliations; a service call should replace it.
export { paymentReconciliations, payments } from './tables.ts';

type ProviderFactory = (db: Db) => PaymentProvider;

const factory: ProviderFactory = (db) => {
  const s = settings();
  if (s.payments === 'mollie') return createMollieProvider({ apiKey: s.mollieApiKey ?? '', webhookUrl: `${s.publicUrl.replace(/\/+$/, '')}/webhooks/psp` });
  return createSandboxProvider(db, { publicBaseUrl: s.pspPublicBaseUrl });
};
const memo = new WeakMap<Db, PaymentProvider>();

/** The configured provider for this database, made once. */
export function paymentProvider(db: Db): PaymentProvider {
  let provider = memo.get(db);
  if (!provider) {
    provider = factory(db);
    memo.set(db, provider);
  }
  return provider;
}
