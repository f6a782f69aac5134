import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newSeed, seedHashOf } from './pick.ts';
import { addMonths, drawInstantOf, romeMonthOf } from './schedule.ts';
import { doublerDraws } from './tables.ts';
import { must } from '../../../common/must.ts';

// A month's draw is committed (its seed drawn, its hash published) the first time anyone needs it:
// the page showing the current month, or the month's first entry, whichever comes first; so the
// hash is public before any entry exists, and nobody, the shop included, can change the seed later.

export type DrawRow = typeof doublerDraws.$inferSelect;

/** The draw of a storefront's month, committed now if it is not yet. */
async function ensureDraw(db: Executor, storeId: number, currency: string, month: string): Promise<DrawRow> {
  const seed = newSeed();
  await db
    .insert(doublerDraws)
    .values({
      storeId,
      month,
      seed,
      seedHash: seedHashOf(seed),
      drawAt: drawInstantOf(month),
      currency,
    })
    .onConflictDoNothing({ target: [doublerDraws.storeId, doublerDraws.month] });
  const [draw] = await db
    .select()
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.month, month)));
  return must(draw, "the month's draw was just inserted or already there");
}

/**
 * The draw taking entries now: this Rome month's, or, when an operator drew it early, the next
 * month's (an early draw closes its month).
 */
export async function currentDraw(db: Executor, storeId: number, currency: string, now = new Date()): Promise<DrawRow> {
  const month = romeMonthOf(now);
  const draw = await ensureDraw(db, storeId, currency, month);
  if (draw.status === 'open') return draw;
  return ensureDraw(db, storeId, currency, addMonths(month, 1));
}
