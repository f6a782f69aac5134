import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Cards the shop issued itself (choice and blank programmes). The PIN is only a keyed hash. */
export const giftcards = pgTable(
  'giftcards',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    programme: text('programme').notNull(),
    status: text('status').notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    currency: text('currency').notNull(),
    storeId: integer('store_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What a blank card gets on activation; null for choice cards (their value came with the issue). */
    activationValueCents: integer('activation_value_cents'),
    /** The business redeem shop page this card spends in; null = the regular redeem shop. */
    shopPage: text('shop_page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('giftcards_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

/** Every change of a balance, each under a unique idempotency key: the sum equals the balance. */
export const ledgerEntries = pgTable(
  'giftcard_ledger',
  {
    id: serial('id').primaryKey(),
    giftcardId: integer('giftcard_id')
      .notNull()
      .references(() => giftcards.id),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    reason: text('reason'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('giftcard_ledger_card').on(t.giftcardId)],
);

/**
 * A batch of cards issued from the back office (decision 048). Its numbers and PINs are kept only as
 * a CSV sealed with a key the issuer alone was given (AES-256-GCM), until it is downloaded once:
 * then, or after an hour, `sealed_csv` is emptied for good.
 */
export const giftcardBatches = pgTable('giftcard_batches', {
  id: text('id').primaryKey(),
  storeId: integer('store_id').notNull(),
  programme: text('programme').notNull(),
  valueCents: integer('value_cents').notNull(),
  count: integer('count').notNull(),
  staffId: integer('staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sealedCsv: text('sealed_csv'),
  takenAt: timestamp('taken_at', { withTimezone: true }),
});
