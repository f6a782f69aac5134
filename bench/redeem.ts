// The redeem path under load, for `npm run bench` (bench/run.ts), on PostgreSQL:
// 1. redemptions per second, all on one card and spread over many cards: a holder's choice
//    (a 10 euro donation) + delivery details + placeRedeemOrder, completed from the balance;
// 2. the p99 of a balance check (checkGiftcardPayment with a solved human check).
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/client.ts';
import { apiClient } from '../tests/helpers/api.ts';
import { solvedCaptcha } from '../tests/helpers/captcha.ts';
import { freshPostgres } from '../tests/helpers/db.ts';
import { startThrowawayPostgres } from '../tests/helpers/postgres.ts';
import { cpuMeter } from './cpu.ts';
import { CHECK, DELIVER, PLACE_REDEEM, PUT, holder, testCard, type TestCard } from '../tests/helpers/redeem.ts';
import { addCard, openSession } from '../server/modules/redeem/index.ts';
import { dropDatabase, percentile } from './checkout.ts';
import { must } from '../common/must.ts';

type Api = ReturnType<typeof apiClient>;
const DONATION = 'donazione-a-fondazione-mare-pulito';

async function oneRedemption(database: Database, api: Api, card: TestCard, productId: string): Promise<void> {
  const { token, session } = await openSession(database.db, 53, null);
  await addCard(database.db, session.id, card.id);
  const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: token };
  const put = (await api.graphql(PUT, { userData, input: { productId, amount: 10 } })).data.addOrUpdateRedeemPackage;
  if (put.errors.length) throw new Error(JSON.stringify(put.errors));
  await api.graphql(DELIVER, { userData, input: holder });
  const placed = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: 0, termsAccepted: true } })).data.placeRedeemOrder;
  if (placed.order?.status !== 'COMPLETED') throw new Error(`not completed: ${JSON.stringify(placed.errors)} ${placed.totalsChanged}`);
}

async function redemptionsPerSecond(database: Database, api: Api, cards: TestCard[], seconds: number, concurrency: number) {
  const productId = (await api.graphql(`query($userData: UserData!) { product(userData: $userData, slug: "${DONATION}") { id } }`)).data.product.id;
  const latencies: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const cpu = cpuMeter(database);
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const card = must(cards[next++ % cards.length], 'an index modulo the length is in the list');
        const start = performance.now();
        try {
          await oneRedemption(database, api, card, productId);
          latencies.push(performance.now() - start);
        } catch (e) {
          failures.push((e as Error).message.slice(0, 200));
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    redemptions: latencies.length,
    redemptionsPerSecond: +(latencies.length / elapsed).toFixed(1),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures: failures.length,
    failureSamples: failures.slice(0, 3),
    ...cpu.perOp(latencies.length),
  };
}

async function balanceChecks(api: Api, cards: TestCard[], count: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const card = must(cards[i % cards.length], 'an index modulo the length is in the list');
        const captchaToken = await solvedCaptcha(); // the browser's work, not timed
        const headers = { 'x-forwarded-for': `10.${Math.floor(i / 250)}.${i % 250}.1` };
        const start = performance.now();
        const res = await api.graphql(CHECK, { cardNumber: card.number, pin: card.pin, captchaToken }, headers);
        latencies.push(performance.now() - start);
        if (res.data.checkGiftcardPayment.errors.length) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { checks: latencies.length, errors, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

export async function benchRedeem(opts: { seconds: number; concurrency?: number }) {
  const concurrency = opts.concurrency ?? 8;
  // The PostgreSQL named by BENCH_DATABASE_URL or TEST_DATABASE_URL, or else one of our own for the bench.
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const embedded = given ? null : await startThrowawayPostgres();
  const url = given ?? embedded?.url;
  if (!url) {
    console.log('Redeem: skipped, no PostgreSQL configured');
    return { result: null, reason: 'no PostgreSQL configured (BENCH_DATABASE_URL or TEST_DATABASE_URL)' };
  }
  const database = await freshPostgres(url);
  try {
    const api = apiClient(database);
    const oneCard = [await testCard(database, { euros: 100_000 })];
    const manyCards = await Promise.all(Array.from({ length: 200 }, () => testCard(database, { euros: 500 })));
    await redemptionsPerSecond(database, api, manyCards, 1, concurrency); // warm-up
    const onOneCard = await redemptionsPerSecond(database, api, oneCard, opts.seconds, concurrency);
    const onManyCards = await redemptionsPerSecond(database, api, manyCards, opts.seconds, concurrency);
    const check = await balanceChecks(api, manyCards, 400, concurrency);
    console.log(
      `Redemptions on PostgreSQL: one card ${onOneCard.redemptionsPerSecond}/s (p99 ${onOneCard.p99Ms} ms), many cards ${onManyCards.redemptionsPerSecond}/s (p99 ${onManyCards.p99Ms} ms); balance check p99 ${check.p99Ms} ms`,
    );
    return {
      method: `in-process API (apiClient, no HTTP) on a fresh PostgreSQL database, ${concurrency} holders at once for ${opts.seconds} s; one redemption = a session on the card + addOrUpdateRedeemPackage (10 € donation) + setRedeemDelivery + placeRedeemOrder completed from the balance; balance check = checkGiftcardPayment with a pre-solved ALTCHA token, 400 checks, ${concurrency} at once, each from its own address`,
      oneCard: onOneCard,
      manyCards: onManyCards,
      balanceCheck: check,
    };
  } finally {
    await dropDatabase(url, database);
    await embedded?.stop();
  }
}
