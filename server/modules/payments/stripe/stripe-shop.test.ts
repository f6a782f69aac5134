import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, freshPglite } from '../../../../tests/helpers/db.ts';
import { apiClient } from '../../../../tests/helpers/api.ts';
import { PLACE, TRANSFER, privateBuyer, readyBasket } from '../../../../tests/helpers/checkout.ts';
import { auditSpy, support } from '../../../../tests/helpers/staff.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../../tests/helpers/stripe-stand-in.ts';
import { DELIVER, PLACE_REDEEM, PUT, check, holder, testCard } from '../../../../tests/helpers/redeem.ts';
import { orders } from '../../orders/tables.ts';
import { orderWithTimeline, reconcilePendingOrders, refundAmount, refundOrder } from '../../orders/index.ts';
import { outbox } from '../../notifications/tables.ts';
import { paymentDisputes, payments } from '../tables.ts';
import { cardById } from '../../giftcards/index.ts';
import type { Database } from '../../../db/client.ts';
import { must } from '../../../../common/must.ts';

// Issue 19: the whole shop with PAYMENTS=stripe, against the stand-in of Stripe's API: the checkout
// opens a Checkout Session, Stripe's signed events move the order (re-read from Stripe each time),
// a dispute is kept on the order and the operators are alerted, a refund goes back through Stripe.

const card = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };

describe('the shop taking payments with Stripe', () => {
  let stripe: StripeStandIn;
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    vi.stubEnv('PAYMENTS', 'stripe');
    vi.stubEnv('STRIPE_SECRET_KEY', stripe.secretKey);
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', stripe.webhookSecret);
    vi.stubEnv('PUBLIC_URL', 'https://shop.example');
    vi.stubEnv('ALERT_EMAIL', 'allarmi@example.it');
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await stripe.close();
    await database.close();
  });

  let buyers = 0;
  async function placed(method = 'card') {
    const email = `stripe${++buyers}@example.it`;
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email, confirmEmail: email } });
    const r = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method, termsAccepted: true } })).data.placeOrder;
    expect(r.errors).toEqual([]);
    expect(r.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);
    return { uuid, ref: must(/cs_test_\w+$/.exec(r.redirectUrl)?.[0], 'the session') };
  }
  const order = async (uuid: string) => must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
  const mails = async (orderId: number, kind: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.orderId, orderId))).filter((m) => m.kind === kind);
  const send = (e: { body: string; headers: Record<string, string> }, path = '/webhooks/psp/53') =>
    api.app.request(path, { method: 'POST', headers: e.headers, body: e.body });

  it('completes a card order from the signed event, once, whatever arrives again or late', async () => {
    const { uuid, ref } = await placed();
    const session = must(stripe.sessions.get(ref), 'Stripe has the session');
    expect(session).toMatchObject({ amount_total: 2595, currency: 'eur', allowed: ['card'], locale: 'it', metadata: { shop_method: 'card' } });
    expect(session.success_url).toContain(uuid);
    expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')?.idempotencyKey).toMatch(/^IT-\d+:1$/);

    const completed = stripe.event('checkout.session.completed', stripe.act(ref, 'paid'), { id: 'evt_paid_1' });
    expect((await send(completed)).status).toBe(200);
    const done = await order(uuid);
    expect(done.status).toBe('completed');
    // Stripe delivers again, and an older event about the same session arrives late: nothing moves.
    expect((await send(completed)).status).toBe(200);
    const stale = stripe.event('checkout.session.async_payment_failed', { ...stripe.act(ref, 'paid'), payment_status: 'unpaid' });
    expect((await send(stale)).status).toBe(200);
    expect((await order(uuid)).status).toBe('completed');
    expect(await mails(done.id, 'card-delivery')).toHaveLength(1);

    // A forged event, an event replayed after five minutes: refused, nothing read from Stripe.
    expect((await send(stripe.event('checkout.session.completed', stripe.act(ref, 'paid'), { secret: 'whsec_forger0123456789abcdef' }))).status).toBe(400);
    expect((await send(stripe.event('checkout.session.completed', stripe.act(ref, 'paid'), { at: new Date(Date.now() - 10 * 60_000) }))).status).toBe(400);
    // An endpoint of a storefront the shop does not have.
    expect((await send(completed, '/webhooks/psp/99')).status).toBe(404);
  });

  it('waits for a transfer that settles later, and completes the order when its money arrives', async () => {
    const { uuid, ref } = await placed('bank_transfer');
    expect(stripe.sessions.get(ref)?.allowed).toEqual(['customer_balance']);
    expect((await send(stripe.event('checkout.session.completed', stripe.act(ref, 'processing')))).status).toBe(200);
    expect((await order(uuid)).status).toBe('pending');
    const [pending] = await database.db.select().from(payments).where(eq(payments.providerRef, ref));
    expect(pending?.status).toBe('pending');
    // Where to send the money is Stripe's account, with Stripe's reference: on the page and in the e-mail.
    const transfer = { iban: 'NL91ABNA0417164300', beneficiary: 'Donami Proefwinkel', reference: pending?.transfer?.reference };
    expect(transfer.reference).toMatch(/^[0-9A-Z]{8}SI$/);
    expect((await api.graphql(TRANSFER, { uuid })).data.order.bankTransfer).toEqual(transfer);
    const [instructions] = await mails(pending!.orderId, 'bank-transfer-instructions');
    expect(instructions?.text).toContain(transfer.reference);
    expect(instructions?.text).toContain('NL91 ABNA 0417 1643 00');
    expect((await send(stripe.event('checkout.session.async_payment_succeeded', stripe.act(ref, 'settled')))).status).toBe(200);
    expect((await order(uuid)).status).toBe('completed');
  });

  it('keeps the order open for another try when the money never comes, and cancels it when the session expires', async () => {
    const bounced = await placed('bank_transfer');
    stripe.act(bounced.ref, 'processing');
    expect((await send(stripe.event('checkout.session.async_payment_failed', stripe.act(bounced.ref, 'bounced')))).status).toBe(200);
    expect((await order(bounced.uuid)).status).toBe('pending');
    const [failed] = await database.db.select().from(payments).where(eq(payments.providerRef, bounced.ref));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'declined' });

    const late = await placed();
    expect((await send(stripe.event('checkout.session.expired', stripe.act(late.ref, 'expired')))).status).toBe(200);
    expect((await order(late.uuid)).status).toBe('canceled');
  });

  it('completes with the sweep a payment whose payer came back but whose event never did', async () => {
    const { uuid, ref } = await placed();
    stripe.act(ref, 'paid');
    expect((await order(uuid)).status).toBe('pending');
    await reconcilePendingOrders(database.db, new Date(Date.now() + 5 * 60_000));
    const done = await order(uuid);
    expect(done.status).toBe('completed');
    expect(await mails(done.id, 'card-delivery')).toHaveLength(1);
  });

  it('keeps a dispute on its order, alerts the operators once per change, and refunds through Stripe', async () => {
    const { uuid, ref } = await placed();
    await send(stripe.event('checkout.session.completed', stripe.act(ref, 'paid')));
    const paid = await order(uuid);
    const opened = stripe.event('charge.dispute.created', stripe.dispute(ref));
    expect((await send(opened)).status).toBe(200);
    expect((await send(opened)).status).toBe(200);
    // Stripe tells of the same dispute again under another event: no second alert.
    expect((await send(stripe.event('charge.dispute.updated', stripe.dispute(ref)))).status).toBe(200);
    const alerts = await mails(paid.id, 'dispute-alert');
    expect(alerts.map((m) => [m.to, m.subject])).toEqual([['allarmi@example.it', `Contestazione aperta: ordine ${paid.number} (25,95 €)`]]);
    expect(alerts[0]!.text).toContain(`https://shop.example/admin/orders/${paid.number}`);
    expect((await send(stripe.event('charge.dispute.closed', stripe.dispute(ref, 'lost')))).status).toBe(200);
    expect((await mails(paid.id, 'dispute-alert')).map((m) => m.subject)).toEqual([
      `Contestazione aperta: ordine ${paid.number} (25,95 €)`,
      `Contestazione persa: ordine ${paid.number} (25,95 €)`,
    ]);
    const timeline = must((await orderWithTimeline(database.db, paid.id)) ?? undefined, 'the order').timeline;
    expect(timeline.filter((e) => e.kind === 'dispute').map((e) => e.detail)).toMatchObject([{ amountCents: 2595, reason: 'fraudulent', status: 'lost' }]);

    const refunded = await refundOrder(database.db, support, auditSpy(), { orderId: paid.id });
    expect(refunded.refund).toMatchObject({ amountCents: 2595, providerRef: expect.stringMatching(/^re_/) });
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 2595, payment_intent: stripe.sessions.get(ref)!.intent!.id });
  });

  it('a redeem order’s extra is paid on Stripe’s page, and a part of it refunded through Stripe', async () => {
    const holderCard = await testCard(database, { euros: 25 });
    const { userData } = await check(api, holderCard);
    const product = (await api.graphql(`query($userData: UserData!) { product(userData: $userData, slug: "gift-card-sushi-onda-calma") { id } }`)).data.product
      .id;
    const basket = (await api.graphql(PUT, { userData, input: { productId: product, amount: 40 } })).data.addOrUpdateRedeemPackage;
    expect(basket.order.extraToPay.value).toBe(15);
    expect((await api.graphql(DELIVER, { userData, input: holder })).data.setRedeemDelivery.errors).toEqual([]);
    const r = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: 1500, method: 'card', termsAccepted: true } })).data.placeRedeemOrder;
    expect(r.errors).toEqual([]);
    const ref = must(/cs_test_\w+$/.exec(r.redirectUrl)?.[0], 'the session');
    expect(stripe.sessions.get(ref)).toMatchObject({ amount_total: 1500, allowed: ['card'] });
    expect((await send(stripe.event('checkout.session.completed', stripe.act(ref, 'paid')))).status).toBe(200);
    const done = await order(r.order.id);
    expect(done.status).toBe('completed');
    const refunded = await refundAmount(database.db, support, auditSpy(), { orderId: done.id, amountCents: 500 });
    expect(refunded.refund).toMatchObject({ amountCents: 500, providerRef: expect.stringMatching(/^re_/) });
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 500, payment_intent: stripe.sessions.get(ref)!.intent!.id });
    // Then the whole order: the rest of the extra through Stripe, and the 25 € balance back on the holder's card.
    expect((await cardById(database.db, holderCard.id))!.balanceCents).toBe(0);
    const whole = await refundOrder(database.db, support, auditSpy(), { orderId: done.id });
    expect(whole).toMatchObject({ refund: { amountCents: 1000 }, balanceReturnedCents: 2500, orderStatus: 'canceled' });
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 1000 });
    expect((await cardById(database.db, holderCard.id))!.balanceCents).toBe(2500);
  });
});

describe('Stripe on PostgreSQL: events racing through two shop apps', () => {
  let stripe: StripeStandIn;
  let database: Database;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    vi.stubEnv('PAYMENTS', 'stripe');
    vi.stubEnv('STRIPE_SECRET_KEY', stripe.secretKey);
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', stripe.webhookSecret);
    vi.stubEnv('PUBLIC_URL', 'https://shop.example');
    database = await must(
      databaseKinds.find((k) => k.kind === 'postgres'),
      'postgres',
    ).open();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await stripe.close();
    await database.close();
  });

  it('paid events and dispute events, each sent three times at once to each of two apps: one completion, one card, one dispute, one alert', async () => {
    const api = apiClient(database);
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email: 'gara@example.it', confirmEmail: 'gara@example.it' } });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    const ref = must(/cs_test_\w+$/.exec(placed.redirectUrl)?.[0], 'the session');
    const shops = [apiClient(database), apiClient(database)];
    const race = (events: { body: string; headers: Record<string, string> }[]) =>
      Promise.all(
        shops.flatMap((shop) =>
          events.flatMap((e) => [0, 1, 2].map(() => shop.app.request('/webhooks/psp/53', { method: 'POST', headers: e.headers, body: e.body }))),
        ),
      );
    const paid = stripe.act(ref, 'paid');
    // Stripe's "completed" and a second event about the same paid session, each with its own id.
    const answers = await race([stripe.event('checkout.session.completed', paid), stripe.event('checkout.session.async_payment_succeeded', paid)]);
    // A call that lost the race is answered 200 (known) or 500 (Stripe sends again later); never a second effect.
    expect(answers.every((r) => r.status === 200 || r.status === 500)).toBe(true);
    const order = must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
    expect(order.status).toBe('completed');
    const kinds = async () => (await database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).map((m) => m.kind);
    expect((await kinds()).filter((k) => k === 'card-delivery')).toHaveLength(1);

    const dispute = stripe.dispute(ref);
    await race([stripe.event('charge.dispute.created', dispute), stripe.event('charge.dispute.updated', dispute)]);
    expect(await database.db.select({ status: paymentDisputes.status }).from(paymentDisputes).where(eq(paymentDisputes.orderId, order.id))).toEqual([
      { status: 'open' },
    ]);
    expect((await kinds()).filter((k) => k === 'dispute-alert')).toHaveLength(1);
  });
});
