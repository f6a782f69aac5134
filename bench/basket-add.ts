// Adding to the basket under load, for `npm run bench` (bench/run.ts): over HTTP against the running
// server with 50 connections (autocannon), a new basket for every add and baskets reused per connection.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { PRODUCT, giftcard, percentile } from './checkout.ts';
import { must } from '../common/must.ts';

const userData = { language: 'it', storeID: 53, countryCode: 'IT' };

const ADD_SELECTION = 'order { id } errors { code message referencedRequestParameter }';
const ADD = `mutation Add($userData: UserData!, $package: GiftcardPackageInput!) { addGiftcardPackage(userData: $userData, package: $package) { ${ADD_SELECTION} } }`;
const SETUP_ADD = `mutation Add($userData: UserData!, $package: GiftcardPackageInput!) { addGiftcardPackage(userData: $userData, package: $package) { order { id packagesGroups { packageId } } errors { code } } }`;
const RESET = `mutation Q($userData: UserData!, $packageId: ID!) { updateGiftcardPackageQuantity(userData: $userData, packageId: $packageId, quantity: 1) { ${ADD_SELECTION} } }`;

type Answers = { checked: number; withErrors: number; errorSamples: string[] };

/** Reads every answer: HTTP 200 and an empty `errors` list in the payload, or it counts as failed. */
function answerChecker(field: string, answers: Answers) {
  return (status: number, body: string) => {
    answers.checked++;
    let ok = false;
    try {
      const json = JSON.parse(body) as { data?: Record<string, { errors: unknown[] } | null>; errors?: unknown[] };
      ok = status === 200 && !json.errors && Array.isArray(json.data?.[field]?.errors) && json.data[field].errors.length === 0;
    } catch {
      /* not JSON: failed */
    }
    if (!ok) {
      answers.withErrors++;
      if (answers.errorSamples.length < 3) answers.errorSamples.push(`${status} ${body.slice(0, 200)}`);
    }
  };
}

function summary(r: autocannon.Result, answers: Answers) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    ...answers,
  };
}

export async function newBasketEachAdd(base: string, seconds: number, connections: number) {
  await openBaskets(base, 20); // warm-up: the server's first adds compile and cache, as the pages' first visits do
  const answers: Answers = { checked: 0, withErrors: 0, errorSamples: [] };
  const body = JSON.stringify({ query: ADD, variables: { userData, package: giftcard } });
  const r = await autocannon({
    url: `${base}/graphql`,
    connections,
    duration: seconds,
    requests: [
      { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body, onResponse: answerChecker('addGiftcardPackage', answers) },
    ],
  });
  return summary(r, answers);
}

type Basket = { uuid: string; packageId: string };

async function openBaskets(base: string, howMany: number): Promise<Basket[]> {
  const baskets: Basket[] = [];
  for (let i = 0; i < howMany; i++) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SETUP_ADD, variables: { userData, package: giftcard } }),
    });
    const added = (
      (await res.json()) as { data: { addGiftcardPackage: { order: { id: string; packagesGroups: { packageId: string }[] }; errors: unknown[] } } }
    ).data.addGiftcardPackage;
    if (added.errors.length) throw new Error(`opening a basket: ${JSON.stringify(added.errors)}`);
    const [group] = added.order.packagesGroups;
    if (!group) throw new Error('opening a basket: the answer has no package');
    baskets.push({ uuid: added.order.id, packageId: group.packageId });
  }
  return baskets;
}

/**
 * Each connection holds one basket (its cookie) for a round of ten requests: the quantity back to 1,
 * then nine adds (quantity 2..10), so the basket never reaches its limits. Adds are timed on their own.
 */
async function sameBasketAdds(base: string, seconds: number, connections: number) {
  const free = await openBaskets(base, connections);
  const answers: Answers = { checked: 0, withErrors: 0, errorSamples: [] };
  const addTimes: number[] = [];
  const resetTimes: number[] = [];
  const checkAdd = answerChecker('addGiftcardPackage', answers);
  const checkReset = answerChecker('updateGiftcardPackageQuantity', answers);
  type Ctx = { basket?: Basket; sentAt?: number };
  const headers = (b: Basket) => ({ 'content-type': 'application/json', cookie: `donami_basket=${b.uuid}` });
  const reset = {
    method: 'POST' as const,
    path: '/graphql',
    setupRequest: (req: autocannon.Request, ctx: Ctx) => {
      const basket = must(free.pop(), 'each connection gives its basket back before its next round');
      ctx.basket = basket;
      ctx.sentAt = performance.now();
      return { ...req, headers: headers(basket), body: JSON.stringify({ query: RESET, variables: { userData, packageId: basket.packageId } }) };
    },
    onResponse: (status: number, body: string, ctx: Ctx) => {
      resetTimes.push(performance.now() - ctx.sentAt!);
      checkReset(status, body);
    },
  };
  const add = (last: boolean) => ({
    method: 'POST' as const,
    path: '/graphql',
    setupRequest: (req: autocannon.Request, ctx: Ctx) => {
      ctx.sentAt = performance.now();
      return { ...req, headers: headers(ctx.basket!), body: JSON.stringify({ query: ADD, variables: { userData, package: giftcard } }) };
    },
    onResponse: (status: number, body: string, ctx: Ctx) => {
      addTimes.push(performance.now() - ctx.sentAt!);
      checkAdd(status, body);
      if (last) free.push(ctx.basket!);
    },
  });
  const r = await autocannon({
    url: `${base}/graphql`,
    connections,
    duration: seconds,
    requests: [reset, ...Array.from({ length: 9 }, (_, i) => add(i === 8))] as autocannon.Request[],
  });
  addTimes.sort((a, b) => a - b);
  resetTimes.sort((a, b) => a - b);
  return {
    ...summary(r, answers),
    adds: addTimes.length,
    addP50Ms: percentile(addTimes, 50),
    addP99Ms: percentile(addTimes, 99),
    resets: resetTimes.length,
    resetP50Ms: percentile(resetTimes, 50),
    resetP99Ms: percentile(resetTimes, 99),
  };
}

/** Measurement 2: p99 of adding to the basket with 50 connections against the running server. */
export async function benchBasketAdd(base: string, opts: { seconds: number; connections?: number; budgetP99Ms: number }) {
  const connections = opts.connections ?? 50;
  const loadBefore = loadavg().map((l) => +l.toFixed(2));
  const newBasket = await newBasketEachAdd(base, opts.seconds, connections);
  console.log(
    `Basket add, new basket each: ${newBasket.requestsPerSecond} req/s, p50 ${newBasket.p50Ms} ms, p99 ${newBasket.p99Ms} ms, errors ${newBasket.errors}, non-2xx ${newBasket.non2xx}, GraphQL errors ${newBasket.withErrors}/${newBasket.checked}`,
  );
  const sameBasket = await sameBasketAdds(base, opts.seconds, connections);
  console.log(
    `Basket add, same basket per connection: ${sameBasket.requestsPerSecond} req/s, adds p50 ${sameBasket.addP50Ms} ms, p99 ${sameBasket.addP99Ms} ms (all requests p99 ${sameBasket.p99Ms} ms), errors ${sameBasket.errors}, non-2xx ${sameBasket.non2xx}, GraphQL errors ${sameBasket.withErrors}/${sameBasket.checked}`,
  );
  const clean = (x: { errors: number; non2xx: number; withErrors: number; timeouts: number }) => x.errors + x.non2xx + x.withErrors + x.timeouts === 0;
  const withinBudget = newBasket.p99Ms <= opts.budgetP99Ms && (sameBasket.addP99Ms ?? Infinity) <= opts.budgetP99Ms && clean(newBasket) && clean(sameBasket);
  return {
    method: `autocannon ${opts.seconds} s per variant, ${connections} connections, POST /graphql addGiftcardPackage (digital ${PRODUCT}, 25 €) with the storefront's selection; newBasket: after 20 warm-up adds, no cookie, every add opens a basket; sameBasket: each connection sends its basket's cookie, rounds of one quantity reset (updateGiftcardPackageQuantity to 1) and nine adds; addP50Ms/addP99Ms time the adds alone; every answer's payload errors are checked`,
    loadAverageBefore: loadBefore,
    budgetP99Ms: opts.budgetP99Ms,
    newBasket,
    sameBasket,
    withinBudget,
  };
}
