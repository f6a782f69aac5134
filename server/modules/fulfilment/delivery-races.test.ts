import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/helpers/api.ts';
import { PLACE, inFiveDays, pay, privateBuyer, readyBasket } from '../../../tests/helpers/checkout.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { ledgerEntries } from '../giftcards/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { orders } from '../orders/tables.ts';
import { DELIVERY_JOB, deliverDue } from './delivery.ts';
import { codeStock, digitalDeliveries } from './tables.ts';
import { must } from '../../../common/must.ts';

// The deliveries of one paid order, due later, taken by several workers at the same moment when
// their time comes (the order's own job, run 12 at once, and the minute's sweep), on PostgreSQL
// where each call has its own connection: every delivery goes out once, each card is issued once
// and each code given once.

const postgres = databaseKinds.find((k) => k.kind === 'postgres')!;
const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 2 };
const BRAND = { productId: 'gift-card-sushi-onda-calma', variationType: 'digital', value: '50', quantity: 1 };

describe('deliveries racing on one paid order, PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await postgres.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('eight workers at once: each delivery sent once, each card issued once, each code given once', async () => {
    const api = apiClient(database);
    const email = 'corsa.consegne@example.it';
    const { uuid } = await readyBasket(api, [CHOICE, BRAND], { buyer: { ...privateBuyer, email, confirmEmail: email }, digital: inFiveDays });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'paid');
    const order = must((await database.db.select().from(orders).where(eq(orders.uuid, uuid)))[0], 'order exists');
    expect(order.status).toBe('completed');
    await drainJobs(database.db, DELIVERY_JOB);
    const rows = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, order.id));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.status === 'scheduled')).toBe(true);

    const now = new Date(Date.now() + 6 * 86_400_000);
    const sent = await Promise.all([
      ...Array.from({ length: 6 }, () => deliverDue(database.db, now, order.id)),
      deliverDue(database.db, now),
      deliverDue(database.db, now),
    ]);

    expect(sent.reduce((a, b) => a + b, 0)).toBe(rows.length);
    const after = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, order.id));
    expect(after.every((r) => r.status !== 'scheduled')).toBe(true);
    const mails = await database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.orderId, order.id));
    expect(mails.filter((m) => m.kind === 'card-delivery')).toHaveLength(rows.length);
    const { n } = must(
      (
        await database.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.kind, 'issue'), like(ledgerEntries.idempotencyKey, `order:${order.id}:package:%`)))
      )[0],
      'a count gives one row',
    );
    expect(n).toBe(CHOICE.quantity);
    expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, order.id))).toHaveLength(BRAND.quantity);
  });
});
