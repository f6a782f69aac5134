import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { freshPostgresUrl } from '../../tests/helpers/db.ts';
import { italianUser } from '../../tests/helpers/api.ts';
import { startApiServer, type ApiServer, shopCaller } from '../../tests/helpers/api-servers.ts';
import { killHard, startWorker, waitFor } from '../../tests/helpers/worker-process.ts';
import { PLACE, privateBuyer, readyBasket, sandboxId } from '../../tests/helpers/checkout.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { applyOutcome } from '../modules/payments/index.ts';
import { sandboxPayments } from '../modules/payments/tables.ts';
import { invoices, orders } from '../modules/orders/tables.ts';
import { codeStock, digitalDeliveries } from '../modules/fulfilment/tables.ts';
import { ledgerEntries } from '../modules/giftcards/tables.ts';
import { outbox } from '../modules/notifications/tables.ts';
import { must } from '../../common/must.ts';

// Issue 11: "assume any process dies at any instant". Web processes run without workers
// (RUN_WORKERS=false); one worker process does the jobs (webhooks, deliveries). It is killed with
// SIGKILL at random moments while payments arrive, ten times, and started again. Afterwards every
// order paid at the provider is completed, and every card and e-mail went out exactly once.

const url = process.env.TEST_DATABASE_URL;
const ORDERS = 30;
const KILLS = 10;
const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };
const BRAND = { productId: 'gift-card-sushi-onda-calma', variationType: 'digital', value: '50', quantity: 1 };

describe.skipIf(!url)('a worker killed mid-payment, PostgreSQL', () => {
  let database: Database;
  let web: ApiServer;
  let worker: ChildProcess | null = null;
  let databaseUrl: string;
  const over = shopCaller;

  beforeAll(async () => {
    databaseUrl = await freshPostgresUrl(url!);
    database = await openDatabase({ url: databaseUrl });
    web = await startApiServer(databaseUrl);
  }, 60_000);
  afterAll(async () => {
    if (worker) await killHard(worker);
    web?.child.kill();
    await database?.close();
  });

  const webhookUrl = () => `http://127.0.0.1:${web.port}/webhooks/psp`;

  async function placeOrders(n: number, tag: string) {
    const placed: { uuid: string; paymentId: string }[] = [];
    for (let i = 0; i < n; i++) {
      const email = `${tag}${i}@example.it`;
      const basket = await readyBasket(over(web), [CHOICE, BRAND], { buyer: { ...privateBuyer, email, confirmEmail: email } });
      const result = (await web.call(PLACE, { userData: italianUser, orderUuid: basket.uuid, payment: { method: 'card', termsAccepted: true } })).placeOrder;
      expect(result.errors).toEqual([]);
      placed.push({ uuid: basket.uuid, paymentId: sandboxId(result.redirectUrl) });
    }
    return placed;
  }

  async function completedCount(uuids: string[]) {
    const rows = await database.db.select({ status: orders.status }).from(orders).where(inArray(orders.uuid, uuids));
    return rows.filter((r) => r.status === 'completed').length;
  }

  async function allDelivered(ids: number[]) {
    const rows = await database.db.select({ status: digitalDeliveries.status }).from(digitalDeliveries).where(inArray(digitalDeliveries.orderId, ids));
    return rows.length === ids.length * 2 && rows.every((r) => r.status === 'sent');
  }

  it('a payment made on a web process without workers completes through the separate worker', async () => {
    const order = must((await placeOrders(1, 'solo'))[0], 'order exists');
    const form = new URLSearchParams({
      outcome: 'paid',
      cardholder: 'Giulia Rossi',
      cardNumber: '4242424242424242',
      expMonth: '12',
      expYear: '30',
      cvc: '123',
    });
    const res = await fetch(`http://127.0.0.1:${web.port}/psp/sandbox/pay/${order.paymentId}/`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(303);
    // Nothing runs the job yet: the order waits, paid at the provider.
    const payment = must((await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, order.paymentId)))[0], 'payment exists');
    expect(payment.status).toBe('paid');
    expect(await completedCount([order.uuid])).toBe(0);
    worker = startWorker(databaseUrl, webhookUrl());
    expect(await waitFor(async () => (await completedCount([order.uuid])) === 1, 60_000)).toBe(true);
  }, 120_000);

  it(`${KILLS} hard kills of the worker while ${ORDERS} payments arrive: every paid order completes, each card and e-mail once`, async () => {
    const placed = await placeOrders(ORDERS, 'crash');
    const paying = (async () => {
      for (const p of placed) {
        await applyOutcome(database.db, p.paymentId, 'paid');
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 150));
      }
    })();
    // Each kill comes once the worker has done some work since it started (so it dies while busy),
    // plus a random moment.
    for (let k = 0; k < KILLS; k++) {
      const before = await completedCount(placed.map((p) => p.uuid));
      await waitFor(async () => (await completedCount(placed.map((p) => p.uuid))) > before, 10_000, 50);
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      if (worker) await killHard(worker);
      worker = startWorker(databaseUrl, webhookUrl());
    }
    await paying;
    const uuids = placed.map((p) => p.uuid);
    expect(await waitFor(async () => (await completedCount(uuids)) === ORDERS, 150_000, 500)).toBe(true);
    const ids = (await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.uuid, uuids))).map((r) => r.id);
    expect(await waitFor(() => allDelivered(ids), 150_000, 500)).toBe(true);
    // Each order's invoice, made by the job its completion queued, whatever the kills: one each,
    // and the storefront's numbers 1, 2, 3… without a gap or a number twice.
    const invoiced = async () => (await database.db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.orderId, ids))).length;
    expect(await waitFor(async () => (await invoiced()) === ORDERS, 60_000, 500)).toBe(true);
    const numbers = (await database.db.select({ sequence: invoices.sequence }).from(invoices)).map((r) => r.sequence).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // Each order: one code and one card issued, one card e-mail per package, one confirmation (sent once paid).
    for (const id of ids) {
      expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, id))).toHaveLength(1);
      const { n } = must(
        (
          await database.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.kind, 'issue'), like(ledgerEntries.idempotencyKey, `order:${id}:package:%`)))
        )[0],
        'a count gives one row',
      );
      expect(n).toBe(1);
      const mails = await database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.orderId, id));
      expect(mails.filter((m) => m.kind === 'card-delivery')).toHaveLength(2);
      expect(mails.filter((m) => m.kind === 'order-confirmation')).toHaveLength(1);
      expect(mails).toHaveLength(3);
    }
  }, 360_000);
});
