import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { CHECK_PAYMENT, ORDER, PLACE, privateBuyer, readyBasket } from '../../../tests/helpers/checkout.ts';
import { auditSpy, support } from '../../../tests/helpers/staff.ts';
import { mollie, sandbox, stripe, type Hook, type Shop } from '../../../tests/helpers/payment-drivers.ts';
import { orders } from '../orders/tables.ts';
import { reconcilePendingOrders, refundAmount, refundOrder } from '../orders/index.ts';
import { outbox } from '../notifications/tables.ts';
import { refundsOfOrder } from './index.ts';
import { cardsIssuedUnder } from '../giftcards/index.ts';
import { paymentDisputes, paymentReconciliations, payments } from './tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// Issue 19: one behaviour, three providers. The same journeys of a payment run against the sandbox,
// Mollie's stand-in and Stripe's, each driven as that provider really behaves (its own states, its
// own webhooks), and the shop must end each the same way: paid once, whatever repeats or arrives
// out of order; failed and open for another try; expired and canceled; completed by the sweep when
// no webhook comes; forged calls refused; refunded in part and in full; a dispute kept and alerted.

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

  it('the payer back before any webhook: the shop asks the provider itself, completes the order once, and the late webhook changes nothing', async () => {
    const { uuid, ref } = await placed();
    // Back too early: the provider still shows the payment open, and the page keeps waiting.
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: uuid })).data.checkOrderPayment.errors).toEqual([]);
    expect((await order(uuid)).status).toBe('pending');
    const hooks = await driver.paid(ref);
    // Asked again within five seconds: the provider is not asked (once per order every 5 s, whoever asks).
    await api.graphql(CHECK_PAYMENT, { orderUuid: uuid });
    expect((await order(uuid)).status).toBe('pending');
    await database.db
      .update(payments)
      .set({ askedOnReturnAt: new Date(0) })
      .where(eq(payments.providerRef, ref));
    await api.graphql(CHECK_PAYMENT, { orderUuid: uuid });
    const done = await order(uuid);
    expect(done.status).toBe('completed');
    expect(await run(hooks)).toEqual(hooks.map(() => 200));
    await api.graphql(CHECK_PAYMENT, { orderUuid: uuid });
    expect(await mails(done.id, 'card-delivery')).toHaveLength(1);
    const asked = await database.db.select().from(paymentReconciliations).where(eq(paymentReconciliations.orderId, done.id));
    expect(asked.map((r) => [r.source, r.action])).toEqual([['return', 'completed']]);
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

  it('a dispute is kept on the order and alerted once, and the cards it bought are blocked while it is open', async () => {
    const { uuid, ref } = await placed();
    await run(await driver.paid(ref));
    const paid = await order(uuid);
    const cards = async () => (await cardsIssuedUnder(database.db, `order:${paid.id}:`)).map((c) => c.status);
    expect(await cards()).toEqual(['active']);
    const hooks = await driver.dispute(ref);
    await run(hooks);
    await run(hooks);
    expect(await database.db.select({ status: paymentDisputes.status }).from(paymentDisputes).where(eq(paymentDisputes.orderId, paid.id))).toEqual([
      { status: 'open' },
    ]);
    expect((await mails(paid.id, 'dispute-alert')).map((m) => m.to)).toEqual(['allarmi@example.it']);
    expect(await cards()).toEqual(['blocked']);
  });
});
