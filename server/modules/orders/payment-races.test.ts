import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { freshPostgresUrl } from '../../../tests/helpers/db.ts';
import { italianUser } from '../../../tests/helpers/api.ts';
import { startApiServer, race, type ApiServer, shopCaller } from '../../../tests/helpers/api-servers.ts';
import { PLACE, privateBuyer, readyBasket, runDeliveries, sandboxId } from '../../../tests/helpers/checkout.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { ledgerEntries } from '../giftcards/tables.ts';
import { codeStock, digitalDeliveries } from '../fulfilment/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { sandboxPayments } from '../payments/tables.ts';
import { applyOutcome, deliverEvent } from '../payments/index.ts';
import { expireUnpaidOrders } from './payment-outcome.ts';
import * as t from './tables.ts';
import { must } from '../../../common/must.ts';

// Issue 11: the customer (or the expiry job) gives up on an unpaid order at the moment its payment
// succeeds at the provider, on another web process. Whatever wins, money paid is never kept for
// nothing: the paid order is completed with its cards delivered, or it stays canceled and the
// operators are asked to refund it. An order nobody paid issues nothing.

const url = process.env.TEST_DATABASE_URL;
const TRIALS = 10;
const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 2 };
const delayOf = (i: number) => (i * 7) % 31;

describe.skipIf(!url)('giving up on an order racing its payment, two web processes, PostgreSQL', () => {
  let database: Database;
  let servers: ApiServer[] = [];
  let buyer = 0;
  const over = shopCaller;
  const nextBuyer = () => {
    buyer++;
    return { ...privateBuyer, email: `payrace${buyer}@example.it`, confirmEmail: `payrace${buyer}@example.it` };
  };

  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(url!);
    database = await openDatabase({ url: databaseUrl });
    servers = await Promise.all([startApiServer(databaseUrl), startApiServer(databaseUrl)]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill();
    await database?.close();
  });

  /** The provider sends the same event twice (at-least-once delivery); each copy reaches another web process at once. */
  async function deliveredTwiceAtOnce(paymentId: string, outcome: 'paid' | 'pending' | 'fraud', trial: number) {
    await applyOutcome(database.db, paymentId, outcome, { duplicate: true });
    const copies = await drainJobs(database.db, 'psp-sandbox-deliver');
    expect(copies).toHaveLength(2);
    const to = (server: ApiServer) => async (req: Request) =>
      fetch(`http://127.0.0.1:${server.port}/webhooks/psp`, { method: 'POST', headers: req.headers, body: await req.text() });
    const deliver = (n: number) => () =>
      deliverEvent(database.db, (must(copies[n], 'two copies').data as { eventId: string }).eventId, to(must(servers[n], 'the servers started')));
    await race(deliver(0), deliver(1), delayOf(trial) % 3);
  }

  /** A placed, unpaid order (by card unless said): its uuid and the sandbox payment's id. */
  async function placed(method = 'card') {
    const basket = await readyBasket(over(must(servers[0], 'the servers started')), [CHOICE], { buyer: nextBuyer() });
    const answer = await must(servers[0], 'the servers started').call(PLACE, {
      userData: italianUser,
      orderUuid: basket.uuid,
      payment: { method, termsAccepted: true },
    });
    expect(answer.placeOrder.errors).toEqual([]);
    return { uuid: basket.uuid, paymentId: sandboxId(answer.placeOrder.redirectUrl) };
  }

  /** The payer pays on the provider's page; its webhook reaches the second web process. */
  async function payThroughSecondProcess(paymentId: string) {
    await applyOutcome(database.db, paymentId, 'paid');
    for (const job of await drainJobs(database.db, 'psp-sandbox-deliver')) {
      const send = async (req: Request) =>
        fetch(`http://127.0.0.1:${must(servers[1], 'the servers started').port}/webhooks/psp`, {
          method: 'POST',
          headers: req.headers,
          body: await req.text(),
        });
      await deliverEvent(database.db, (job.data as { eventId: string }).eventId, send).catch(() => undefined);
    }
  }

  /** Money and cards add up for each order, whatever won. */
  async function settle(orders: { uuid: string; paymentId: string }[]) {
    await runDeliveries(database);
    let completed = 0;
    let refunded = 0;
    for (const o of orders) {
      const order = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, o.uuid)))[0], 'order exists');
      const payment = must((await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, o.paymentId)))[0], 'payment exists');
      const { issued } = must(
        (
          await database.db
            .select({ issued: sql<number>`count(*)`.mapWith(Number) })
            .from(ledgerEntries)
            .where(and(eq(ledgerEntries.kind, 'issue'), like(ledgerEntries.idempotencyKey, `order:${order.id}:package:%`)))
        )[0],
        'the query gives one row',
      );
      const refundMails = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'late-payment-unfulfilled')));
      if (payment.status !== 'paid') {
        expect(order.status, `order ${order.number}: nobody paid`).not.toBe('completed');
        expect(issued).toBe(0);
        continue;
      }
      if (order.status === 'completed') {
        completed++;
        expect(issued, `order ${order.number}: paid and completed`).toBe(CHOICE.quantity);
        expect(refundMails).toEqual([]);
        const deliveries = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, order.id));
        expect(deliveries.map((d) => d.status)).toEqual(['sent']);
      } else {
        refunded++;
        expect(order.status, `order ${order.number}: paid, not completed`).toBe('canceled');
        expect(issued).toBe(0);
        expect(refundMails, `order ${order.number}: paid and canceled, so a refund is asked`).toHaveLength(1);
      }
    }
    return { completed, refunded };
  }

  it('cancelOrder (leaving the retry page) racing the paid webhook: completed, or canceled with a refund asked', async () => {
    const orders: { uuid: string; paymentId: string }[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const o = await placed();
      orders.push(o);
      const cancel = () =>
        must(servers[0], 'the servers started').call(
          'mutation($u: UserData!, $o: String!) { cancelOrder(userData: $u, orderUuid: $o) { basketUuid errors { code } } }',
          {
            u: italianUser,
            o: o.uuid,
          },
        );
      const pay = () => payThroughSecondProcess(o.paymentId);
      if (i % 2 === 0) await race(cancel, pay, delayOf(i));
      else await race(pay, cancel, delayOf(i));
    }
    const { completed, refunded } = await settle(orders);
    expect(completed + refunded).toBe(TRIALS);
  }, 180_000);

  it('the paid webhook delivered twice at once, one copy to each web process: completed once, its cards issued and e-mailed once', async () => {
    const orders: { uuid: string; paymentId: string }[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const o = await placed();
      orders.push(o);
      await deliveredTwiceAtOnce(o.paymentId, 'paid', i);
    }
    const { completed } = await settle(orders);
    expect(completed).toBe(TRIALS);
    for (const o of orders) {
      const [order] = await database.db.select().from(t.orders).where(eq(t.orders.uuid, o.uuid));
      const mails = await database.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.orderId, must(order, 'order exists').id));
      expect(
        mails.filter((m) => m.kind === 'card-delivery'),
        `order ${o.uuid}: one card e-mail`,
      ).toHaveLength(1);
      expect(
        mails.filter((m) => m.kind === 'order-confirmation'),
        `order ${o.uuid}: one confirmation, sent once paid`,
      ).toHaveLength(1);
      expect(mails, `order ${o.uuid}: no other e-mail`).toHaveLength(2);
    }
  }, 180_000);

  it("a bank transfer's pending webhook delivered twice at once, one copy to each web process: its confirmation and its instructions e-mailed once", async () => {
    const orders: { uuid: string; paymentId: string }[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const o = await placed('bank_transfer');
      orders.push(o);
      await deliveredTwiceAtOnce(o.paymentId, 'pending', i);
    }
    for (const o of orders) {
      const [order] = await database.db.select().from(t.orders).where(eq(t.orders.uuid, o.uuid));
      const mails = await database.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.orderId, must(order, 'order exists').id));
      expect(mails.map((m) => m.kind).sort(), `order ${o.uuid}`).toEqual(['bank-transfer-instructions', 'order-confirmation']);
    }
  }, 180_000);

  it('the expiry job racing a late paid webhook: completed, or canceled with a refund asked; never canceled and kept', async () => {
    const orders: { uuid: string; paymentId: string }[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const o = await placed();
      orders.push(o);
      // The payment window of the order has passed; the provider's page is still open.
      await database.db
        .update(t.orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.orders.uuid, o.uuid));
      const expire = () => expireUnpaidOrders(database.db);
      const pay = () => payThroughSecondProcess(o.paymentId);
      if (i % 2 === 0) await race(expire, pay, delayOf(i));
      else await race(pay, expire, delayOf(i));
    }
    await settle(orders);
    const waiting = await database.db
      .select()
      .from(digitalDeliveries)
      .where(inArray(digitalDeliveries.status, ['scheduled', 'needs-attention']));
    expect(waiting).toEqual([]);
  }, 180_000);

  it('a fraud refusal delivered twice at once, one copy to each web process: canceled, its codes released, nothing issued or e-mailed', async () => {
    const orders: { uuid: string; paymentId: string }[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const o = await placed();
      orders.push(o);
      await deliveredTwiceAtOnce(o.paymentId, 'fraud', i);
    }
    await runDeliveries(database);
    for (const o of orders) {
      const order = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, o.uuid)))[0], 'order exists');
      expect(order.status, `order ${o.uuid}`).toBe('canceled');
      expect(await database.db.select().from(codeStock).where(eq(codeStock.orderId, order.id)), `order ${o.uuid}: codes released`).toEqual([]);
      const issued = await database.db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `order:${order.id}:%`));
      expect(issued, `order ${o.uuid}: no card issued`).toEqual([]);
      const mails = await database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.orderId, order.id));
      expect(mails, `order ${o.uuid}: no e-mail`).toEqual([]);
    }
  }, 180_000);
});
