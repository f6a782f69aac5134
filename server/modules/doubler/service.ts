import { and, asc, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { currentDraw, type DrawRow } from './commit.ts';
import { drawDateOf } from './schedule.ts';
import { doublerDraws, doublerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// The doubler module's service: what other modules, the GraphQL fields and the scripts call, and
// the draws as the page publishes them.

export { drawMonth, runDueDraws } from './draw.ts';
export { enterDoubler, type EntryView } from './entry.ts';
export { DOUBLER_CAP_CENTS } from './prize.ts';

export type PublicEntry = { id: number; maskedNumber: string; passedOver: string | null };

/** A draw as published: the seed only once drawn; the entries (masked) only once drawn. */
export type PublicDraw = {
  month: string;
  status: 'open' | 'drawn';
  seedHash: string;
  seed: string | null;
  committedAt: Date;
  drawDate: string;
  drawAt: Date;
  drawnAt: Date | null;
  entriesCount: number;
  entries: PublicEntry[];
  winner: PublicEntry | null;
  prizeCents: number | null;
  currency: string;
};

async function entryCounts(db: Executor, drawIds: number[]): Promise<Map<number, number>> {
  if (!drawIds.length) return new Map();
  const rows = await db
    .select({ drawId: doublerEntries.drawId, n: count() })
    .from(doublerEntries)
    .where(inArray(doublerEntries.drawId, drawIds))
    .groupBy(doublerEntries.drawId);
  return new Map(rows.map((r) => [r.drawId, Number(r.n)]));
}

async function publishedEntries(db: Executor, drawIds: number[]): Promise<Map<number, PublicEntry[]>> {
  const byDraw = new Map<number, PublicEntry[]>();
  if (!drawIds.length) return byDraw;
  const rows = await db
    .select({ id: doublerEntries.id, drawId: doublerEntries.drawId, maskedNumber: doublerEntries.maskedNumber, skipReason: doublerEntries.skipReason })
    .from(doublerEntries)
    .where(inArray(doublerEntries.drawId, drawIds))
    .orderBy(asc(doublerEntries.id));
  for (const r of rows) {
    const list = byDraw.get(r.drawId) ?? [];
    list.push({ id: r.id, maskedNumber: r.maskedNumber, passedOver: r.skipReason });
    byDraw.set(r.drawId, list);
  }
  return byDraw;
}

async function publish(db: Executor, draws: DrawRow[]): Promise<PublicDraw[]> {
  const counts = await entryCounts(
    db,
    draws.map((d) => d.id),
  );
  const entries = await publishedEntries(
    db,
    draws.filter((d) => d.status === 'drawn').map((d) => d.id),
  );
  return draws.map((d) => {
    const list = entries.get(d.id) ?? [];
    const drawn = d.status === 'drawn';
    return {
      month: d.month,
      status: drawn ? 'drawn' : 'open',
      seedHash: d.seedHash,
      seed: drawn ? d.seed : null,
      committedAt: d.committedAt,
      drawDate: drawDateOf(d.month),
      drawAt: d.drawAt,
      drawnAt: d.drawnAt,
      entriesCount: counts.get(d.id) ?? 0,
      entries: list,
      winner: list.find((e) => e.id === d.winnerEntryId) ?? null,
      prizeCents: d.prizeCents,
      currency: d.currency,
    };
  });
}

export async function publicCurrentDraw(ctx: Pick<RequestContext, 'db' | 'store'>, now = new Date()): Promise<PublicDraw> {
  const [draw] = await publish(ctx.db, [await currentDraw(ctx.db, ctx.store.id, ctx.store.currency, now)]);
  return must(draw, 'one published draw per row');
}

/** The storefront's earlier draws, newest first: drawn ones, and a finished month waiting for its Monday. */
export async function publicPastDraws(ctx: Pick<RequestContext, 'db' | 'store'>, now = new Date(), limit = 12): Promise<PublicDraw[]> {
  const current = await currentDraw(ctx.db, ctx.store.id, ctx.store.currency, now);
  const rows = await ctx.db
    .select()
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storeId, ctx.store.id), or(eq(doublerDraws.status, 'drawn'), lt(doublerDraws.month, current.month))))
    .orderBy(desc(doublerDraws.month))
    .limit(Math.min(Math.max(limit, 1), 60));
  return publish(
    ctx.db,
    rows.filter((r) => r.id !== current.id),
  );
}

/** One month's draw as published, or null. */
export async function publicDraw(db: Executor, storeId: number, month: string): Promise<PublicDraw | null> {
  const [row] = await db
    .select()
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.month, month)));
  return row ? must((await publish(db, [row]))[0], 'one published draw per row') : null;
}
