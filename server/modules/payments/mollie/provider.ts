import createMollieClient, { MollieApiError, type Payment } from '@mollie/api-client';
import type { MethodsQuery, OfferedMethod, PaymentProvider, ProviderPayment, WebhookVerdict } from '../provider.ts';
import { RefundRefused } from '../provider.ts';
import { cachedMethods } from '../methods-cache.ts';
import { storefrontById } from '../../../../common/storefronts.ts';
import {
  centsOf,
  chargebackOf,
  failureReasonOfMollie,
  mollieAmount,
  mollieLocale,
  mollieMethodsOf,
  shopMethodOf,
  statusOf,
  transferOfMollie,
} from './mapping.ts';

// Mollie behind the payment port (issue 19, decision 053), with its official SDK. The payer pays on
// Mollie's hosted page; Mollie calls the shop's webhook with the payment's id only (no signature),
// so the webhook's truth is what the shop then reads from Mollie with its own key. Every creating
// call carries an idempotency key, so a retry after a crash gets the same payment or refund back.

export type MollieOptions = {
  apiKey: string;
  /** The shop's public webhook address (PUBLIC_URL + /webhooks/psp). */
  webhookUrl: string;
  /**
   * Whether the shop opened this payment: a webhook naming one it did not is refused without asking
   * Mollie, so a flood of made-up ids costs the shop a lookup, not a call to Mollie each.
   */
  knows?: (ref: string) => Promise<boolean>;
  /** Mollie's API root; a local stand-in in the tests. */
  apiEndpoint?: string;
  /** How long the methods Mollie offers for an amount and country are kept (default 5 minutes). */
  methodsCacheMs?: number;
  now?: () => number;
};

const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,64}$/;

export function createMollieProvider(opts: MollieOptions): PaymentProvider {
  const client = createMollieClient({ apiKey: opts.apiKey, versionStrings: 'Donami/1', ...(opts.apiEndpoint ? { apiEndpoint: opts.apiEndpoint } : {}) });

  async function read(ref: string): Promise<Payment | null> {
    try {
      return await client.payments.get(ref);
    } catch (err) {
      if (err instanceof MollieApiError && err.statusCode === 404) return null;
      throw err;
    }
  }

  function portPayment(p: Payment): ProviderPayment | null {
    const transfer = transferOfMollie(p);
    // Mollie keeps a bank transfer "open" until the money arrives (days, with no webhook meanwhile);
    // once it has given the account and reference, the shop is waiting for the money: pending.
    const status = transfer && p.status === 'open' ? 'pending' : statusOf(p.status);
    if (!status) return null;
    return {
      ref: p.id,
      status,
      failureReason: status === 'failed' ? failureReasonOfMollie(p.details) : null,
      amountCents: centsOf(p.amount),
      currency: p.amount.currency,
      method: shopMethodOf(p.method) ?? 'card',
      transfer,
    };
  }

  async function askMethods(q: MethodsQuery): Promise<OfferedMethod[]> {
    const store = storefrontById(q.storeId);
    const list = await client.methods.list({
      ...(q.amountCents ? { amount: mollieAmount(q.amountCents, q.currency ?? store?.currency ?? 'EUR') } : {}),
      ...(store ? { billingCountry: store.country, locale: mollieLocale(store.languages[0] ?? 'it') as never } : {}),
      include: 'issuers' as never,
    });
    const ids = new Set(list.map((m) => m.id as string));
    const methods: OfferedMethod[] = [];
    for (const [shop, mollie] of Object.entries(mollieMethodsOf) as [OfferedMethod['id'], readonly string[]][]) {
      if (!mollie.some((m) => ids.has(m))) continue;
      if (shop !== 'bank_redirect') methods.push({ id: shop });
      else {
        const issuers = list.find((m) => m.id === 'ideal')?.issuers ?? [];
        methods.push({ id: shop, banks: issuers.map((i) => ({ id: i.id, issuer: i.name })) });
      }
    }
    return methods;
  }

  return {
    name: 'mollie',
    methods: cachedMethods(askMethods, opts.methodsCacheMs, opts.now),
    async createPayment(p) {
      const payment = await client.payments.create({
        amount: mollieAmount(p.amountCents, p.currency),
        description: p.description.slice(0, 255),
        redirectUrl: p.returnUrl,
        webhookUrl: opts.webhookUrl,
        method: [...mollieMethodsOf[p.method]] as never,
        ...(p.method === 'bank_redirect' && p.bank ? { issuer: p.bank } : {}),
        locale: mollieLocale(p.locale) as never,
        metadata: { reference: p.reference },
        idempotencyKey: p.idempotencyKey,
      });
      const redirectUrl = payment.getCheckoutUrl();
      if (!redirectUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout page`);
      return { ref: payment.id, redirectUrl };
    },
    async getPayment(ref) {
      const payment = await read(ref);
      return payment ? portPayment(payment) : null;
    },
    async verifyWebhook(rawBody, _headers, at = new Date()): Promise<WebhookVerdict> {
      const id = new URLSearchParams(rawBody).get('id') ?? '';
      if (!PAYMENT_ID.test(id)) return { ok: false, reason: 'body names no payment' };
      if (opts.knows && !(await opts.knows(id))) return { ok: false, reason: 'a payment the shop did not open' };
      // No signature: only Mollie, asked with the shop's key, says what happened.
      const payment = await read(id);
      const seen = payment && portPayment(payment);
      if (!seen) return { ok: false, reason: 'unknown payment' };
      // A chargeback leaves the payment paid: Mollie calls, and the payment now shows an amount
      // charged back (present once it had one, 0 again when Mollie reversed it).
      if (payment.amountChargedBack) {
        const chargebacks = await client.paymentChargebacks.page({ paymentId: id });
        const latest = [...chargebacks].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
        if (latest) {
          const dispute = chargebackOf(latest);
          return { ok: true, event: { id: `${id}:${latest.id}:${dispute.status}`, ref: id, status: seen.status, createdAt: at.toISOString(), dispute } };
        }
      }
      // One event per status a payment reaches: Mollie calls again for each change, and repeats.
      return { ok: true, event: { id: `${id}:${seen.status}`, ref: id, status: seen.status, createdAt: at.toISOString() } };
    },
    async refund(ref, request) {
      const payment = await read(ref);
      if (!payment) throw new RefundRefused('unknown-payment');
      try {
        // Asked first, checked after: a retry with the same key gets the refund made the first time.
        const refund = await client.paymentRefunds.create({
          paymentId: ref,
          amount: mollieAmount(request.amountCents, payment.amount.currency),
          idempotencyKey: request.idempotencyKey,
        });
        return { ref: refund.id, amountCents: centsOf(refund.amount) };
      } catch (err) {
        if (!(err instanceof MollieApiError) || err.statusCode !== 422) throw err;
        throw new RefundRefused(payment.status === 'paid' ? 'too-much' : 'not-paid');
      }
    },
  };
}
