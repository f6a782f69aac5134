import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';

// A redeem session: the cards a holder proved (number + PIN) and the redeem order they fill.
// The token itself is never stored, only its SHA-256: a leaked table names no live session.
export const redeemSessions = pgTable('redeem_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  storeId: integer('store_id').notNull(),
  orderUuid: text('order_uuid'),
  shopPage: text('shop_page'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const redeemSessionCards = pgTable(
  'redeem_session_cards',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => redeemSessions.id, { onDelete: 'cascade' }),
    giftcardId: integer('giftcard_id').notNull(),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.giftcardId] })],
);

/** What a placed redeem order took from each card, so it can be given back exactly once. */
export const redeemDebits = pgTable(
  'redeem_debits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    giftcardId: integer('giftcard_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redeem_debits_order_card').on(t.orderId, t.giftcardId), index('redeem_debits_card').on(t.giftcardId)],
);
