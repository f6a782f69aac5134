// The human check of the card forms: ALTCHA proof of work, self-hosted (no third party).
// A challenge is signed with our key; the browser finds the counter that derives a key with the
// signed prefix (about a second of a phone's work) and sends back challenge + solution as one
// base64 token. The server checks the signature, the expiry and the derived key's signature
// (one HMAC: a check costs the server almost nothing) and spends the challenge so it passes once.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaSpent } from './tables.ts';
import { settings, DEVELOPMENT_SECRETS } from '../../settings.ts';
import { currentHumanCheckLevel, SHOP_WIDE } from '../guard/index.ts';

/** PBKDF2 is the widget's built-in algorithm; the work is `cost` iterations times the counter. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** Iterations per attempt: ~0.25 ms on a server core, ~1 ms on a phone's. */
export const CAPTCHA_COST = 1_000;
/**
 * The largest counter a browser may have to reach (ALTCHA_MAX_NUMBER). The counter is drawn from
 * its upper half, so a phone with 4 workers at ~1 ms per attempt needs about 0.5–1 s.
 */
export const DEFAULT_MAX_NUMBER = 5_000;
/** How long a challenge can be solved and sent: long enough to type a card number and PIN. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;
/** Tokens are ~1 KB; anything much longer is not ours and is not parsed. */
const MAX_TOKEN_LENGTH = 8_192;

const DEVELOPMENT_KEY = DEVELOPMENT_SECRETS.ALTCHA_HMAC_KEY;
let warnedAboutKey = false;

/** The key challenges are signed with: from ALTCHA_HMAC_KEY, else the development key (with a warning in production). */
export function captchaHmacKey(): string {
  const { altchaHmacKey: key, production } = settings();
  if (key !== DEVELOPMENT_KEY) return key;
  if (production && !warnedAboutKey) {
    warnedAboutKey = true;
    process.emitWarning('ALTCHA_HMAC_KEY is not set: human-check challenges are signed with the development key');
  }
  return DEVELOPMENT_KEY;
}

/** A second secret for the derived-key signature, derived from the first: one variable to set. */
function keySignatureSecret(): string {
  return createHmac('sha256', captchaHmacKey()).update('altcha-derived-key').digest('hex');
}

export function captchaMaxNumber(): number {
  return settings().altchaMaxNumber;
}

export type ChallengeOptions = {
  /** Where the shop-wide failures are counted: the level of the check follows them. */
  db?: Db;
  /** The level, instead of the one the shop asks for now (tests). */
  level?: number;
  /** The largest counter at level 0 (default ALTCHA_MAX_NUMBER): tests solve in microseconds with a small one. */
  maxNumber?: number;
  now?: Date;
};

/**
 * A new signed challenge, as the ALTCHA widget reads it (`{parameters, signature}`). Its level
 * (signed, in `data.level`) doubles the work per level: calm shop, level 0; under a guessing
 * attack, up to SHOP_WIDE.maxLevel (decision 019).
 */
export async function newChallenge(opts: ChallengeOptions = {}): Promise<Challenge> {
  const level = opts.level ?? (opts.db ? await currentHumanCheckLevel(opts.db) : 0);
  const max = Math.max(1, Math.floor(opts.maxNumber ?? captchaMaxNumber())) * 2 ** level;
  const now = opts.now ?? new Date();
  return createChallenge({
    data: { level },
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(max, Math.max(1, Math.ceil(max / 2))),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: captchaHmacKey(),
    hmacKeySignatureSecret: keySignatureSecret(),
  });
}

type Payload = { challenge: Challenge; solution: Solution };

function parseToken(token: string): Payload | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = payload?.challenge?.parameters;
    if (!parameters || typeof parameters !== 'object' || typeof payload?.challenge?.signature !== 'string') return null;
    if (!payload.solution || typeof payload.solution !== 'object') return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/** The signed level of a challenge; a challenge without one is of level 0. */
function levelOf(challenge: Challenge): number {
  const level = challenge.parameters.data?.level;
  return typeof level === 'number' && Number.isInteger(level) && level >= 0 ? level : 0;
}

/**
 * True once for a token the widget produced from one of our challenges: signature valid, not
 * expired, solution right, of the level the shop asks for now (or the one just below), and never
 * seen before. Any malformed token is simply false.
 */
export async function verifyCaptcha(db: Db, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const payload = parseToken(token);
  if (!payload) return false;
  const verified = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: captchaHmacKey(),
    hmacKeySignatureSecret: keySignatureSecret(),
  }).then(
    (r) => r.verified,
    () => false,
  ); // a parameter the library refuses: not a token of ours
  if (!verified) return false;
  if (levelOf(payload.challenge) < Math.min(SHOP_WIDE.maxLevel, await currentHumanCheckLevel(db)) - 1) return false;
  return spend(db, payload.challenge);
}

/** Records the challenge as used; false when it already was. The insert is the single-use lock. */
async function spend(db: Db, challenge: Challenge): Promise<boolean> {
  const expiresAt = new Date((challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_SECONDS) * 1000);
  // Cleaning on insert keeps the table to the challenges that could still verify.
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, sql`now()`));
  const inserted = await db
    .insert(captchaSpent)
    .values({ signature: challenge.signature!, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  return inserted.length === 1;
}
