// `npm run bench`: measures the budgets of DESIGN.md and writes bench/results/latest.json.
// JavaScript per route (gzip), SSR and API throughput and p99 (autocannon, 10 s, 50 connections),
// and Lighthouse mobile scores with the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lighthouseScores } from './lighthouse.ts';
import { browserForTests } from '../tests/helpers/browser.ts';
import { benchCheckoutFlow } from './checkout.ts';
import { benchBasketAdd } from './basket-add.ts';
import { benchRedeem } from './redeem.ts';
import { benchPaymentToDelivered } from './payment-to-delivered.ts';
import { load, measureCeiling } from './load.ts';
import { startShopServer } from './server.ts';
import { measureGoalOps, profileUnderLoad } from './goals.ts';
import { goalTable } from './goal-table.ts';
import { freshPostgresUrl } from '../tests/helpers/db.ts';
import { startThrowawayPostgres } from '../tests/helpers/postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
// The load comes from one address and one e-mail: the per-client cap on unpaid orders (2040) would
// measure itself, not the shop.
process.env.UNPAID_ORDERS_PER_CLIENT ??= '1000000';
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
const pages = { home: '/', list: '/carte-regalo/', product: '/carte-regalo/gift-card-trattoria-del-borgo-lume/' };
const budgets = { lighthousePerformance: 95, lighthouseAccessibility: 100, productJsKbGzip: 130, productPagesPerSecond: 400, basketAddP99Ms: 500 };

if (!existsSync(path.join(root, 'build/server/index.js'))) {
  spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
}

// One PostgreSQL for every measurement on it: the one named, or one of our own for the run.
const embeddedPostgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? null : await startThrowawayPostgres();
if (embeddedPostgres) process.env.BENCH_DATABASE_URL = embeddedPostgres.url;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const ceiling = await measureCeiling(port + 9, duration);
const server = await startShopServer(port);
const served = (s: { child: { pid?: number } }) => ({ pid: s.child.pid });

/** The JavaScript a first visit to the page makes the browser fetch (Chromium), gzip-compressed. */
async function jsPerRoute(pathname: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: await browserForTests(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const urls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) urls.add(r.url());
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: urls.size, kb: +(raw / 1024).toFixed(1), kbGzip: +(gzip / 1024).toFixed(1) };
}

function gqlRequest(query: string, variables: Record<string, unknown>) {
  return { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { userData, ...variables } }) };
}

for (const p of Object.values(pages)) await fetch(base + p);

const js = { home: await jsPerRoute(pages.home), list: await jsPerRoute(pages.list), product: await jsPerRoute(pages.product) };
console.log('JavaScript per route (gzip KB):', JSON.stringify(js));

const ssr = {
  home: await load('SSR home', { url: base + pages.home, duration }, served(server)),
  list: await load('SSR list', { url: base + pages.list, duration }, served(server)),
  product: await load('SSR product', { url: base + pages.product, duration }, served(server)),
};
// The same pages rendered every time (page cache off), over every product of the catalogue.
await server.stop();
const uncachedServer = await startShopServer(port + 1, { PAGE_CACHE_MS: '0' });
const uncachedBase = uncachedServer.base;
const productPaths = (
  (await (
    await fetch(`${uncachedBase}/graphql`, {
      ...gqlRequest('query($userData: UserData!) { products(userData: $userData, paging: { itemsPerPage: 100, pageNumber: 1 }) { items { path } } }', {}),
    })
  ).json()) as { data: { products: { items: { path: string }[] } } }
).data.products.items.map((i) => i.path);
const ssrUncached = {
  home: await load('SSR home, no page cache', { url: uncachedBase + pages.home, duration }, served(uncachedServer)),
  product: await load(
    'SSR product, no page cache, 100 products in turn',
    { url: uncachedBase, duration, requests: productPaths.map((p) => ({ method: 'GET' as const, path: p })) },
    served(uncachedServer),
  ),
};
await uncachedServer.stop();
const server2 = await startShopServer(port);

const api = {
  products: await load(
    'API products',
    {
      url: `${base}/graphql`,
      duration,
      ...gqlRequest(
        'query($userData: UserData!) { products(userData: $userData, paging: { itemsPerPage: 16, pageNumber: 2 }) { items { id title path } totalItems } }',
        {},
      ),
    },
    served(server2),
  ),
  search_v1: await load(
    'API search_v1',
    {
      url: `${base}/graphql`,
      duration,
      ...gqlRequest('query($userData: UserData!, $t: String!) { search_v1(userData: $userData, inputText: $t) { total body { groupType } } }', {
        t: 'ristorante borgo',
      }),
    },
    served(server2),
  ),
};
// Issue 14's operations at its shapes, on PGlite (this server) and on PostgreSQL.
const goalOps = {
  pglite: await measureGoalOps(base, duration, served(server2), 'PGlite'),
  postgres: null as Awaited<ReturnType<typeof measureGoalOps>> | null,
};

const basketAdd = await benchBasketAdd(base, { seconds: Math.min(duration, 7), budgetP99Ms: budgets.basketAddP99Ms });
if (postgresUrl) {
  const onPostgres = await startShopServer(port + 3, { DATABASE_URL: await freshPostgresUrl(postgresUrl) });
  const postgresPort = new URL(postgresUrl).port || '5432';
  goalOps.postgres = await measureGoalOps(onPostgres.base, duration, { ...served(onPostgres), postgresPort }, 'PostgreSQL');
  await onPostgres.stop();
}
const checkout = await benchCheckoutFlow({ seconds: Math.min(duration, 6) });
const redeem = await benchRedeem({ seconds: Math.min(duration, 6) });
const paymentToDelivered = await benchPaymentToDelivered(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, {
  payments: Number(process.env.BENCH_BURST ?? 1000),
  port: port + 7,
});

const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE ? null : await lighthouseScores(base, pages);
await server2.stop();
// Where the time goes: each operation of the goals on a server of its own with a CPU profile (PGlite).
const profiles = process.env.BENCH_SKIP_PROFILES ? {} : await profileUnderLoad(port + 4, Math.min(duration, 6), postgresUrl);
const goals = goalTable({
  ceiling,
  ...goalOps,
  uncached: ssrUncached,
  checkoutPostgres: 'ordersPerSecond' in checkout.postgres ? checkout.postgres : null,
  redeem: redeem.oneCard && redeem.manyCards ? { oneCard: redeem.oneCard, manyCards: redeem.manyCards } : null,
  productJsKbGzip: js.product.kbGzip,
  profiles,
});

const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  method: `autocannon ${duration}s, 50 connections, one server process on PGlite, on loopback; ssr = with the anonymous page cache (60 s), ssrUncached = every request rendered; JS = gzip of every script Chromium fetches on a first visit; Lighthouse mobile preset, system Chromium`,
  budgets,
  goals,
  goalOps,
  js,
  ssr,
  ssrUncached,
  api,
  basketAdd,
  checkout,
  redeem,
  paymentToDelivered,
  lighthouse,
  withinBudgets: {
    productJs: js.product.kbGzip <= budgets.productJsKbGzip,
    productPagesPerSecond: ssr.product.requestsPerSecond >= budgets.productPagesPerSecond,
    lighthouse: lighthouse
      ? Object.values(lighthouse).every((s) => s.performance >= budgets.lighthousePerformance && s.accessibility >= budgets.lighthouseAccessibility)
      : null,
    basketAddP99: basketAdd.withinBudget,
    paymentToDelivered: paymentToDelivered.result?.withinBudget ?? null,
  },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results.withinBudgets));
for (const r of goals.rows) console.log(`goal ${r.met ? 'met' : 'not met'}: ${r.work}`);
await embeddedPostgres?.stop();
process.exit(0);
