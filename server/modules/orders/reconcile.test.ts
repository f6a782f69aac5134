import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { CHECK_PAYMENT, PLACE, privateBuyer, readyBasket, runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { applyOutcome } from '../payments/index.ts';
import { paymentReconciliations } from '../payments/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { expireUnpaidOrders } from './payment-outcome.ts';
import { reconcilePendingOrders, reconciliations } from './reconcile.ts';
import * as t from './tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// Reconciliation (issue 11): a paid order whose webhook never came is completed by asking the
// provider — by the sweep, or by the expiry job before it would cancel — and the operators can
// list every order that needed it.

const card = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '50', quantity: 1 };
const MINUTE = 60_000;

describe.each(databaseKinds)('reconciliation on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  let n = 0;
  const row = async (uuid: string) => must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order exists');
  /** An order paid at the provider whose webhook is lost (its delivery jobs are thrown away). */
  const paidButLost = async () => {
    n++;
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email: `lost${n}@example.it`, confirmEmail: `lost${n}@example.it` } });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await applyOutcome(database.db, sandboxId(placed.redirectUrl), 'paid');
    expect(await drainJobs(database.db, 'psp-sandbox-deliver')).toHaveLength(1);
    expect((await row(uuid)).status).toBe('pending');
    return uuid;
  };

  it('the sweep leaves an order younger than a minute alone, then completes it and its card goes out', async () => {
    const uuid = await paidButLost();
    expect(await reconcilePendingOrders(database.db, new Date())).toBe(0);
    expect((await row(uuid)).status).toBe('pending');
    expect(await reconcilePendingOrders(database.db, new Date(Date.now() + 2 * MINUTE))).toBeGreaterThanOrEqual(1);
    const order = await row(uuid);
    expect(order.status).toBe('completed');
    // The sweep ran "two minutes from now": its deliveries are due from then.
    await runDeliveries(database, new Date(Date.now() + 3 * MINUTE));
    const mails = await database.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mails.filter((m) => m.kind === 'card-delivery')).toHaveLength(1);
    const [record] = await database.db.select().from(paymentReconciliations).where(eq(paymentReconciliations.orderId, order.id));
    expect(record).toMatchObject({ providerStatus: 'paid', action: 'completed', source: 'sweep' });
    // Asked again, nothing moves twice.
    expect(await reconcilePendingOrders(database.db, new Date(Date.now() + 3 * MINUTE))).toBe(0);
  });

  it('the expiry job asks the provider first: a paid order is completed, not canceled', async () => {
    const uuid = await paidButLost();
    await expireUnpaidOrders(database.db, new Date(Date.now() + 60 * MINUTE));
    const order = await row(uuid);
    expect(order.status).toBe('completed');
    const [record] = await database.db.select().from(paymentReconciliations).where(eq(paymentReconciliations.orderId, order.id));
    expect(record).toMatchObject({ providerStatus: 'paid', action: 'completed', source: 'expiry' });
  });

  it('an unpaid order still expires', async () => {
    const { uuid } = await readyBasket(api, [card], { buyer: { ...privateBuyer, email: 'never.paid@example.it', confirmEmail: 'never.paid@example.it' } });
    await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } });
    await expireUnpaidOrders(database.db, new Date(Date.now() + 60 * MINUTE));
    expect((await row(uuid)).status).toBe('canceled');
  });

  it("the payer back on the shop's page: a paid order whose webhook is lost completes; an unknown order or a basket is 9003", async () => {
    const uuid = await paidButLost();
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: uuid })).data.checkOrderPayment.errors).toEqual([]);
    const order = await row(uuid);
    expect(order.status).toBe('completed');
    const [record] = await database.db.select().from(paymentReconciliations).where(eq(paymentReconciliations.orderId, order.id));
    expect(record).toMatchObject({ providerStatus: 'paid', action: 'completed', source: 'return' });
    // Completed: asked again, nothing more is done.
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: uuid })).data.checkOrderPayment.errors).toEqual([]);
    const notFound = [{ code: 9003, referencedRequestParameter: 'orderUuid' }];
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: crypto.randomUUID() })).data.checkOrderPayment.errors).toMatchObject(notFound);
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: 'not-a-uuid' })).data.checkOrderPayment.errors).toMatchObject([{ code: 9003 }]);
    const basket = await readyBasket(api, [card], { buyer: { ...privateBuyer, email: 'basket@example.it', confirmEmail: 'basket@example.it' } });
    expect((await api.graphql(CHECK_PAYMENT, { orderUuid: basket.uuid })).data.checkOrderPayment.errors).toMatchObject(notFound);
  });

  it('lists every order the asking moved, with its number, newest first', async () => {
    const list = await reconciliations(database.db, new Date(Date.now() - MINUTE));
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((r) => /^IT-\d+$/.test(r.orderNumber ?? ''))).toBe(true);
    expect(list.map((r) => r.source).sort()).toEqual(expect.arrayContaining(['expiry', 'sweep']));
  });
});
