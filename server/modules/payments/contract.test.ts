import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ORDER, PLACE, privateBuyer, readyBasket, sandboxId } from '../../../tests/helpers/checkout.ts';
import { auditSpy, support } from '../../../tests/helpers/staff.ts';
import { startMollieStandIn, type MollieStandIn } from '../../../tests/helpers/mollie-stand-in.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../tests/helpers/stripe-stand-in.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { orders } from '../orders/tables.ts';
import { reconcilePendingOrders, refundAmount, refundOrder } from '../orders/index.ts';
import { outbox } from '../notifications/tables.ts';
import { applyOutcome, deliverEvent, disputePayment, markPaid, refundsOfOrder, webhookRequest } from './index.ts';
import { paymentDisputes, payments } from './tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// Issue 19: one behaviour, three providers. The same journeys of a payment run against the sandbox,
// Mollie's stand-in and Stripe's, each driven as that provider really behaves (its own states, its
// own webhooks), and the shop must end each the same way: paid once, whatever repeats or arrives
// out of order; failed and open for another try; expired and canceled; completed by the sweep when
// no webhook comes; forged calls refused; refunded in part and in full; a dispute kept and alerted.

type Shop = ReturnType<typeof apiClient>;
/** One webhook call as the provider would make it; answers its HTTP status. */
type Hook = () => Promise<number>;
type Driver = {
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

function sandbox(shop: () => { database: Database; api: Shop }): Driver {
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
    dispute: async (ref) => {
      await disputePayment(shop().database.db, ref);
      return hooks();
    },
    forged: (ref) => async () =>
      (await shop().api.app.fetch(webhookRequest(JSON.stringify({ id: `evt_${ref}`, paymentId: ref, status: 'paid' }), 'not-the-secret-at-all'))).status,
  };
}

function mollie(shop: () => { api: Shop }): Driver {
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

function stripe(shop: () => { api: Shop }): Driver {
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

const card = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };
const run = (hooks: Hook[]) => Promise.all(hooks.map((h) => h()));

describe.each([
  ['sandbox', sandbox],
  ['Mollie', mollie],
  ['Stripe', stripe],
] as const)('the payment contract with %s', (_name, make) => {
  let database: Database;
  let api: Shop;
  const driver = make(() => ({ database, api }));
  beforeAll(async () => {
    await driver.start();
    for (const [k, v] of Object.entries({ ...driver.env(), PUBLIC_URL: 'https://shop.example', ALERT_EMAIL: 'allarmi@example.it' })) vi.stubEnv(k, v);
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await driver.close();
    await database.close();
  });

  let buyers = 0;
  async function placed(method = 'card') {
    const email = `contratto${++buyers}@example.it`;
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email, confirmEmail: email } });
    const r = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method, termsAccepted: true } })).data.placeOrder;
    expect(r.errors).toEqual([]);
    return { uuid, ref: driver.refOf(r.redirectUrl) };
  }
  const order = async (uuid: string) => must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
  const mails = async (orderId: number, kind: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.orderId, orderId))).filter((m) => m.kind === kind);
  const paymentOf = async (ref: string) => must((await database.db.select().from(payments).where(eq(payments.providerRef, ref)))[0], 'the payment');

  it('paid: the order completes once, however often the webhook comes; the payer coming back after it finds it paid', async () => {
    const { uuid, ref } = await placed();
    const hooks = await driver.paid(ref);
    expect(await run(hooks)).toEqual(hooks.map(() => 200));
    expect(await run(hooks)).toEqual(hooks.map(() => 200));
    const done = await order(uuid);
    expect(done.status).toBe('completed');
    expect(await mails(done.id, 'card-delivery')).toHaveLength(1);
    // The return page asks the shop for the order: the webhook came first.
    expect((await api.graphql(ORDER, { uuid })).data.order).toMatchObject({ order: { status: 'COMPLETED' }, payment: { status: 'paid' } });
  });

  it('canceled by the payer: the order waits for another try and sends nothing', async () => {
    const { uuid, ref } = await placed();
    await run(await driver.canceled(ref));
    const waiting = await order(uuid);
    expect(waiting.status).toBe('pending');
    expect(['canceled', 'open']).toContain((await paymentOf(ref)).status);
    expect(await mails(waiting.id, 'card-delivery')).toHaveLength(0);
  });

  it('pending, then paid, the webhooks arriving the wrong way round: completed, once', async () => {
    const { uuid, ref } = await placed(driver.slowMethod);
    const early = await driver.pending(ref);
    const late = await driver.settled(ref);
    await run(late);
    await run(early);
    const done = await order(uuid);
    expect(done.status).toBe('completed');
    expect((await paymentOf(ref)).status).toBe('paid');
    expect(await mails(done.id, 'card-delivery')).toHaveLength(1);
  });

  it('failed: the order waits for another try and sends nothing', async () => {
    const { uuid, ref } = await placed(driver.failingMethod);
    await run(await driver.failed(ref));
    const waiting = await order(uuid);
    expect(waiting.status).toBe('pending');
    expect(await paymentOf(ref)).toMatchObject({ status: 'failed', failureReason: 'declined' });
    expect(await mails(waiting.id, 'card-delivery')).toHaveLength(0);
  });

  it('expired: the order is canceled', async () => {
    const { uuid, ref } = await placed();
    await run(await driver.expired(ref));
    expect((await order(uuid)).status).toBe('canceled');
  });

  it('paid with no webhook at all: the sweep completes the order, once', async () => {
    const { uuid, ref } = await placed();
    await driver.paid(ref); // the provider took the money; its calls never arrive
    expect((await order(uuid)).status).toBe('pending');
    const later = new Date(Date.now() + 5 * 60_000);
    await reconcilePendingOrders(database.db, later);
    await reconcilePendingOrders(database.db, later);
    const done = await order(uuid);
    expect(done.status).toBe('completed');
    expect(await mails(done.id, 'card-delivery')).toHaveLength(1);
  });

  it('a forged call is refused and changes nothing', async () => {
    const { uuid, ref } = await placed();
    expect(await driver.forged(ref)()).toBe(400);
    expect((await order(uuid)).status).toBe('pending');
  });

  it('refunds part of the payment, then the rest', async () => {
    const { uuid, ref } = await placed();
    await run(await driver.paid(ref));
    const paid = await order(uuid);
    await refundAmount(database.db, support, auditSpy(), { orderId: paid.id, amountCents: 500 });
    await refundOrder(database.db, support, auditSpy(), { orderId: paid.id });
    expect((await refundsOfOrder(database.db, paid.id)).map((r) => r.amountCents)).toEqual([500, 2595 - 500]);
    expect((await order(uuid)).status).toBe('canceled');
  });

  it('a dispute is kept on the order and alerted once', async () => {
    const { uuid, ref } = await placed();
    await run(await driver.paid(ref));
    const paid = await order(uuid);
    const hooks = await driver.dispute(ref);
    await run(hooks);
    await run(hooks);
    expect(await database.db.select({ status: paymentDisputes.status }).from(paymentDisputes).where(eq(paymentDisputes.orderId, paid.id))).toEqual([
      { status: 'open' },
    ]);
    expect((await mails(paid.id, 'dispute-alert')).map((m) => m.to)).toEqual(['allarmi@example.it']);
  });
});
