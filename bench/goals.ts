// Issue 14's goals, measured in the bench's run: reads and the add at the issue's shapes, on PGlite
// and on PostgreSQL, each with its CPU per operation and its share of the machine's ceiling; for a
// goal not met, a CPU profile of the server under that load says where the time goes.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { newBasketEachAdd } from './basket-add.ts';
import { cpuAround, load, type Served } from './load.ts';
import { startShopServer } from './server.ts';
import { freshPostgresUrl } from '../tests/helpers/db.ts';

const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
const gql = (query: string, variables: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables: { userData, ...variables } }),
});
const money = '{ value currency }';
// 16 items with their image and their variations' prices: what a product list shows.
const PRODUCTS = `query($userData: UserData!) { products(userData: $userData, paging: { itemsPerPage: 16, pageNumber: 1 }) { totalItems items { id title path image { url { href } alt }
  digitalVariationConfig { minPrice ${money} maxPrice ${money} pricesToShow ${money} } physicalVariationConfig { minPrice ${money} maxPrice ${money} pricesToShow ${money} } } } }`;
const SEARCH = 'query($userData: UserData!, $t: String!) { search_v1(userData: $userData, inputText: $t) { total body { groupType } } }';

export type GoalOps = Awaited<ReturnType<typeof measureGoalOps>>;

/** The three operations of the issue's table against one running server. */
export async function measureGoalOps(base: string, duration: number, served: Served, label: string) {
  const graphql = `${base}/graphql`;
  const products = await load(`Goal ${label}: products, 16 with image and prices`, { url: graphql, duration, ...gql(PRODUCTS) }, served);
  const search = await load(`Goal ${label}: search_v1, one word`, { url: graphql, duration, ...gql(SEARCH, { t: 'borgo' }) }, served);
  const add = await cpuAround(served, () => newBasketEachAdd(base, Math.min(duration, 7), 20));
  console.log(
    `Goal ${label}: add to basket, a new visitor each time, 20 connections: ${add.requestsPerSecond} ops/s, p99 ${add.p99Ms} ms, CPU ${add.cpuMsPerOp} ms/op`,
  );
  return { products, search, addNewVisitor20: add };
}

type Profile = { total: number; places: [string, number][]; functions: [string, number][] };

/** Self time by place (package or project file) and by function, as per cent of the busy samples after `skipMs`. */
export function summarizeProfile(file: string, skipMs = 0): Profile {
  const p = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let elapsed = 0;
  p.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const t = p.timeDeltas[i] ?? 0;
    elapsed += t / 1000;
    // The start (modules loaded, database opened) is not the operation's.
    if (!frame || frame.functionName === '(idle)' || elapsed < skipMs) return;
    busy += t;
    const file = frame.url
      .replace(/^file:\/\//, '')
      .replace(/.*\/node_modules\//, 'node_modules/')
      .replace(path.resolve(import.meta.dirname, '..') + '/', '');
    const parts = file.split('/');
    const place = file.startsWith('node_modules/') ? parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/') : file || frame.functionName;
    const fn = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    places.set(place, (places.get(place) ?? 0) + t);
    functions.set(fn, (functions.get(fn) ?? 0) + t);
  });
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, v]) => [k, +((v * 100) / busy).toFixed(1)] as [string, number]);
  return { total: Math.round(busy / 1000), places: top(places), functions: top(functions) };
}

/** A server started with `--cpu-prof` per operation, warmed up, loaded for `seconds`, stopped; its profile after the warm-up summarized. */
export async function profileUnderLoad(port: number, seconds: number, postgresUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'donami-bench-profile-data-'));
  const profiles: Record<string, Profile> = {};
  type Op = [string, (base: string, seconds: number) => Promise<unknown>, Record<string, string>?];
  const ops: Op[] = [
    ['products', (base, s) => load('profile: products', { url: `${base}/graphql`, duration: s, ...gql(PRODUCTS) })],
    ['search_v1', (base, s) => load('profile: search_v1', { url: `${base}/graphql`, duration: s, ...gql(SEARCH, { t: 'borgo' }) })],
    ['addNewVisitor20', (base, s) => newBasketEachAdd(base, s, 20)],
    [
      'productPageUncached',
      (base, s) => load('profile: product page, no page cache', { url: `${base}/carte-regalo/gift-card-trattoria-del-borgo-lume/`, duration: s }),
    ],
  ];
  // The add's goal is on PostgreSQL: its profile there too.
  if (postgresUrl) ops.push(['addNewVisitor20Postgres', (base, s) => newBasketEachAdd(base, s, 20), { DATABASE_URL: await freshPostgresUrl(postgresUrl) }]);
  await (await startShopServer(port, { DATA_DIR: dataDir })).stop(); // seeded once, before any profile
  for (const [name, run, env] of ops) {
    const dir = mkdtempSync(path.join(tmpdir(), 'donami-bench-profile-'));
    const server = await startShopServer(port, { DATA_DIR: dataDir, PAGE_CACHE_MS: '0', ...env }, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    await run(server.base, 1); // warm-up: caches filled, indexes built, code compiled: not the operation's own cost
    const skipMs = performance.now() - server.startedAt;
    await run(server.base, seconds);
    await server.stop();
    const [file] = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
    if (file) profiles[name] = summarizeProfile(path.join(dir, file), skipMs);
  }
  return profiles;
}
