// `npm run bench`: measures the budgets of DESIGN.md and writes bench/results/latest.json.
// JavaScript per route (gzip), SSR and API throughput and p99 (autocannon, 10 s, 50 connections),
// and Lighthouse mobile scores with the system Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { lighthouseScores } from './lighthouse.ts';
import { browserForTests } from '../tests/helpers/browser.ts';
import { benchCheckoutFlow } from './checkout.ts';
import { benchBasketAdd } from './basket-add.ts';
import { benchRedeem } from './redeem.ts';
import { benchPaymentToDelivered } from './payment-to-delivered.ts';

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

function startServer(p: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(p),
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'donami-bench-')),
      // What production needs to start (decision 018): keys of its own, the sandbox on purpose, the mailbox behind a login.
      PIN_HASH_KEY: 'bench-only-pin-hash-key-0123456789',
      ALTCHA_HMAC_KEY: 'bench-only-altcha-hmac-key-0123456789',
      PSP_WEBHOOK_SECRET: 'bench-only-psp-webhook-secret-0123456789',
      PAYMENTS: 'sandbox',
      MAILBOX: '1',
      OPERATOR_PASSWORD: 'bench-operator-password',
      PUBLIC_URL: `http://127.0.0.1:${p}`,
      // The load comes from one address: the per-client request limit would measure itself.
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
  });
  process.on('exit', () => child.kill());
  return child;
}
const server = startServer(port);

async function waitUp(url = base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

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

async function load(title: string, opts: autocannon.Options) {
  const r = await autocannon({ connections: 50, duration, ...opts, url: opts.url });
  const out = { requestsPerSecond: Math.round(r.requests.average), p99Ms: r.latency.p99, p50Ms: r.latency.p50, errors: r.errors, non2xx: r.non2xx };
  console.log(`${title}: ${out.requestsPerSecond} req/s, p99 ${out.p99Ms} ms, errors ${out.errors}, non-2xx ${out.non2xx}`);
  return out;
}

function gqlRequest(query: string, variables: Record<string, unknown>) {
  return { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { userData, ...variables } }) };
}

await waitUp();
for (const p of Object.values(pages)) await fetch(base + p);

const js = { home: await jsPerRoute(pages.home), list: await jsPerRoute(pages.list), product: await jsPerRoute(pages.product) };
console.log('JavaScript per route (gzip KB):', JSON.stringify(js));

const ssr = {
  home: await load('SSR home', { url: base + pages.home }),
  list: await load('SSR list', { url: base + pages.list }),
  product: await load('SSR product', { url: base + pages.product }),
};
// The same pages rendered every time (page cache off), over every product of the catalogue.
server.kill();
const uncachedBase = `http://127.0.0.1:${port + 1}`;
const uncachedServer = startServer(port + 1, { PAGE_CACHE_MS: '0' });
await waitUp(uncachedBase);
const productPaths = (
  (await (
    await fetch(`${uncachedBase}/graphql`, {
      ...gqlRequest('query($userData: UserData!) { products(userData: $userData, paging: { itemsPerPage: 100, pageNumber: 1 }) { items { path } } }', {}),
    })
  ).json()) as { data: { products: { items: { path: string }[] } } }
).data.products.items.map((i) => i.path);
const ssrUncached = {
  home: await load('SSR home, no page cache', { url: uncachedBase + pages.home }),
  product: await load('SSR product, no page cache, 100 products in turn', {
    url: uncachedBase,
    requests: productPaths.map((p) => ({ method: 'GET' as const, path: p })),
  }),
};
uncachedServer.kill();
const server2 = startServer(port);
await waitUp();

const api = {
  products: await load('API products', {
    url: `${base}/graphql`,
    ...gqlRequest(
      'query($userData: UserData!) { products(userData: $userData, paging: { itemsPerPage: 16, pageNumber: 2 }) { items { id title path } totalItems } }',
      {},
    ),
  }),
  search_v1: await load('API search_v1', {
    url: `${base}/graphql`,
    ...gqlRequest('query($userData: UserData!, $t: String!) { search_v1(userData: $userData, inputText: $t) { total body { groupType } } }', {
      t: 'ristorante borgo',
    }),
  }),
};

const basketAdd = await benchBasketAdd(base, { seconds: Math.min(duration, 7), budgetP99Ms: budgets.basketAddP99Ms });
const checkout = await benchCheckoutFlow({ seconds: Math.min(duration, 6) });
const redeem = await benchRedeem({ seconds: Math.min(duration, 6) });
const paymentToDelivered = await benchPaymentToDelivered(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, {
  payments: Number(process.env.BENCH_BURST ?? 1000),
  port: port + 7,
});

const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE ? null : await lighthouseScores(base, pages);

const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  method: `autocannon ${duration}s, 50 connections, one server process on PGlite, on loopback; ssr = with the anonymous page cache (60 s), ssrUncached = every request rendered; JS = gzip of every script Chromium fetches on a first visit; Lighthouse mobile preset, system Chromium`,
  budgets,
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
server2.kill();
process.exit(0);
