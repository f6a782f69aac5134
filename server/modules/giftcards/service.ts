import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import type * as schema from '../../db/schema.ts';
import { romeDateTime } from '../fulfilment/working-days.ts';
import { cardPrefixes, generateCardNumber, generatePin, hashPin, pinMatches } from './numbers.ts';
import { giftcards, ledgerEntries } from './tables.ts';

// The shop's own cards and their ledger. A balance moves only together with a ledger row, in one
// (nested) transaction, and every row carries a unique idempotency key: replaying a key returns the
// first answer and moves nothing. The unique index on the key is the arbiter when two requests
// with the same key race: the loser's INSERT ... ON CONFLICT DO NOTHING writes nothing, its
// savepoint rolls back its balance change, and it answers with the winner's row.

/** The Db or a drizzle transaction of it: writes here run in a transaction of their own, or a savepoint of the caller's. */
export type Tx = PgDatabase<PgliteQueryResultHKT, typeof schema>;

export type Programme = 'choice' | 'blank';
export type CardStatus = 'blank' | 'active' | 'blocked' | 'expired';
export type DebitKind = 'redeem' | 'adjust';
export type CreditKind = 'refund' | 'doubler' | 'adjust' | 'activate';
export type Giftcard = typeof giftcards.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type IssuedCard = { id: number; number: string; pin: string | null; balanceCents: number; expiresAt: Date; created: boolean };
export type BalanceResult = { ok: true; balanceCents: number } | { ok: false; reason: 'insufficient' | 'not_active' };

const DEVELOPMENT_PIN_KEY = 'development-only-pin-hash-key';
let warnedAboutKey = false;

/** The key of the PIN hashes; it lives outside the database so a stolen dump cannot test PINs. */
export function pinHashKey(): string {
  const key = process.env.PIN_HASH_KEY;
  if (key) return key;
  if (process.env.NODE_ENV === 'production' && !warnedAboutKey) {
    warnedAboutKey = true;
    process.emitWarning('PIN_HASH_KEY is not set: gift card PINs are hashed with the development key');
  }
  return DEVELOPMENT_PIN_KEY;
}

export function cardPinMatches(card: Pick<Giftcard, 'number' | 'pinHash'>, pin: string): boolean {
  return pinMatches(card.number, pin, card.pinHash, pinHashKey());
}

/** Thrown inside a savepoint to undo it when another request already used the idempotency key. */
class KeyTaken extends Error {}

function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`an amount must be a positive number of cents, got ${amountCents}`);
}

async function entryByKey(tx: Tx, idempotencyKey: string): Promise<LedgerEntry | undefined> {
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return entry;
}

/** A key names one operation: reusing it for another card or kind is a caller's bug, not a replay. */
function assertSameOperation(entry: LedgerEntry, giftcardId: number, kind: string, amountCents: number): void {
  if (entry.giftcardId !== giftcardId || entry.kind !== kind || entry.amountCents !== amountCents) {
    throw new Error(`idempotency key ${entry.idempotencyKey} was used for another operation`);
  }
}

/** The last moment of the day `months` from now, in Rome (a 31st falls back to the month's last day). */
export function expiryAfterMonths(months: number, now = new Date()): Date {
  const [y, m, d] = romeDateTime(now).date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const wallClock = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay), 23, 59, 59, 999);
  return new Date(wallClock - romeOffsetMinutes(new Date(wallClock)) * 60_000);
}

const offsetFormat = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' });

function romeOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

export type IssueInput = {
  storeId: number; programme: Programme; valueCents: number; currency: string; idempotencyKey: string;
  validMonths?: number; reason?: string; reference?: string;
};

/**
 * Issues a card: a fresh number, a PIN (returned once, stored only as a keyed hash) and an 'issue'
 * entry. A choice card is active with its value; a blank card starts empty (valueCents must be 0)
 * and gets its value with a credit of kind 'activate'. The same key again returns the first card
 * with `pin: null, created: false`.
 */
export async function issueCard(tx: Tx, input: IssueInput): Promise<IssuedCard> {
  const prefixes = (cardPrefixes as Record<number, { choice: string; blank: string } | undefined>)[input.storeId];
  if (!prefixes) throw new Error(`no card programme for store ${input.storeId}`);
  const blank = input.programme === 'blank';
  if (blank && input.valueCents !== 0) throw new Error('a blank card is issued empty; its value comes with activation');
  if (!blank) assertPositiveCents(input.valueCents);
  const replay = await issuedByKey(tx, input);
  if (replay) return replay;
  try {
    return await tx.transaction(async (t) => {
      const pin = generatePin();
      const card = await insertCardWithFreshNumber(t, prefixes[input.programme], pin, input);
      const inserted = await t.insert(ledgerEntries).values({
        giftcardId: card.id, kind: 'issue', amountCents: card.balanceCents, balanceAfterCents: card.balanceCents,
        idempotencyKey: input.idempotencyKey, reason: input.reason, reference: input.reference,
      }).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }).returning({ id: ledgerEntries.id });
      if (!inserted.length) throw new KeyTaken();
      return { id: card.id, number: card.number, pin, balanceCents: card.balanceCents, expiresAt: card.expiresAt, created: true };
    });
  } catch (e) {
    if (!(e instanceof KeyTaken)) throw e;
    return (await issuedByKey(tx, input))!;
  }
}

async function insertCardWithFreshNumber(t: Tx, prefix: string, pin: string, input: IssueInput): Promise<Giftcard> {
  const blank = input.programme === 'blank';
  // 12 random digits: a collision is rare, but the unique index decides and we draw again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = generateCardNumber(prefix);
    const [card] = await t.insert(giftcards).values({
      number, pinHash: hashPin(number, pin, pinHashKey()), programme: input.programme,
      status: blank ? 'blank' : 'active', balanceCents: blank ? 0 : input.valueCents, currency: input.currency,
      storeId: input.storeId, expiresAt: expiryAfterMonths(input.validMonths ?? 24),
    }).onConflictDoNothing({ target: giftcards.number }).returning();
    if (card) return card;
  }
  throw new Error('could not draw an unused card number');
}

async function issuedByKey(tx: Tx, input: IssueInput): Promise<IssuedCard | undefined> {
  const entry = await entryByKey(tx, input.idempotencyKey);
  if (!entry) return undefined;
  const [card] = await tx.select().from(giftcards).where(eq(giftcards.id, entry.giftcardId));
  assertSameOperation(entry, card.id, 'issue', input.programme === 'blank' ? 0 : input.valueCents);
  if (card.storeId !== input.storeId || card.programme !== input.programme) throw new Error(`idempotency key ${input.idempotencyKey} was used for another operation`);
  return { id: card.id, number: card.number, pin: null, balanceCents: card.balanceCents, expiresAt: card.expiresAt, created: false };
}

type Change = {
  giftcardId: number; deltaCents: number; kind: string; idempotencyKey: string; reason?: string; reference?: string;
  /** The statuses the card may be in for this change. */
  from: CardStatus[];
  /** Corrections by customer service may touch an expired card; customers' operations may not. */
  ignoreExpiry?: boolean;
  /** The status after the change, when it changes (activation); otherwise it is kept. */
  toStatus?: CardStatus;
};

/**
 * One conditional UPDATE (status, expiry and, for a debit, enough balance) and its ledger row, in a
 * savepoint. A refused change writes nothing.
 */
async function applyChange(tx: Tx, c: Change): Promise<BalanceResult> {
  const replayed = await replayOf(tx, c);
  if (replayed) return replayed;
  try {
    return await tx.transaction(async (t) => {
      const conditions: (SQL | undefined)[] = [eq(giftcards.id, c.giftcardId), inArray(giftcards.status, c.from)];
      if (c.deltaCents < 0) conditions.push(gte(giftcards.balanceCents, -c.deltaCents));
      if (!c.ignoreExpiry) conditions.push(gt(giftcards.expiresAt, sql`now()`));
      const [row] = await t.update(giftcards)
        .set({ balanceCents: sql`${giftcards.balanceCents} + ${c.deltaCents}`, ...(c.toStatus ? { status: c.toStatus } : {}) })
        .where(and(...conditions))
        .returning({ balanceCents: giftcards.balanceCents });
      if (!row) return refusal(t, c);
      const inserted = await t.insert(ledgerEntries).values({
        giftcardId: c.giftcardId, kind: c.kind, amountCents: c.deltaCents, balanceAfterCents: row.balanceCents,
        idempotencyKey: c.idempotencyKey, reason: c.reason, reference: c.reference,
      }).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }).returning({ id: ledgerEntries.id });
      if (!inserted.length) throw new KeyTaken();
      return { ok: true as const, balanceCents: row.balanceCents };
    });
  } catch (e) {
    if (!(e instanceof KeyTaken)) throw e;
    return (await replayOf(tx, c))!;
  }
}

async function replayOf(tx: Tx, c: Change): Promise<BalanceResult | undefined> {
  const entry = await entryByKey(tx, c.idempotencyKey);
  if (!entry) return undefined;
  assertSameOperation(entry, c.giftcardId, c.kind, c.deltaCents);
  return { ok: true, balanceCents: entry.balanceAfterCents };
}

async function refusal(t: Tx, c: Change): Promise<BalanceResult> {
  // The UPDATE waited for a concurrent request holding the card; if that one used our key, its
  // answer is ours.
  const replayed = await replayOf(t, c);
  if (replayed) return replayed;
  const [card] = await t.select({ status: giftcards.status, expiresAt: giftcards.expiresAt }).from(giftcards).where(eq(giftcards.id, c.giftcardId));
  if (!card) throw new Error(`no gift card ${c.giftcardId}`);
  const usable = (c.from as string[]).includes(card.status) && (c.ignoreExpiry || card.expiresAt > new Date());
  return { ok: false, reason: usable ? 'insufficient' : 'not_active' };
}

export type DebitInput = { giftcardId: number; amountCents: number; idempotencyKey: string; kind?: DebitKind; reason?: string; reference?: string };
export type CreditInput = { giftcardId: number; amountCents: number; idempotencyKey: string; kind: CreditKind; reason?: string; reference?: string };

/** Takes money off a card, never below zero: a redemption needs an active, unexpired card. */
export async function debit(tx: Tx, input: DebitInput): Promise<BalanceResult> {
  assertPositiveCents(input.amountCents);
  const kind = input.kind ?? 'redeem';
  const adjust = kind === 'adjust';
  return applyChange(tx, { ...input, kind, deltaCents: -input.amountCents, from: adjust ? ['active', 'blocked'] : ['active'], ignoreExpiry: adjust });
}

/**
 * Puts money on a card: 'activate' only on a blank card (which becomes active), a refund or an
 * adjustment also on a blocked one (blocking does not take the holder's money), the doubler prize
 * only on an active one.
 */
export async function credit(tx: Tx, input: CreditInput): Promise<BalanceResult> {
  assertPositiveCents(input.amountCents);
  const from: CardStatus[] = input.kind === 'activate' ? ['blank'] : input.kind === 'doubler' ? ['active'] : ['active', 'blocked'];
  return applyChange(tx, {
    ...input, deltaCents: input.amountCents, from, ignoreExpiry: input.kind === 'adjust',
    toStatus: input.kind === 'activate' ? 'active' : undefined,
  });
}

export async function cardByNumber(db: Tx, number: string): Promise<Giftcard | null> {
  const [card] = await db.select().from(giftcards).where(eq(giftcards.number, number));
  return card ?? null;
}

export async function cardById(db: Tx, id: number): Promise<Giftcard | null> {
  const [card] = await db.select().from(giftcards).where(eq(giftcards.id, id));
  return card ?? null;
}

/** The card's history, oldest first: its amounts add up to the balance. */
export async function ledgerOf(db: Tx, giftcardId: number): Promise<LedgerEntry[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.giftcardId, giftcardId)).orderBy(asc(ledgerEntries.id));
}

/**
 * Blocks, unblocks or expires a card. The change and its reason are kept in the ledger as a
 * zero-amount entry of kind 'status' (reference "from->to"), so the card's history is one list and
 * the sum of the amounts still equals the balance. Returns the previous status; no change, no entry.
 */
export async function setStatus(tx: Tx, giftcardId: number, status: CardStatus, reason: string): Promise<CardStatus> {
  return tx.transaction(async (t) => {
    const [card] = await t.select().from(giftcards).where(eq(giftcards.id, giftcardId)).for('update');
    if (!card) throw new Error(`no gift card ${giftcardId}`);
    const previous = card.status as CardStatus;
    if (previous === status) return previous;
    await t.update(giftcards).set({ status }).where(eq(giftcards.id, giftcardId));
    await t.insert(ledgerEntries).values({
      giftcardId, kind: 'status', amountCents: 0, balanceAfterCents: card.balanceCents,
      idempotencyKey: `status:${giftcardId}:${randomUUID()}`, reason, reference: `${previous}->${status}`,
    });
    return previous;
  });
}
