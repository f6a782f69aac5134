import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ORDER, PLACE, RETRY, deliverWebhooks, pay, privateBuyer, readyBasket, runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { expireNow, markPaid } from '../payments/index.ts';
import { outbox } from '../notifications/tables.ts';
import { codeStock } from '../fulfilment/tables.ts';
import { getCatalogue } from '../catalog/index.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { expireUnpaidOrders } from './payment-outcome.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

const card = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };

describe.each(databaseKinds)('payment webhooks on $kind', ({ kind, open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const deliveriesTo = async (orderId: number) => (await database.db.select().from(outbox)).filter((m) => m.orderId === orderId && m.kind === 'card-delivery');
  const place = async () => {
    const { uuid } = await readyBasket(api, [card]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    const [code] = await database.db
      .select()
      .from(codeStock)
      .where(eq(codeStock.orderId, await orderId(uuid)));
    return { uuid, url: placed.redirectUrl as string, orderId: must(code, 'a code was reserved').orderId! };
  };
  const orderId = async (uuid: string) => {
    const r = await database.db.execute(`select id from orders where uuid = '${uuid}'`);
    return Number((r.rows[0] as { id: number }).id);
  };

  it('rejects a webhook with a bad signature', async () => {
    const res = await api.app.request('/webhooks/psp', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_x', type: 'payment.updated', data: { ref: 'sbx_x', status: 'paid' } }),
      headers: { 'PSP-Signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(400);
  });

  it('fulfils exactly once when the paid event is sent twice and a stale pending event arrives after it', async () => {
    const { uuid, url, orderId: id } = await place();
    await pay(database, api, url, 'paid', { duplicate: true, outOfOrder: true });
    expect((await api.graphql(ORDER, { uuid })).data.order.order.status).toBe('COMPLETED');
    await runDeliveries(database);
    await runDeliveries(database);
    expect(await deliveriesTo(id)).toHaveLength(1);
    const confirmations = (await database.db.select().from(outbox)).filter((m) => m.orderId === id && m.kind === 'order-confirmation');
    expect(confirmations).toHaveLength(1);
  });

  const kindsOf = async (id: number) =>
    (await database.db.select().from(outbox))
      .filter((m) => m.orderId === id)
      .map((m) => m.kind)
      .sort();

  it('confirms an order only once its payment is taken: nothing for a failed card payment, and the order paid on a retry is confirmed once', async () => {
    const { uuid, url, orderId: id } = await place();
    expect(await kindsOf(id)).toEqual([]);
    await pay(database, api, url, 'failed');
    // "We received your order" would be false: nothing is sent for a payment that failed.
    expect(await kindsOf(id)).toEqual([]);
    const retry = (await api.graphql(RETRY, { orderUuid: uuid, payment: { method: 'wallet' } })).data.retryOrderPayment;
    await pay(database, api, retry.redirectUrl, 'paid');
    // Confirmed once, and the card goes out with the payment.
    expect(await kindsOf(id)).toEqual(['card-delivery', 'order-confirmation']);
  });

  it('a bank transfer: the confirmation and the instructions when the provider takes it, "payment received" when the money arrives', async () => {
    const { uuid } = await readyBasket(api, [card]);
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'bank_transfer', termsAccepted: true } })).data.placeOrder;
    const id = await orderId(uuid);
    expect(await kindsOf(id)).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'pending');
    expect(await kindsOf(id)).toEqual(['bank-transfer-instructions', 'order-confirmation']);
    await markPaid(database.db, sandboxId(placed.redirectUrl));
    await deliverWebhooks(database, api);
    expect(await kindsOf(id)).toEqual(['bank-transfer-instructions', 'card-delivery', 'order-confirmation', 'payment-received']);
  });

  it('an expired payment cancels the order and returns its code; a late success revives it and delivers', async () => {
    const { uuid, url, orderId: id } = await place();
    await expireNow(database.db, sandboxId(url));
    await deliverWebhooks(database, api);
    expect((await api.graphql(ORDER, { uuid })).data.order.order.status).toBe('CANCELED');
    expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, id))).toHaveLength(0);
    await markPaid(database.db, sandboxId(url));
    await deliverWebhooks(database, api);
    expect((await api.graphql(ORDER, { uuid })).data.order.order.status).toBe('COMPLETED');
    await runDeliveries(database);
    expect(await deliveriesTo(id)).toHaveLength(1);
  });

  it('unpaid orders expire after their payment window and release their codes', async () => {
    const { uuid, orderId: id } = await place();
    expect(await expireUnpaidOrders(database.db, new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await api.graphql(ORDER, { uuid })).data.order.order.status).toBe('CANCELED');
    expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, id))).toHaveLength(0);
  });

  it.runIf(kind === 'postgres')('20 parallel checkouts for the last 5 codes give exactly 5 paid orders with 5 distinct codes', async () => {
    const store = storefrontById(53)!;
    const product = (await getCatalogue({ db: database.db, store })).bySlug.get('gift-card-viaggi-orizzonte')!;
    const free = await database.db
      .select()
      .from(codeStock)
      .where(and(eq(codeStock.variationId, product.digital!.id), isNull(codeStock.orderId)));
    for (const c of free.slice(5)) await database.db.update(codeStock).set({ orderId: -1 }).where(eq(codeStock.id, c.id));
    const pkg = { productId: 'gift-card-viaggi-orizzonte', variationType: 'digital', value: '100', quantity: 1 };
    const baskets = [];
    // Twenty different customers (one client may hold stock in only three unpaid orders).
    for (let i = 0; i < 20; i++)
      baskets.push(await readyBasket(api, [pkg], { buyer: { ...privateBuyer, email: `cliente${i}@example.it`, confirmEmail: `cliente${i}@example.it` } }));
    const results = await Promise.all(baskets.map(({ uuid }) => api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })));
    const placed = results.map((r) => r.data.placeOrder).filter((p) => p.redirectUrl);
    const refused = results.map((r) => r.data.placeOrder).filter((p) => !p.redirectUrl);
    expect(placed).toHaveLength(5);
    expect(refused.every((p) => p.errors[0].code === 2031)).toBe(true);
    await Promise.all(placed.map((p) => pay(database, api, p.redirectUrl, 'paid')));
    await runDeliveries(database);
    const codes = new Set<string>();
    for (const p of placed) {
      expect((await api.graphql(ORDER, { uuid: p.order.id })).data.order.order.status).toBe('COMPLETED');
      const id = await orderId(p.order.id);
      const delivered = await database.db.select().from(codeStock).where(eq(codeStock.orderId, id));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.deliveredAt).not.toBeNull();
      codes.add(must(delivered[0], 'one code delivered').code);
    }
    expect(codes.size).toBe(5);
  });
});
