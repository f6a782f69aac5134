// The buying path under load, for `npm run bench` (bench/run.ts):
// 1. orders per second through the whole flow (basket, checkout, payment, webhook, digital delivery),
//    in-process against the API on PGlite and on PostgreSQL, 8 customers at once;
// 2. adding to the basket over HTTP with 50 connections: bench/basket-add.ts.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../server/db/client.ts';
import { drainJobs } from '../server/jobs/queue.ts';
import { apiClient } from '../tests/helpers/api.ts';
import { PLACE, deliverWebhooks, pay, readyBasket, runDeliveries } from '../tests/helpers/checkout.ts';
import { freshPglite, freshPostgres } from '../tests/helpers/db.ts';
import { startThrowawayPostgres } from '../tests/helpers/postgres.ts';
import { cpuMeter } from './cpu.ts';
import { must } from '../common/must.ts';

export const PRODUCT = 'gift-card-streetwear-quartiere';
/** The one card every bench order buys, also added by bench/basket-add.ts. */
export const giftcard = { productId: PRODUCT, variationType: 'digital', value: '25', quantity: 1 };
/** Codes added to the seed's 40 for the product's digital variation: more than a run can sell. */
const BENCH_CODES = 3000;

type Api = ReturnType<typeof apiClient>;

export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  return +must(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)], 'a rank within the list').toFixed(1);
}

const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

async function topUpStock(database: Database, howMany: number): Promise<void> {
  const found = rows(
    await database.db.execute(sql`select v.id from catalog_variations v join catalog_products p on p.id = v.product_id
    where p.slug = ${PRODUCT} and p.store_id = 53 and v.kind = 'digital'`),
  );
  if (found.length !== 1) throw new Error(`expected one digital variation of ${PRODUCT}, found ${found.length}`);
  await database.db.execute(sql`insert into fulfilment_code_stock (variation_id, code)
    select ${Number(found[0]?.id)}, 'BENCH-' || n from generate_series(1, ${howMany}) n`);
}

async function isDelivered(database: Database, uuid: string): Promise<boolean> {
  const r = rows(
    await database.db.execute(sql`select count(*)::int as n from fulfilment_digital_deliveries d
    join orders o on o.id = d.order_id where o.uuid = ${uuid} and d.status = 'sent'`),
  );
  return Number(r[0]?.n) === 1;
}

/**
 * One customer's order, until its card has gone out. Customers run at once and the helpers drain
 * every queued job, so another customer may hold this order's webhook or delivery: then wait for it.
 */
async function oneOrder(database: Database, api: Api): Promise<void> {
  const { uuid } = await readyBasket(api, [giftcard]);
  const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
  if (placed.errors.length) throw new Error(`placeOrder: ${JSON.stringify(placed.errors)}`);
  await pay(database, api, placed.redirectUrl, 'paid');
  for (let attempt = 0; attempt < 500; attempt++) {
    await runDeliveries(database);
    if (await isDelivered(database, uuid)) return;
    await new Promise((r) => setTimeout(r, 5));
    await deliverWebhooks(database, api);
  }
  throw new Error(`order ${uuid}: card not delivered`);
}

async function counts(database: Database) {
  const [r] = rows(
    await database.db.execute(sql`select
    (select count(*)::int from fulfilment_digital_deliveries where status = 'sent') as "deliveriesSent",
    (select count(*)::int from fulfilment_code_stock where delivered_at is not null) as "codesDelivered",
    (select count(*)::int from notifications_outbox where kind = 'card-delivery') as "cardMails"`),
  );
  return r;
}

/** Orders completed by `concurrency` customers in `seconds` on a fresh database, with each order's time. */
async function ordersPerSecond(database: Database, seconds: number, concurrency: number) {
  await topUpStock(database, BENCH_CODES);
  const api = apiClient(database);
  for (let i = 0; i < concurrency; i++) await oneOrder(database, api); // warm-up, not counted
  const before = process.memoryUsage();
  const cpu = cpuMeter(database);
  const latencies: number[] = [];
  const failures: string[] = [];
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  const maxOrders = BENCH_CODES - concurrency; // stock the warm-up left: never run out mid-order
  async function customer() {
    while (performance.now() < deadline && started < maxOrders) {
      started++;
      const s = performance.now();
      try {
        await oneOrder(database, api);
        latencies.push(performance.now() - s);
      } catch (e) {
        failures.push(String(e).slice(0, 300));
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, customer));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const after = process.memoryUsage();
  return {
    orders: latencies.length,
    seconds: +elapsed.toFixed(2),
    ordersPerSecond: +(latencies.length / elapsed).toFixed(1),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
    failures: failures.length,
    firstFailure: failures[0] ?? null,
    ...cpu.perOp(latencies.length),
    // Every order's card must really have gone out: warm-up orders included.
    check: { expectedDeliveries: latencies.length + concurrency, ...(await counts(database)) },
    jobsLeftInOutbox: (await drainJobs(database.db)).length,
    memoryMb: { rssBefore: Math.round(before.rss / 2 ** 20), rssAfter: Math.round(after.rss / 2 ** 20), heapUsedAfter: Math.round(after.heapUsed / 2 ** 20) },
  };
}

export async function dropDatabase(url: string, database: Database): Promise<void> {
  if (!database.url) throw new Error('dropDatabase: a PostgreSQL database has its url');
  const name = new URL(database.url).pathname.slice(1);
  await database.close();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Measurement 1: PGlite always; PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one. */
export async function benchCheckoutFlow(opts: { seconds: number; concurrency?: number }) {
  const concurrency = opts.concurrency ?? 8;
  const load = () => loadavg().map((l) => +l.toFixed(2));
  const loadBefore = load();
  const pglite = await freshPglite();
  let onPglite;
  try {
    onPglite = await ordersPerSecond(pglite, opts.seconds, concurrency);
  } finally {
    await pglite.close();
  }
  console.log(
    `Checkout flow on PGlite: ${onPglite.ordersPerSecond} orders/s, p50 ${onPglite.p50Ms} ms, p99 ${onPglite.p99Ms} ms, failures ${onPglite.failures}`,
  );
  // The PostgreSQL named by BENCH_DATABASE_URL or TEST_DATABASE_URL, or else one of our own for the bench.
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const embedded = given ? null : await startThrowawayPostgres();
  const url = given ?? embedded?.url;
  let onPostgres: Awaited<ReturnType<typeof ordersPerSecond>> | { result: null; reason: string } = {
    result: null,
    reason: 'no PostgreSQL configured (BENCH_DATABASE_URL or TEST_DATABASE_URL)',
  };
  if (url) {
    const database = await freshPostgres(url);
    try {
      onPostgres = await ordersPerSecond(database, opts.seconds, concurrency);
    } finally {
      await dropDatabase(url, database);
      await embedded?.stop();
    }
    console.log(
      `Checkout flow on PostgreSQL: ${onPostgres.ordersPerSecond} orders/s, p50 ${onPostgres.p50Ms} ms, p99 ${onPostgres.p99Ms} ms, failures ${onPostgres.failures}`,
    );
  } else {
    console.log('Checkout flow on PostgreSQL: skipped, no PostgreSQL configured');
  }
  return {
    method: `in-process API (apiClient, no HTTP), ${concurrency} customers at once for ${opts.seconds} s per database after ${concurrency} warm-up orders; one order = add a digital ${PRODUCT} of 25 € + details + delivery + placeOrder (card) + sandbox 'paid' + webhook + digital delivery (code from stock, PDF, e-mail queued); time per order = first add until its delivery is 'sent'`,
    loadAverageBefore: loadBefore,
    loadAverageAfter: load(),
    pglite: onPglite,
    postgres: onPostgres,
  };
}
