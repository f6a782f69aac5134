import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The §4 feature toggles of each storefront, as staff set them in the back office (decision 052).
// Every saved set is a row, never changed after: a draft (seen only through its preview link),
// then published by a new row, and an older set published again to go back.

export type ToggleState = 'draft' | 'published';

export const storefrontToggleVersions = pgTable(
  'storefront_toggle_versions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    state: text('state').$type<ToggleState>().notNull(),
    /** Every toggle of the storefront, whole (not a difference): what the storefront shows. */
    toggles: jsonb('toggles').$type<Record<string, unknown>>().notNull(),
    /** A draft's preview: the secret its link carries. */
    previewToken: text('preview_token'),
    staffId: integer('staff_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storefront_toggle_versions_store_idx').on(t.storeId, t.state, t.id)],
);

export type ToggleVersion = typeof storefrontToggleVersions.$inferSelect;
