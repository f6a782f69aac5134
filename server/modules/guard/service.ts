// Limits against guessing card numbers and PINs (and blank-card numbers on activation): per card,
// per client (address and browser session), plus a cap on checks per client. The failures of the
// whole shop are counted too, but lock nobody out: they set how hard the human check is. The counters live in the database (rate-limiter-flexible's Drizzle
// store), so every web process shares them, on PostgreSQL and on PGlite alike.
//
// Use: guardCheck before proving a card; then guardFailure or guardSuccess. guardCheck counts the
// attempt as a failure up front: parallel guesses cannot all pass the check before the first
// failure is written. guardSuccess takes that count back; guardFailure lets it stand.
import { createHmac } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { pinHashKey } from '../giftcards/index.ts';
import { CLIENT_CHECKS, GUARD_RULES, humanCheckLevel, ruleFor, SHOP_WIDE, type FailureRule } from './rules.ts';
import { guardCounters } from './tables.ts';
import { settings } from '../../settings.ts';

/** 'card-check' counts the balance check, the doubler entry and the activation of blank cards alike. */
export type GuardScope = 'card-check' | 'login' | 'password-reset' | 'account-creation';
/** `card` is the number as typed (known or not: both count alike); `clients` come from clientKeys. */
export type GuardKeys = { card?: string; clients: string[] };
export type GuardVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };
/** The client as its transport read it: its address and the values of its browser-session cookies. */
export type ClientFacts = { address: string | null; sessions: readonly string[] };

let warnedAboutAddress = false;

/**
 * The client's keys: its address (as the trusted proxy tells it) and each session cookie it sends.
 * A client can drop its cookies, never its address: the address limit is the one that holds;
 * the cookie limits keep one browser from spending the allowance of everyone behind a shared address.
 */
export function clientKeysOf(client: ClientFacts): string[] {
  if (!client.address && settings().production && !warnedAboutAddress) {
    warnedAboutAddress = true;
    process.emitWarning('no client address: every such visitor shares one guessing allowance (check TRUSTED_PROXIES)');
  }
  return [`address:${client.address ?? 'unknown'}`, ...client.sessions.filter((s) => s).map((s) => `session:${s}`)];
}

type Limiter = { limiter: RateLimiterDrizzle; key: string };
type Limiters = Record<keyof typeof GUARD_RULES | 'clientChecks' | 'shopWide', RateLimiterDrizzle>;

const limitersByDb = new WeakMap<Db, Map<GuardScope, Limiters>>();
const shopWideByDb = new WeakMap<Db, RateLimiterDrizzle>();
/** The shop-wide count never refuses: it only measures (one counter for every scope). */
const UNCAPPED = 2 ** 31 - 1;

function shopWideLimiter(db: Db): RateLimiterDrizzle {
  let limiter = shopWideByDb.get(db);
  if (!limiter) shopWideByDb.set(db, (limiter = store(db, 'shop-wide', UNCAPPED, SHOP_WIDE.windowSeconds)));
  return limiter;
}

/** Failures across the shop in the current window (every scope, every client). */
export async function shopWideFailures(db: Db): Promise<number> {
  const res = await shopWideLimiter(db).get('shop');
  return res?.consumedPoints ?? 0;
}

/** The level of human check the shop asks for now: harder as the shop-wide failures rise. */
export async function currentHumanCheckLevel(db: Db): Promise<number> {
  return humanCheckLevel(await shopWideFailures(db), settings().humanCheckCalmFailures);
}

function store(db: Db, keyPrefix: string, points: number, windowSeconds: number, lockSeconds = 0): RateLimiterDrizzle {
  // Expired rows are cleared by sweep() below, not by the library's timer (one per limiter, per database).
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: guardCounters,
    keyPrefix,
    points,
    duration: windowSeconds,
    blockDuration: lockSeconds,
    clearExpiredByTimeout: false,
  });
}

function limitersFor(db: Db, scope: GuardScope): Limiters {
  let byScope = limitersByDb.get(db);
  if (!byScope) limitersByDb.set(db, (byScope = new Map()));
  let limiters = byScope.get(scope);
  if (!limiters) {
    const failures = (name: string, base: FailureRule, r = ruleFor(scope, base)) => store(db, `${scope}:${name}`, r.failures, r.windowSeconds, r.lockSeconds);
    limiters = {
      card: failures('card', GUARD_RULES.card),
      cardDaily: failures('card-daily', GUARD_RULES.cardDaily),
      client: failures('client', GUARD_RULES.client),
      shopWide: shopWideLimiter(db),
      clientChecks: store(db, `${scope}:client-checks`, CLIENT_CHECKS.checks, CLIENT_CHECKS.windowSeconds),
    };
    byScope.set(scope, limiters);
  }
  return limiters;
}

/** No card number, address or cookie in clear in the table: a keyed hash names each. */
function hashed(value: string): string {
  return createHmac('sha256', pinHashKey()).update(`guard:${value}`).digest('base64url').slice(0, 32);
}

/** The counters that record failures for these keys (the checks cap is apart: successes count there too). */
function failureCounters(l: Limiters, keys: GuardKeys): Limiter[] {
  const list: Limiter[] = [{ limiter: l.shopWide, key: 'shop' }];
  if (keys.card) {
    const card = hashed(`card:${keys.card}`);
    list.push({ limiter: l.card, key: card }, { limiter: l.cardDaily, key: card });
  }
  for (const client of new Set(keys.clients)) list.push({ limiter: l.client, key: hashed(client) });
  return list;
}

function checkCounters(l: Limiters, keys: GuardKeys): Limiter[] {
  return [...new Set(keys.clients)].map((client) => ({ limiter: l.clientChecks, key: hashed(client) }));
}

/**
 * May this attempt go ahead? Counts it on every counter at once; when any counter is over its
 * limit the attempt is refused and the others get their point back, so refused attempts spend
 * nobody's allowance (a locked card hammered on does not raise the shop-wide count).
 */
export async function guardCheck(db: Db, scope: GuardScope, keys: GuardKeys): Promise<GuardVerdict> {
  await sweep(db);
  const l = limitersFor(db, scope);
  const counters = [...failureCounters(l, keys), ...checkCounters(l, keys)];
  const outcomes = await Promise.allSettled(counters.map((c) => c.limiter.consume(c.key)));
  const failed = outcomes.find((o) => o.status === 'rejected' && !(o.reason instanceof RateLimiterRes));
  const refusals = outcomes.flatMap((o) => (o.status === 'rejected' && o.reason instanceof RateLimiterRes ? [o.reason] : []));
  if (!failed && refusals.length === 0) return { ok: true };
  await Promise.all(counters.map((c, i) => (outcomes[i]!.status === 'fulfilled' ? c.limiter.reward(c.key) : null)));
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const ms = Math.max(...refusals.map((r) => r.msBeforeNext));
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/** The attempt failed (unknown number or wrong PIN alike): guardCheck already counted it. */
export async function guardFailure(_db: Db, _scope: GuardScope, _keys: GuardKeys): Promise<void> {}

/** The attempt succeeded: it was no guess, so the failure counters get their point back. */
export async function guardSuccess(db: Db, scope: GuardScope, keys: GuardKeys): Promise<void> {
  const l = limitersFor(db, scope);
  await Promise.all(failureCounters(l, keys).map((c) => c.limiter.reward(c.key)));
}

const SWEEP_EVERY_MS = 5 * 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

/** Deletes counters whose window has passed, at most every few minutes per process: one cheap indexed delete. */
async function sweep(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.delete(guardCounters).where(lt(guardCounters.expire, new Date(now)));
}
