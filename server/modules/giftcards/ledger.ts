import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  assertPositiveCents,
  assertSameOperation,
  entryByKey,
  KeyTaken,
  type BalanceResult,
  type CardStatus,
  type CreditKind,
  type DebitKind,
  type Giftcard,
  type LedgerEntry,
} from './core.ts';
import type { Executor } from '../../db/client.ts';
import { giftcards, ledgerEntries } from './tables.ts';

// The ledger. A balance moves only together with a ledger row, in one (nested) transaction, and
// every row carries a unique idempotency key: replaying a key returns the first answer and moves
// nothing. The unique index on the key is the arbiter when two requests with the same key race:
// the loser's INSERT ... ON CONFLICT DO NOTHING writes nothing, its savepoint rolls back its
// balance change, and it answers with the winner's row.

export type Change = {
  giftcardId: number;
  deltaCents: number;
  kind: string;
  idempotencyKey: string;
  reason?: string;
  reference?: string;
  /** The statuses the card may be in for this change. */
  from: CardStatus[];
  /** Corrections by customer service may touch an expired card; customers' operations may not. */
  ignoreExpiry?: boolean;
  /** The status after the change, when it changes (activation); otherwise it is kept. */
  toStatus?: CardStatus;
  /** A new expiry with the change (activation starts the card's validity). */
  expiresAt?: Date;
};

/**
 * One conditional UPDATE (status, expiry and, for a debit, enough balance) and its ledger row, in a
 * savepoint. A refused change writes nothing.
 */
export async function applyChange(tx: Executor, c: Change): Promise<BalanceResult> {
  const replayed = await replayOf(tx, c);
  if (replayed) return replayed;
  try {
    return await tx.transaction(async (t) => {
      const conditions: (SQL | undefined)[] = [eq(giftcards.id, c.giftcardId), inArray(giftcards.status, c.from)];
      if (c.deltaCents < 0) conditions.push(gte(giftcards.balanceCents, -c.deltaCents));
      if (!c.ignoreExpiry) conditions.push(gt(giftcards.expiresAt, sql`now()`));
      const [row] = await t
        .update(giftcards)
        .set({
          balanceCents: sql`${giftcards.balanceCents} + ${c.deltaCents}`,
          ...(c.toStatus ? { status: c.toStatus } : {}),
          ...(c.expiresAt ? { expiresAt: c.expiresAt } : {}),
        })
        .where(and(...conditions))
        .returning({ balanceCents: giftcards.balanceCents });
      if (!row) return refusal(t, c);
      const inserted = await t
        .insert(ledgerEntries)
        .values({
          giftcardId: c.giftcardId,
          kind: c.kind,
          amountCents: c.deltaCents,
          balanceAfterCents: row.balanceCents,
          idempotencyKey: c.idempotencyKey,
          reason: c.reason,
          reference: c.reference,
        })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
        .returning({ id: ledgerEntries.id });
      if (!inserted.length) throw new KeyTaken();
      return { ok: true as const, balanceCents: row.balanceCents };
    });
  } catch (e) {
    if (!(e instanceof KeyTaken)) throw e;
    return (await replayOf(tx, c))!;
  }
}

async function replayOf(tx: Executor, c: Change): Promise<BalanceResult | undefined> {
  const entry = await entryByKey(tx, c.idempotencyKey);
  if (!entry) return undefined;
  assertSameOperation(entry, c.giftcardId, c.kind, c.deltaCents);
  return { ok: true, balanceCents: entry.balanceAfterCents };
}

async function refusal(t: Executor, c: Change): Promise<BalanceResult> {
  // The UPDATE waited for a concurrent request holding the card; if that one used our key, its
  // answer is ours.
  const replayed = await replayOf(t, c);
  if (replayed) return replayed;
  const [card] = await t.select({ status: giftcards.status, expiresAt: giftcards.expiresAt }).from(giftcards).where(eq(giftcards.id, c.giftcardId));
  if (!card) throw new Error(`no gift card ${c.giftcardId}`);
  const usable = (c.from as string[]).includes(card.status) && (c.ignoreExpiry || card.expiresAt > new Date());
  return { ok: false, reason: usable ? 'insufficient' : 'not_active' };
}

type DebitInput = { giftcardId: number; amountCents: number; idempotencyKey: string; kind?: DebitKind; reason?: string; reference?: string };
type CreditInput = { giftcardId: number; amountCents: number; idempotencyKey: string; kind: CreditKind; reason?: string; reference?: string };

/** Takes money off a card, never below zero: a redemption needs an active, unexpired card. */
export async function debit(tx: Executor, input: DebitInput): Promise<BalanceResult> {
  assertPositiveCents(input.amountCents);
  const kind = input.kind ?? 'redeem';
  const adjust = kind === 'adjust';
  return applyChange(tx, { ...input, kind, deltaCents: -input.amountCents, from: adjust ? ['active', 'blocked'] : ['active'], ignoreExpiry: adjust });
}

/**
 * Puts money on a card: 'activate' only on a blank card (which becomes active; activateCard is the
 * usual way), a refund or an adjustment also on a blocked one (blocking does not take the holder's
 * money), the doubler prize only on an active one.
 */
export async function credit(tx: Executor, input: CreditInput): Promise<BalanceResult> {
  assertPositiveCents(input.amountCents);
  const from: CardStatus[] = input.kind === 'activate' ? ['blank'] : input.kind === 'doubler' ? ['active'] : ['active', 'blocked'];
  return applyChange(tx, {
    ...input,
    deltaCents: input.amountCents,
    from,
    ignoreExpiry: input.kind === 'adjust',
    toStatus: input.kind === 'activate' ? 'active' : undefined,
  });
}

export async function cardByNumber(db: Executor, number: string): Promise<Giftcard | null> {
  const [card] = await db.select().from(giftcards).where(eq(giftcards.number, number));
  return card ?? null;
}

export async function cardById(db: Executor, id: number): Promise<Giftcard | null> {
  const [card] = await db.select().from(giftcards).where(eq(giftcards.id, id));
  return card ?? null;
}

/** The card's history, oldest first: its amounts add up to the balance. */
export async function ledgerOf(db: Executor, giftcardId: number): Promise<LedgerEntry[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.giftcardId, giftcardId)).orderBy(asc(ledgerEntries.id));
}

/**
 * Blocks, unblocks or expires a card. The change and its reason are kept in the ledger as a
 * zero-amount entry of kind 'status' (reference "from->to"), so the card's history is one list and
 * the sum of the amounts still equals the balance. Returns the previous status; no change, no entry.
 */
export async function setStatus(tx: Executor, giftcardId: number, status: CardStatus, reason: string): Promise<CardStatus> {
  return tx.transaction(async (t) => {
    const [card] = await t.select().from(giftcards).where(eq(giftcards.id, giftcardId)).for('update');
    if (!card) throw new Error(`no gift card ${giftcardId}`);
    const previous = card.status as CardStatus;
    if (previous === status) return previous;
    await t.update(giftcards).set({ status }).where(eq(giftcards.id, giftcardId));
    await t.insert(ledgerEntries).values({
      giftcardId,
      kind: 'status',
      amountCents: 0,
      balanceAfterCents: card.balanceCents,
      idempotencyKey: `status:${giftcardId}:${randomUUID()}`,
      reason,
      reference: `${previous}->${status}`,
    });
    return previous;
  });
}
