// Which payment provider each storefront takes its money with, and with which keys (issue 19,
// decision 053): PAYMENTS and the providers' keys name a value for every storefront and, where
// one differs, a value for it (`mollie,1=stripe`).
import { storefronts } from '../common/storefronts.ts';
import type { PerStore } from './settings-parsers.ts';

export type ProviderName = 'sandbox' | 'mollie' | 'stripe';
type PaymentSettings = {
  payments?: ProviderName;
  paymentsByStore: Record<number, ProviderName>;
  mollieApiKeys: PerStore<string>;
  stripeSecretKeys: PerStore<string>;
  stripeWebhookSecrets: PerStore<string>;
};

export type PaymentSetup = {
  provider: ProviderName | undefined;
  mollieApiKey?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Whether the provider takes real money: the sandbox and a provider's test keys do not. */
  live: boolean;
};

const forStore = <T>(values: PerStore<T>, storeId: number): T | undefined => values.byStore[storeId] ?? values.fallback;

/** A storefront's provider and its keys. */
export function paymentSetup(s: PaymentSettings, storeId: number): PaymentSetup {
  const provider = s.paymentsByStore[storeId] ?? s.payments;
  const setup = {
    provider,
    mollieApiKey: forStore(s.mollieApiKeys, storeId),
    stripeSecretKey: forStore(s.stripeSecretKeys, storeId),
    stripeWebhookSecret: forStore(s.stripeWebhookSecrets, storeId),
  };
  const live =
    (provider === 'mollie' && !!setup.mollieApiKey?.startsWith('live_')) || (provider === 'stripe' && /^(sk|rk)_live_/.test(setup.stripeSecretKey ?? ''));
  return { ...setup, live };
}

/**
 * What production refuses: a storefront without a provider, or with a provider's missing or test
 * key. One line per problem, naming the storefronts it applies to when not all of them.
 */
export function paymentProblems(s: PaymentSettings): string[] {
  const found = new Map<string, number[]>();
  const add = (problem: string, storeId: number) => found.set(problem, [...(found.get(problem) ?? []), storeId]);
  for (const store of storefronts) {
    const setup = paymentSetup(s, store.id);
    if (!setup.provider)
      add(
        'PAYMENTS is not set{for}: choose the payment provider, PAYMENTS=mollie (with MOLLIE_API_KEY) or stripe (with STRIPE_SECRET_KEY), or PAYMENTS=sandbox to run the sandbox, which takes no money, on purpose',
        store.id,
      );
    if (setup.provider === 'mollie' && !setup.mollieApiKey)
      add('MOLLIE_API_KEY is not set{for}: Mollie needs the live API key of the Mollie account', store.id);
    else if (setup.provider === 'mollie' && !setup.live)
      add('MOLLIE_API_KEY is a test key{for}: Mollie takes no money with it; set the live key (live_…)', store.id);
    if (setup.provider === 'stripe' && !setup.stripeSecretKey)
      add('STRIPE_SECRET_KEY is not set{for}: Stripe needs the live secret key of the Stripe account', store.id);
    else if (setup.provider === 'stripe' && !setup.live)
      add('STRIPE_SECRET_KEY is a test key{for}: Stripe takes no money with it; set the live key (sk_live_…)', store.id);
    if (setup.provider === 'stripe' && !setup.stripeWebhookSecret)
      add("STRIPE_WEBHOOK_SECRET is not set{for}: the shop cannot prove Stripe's webhooks without the endpoint's signing secret (whsec_…)", store.id);
  }
  return [...found].map(([problem, ids]) => problem.replace('{for}', ids.length === storefronts.length ? '' : ` for storefront ${ids.join(', ')}`));
}
