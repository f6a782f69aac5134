import type { Db } from '../../db/client.ts';
import type { PaymentProvider, WebhookEvent } from './provider.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { acceptPaymentEvent } from './service.ts';
import { settings } from '../../settings.ts';

// The payments module's entry: which provider the shop uses, per database. The sandbox is the
// default; a real adapter (or a test's fake) is set with configurePayments.

export * from './provider.ts';
export * from './service.ts';
export { createSandboxProvider, type SandboxOptions } from './sandbox/provider.ts';
export { deliverEvent, setWebhookSender, webhookSender, webhookSenderTo, type WebhookSend } from './sandbox/delivery.ts';
export { expireDue, type Misbehaviour } from './sandbox/books.ts';

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
