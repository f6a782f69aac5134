import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds, freshPglite } from '../../../../tests/helpers/db.ts';
import { apiClient } from '../../../../tests/helpers/api.ts';
import { CHECK_PAYMENT, ORDER, PLACE, TRANSFER, privateBuyer, readyBasket } from '../../../../tests/helpers/checkout.ts';
import { startMollieStandIn, type MollieStandIn } from '../../../../tests/helpers/mollie-stand-in.ts';
import { transferReferenceOf } from '../../../../tests/helpers/transfer-stand-ins.ts';
import { orders } from '../../orders/tables.ts';
import { reconcilePendingOrders } from '../../orders/index.ts';
import { outbox } from '../../notifications/tables.ts';
import { paymentDisputes } from '../tables.ts';
import type { Database } from '../../../db/client.ts';
import { must } from '../../../../common/must.ts';

// Issue 19: the whole shop with PAYMENTS=mollie, against the stand-in of Mollie's API: the
// checkout opens the payment on Mollie's page, Mollie's webhook (an id only) completes the order
// once, and the methods offered are Mollie's answer for the storefront.

const card = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the shop taking payments with Mollie', () => {
  let mollie: MollieStandIn;
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    mollie = await startMollieStandIn();
    vi.stubEnv('PAYMENTS', 'mollie');
    vi.stubEnv('MOLLIE_API_KEY', mollie.apiKey);
    vi.stubEnv('PUBLIC_URL', 'https://shop.example');
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await mollie.close();
    await database.close();
  });

  it("completes a card order from Mollie's webhook, once, and answers a forged one 400", async () => {
    const { uuid } = await readyBasket(api, [card], { buyer: privateBuyer });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.redirectUrl).toMatch(/^https:\/\/api\.mollie\.com\/checkout\/tr_standin\d+$/);
    const payment = must([...mollie.payments.values()].at(-1), 'Mollie has the payment');
    expect(payment).toMatchObject({
      amount: { value: '25.95', currency: 'EUR' },
      method: ['creditcard'],
      webhookUrl: 'https://shop.example/webhooks/psp/53',
      redirectUrl: expect.stringContaining(uuid),
      locale: 'it_IT',
    });
    const order = async () => must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
    const hook = (body: string) => api.app.request('/webhooks/psp/53', { method: 'POST', headers: form, body });
    // Mollie calls while the payer is still on its page: nothing changes.
    expect((await hook(`id=${payment.id}`)).status).toBe(200);
    expect((await order()).status).toBe('pending');

    const paid = mollie.settle(payment.id, 'paid');
    expect((await hook(paid)).status).toBe(200);
    expect((await order()).status).toBe('completed');
    // Mollie repeats itself; the cards go once.
    expect((await hook(paid)).status).toBe(200);
    const { id } = await order();
    const cards = (await database.db.select().from(outbox).where(eq(outbox.orderId, id))).filter((m) => m.kind === 'card-delivery');
    expect(cards.map((m) => m.to)).toEqual([privateBuyer.email]);

    expect((await hook('id=tr_forged00001')).status).toBe(400);
    expect((await hook('{"id":"tr_x","status":"paid"}')).status).toBe(400);
  });

  it('keeps a chargeback on its order and alerts the operators, once per change', async () => {
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email: 'storno@example.it', confirmEmail: 'storno@example.it' } });
    expect((await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder.errors).toEqual([]);
    const payment = must([...mollie.payments.values()].at(-1), 'Mollie has the payment');
    const hook = (body: string) => api.app.request('/webhooks/psp/53', { method: 'POST', headers: form, body });
    await hook(mollie.settle(payment.id, 'paid'));
    const { id, number } = must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
    const alerts = async () =>
      (await database.db.select().from(outbox).where(eq(outbox.orderId, id))).filter((m) => m.kind === 'dispute-alert').map((m) => m.subject);
    expect(await alerts()).toEqual([]);
    const charged = mollie.chargeback(payment.id);
    expect((await hook(charged)).status).toBe(200);
    expect((await hook(charged)).status).toBe(200);
    expect(await alerts()).toEqual([`Contestazione aperta: ordine ${number} (25,95 €)`]);
    expect((await hook(mollie.chargeback(payment.id, true))).status).toBe(200);
    expect(await alerts()).toEqual([`Contestazione aperta: ordine ${number} (25,95 €)`, `Contestazione vinta: ordine ${number} (25,95 €)`]);
    const [dispute] = await database.db.select().from(paymentDisputes).where(eq(paymentDisputes.orderId, id));
    expect(dispute).toMatchObject({ providerRef: 'chb_standin1', amountCents: 2595, reason: 'AM04', status: 'won' });
  });

  it('a bank transfer: Mollie sends no webhook while it waits for the money, so the shop asks when the payer is back, and gives Mollie’s account and reference', async () => {
    const email = 'bonifico@example.it';
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email, confirmEmail: email } });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_transfer', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    const payment = must([...mollie.payments.values()].at(-1), 'Mollie has the payment');
    expect(payment.method).toEqual(['banktransfer']);
    // Back from Mollie's page (still "open" there, waiting for the money): the processing page's poll asks.
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: uuid })).data.checkOrderPayment.errors).toEqual([]);
    const order = must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
    expect(order.status).toBe('pending');
    expect((await api.graphql(ORDER, { uuid })).data.order.payment).toEqual({ status: 'pending', method: 'bank_transfer' });
    const transfer = { iban: 'NL02ABNA0123456789', beneficiary: 'Stichting Proefgeld Betalingen', reference: transferReferenceOf(payment.id) };
    expect((await api.graphql(TRANSFER, { uuid })).data.order.bankTransfer).toEqual(transfer);
    const mails = (await database.db.select().from(outbox).where(eq(outbox.orderId, order.id))).map((m) => [m.kind, m.text]);
    expect(mails.map(([kind]) => kind)).toEqual(['order-confirmation', 'bank-transfer-instructions']);
    expect(mails[1]?.[1]).toContain(transfer.reference);
    expect(mails[1]?.[1]).toContain('NL02 ABNA 0123 4567 89');
    // The money arrives: Mollie's webhook completes the order.
    expect((await api.app.request('/webhooks/psp/53', { method: 'POST', headers: form, body: mollie.settle(payment.id, 'paid') })).status).toBe(200);
    expect(must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order').status).toBe('completed');
  });

  it('offers what Mollie offers on the storefront: no online banking in Italy, where Mollie has no iDEAL', async () => {
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email: 'banca@example.it', confirmEmail: 'banca@example.it' } });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_redirect', bank: 'ideal_POLDNL2A', termsAccepted: true } })).data
      .placeOrder;
    expect(placed.errors).toEqual([{ code: 9004, message: 'Scegli un metodo di pagamento', referencedRequestParameter: 'payment.method' }]);
    const methods = await api.graphql(`query M($userData: UserData!) { paymentMethods(userData: $userData) { id } }`);
    expect(methods.data.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['card', 'wallet', 'bank_transfer']);
  });
});

describe('Mollie on PostgreSQL: webhooks racing, and a webhook that never comes', () => {
  let mollie: MollieStandIn;
  let database: Database;
  beforeAll(async () => {
    mollie = await startMollieStandIn();
    vi.stubEnv('PAYMENTS', 'mollie');
    vi.stubEnv('MOLLIE_API_KEY', mollie.apiKey);
    vi.stubEnv('PUBLIC_URL', 'https://shop.example');
    database = await must(
      databaseKinds.find((k) => k.kind === 'postgres'),
      'postgres',
    ).open();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await mollie.close();
    await database.close();
  });

  async function paidOrder(email: string) {
    const api = apiClient(database);
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email, confirmEmail: email } });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    const ref = must(/tr_\w+$/.exec(placed.redirectUrl)?.[0], 'the Mollie payment');
    return { uuid, body: mollie.settle(ref, 'paid') };
  }
  const orderOf = async (uuid: string) => must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'the order');
  const cardMails = async (orderId: number) =>
    (await database.db.select().from(outbox).where(eq(outbox.orderId, orderId))).filter((m) => m.kind === 'card-delivery');

  it('Mollie calls three times at once on each of two shop apps: the order completes once, one card goes', async () => {
    const { uuid, body } = await paidOrder('corsa@example.it');
    const shops = [apiClient(database), apiClient(database)];
    const answers = await Promise.all(
      shops.flatMap((shop) => [0, 1, 2].map(() => shop.app.request('/webhooks/psp/53', { method: 'POST', headers: form, body }))),
    );
    // A call that lost the race is answered 200 (the event is known) or 500 (Mollie calls again later); never a second effect.
    expect(answers.every((r) => r.status === 200 || r.status === 500)).toBe(true);
    expect(answers.some((r) => r.status === 200)).toBe(true);
    const order = await orderOf(uuid);
    expect(order.status).toBe('completed');
    expect(await cardMails(order.id)).toHaveLength(1);
  });

  it('the payer back on one shop app while Mollie calls the other, 1 ms apart or at once: completed once, one card, each time', async () => {
    for (const [trial, delay] of [0, 1, 3, 0, 1].entries()) {
      const { uuid, body } = await paidOrder(`ritorno${trial}@example.it`);
      const [back, hooked] = [apiClient(database), apiClient(database)];
      const answers = await Promise.all([
        back.graphql(CHECK_PAYMENT, { orderUuid: uuid }),
        new Promise((r) => setTimeout(r, delay)).then(() => hooked.app.request('/webhooks/psp/53', { method: 'POST', headers: form, body })),
      ]);
      expect(answers[0].data.checkOrderPayment.errors).toEqual([]);
      expect([200, 500]).toContain(answers[1].status);
      const order = await orderOf(uuid);
      expect(order.status).toBe('completed');
      expect(await cardMails(order.id)).toHaveLength(1);
    }
  });

  it('a payment Mollie took whose webhook never came is completed by the sweep, once', async () => {
    const { uuid } = await paidOrder('perso@example.it');
    expect((await orderOf(uuid)).status).toBe('pending');
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await reconcilePendingOrders(database.db, later)).toBeGreaterThanOrEqual(1);
    const order = await orderOf(uuid);
    expect(order.status).toBe('completed');
    await reconcilePendingOrders(database.db, later);
    expect(await cardMails(order.id)).toHaveLength(1);
  });
});
