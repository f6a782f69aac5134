import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ORDER, PLACE, deliverWebhooks, privateBuyer, readyBasket, runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { applyOutcome } from '../payments/index.ts';
import { codeStock } from '../fulfilment/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { getCatalogue } from '../catalog/index.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { releaseExpiredHolds } from './holds.ts';
import * as t from './tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// Fair stock (issue 11): an unpaid order holds its codes only for a short time, and one client may
// hold stock in at most three unpaid orders at once (2040).

const brand = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
const choice = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };

describe.each(databaseKinds)('fair stock on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const buyer = (email: string) => ({ ...privateBuyer, email, confirmEmail: email });
  const place = async (pkg: Record<string, unknown>, email: string, headers: Record<string, string> = {}) => {
    const { uuid } = await readyBasket(api, [pkg], { buyer: buyer(email) });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } }, headers)).data.placeOrder;
    return { uuid, placed };
  };
  const row = async (uuid: string) => must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order exists');

  it('a client (same e-mail) holds stock in at most three unpaid orders: the fourth gets 2040, and nothing is reserved for it', async () => {
    for (let i = 0; i < 3; i++) expect((await place(brand, 'hoarder@example.it')).placed.errors).toEqual([]);
    const fourth = await place(brand, 'HOARDER@example.it');
    expect(fourth.placed.errors.map((e: { code: number }) => e.code)).toEqual([2040]);
    expect(fourth.placed.errors[0].message).toContain('ordini in attesa di pagamento');
    expect((await row(fourth.uuid)).status).toBe('basket');
    expect(
      await database.db
        .select()
        .from(codeStock)
        .where(eq(codeStock.orderId, (await row(fourth.uuid)).id)),
    ).toHaveLength(0);
    // An order without codes holds no stock: it is not capped.
    expect((await place(choice, 'hoarder@example.it')).placed.errors).toEqual([]);
  });

  it('the same address with other e-mails counts too; another client is not affected', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 3; i++) expect((await place(brand, `addr${i}@example.it`, from)).placed.errors).toEqual([]);
    expect((await place(brand, 'addr3@example.it', from)).placed.errors.map((e: { code: number }) => e.code)).toEqual([2040]);
    expect((await place(brand, 'someone.else@example.it', { 'x-forwarded-for': '203.0.113.78' })).placed.errors).toEqual([]);
  });

  it('a hold ends after its time: the codes go back, the order stays payable, and payment reserves them again', async () => {
    const { uuid, placed } = await place(brand, 'slow.payer@example.it');
    const order = await row(uuid);
    expect(order.stockHeldUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(order.stockHeldUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(await releaseExpiredHolds(database.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, order.id))).toHaveLength(0);
    expect((await row(uuid)).status).toBe('pending');
    await applyOutcome(database.db, sandboxId(placed.redirectUrl), 'paid');
    await deliverWebhooks(database, api);
    expect((await api.graphql(ORDER, { uuid })).data.order.order.status).toBe('COMPLETED');
    await runDeliveries(database);
    const codes = await database.db.select().from(codeStock).where(eq(codeStock.orderId, order.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.deliveredAt).not.toBeNull();
  });

  it('paid after its hold ended and the codes sold out meanwhile: canceled, and a refund is asked for', async () => {
    const { uuid, placed } = await place({ ...brand, productId: 'gift-card-viaggi-orizzonte', value: '100' }, 'late.payer@example.it');
    const order = await row(uuid);
    await releaseExpiredHolds(database.db, new Date(Date.now() + 31 * 60_000));
    const product = (await getCatalogue({ db: database.db, store: storefrontById(53)! })).bySlug.get('gift-card-viaggi-orizzonte')!;
    await database.db.update(codeStock).set({ orderId: -1 }).where(eq(codeStock.variationId, product.digital!.id));
    await applyOutcome(database.db, sandboxId(placed.redirectUrl), 'paid');
    await deliverWebhooks(database, api);
    expect((await row(uuid)).status).toBe('canceled');
    const mails = await database.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    // Only the operators hear of it: the customer was never told the order was confirmed.
    expect(mails.map((m) => m.kind)).toEqual(['late-payment-unfulfilled']);
  });
});
