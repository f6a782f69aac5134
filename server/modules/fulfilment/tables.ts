import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Third-party codes, a stock per variation: reserved for an order, then delivered, each once. */
export const codeStock = pgTable(
  'fulfilment_code_stock',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id').notNull(),
    code: text('code').notNull().unique(),
    orderId: integer('order_id'),
    packageId: integer('package_id'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('fulfilment_code_stock_free').on(t.variationId, t.orderId),
    index('fulfilment_code_stock_order').on(t.orderId),
    index('fulfilment_code_stock_package').on(t.packageId),
  ],
);

/** One e-mail delivery of a digital package's cards: scheduled, then sent once. */
export const digitalDeliveries = pgTable(
  'fulfilment_digital_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    packageId: integer('package_id').notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fulfilment_digital_deliveries_package').on(t.packageId), index('fulfilment_digital_deliveries_due').on(t.status, t.deliverAt)],
);

/**
 * A low-stock threshold per variation: when its free codes fall to it, operations get one e-mail
 * (`alertedAt` set); it is armed again once the free codes are above it (an upload, a change).
 */
export const stockThresholds = pgTable('fulfilment_stock_thresholds', {
  variationId: integer('variation_id').primaryKey(),
  /** Whose operators hear of it (the product's storefront). */
  storeId: integer('store_id').notNull(),
  productId: integer('product_id').notNull(),
  /** What the alert names: the product's title and the variation's SKU when the threshold was set. */
  label: text('label').notNull(),
  threshold: integer('threshold').notNull(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
