// The giftcards module's part of the back office's dashboard (issue 18): cards redeemed today.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { StorefrontConfig } from '../../../common/storefronts.ts';
import { giftcards, ledgerEntries } from './tables.ts';

export type DayRedemptions = { storeId: number; cards: number; amountCents: number };

/** The storefront's cards that paid for something today (its time zone), and how much they paid net of refunds. */
export async function redeemedToday(db: Executor, store: StorefrontConfig): Promise<DayRedemptions> {
  const today = sql`(${ledgerEntries.createdAt} at time zone ${store.timeZone})::date = (now() at time zone ${store.timeZone})::date`;
  const [row] = await db
    .select({
      cards: sql<number>`count(distinct ${ledgerEntries.giftcardId}) filter (where ${ledgerEntries.kind} = 'redeem')`.mapWith(Number),
      amountCents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(giftcards, eq(giftcards.id, ledgerEntries.giftcardId))
    .where(and(eq(giftcards.storeId, store.id), sql`${ledgerEntries.kind} in ('redeem', 'refund')`, today));
  return { storeId: store.id, cards: row?.cards ?? 0, amountCents: row?.amountCents ?? 0 };
}
