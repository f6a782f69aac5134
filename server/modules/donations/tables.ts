import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A donation to a charity, made by redeeming a donation product (§4 redeem flow): one row per
 * package, written in the transaction that completes the order (the one that debits the card).
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    storeId: integer('store_id').notNull(),
    orderId: integer('order_id').notNull(),
    packageId: integer('package_id').notNull(),
    productId: integer('product_id').notNull(),
    charity: text('charity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When finance paid it to the charity (decision 050), with the bank transfer's reference. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payoutReference: text('payout_reference'),
  },
  (t) => [
    uniqueIndex('donations_package').on(t.packageId),
    index('donations_created').on(t.createdAt),
    index('donations_order').on(t.orderId),
    index('donations_charity_created').on(t.charity, t.createdAt),
  ],
);
