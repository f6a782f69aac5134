import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A holder's request to activate a blank card (spec §1, §2 /attivare/). The card is activated by a
 * job after `activateAfter`; the holder follows it on /daticarta/ with the voucher code.
 * status: pending → activated, or pending → failed (the card was blocked or emptied meanwhile).
 */
export const activationOrders = pgTable(
  'activation_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    storeId: integer('store_id').notNull(),
    /** The card, by id: the giftcards module owns the row, this module only names it. */
    giftcardId: integer('giftcard_id').notNull(),
    email: text('email').notNull(),
    /** The language of the e-mail to the holder: the one the request was made in. */
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    /** Short code of the activation voucher (/daticarta/?code=...), sent in the e-mail. */
    voucherCode: text('voucher_code').notNull().unique(),
    activateAfter: timestamp('activate_after', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live request per card: a second request for a card already pending or activated is refused
    // by the database even when two arrive at once. A failed one leaves room for another try.
    uniqueIndex('activation_orders_one_live_per_card')
      .on(t.giftcardId)
      .where(sql`${t.status} in ('pending', 'activated')`),
    index('activation_orders_due').on(t.status, t.activateAfter),
  ],
);
