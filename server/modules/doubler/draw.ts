import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { config } from '../../config.ts';
import { buildPath } from '../../../common/paths.ts';
import { storefrontById, storefronts } from '../../../common/storefronts.ts';
import { cardById, credit, effectiveStatus } from '../giftcards/index.ts';
import { queueEmail } from '../notifications/index.ts';
import { winnerEmail } from './email.ts';
import { ascendingIds, pickAt } from './pick.ts';
import { DOUBLER_CAP_CENTS, prizeFor, type PassOverReason } from './prize.ts';
import { romeMonthOf } from './schedule.ts';
import { doublerDraws, doublerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// The draw itself. One transaction per draw holds the draw row (FOR UPDATE), so two workers or
// an operator and the job cannot draw a month twice; a drawn row is the answer to every later
// call. The prize is one ledger credit under the key "doubler:<draw id>": even a draw replayed
// after a crash between the credit and the commit cannot double twice.

type DrawRow = typeof doublerDraws.$inferSelect;
type EntryRow = typeof doublerEntries.$inferSelect;

export type DrawOutcome =
  | { status: 'no-draw' }
  | { status: 'not-due'; drawAt: Date }
  | { status: 'already-drawn'; draw: DrawRow }
  | { status: 'drawn'; draw: DrawRow; winner: EntryRow | null; passedOver: { entryId: number; reason: PassOverReason }[] };

export type DrawOptions = {
  now?: Date;
  /** Draws a month before its Monday (operators' demonstrations and tests): entries close now. */
  early?: boolean;
};

/** Draws one storefront's month: idempotent, and refused before the month's Monday unless early. */
export async function drawMonth(db: Db, storeId: number, month: string, opts: DrawOptions = {}): Promise<DrawOutcome> {
  return db.transaction((tx) => drawMonthIn(tx, storeId, month, opts));
}

/** The same draw inside the caller's transaction (the back office writes its audit row in it). */
export async function drawMonthIn(tx: Tx, storeId: number, month: string, opts: DrawOptions = {}): Promise<DrawOutcome> {
  const now = opts.now ?? new Date();
  const [draw] = await tx
    .select()
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.month, month)))
    .for('update');
  if (!draw) return { status: 'no-draw' };
  if (draw.status === 'drawn') return { status: 'already-drawn', draw };
  if (!opts.early && now < draw.drawAt) return { status: 'not-due', drawAt: draw.drawAt };
  return runDraw(tx, draw, now);
}

async function runDraw(tx: Tx, draw: DrawRow, now: Date): Promise<DrawOutcome> {
  const entries = await tx.select().from(doublerEntries).where(eq(doublerEntries.drawId, draw.id)).orderBy(asc(doublerEntries.id));
  const byId = new Map(entries.map((e) => [e.id, e]));
  let remaining = ascendingIds(byId.keys());
  const passedOver: { entryId: number; reason: PassOverReason }[] = [];
  for (let round = 0; remaining.length > 0; round++) {
    const entry = byId.get(pickAt(draw.seed, remaining, round))!;
    const result = await award(tx, draw, entry, now);
    if (result.ok) {
      const [drawn] = await tx
        .update(doublerDraws)
        .set({
          status: 'drawn',
          drawnAt: now,
          winnerEntryId: entry.id,
          prizeCents: result.prizeCents,
          balanceAfterCents: result.balanceAfterCents,
        })
        .where(eq(doublerDraws.id, draw.id))
        .returning();
      await markPassedOver(tx, passedOver);
      const done = must(drawn, 'the draw is locked in this transaction');
      await mailWinner(tx, done, entry, result);
      return { status: 'drawn', draw: done, winner: entry, passedOver };
    }
    passedOver.push({ entryId: entry.id, reason: result.reason });
    remaining = remaining.filter((id) => id !== entry.id);
  }
  const [drawn] = await tx.update(doublerDraws).set({ status: 'drawn', drawnAt: now }).where(eq(doublerDraws.id, draw.id)).returning();
  await markPassedOver(tx, passedOver);
  return { status: 'drawn', draw: must(drawn, 'the draw is locked in this transaction'), winner: null, passedOver };
}

type Award = { ok: true; prizeCents: number; balanceAfterCents: number } | { ok: false; reason: PassOverReason };

/** Whether the picked card can take the prize now, and if so the credit itself. */
async function award(tx: Tx, draw: DrawRow, entry: EntryRow, now: Date): Promise<Award> {
  const card = await cardById(tx, entry.giftcardId);
  if (!card) return { ok: false, reason: 'unknown_card' };
  if (card.storeId !== draw.storeId) return { ok: false, reason: 'other_store' };
  const status = effectiveStatus(card, now);
  if (status === 'blocked' || status === 'expired') return { ok: false, reason: status };
  if (status !== 'active') return { ok: false, reason: 'not_active' };
  const prizeCents = prizeFor(card.balanceCents);
  if (prizeCents === 0) return { ok: false, reason: 'no_balance' };
  const credited = await credit(tx, {
    giftcardId: card.id,
    amountCents: prizeCents,
    kind: 'doubler',
    idempotencyKey: `doubler:${draw.id}`,
    reason: `doubler ${draw.month}`,
    reference: `doubler-draw:${draw.id}:entry:${entry.id}`,
  });
  // Blocked or expired between the read and the credit: passed over like any other such card.
  if (!credited.ok) return { ok: false, reason: 'not_active' };
  return { ok: true, prizeCents, balanceAfterCents: credited.balanceCents };
}

async function markPassedOver(tx: Tx, passedOver: { entryId: number; reason: PassOverReason }[]): Promise<void> {
  for (const p of passedOver) {
    await tx.update(doublerEntries).set({ skipReason: p.reason }).where(eq(doublerEntries.id, p.entryId));
  }
}

async function mailWinner(tx: Tx, draw: DrawRow, entry: EntryRow, award: { prizeCents: number; balanceAfterCents: number }) {
  const store = storefrontById(draw.storeId);
  if (!store) return;
  const mail = winnerEmail(store.language, {
    month: draw.month,
    maskedNumber: entry.maskedNumber,
    prizeCents: award.prizeCents,
    balanceAfterCents: award.balanceAfterCents,
    currency: draw.currency,
    capped: award.prizeCents === DOUBLER_CAP_CENTS,
    capCents: DOUBLER_CAP_CENTS,
    doublerUrl: `${config.publicUrl}${buildPath(store, 'doubler')}`,
  });
  await queueEmail(tx, { kind: 'doubler-winner', to: entry.email, ...mail });
}

type DueResult = { storeId: number; month: string; outcome: DrawOutcome['status']; winnerEntryId: number | null };

/**
 * Draws every storefront's month whose Monday has come and that is still open: on the first
 * Monday that is the month before; a draw missed then (the shop was down) is caught up on the
 * next run. Months still taking entries are never touched.
 */
export async function runDueDraws(db: Db, now = new Date()): Promise<DueResult[]> {
  const current = romeMonthOf(now);
  const due = await db
    .select({ storeId: doublerDraws.storeId, month: doublerDraws.month })
    .from(doublerDraws)
    .where(
      and(
        eq(doublerDraws.status, 'open'),
        lte(doublerDraws.drawAt, now),
        inArray(
          doublerDraws.storeId,
          storefronts.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(doublerDraws.month), asc(doublerDraws.storeId));
  const results: DueResult[] = [];
  for (const d of due.filter((x) => x.month < current)) {
    const outcome = await drawMonth(db, d.storeId, d.month, { now });
    results.push({
      storeId: d.storeId,
      month: d.month,
      outcome: outcome.status,
      winnerEntryId: outcome.status === 'drawn' ? (outcome.winner?.id ?? null) : null,
    });
  }
  return results;
}
