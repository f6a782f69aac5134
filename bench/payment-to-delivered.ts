// "Payment to delivered" for `npm run bench` (issue 11): a burst of payments arrives at once and
// one worker process (server/worker.ts) turns them into delivered cards, with the web process
// (API only, no workers) receiving the webhooks, on PostgreSQL. For each order: from the moment
// the provider marked it paid (the sandbox's books) to the moment its card e-mail was written to
// the outbox (the delivery's transaction). Median, p99 and max over the burst.
import { performance } from 'node:perf_hooks';
import { inArray, eq, and } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { applyOutcome } from '../server/modules/payments/sandbox/books.ts';
import { outbox } from '../server/modules/notifications/tables.ts';
import { orders } from '../server/modules/orders/tables.ts';
import { sandboxPayments } from '../server/modules/payments/tables.ts';
import { freshPostgresUrl } from '../tests/helpers/db.ts';
import { italianUser, type apiClient } from '../tests/helpers/api.ts';
import { startApiServer, type ApiServer } from '../tests/helpers/api-servers.ts';
import { killHard, startWorker, waitFor } from '../tests/helpers/worker-process.ts';
import { PLACE, privateBuyer, readyBasket, sandboxId } from '../tests/helpers/checkout.ts';
import { percentile } from './checkout.ts';

const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };

async function placeMany(web: ApiServer, n: number, concurrency: number) {
  const api = { graphql: async (q: string, v: Record<string, unknown> = {}) => ({ data: await web.call(q, { userData: italianUser, ...v }) }) } as unknown as ReturnType<typeof apiClient>;
  const placed: { uuid: string; paymentId: string }[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) {
      const i = next++;
      const email = `burst${i}@example.it`;
      const basket = await readyBasket(api, [CHOICE], { buyer: { ...privateBuyer, email, confirmEmail: email } });
      const r = (await web.call(PLACE, { userData: italianUser, orderUuid: basket.uuid, payment: { method: 'card', termsAccepted: true } })).placeOrder;
      if (!r.redirectUrl) throw new Error(JSON.stringify(r.errors));
      placed.push({ uuid: basket.uuid, paymentId: sandboxId(r.redirectUrl) });
    }
  }));
  return placed;
}

export async function benchPaymentToDelivered(url: string | undefined, opts: { payments: number; port: number }) {
  if (!url) return { result: null, reason: 'no PostgreSQL configured (BENCH_DATABASE_URL or TEST_DATABASE_URL)' };
  const databaseUrl = await freshPostgresUrl(url);
  const database = await openDatabase({ url: databaseUrl });
  const web = await startApiServer(databaseUrl, opts.port);
  const worker = startWorker(databaseUrl, `http://127.0.0.1:${opts.port}/webhooks/psp`);
  try {
    const t0 = performance.now();
    const placed = await placeMany(web, opts.payments, 8);
    console.log(`payment to delivered: ${placed.length} orders placed in ${((performance.now() - t0) / 1000).toFixed(1)} s; the burst starts`);
    const burstStart = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (next < placed.length) await applyOutcome(database.db, placed[next++].paymentId, 'paid');
    }));
    const paidIn = (performance.now() - burstStart) / 1000;
    const uuids = placed.map((p) => p.uuid);
    const ids = (await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.uuid, uuids))).map((r) => r.id);
    const delivered = async () => (await database.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, 'card-delivery'), inArray(outbox.orderId, ids)))).length;
    const done = await waitFor(async () => (await delivered()) >= ids.length, 30 * 60_000, 1000);
    const elapsed = (performance.now() - burstStart) / 1000;
    const paidAt = new Map((await database.db.select({ id: sandboxPayments.id, at: sandboxPayments.updatedAt }).from(sandboxPayments)).map((r) => [r.id, r.at.getTime()]));
    const orderOf = new Map((await database.db.select({ id: orders.id, uuid: orders.uuid }).from(orders).where(inArray(orders.id, ids))).map((r) => [r.uuid, r.id]));
    const mailAt = new Map((await database.db.select({ orderId: outbox.orderId, at: outbox.createdAt }).from(outbox).where(and(eq(outbox.kind, 'card-delivery'), inArray(outbox.orderId, ids)))).map((r) => [r.orderId ?? 0, r.at.getTime()]));
    const latencies = placed.flatMap((p) => {
      const at = mailAt.get(orderOf.get(p.uuid)!);
      return at ? [at - paidAt.get(p.paymentId)!] : [];
    }).sort((a, b) => a - b);
    const result = {
      payments: placed.length, delivered: latencies.length, allDelivered: done, paymentsMarkedPaidInSeconds: +paidIn.toFixed(1), burstDrainedInSeconds: +elapsed.toFixed(1),
      p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: percentile(latencies, 100),
      budget: { p50Ms: 5000, p99Ms: 30_000 }, withinBudget: (percentile(latencies, 50) ?? Infinity) <= 5000 && (percentile(latencies, 99) ?? Infinity) <= 30_000,
    };
    console.log(`payment to delivered, ${result.payments} payments in a burst, one worker: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; drained in ${result.burstDrainedInSeconds} s`);
    return {
      method: 'PostgreSQL, one web process without workers (webhooks), one worker process (server/worker.ts); orders of one digital choice card of 25 euro placed in advance, then every payment marked paid at the sandbox as fast as 16 callers can; latency per order = card e-mail written to the outbox (delivery transaction start) minus the sandbox payment\'s paid time',
      result,
    };
  } finally {
    await killHard(worker);
    web.child.kill();
    await database.close();
  }
}

if (import.meta.main) {
  const payments = Number(process.argv[2] ?? 1000);
  console.log(JSON.stringify(await benchPaymentToDelivered(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, { payments, port: 3397 }), null, 2));
  process.exit(0);
}
