import { must } from '../../common/must.ts';
import type { apiClient } from './api.ts';
import { sandboxId } from './checkout.ts';
import { startMollieStandIn, type MollieStandIn } from './mollie-stand-in.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';
import { drainJobs } from '../../server/jobs/queue.ts';
import { applyOutcome, deliverEvent, disputePayment, markPaid, webhookRequest } from '../../server/modules/payments/index.ts';
import type { Database } from '../../server/db/client.ts';
// The three providers of the payment contract (server/modules/payments/contract.test.ts), each
// driven as that provider really behaves: its own states and its own webhooks, made to the shop.
export type Shop = ReturnType<typeof apiClient>;
/** One webhook call as the provider would make it; answers its HTTP status. */
export type Hook = () => Promise<number>;
export type Driver = {
  name: string;
  start(): Promise<void>;
  env(): Record<string, string>;
  close(): Promise<void>;
  refOf(redirectUrl: string): string;
  /** The method whose payment settles later (pending, then paid). */
  slowMethod: string;
  /** The method whose payment can end failed at the provider. */
  failingMethod: string;
  paid(ref: string): Promise<Hook[]>;
  pending(ref: string): Promise<Hook[]>;
  settled(ref: string): Promise<Hook[]>;
  failed(ref: string): Promise<Hook[]>;
  /** The payer gives up on the provider's page. */
  canceled(ref: string): Promise<Hook[]>;
  expired(ref: string): Promise<Hook[]>;
  forged(ref: string): Hook;
  /** The payer's bank disputes the payment. */
  dispute(ref: string): Promise<Hook[]>;
};

/** The sandbox, whose disputes can also be decided (won, lost). */
export function sandbox(shop: () => { database: Database; api: Shop }): Driver & { dispute(ref: string, status?: 'open' | 'won' | 'lost'): Promise<Hook[]> } {
  const hooks = async (): Promise<Hook[]> =>
    (await drainJobs(shop().database.db, 'psp-sandbox-deliver')).map((job) => async () => {
      let status = 0;
      await deliverEvent(shop().database.db, (job.data as { eventId: string }).eventId, async (req) => {
        const res = await shop().api.app.fetch(req);
        status = res.status;
        return res;
      });
      return status;
    });
  const outcome = (o: 'paid' | 'pending' | 'failed' | 'canceled' | 'expired') => async (ref: string) => {
    await applyOutcome(shop().database.db, ref, o);
    return hooks();
  };
  return {
    name: 'sandbox',
    start: async () => undefined,
    env: () => ({ PAYMENTS: 'sandbox' }),
    close: async () => undefined,
    refOf: sandboxId,
    slowMethod: 'bank_transfer',
    failingMethod: 'card',
    paid: outcome('paid'),
    pending: outcome('pending'),
    settled: async (ref) => {
      await markPaid(shop().database.db, ref);
      return hooks();
    },
    failed: outcome('failed'),
    canceled: outcome('canceled'),
    expired: outcome('expired'),
    dispute: async (ref: string, status: 'open' | 'won' | 'lost' = 'open') => {
      await disputePayment(shop().database.db, ref, status);
      return hooks();
    },
    forged: (ref) => async () =>
      (await shop().api.app.fetch(webhookRequest(JSON.stringify({ id: `evt_${ref}`, paymentId: ref, status: 'paid' }), 'not-the-secret-at-all'))).status,
  };
}

export function mollie(shop: () => { api: Shop }): Driver {
  let m: MollieStandIn;
  const call =
    (body: string): Hook =>
    async () =>
      (await shop().api.app.request('/webhooks/psp/53', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).status;
  const settle = (status: 'paid' | 'failed' | 'canceled' | 'expired' | 'authorized') => async (ref: string) => [call(m.settle(ref, status))];
  return {
    name: 'Mollie',
    async start() {
      m = await startMollieStandIn();
    },
    env: () => ({ PAYMENTS: 'mollie', MOLLIE_API_KEY: m.apiKey }),
    async close() {
      await m.close();
    },
    refOf: (url) => must(/tr_\w+$/.exec(url)?.[0], 'a Mollie payment'),
    // A card authorised now and captured later: Mollie's "authorized", the shop's pending.
    slowMethod: 'card',
    failingMethod: 'card',
    paid: settle('paid'),
    pending: settle('authorized'),
    settled: settle('paid'),
    failed: settle('failed'),
    canceled: settle('canceled'),
    expired: settle('expired'),
    forged: () => call('id=tr_forged00001'),
    dispute: async (ref) => [call(m.chargeback(ref))],
  };
}

export function stripe(shop: () => { api: Shop }): Driver {
  let s: StripeStandIn;
  const post =
    (e: { body: string; headers: Record<string, string> }): Hook =>
    async () =>
      (await shop().api.app.request('/webhooks/psp/53', { method: 'POST', headers: e.headers, body: e.body })).status;
  const on = (type: string) => (session: Record<string, unknown>) => [post(s.event(type, session))];
  return {
    name: 'Stripe',
    async start() {
      s = await startStripeStandIn();
    },
    env: () => ({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: s.secretKey, STRIPE_WEBHOOK_SECRET: s.webhookSecret }),
    async close() {
      await s.close();
    },
    refOf: (url) => must(/cs_test_\w+$/.exec(url)?.[0], 'a Checkout Session'),
    slowMethod: 'bank_transfer',
    // A card refused on Stripe's page leaves the session open; a transfer whose money never comes fails.
    failingMethod: 'bank_transfer',
    paid: async (ref) => on('checkout.session.completed')(s.act(ref, 'paid')),
    pending: async (ref) => on('checkout.session.completed')(s.act(ref, 'processing')),
    settled: async (ref) => on('checkout.session.async_payment_succeeded')(s.act(ref, 'settled')),
    failed: async (ref) => {
      s.act(ref, 'processing');
      return on('checkout.session.async_payment_failed')(s.act(ref, 'bounced'));
    },
    // Back from Stripe's page without paying: the session stays open, Stripe calls nobody.
    canceled: async () => [],
    expired: async (ref) => on('checkout.session.expired')(s.act(ref, 'expired')),
    forged: (ref) => post(s.event('checkout.session.completed', s.act(ref, 'paid'), { secret: 'whsec_forger0123456789abcdef' })),
    dispute: async (ref) => on('charge.dispute.created')(s.dispute(ref)),
  };
}
