// Issue 14's table: each goal beside what this run measured, its share of the machine's ceiling
// measured in the same run (compare shares, not raw figures, across machines), the CPU it cost per
// operation, and, where the goal is not met, what stands in the way with the profile that shows it.
import type { GoalOps } from './goals.ts';
import type { LoadFigures } from './load.ts';
import { standsInTheWay } from './stands-in-the-way.ts';

type Figures = {
  requestsPerSecond: number;
  p99Ms: number | null;
  cpuMsPerOp?: number | null;
  postgresCpuMsPerOp?: number | null;
  errors?: number;
  graphqlErrors?: number;
};
type Goal = { perSecond: number; p99Ms?: number; noErrors?: boolean };
export type Profiles = Record<string, unknown>;

export type GoalInputs = {
  ceiling: LoadFigures;
  pglite: GoalOps;
  postgres: GoalOps | null;
  uncached: { home: LoadFigures; product: LoadFigures };
  checkoutPostgres: { ordersPerSecond: number; p99Ms: number | null; cpuMsPerOp?: number | null; postgresCpuMsPerOp?: number | null } | null;
  redeem: { oneCard: { redemptionsPerSecond: number; p99Ms: number | null }; manyCards: { redemptionsPerSecond: number; p99Ms: number | null } } | null;
  productJsKbGzip: number;
  profiles: Profiles;
};

const pct = (part: number, whole: number) => +((part * 100) / whole).toFixed(2);

function row(work: string, key: keyof typeof standsInTheWay, f: Figures | null, goal: Goal, ceiling: number, profile?: unknown) {
  if (!f) return { work, goal, measured: null, met: null, note: 'not measured: no PostgreSQL in this run' };
  const met =
    f.requestsPerSecond >= goal.perSecond &&
    (goal.p99Ms === undefined || (f.p99Ms ?? Infinity) <= goal.p99Ms) &&
    (!goal.noErrors || !f.errors) &&
    !f.graphqlErrors;
  return {
    work,
    goal,
    measured: f,
    met,
    shareOfCeilingPct: pct(f.requestsPerSecond, ceiling),
    goalShareOfCeilingPct: pct(goal.perSecond, ceiling),
    ...(met ? {} : { standsInTheWay: standsInTheWay[key], ...(profile ? { profile } : {}) }),
  };
}

export function goalTable(i: GoalInputs) {
  const c = i.ceiling.requestsPerSecond;
  const read = { perSecond: 5000, p99Ms: 20 };
  const add = (ops: GoalOps | null) => ops && { ...ops.addNewVisitor20, p99Ms: ops.addNewVisitor20.p99Ms };
  const checkout = i.checkoutPostgres && { ...i.checkoutPostgres, requestsPerSecond: i.checkoutPostgres.ordersPerSecond };
  const redeem = (r: { redemptionsPerSecond: number; p99Ms: number | null } | undefined) => r && { ...r, requestsPerSecond: r.redemptionsPerSecond };
  const rows = [
    row('products, 16 with image and prices, 50 connections, PGlite', 'products', i.pglite.products, read, c, i.profiles.products),
    row('products, same, PostgreSQL', 'products', i.postgres?.products ?? null, read, c),
    row('search_v1, one word, 50 connections, PGlite', 'search', i.pglite.search, read, c, i.profiles.search_v1),
    row('search_v1, same, PostgreSQL', 'search', i.postgres?.search ?? null, read, c),
    row('add to basket, a new visitor each time, 20 connections, PGlite', 'add', add(i.pglite), { perSecond: 600 }, c, i.profiles.addNewVisitor20),
    row('add to basket, same, PostgreSQL', 'add', add(i.postgres), { perSecond: 1000, p99Ms: 50 }, c, i.profiles.addNewVisitor20Postgres),
    row('whole checkout (in process), PostgreSQL', 'checkout', checkout, { perSecond: 200 }, c),
    row('redeem on one card (in process), PostgreSQL', 'redeem', redeem(i.redeem?.oneCard) ?? null, { perSecond: 300 }, c),
    row('redeem over many cards (in process), PostgreSQL', 'redeem', redeem(i.redeem?.manyCards) ?? null, { perSecond: 1000 }, c),
    row('home page rendered for every visitor (no page cache)', 'pages', i.uncached.home, { perSecond: 500, p99Ms: 100, noErrors: true }, c),
    row(
      'product pages rendered for every visitor (no page cache)',
      'pages',
      i.uncached.product,
      { perSecond: 500, p99Ms: 100, noErrors: true },
      c,
      i.profiles.productPageUncached,
    ),
  ];
  const jsMet = i.productJsKbGzip <= 110;
  return {
    ceiling: i.ceiling,
    rows,
    productJs: { goalKbGzip: 110, measuredKbGzip: i.productJsKbGzip, met: jsMet, ...(jsMet ? {} : { standsInTheWay: standsInTheWay.javascript }) },
  };
}
