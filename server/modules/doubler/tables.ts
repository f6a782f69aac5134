import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

// The monthly balance doubler: one draw per storefront and month, committed before it takes its
// first entry (the seed's SHA-256 is public, the seed itself only after the draw), and the cards
// entered in it, one entry per card per draw.

export const doublerDraws = pgTable(
  'doubler_draws',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** The Rome calendar month whose entries take part: "2026-05". */
    month: text('month').notNull(),
    /** 32 random bytes, hex. Secret until the draw: only seedHash is shown before. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed's 32 bytes, hex: the commitment the page publishes. */
    seedHash: text('seed_hash').notNull(),
    committedAt: timestamptz('committed_at').notNull().defaultNow(),
    /** When the draw is due: the first Monday of the next month, at the draw hour, Rome time. */
    drawAt: timestamptz('draw_at').notNull(),
    /** 'open' (taking entries or waiting for its Monday) or 'drawn'. */
    status: text('status').notNull().default('open'),
    drawnAt: timestamptz('drawn_at'),
    /** Null after a draw when no entry could take the prize (none, or all passed over). */
    winnerEntryId: integer('winner_entry_id'),
    prizeCents: integer('prize_cents'),
    /** The winner's balance after the prize, for the e-mail and the page. */
    balanceAfterCents: integer('balance_after_cents'),
    currency: text('currency').notNull(),
  },
  (t) => [unique('doubler_draws_store_month').on(t.storeId, t.month)],
);

export const doublerEntries = pgTable(
  'doubler_entries',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => doublerDraws.id),
    /** The giftcards module's card id (no foreign key: modules keep to their own tables). */
    giftcardId: integer('giftcard_id').notNull(),
    /** The card number masked as the page shows it; the full number stays in the giftcards module. */
    maskedNumber: text('masked_number').notNull(),
    email: text('email').notNull(),
    /** When the holder agreed to be e-mailed about the draw. */
    consentAt: timestamptz('consent_at').notNull(),
    /** 'page' (the doubler page) or 'redeem' (the modal during a redemption). */
    source: text('source').notNull(),
    /** Set at the draw when the pick fell on this card and it could not take the prize. */
    skipReason: text('skip_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('doubler_entries_draw_card').on(t.drawId, t.giftcardId), index('doubler_entries_card').on(t.giftcardId)],
);

function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}
