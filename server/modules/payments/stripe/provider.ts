import Stripe from 'stripe';
import type { MethodsQuery, OfferedMethod, PaymentProvider, ProviderDispute, ProviderPayment, WebhookVerdict } from '../provider.ts';
import { isPaymentMethod, RefundRefused } from '../provider.ts';
import { cachedMethods } from '../methods-cache.ts';
import { storefrontById } from '../../../../common/storefronts.ts';
import { failureReasonOfStripe, sellsIn, shopMethodOf, statusOf, stripeLocale, stripeMethodsOf, transferOfStripe } from './mapping.ts';
import { disputeOf } from './disputes.ts';

// Stripe behind the payment port (issue 19, decision 053), with its official SDK: a Checkout
// Session is the payment (Stripe's hosted page; the port's `ref` is the session's id). Webhooks are
// signed with the endpoint's secret and checked by the SDK's helper within its replay window; the
// shop then re-reads the session from Stripe before it acts. Every creating call carries an
// idempotency key.

export type StripeOptions = {
  secretKey: string;
  /** The signing secret of the shop's webhook endpoint (whsec_…), one per endpoint. */
  webhookSecret: string;
  /** Seconds a signed event stays acceptable (Stripe's default: 300). */
  toleranceSeconds?: number;
  methodsCacheMs?: number;
  now?: () => number;
};

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{4,200}$/;
/** Stripe keeps a Checkout Session open 30 minutes at least, 24 hours at most. */
const SESSION_MINUTES = 45;

type Session = Stripe.Checkout.Session;

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const client = new Stripe(opts.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, appInfo: { name: 'Donami' } });
  const now = opts.now ?? Date.now;

  async function read(ref: string): Promise<Session | null> {
    if (!SESSION_ID.test(ref)) return null;
    try {
      return await client.checkout.sessions.retrieve(ref, { expand: ['payment_intent'] });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  const intentOf = (s: Session) => (s.payment_intent && typeof s.payment_intent === 'object' ? s.payment_intent : null);

  function portPayment(s: Session): ProviderPayment | null {
    const intent = intentOf(s);
    const status = statusOf({ status: s.status, paymentStatus: s.payment_status, intentStatus: intent?.status ?? null });
    if (!status) return null;
    // The type the payer used, once Stripe knows it; before that, the shop's method the session was opened for.
    const used = intent?.payment_method_types.length === 1 ? shopMethodOf(intent.payment_method_types[0]) : null;
    const asked = s.metadata?.shop_method;
    return {
      ref: s.id,
      status,
      failureReason: status === 'failed' ? failureReasonOfStripe(intent?.last_payment_error) : null,
      amountCents: s.amount_total ?? 0,
      currency: (s.currency ?? 'eur').toUpperCase(),
      method: used ?? (isPaymentMethod(asked) ? asked : 'card'),
      transfer: transferOfStripe(intent?.next_action),
    };
  }

  async function askMethods(q: MethodsQuery): Promise<OfferedMethod[]> {
    const store = storefrontById(q.storeId);
    const configurations = await client.paymentMethodConfigurations.list({ limit: 20 });
    const config = configurations.data.find((c) => c.is_default && c.active) ?? configurations.data.find((c) => c.active);
    if (!config) return [];
    const available = (type: string) => (config as unknown as Record<string, { available?: boolean } | undefined>)[type]?.available === true;
    const country = store?.country ?? 'IT';
    const currency = q.currency ?? store?.currency ?? 'EUR';
    return (Object.entries(stripeMethodsOf) as [OfferedMethod['id'], readonly string[]][])
      .filter(([, types]) => types.some((t) => available(t) && sellsIn(t, country, currency)))
      .map(([id]) => ({ id }));
  }

  /** The Checkout Session a PaymentIntent belongs to (disputes name the intent). */
  async function sessionOfIntent(intentId: string): Promise<string | null> {
    const found = await client.checkout.sessions.list({ payment_intent: intentId, limit: 1 });
    return found.data[0]?.id ?? null;
  }

  return {
    name: 'stripe',
    methods: cachedMethods(askMethods, opts.methodsCacheMs, opts.now),
    async createPayment(p) {
      const types = stripeMethodsOf[p.method];
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: p.currency.toLowerCase(), unit_amount: p.amountCents, product_data: { name: p.description.slice(0, 250) } },
            },
          ],
          allowed_payment_method_types: [...types] as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
          ...(p.method === 'bank_transfer'
            ? {
                customer_creation: 'always' as const,
                payment_method_options: {
                  customer_balance: {
                    funding_type: 'bank_transfer' as const,
                    bank_transfer: { type: 'eu_bank_transfer' as const, eu_bank_transfer: { country: 'NL' } },
                  },
                },
              }
            : {}),
          success_url: p.returnUrl,
          cancel_url: p.returnUrl,
          client_reference_id: p.reference.slice(0, 200),
          locale: stripeLocale(p.locale),
          expires_at: Math.floor(now() / 1000) + SESSION_MINUTES * 60,
          metadata: { reference: p.reference, shop_method: p.method },
          payment_intent_data: { description: p.description.slice(0, 1000), metadata: { reference: p.reference } },
        },
        { idempotencyKey: p.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave session ${session.id} no page`);
      return { ref: session.id, redirectUrl: session.url };
    },
    async getPayment(ref) {
      const session = await read(ref);
      return session ? portPayment(session) : null;
    },
    async verifyWebhook(rawBody, headers, at = new Date(now())): Promise<WebhookVerdict> {
      const signature = headers.get('stripe-signature');
      if (!signature) return { ok: false, reason: 'no signature' };
      let event: Stripe.Event;
      try {
        event = await client.webhooks.constructEventAsync(rawBody, signature, opts.webhookSecret, opts.toleranceSeconds ?? 300, undefined, at.getTime());
      } catch {
        return { ok: false, reason: 'bad signature or outside the replay window' };
      }
      const createdAt = new Date(event.created * 1000).toISOString();
      if (event.type.startsWith('checkout.session.')) {
        const session = event.data.object as Session;
        const seen = portPayment(session);
        if (!seen) return { ok: true, event: null };
        return { ok: true, event: { id: event.id, ref: session.id, status: seen.status, createdAt } };
      }
      if (event.type.startsWith('charge.dispute.')) {
        const dispute = event.data.object as Stripe.Dispute;
        const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
        const ref = intent ? await sessionOfIntent(intent) : null;
        const session = ref ? await read(ref) : null;
        const seen = session && portPayment(session);
        if (!seen) return { ok: true, event: null };
        const found: ProviderDispute = disputeOf(dispute);
        return { ok: true, event: { id: event.id, ref: seen.ref, status: seen.status, createdAt, dispute: found } };
      }
      // Proven, but nothing the shop acts on (the endpoint may be subscribed to more).
      return { ok: true, event: null };
    },
    async refund(ref, request) {
      const session = await read(ref);
      const intent = session && intentOf(session);
      if (!session) throw new RefundRefused('unknown-payment');
      if (!intent || session.payment_status !== 'paid') throw new RefundRefused('not-paid');
      try {
        // Asked first, checked after: a retry with the same key gets the refund made the first time.
        const refund = await client.refunds.create(
          { payment_intent: intent.id, amount: request.amountCents, metadata: { reference: session.metadata?.reference ?? '' } },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ref: refund.id, amountCents: refund.amount };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) throw new RefundRefused('too-much');
        throw err;
      }
    },
  };
}
