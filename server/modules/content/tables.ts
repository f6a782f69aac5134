import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Editorial pages: landing pages, blog articles and giving moments share one shape. */
export const pages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title'),
    excerpt: text('excerpt'),
    body: jsonb('body').$type<string[]>().notNull(),
    backgroundColor: text('background_color'),
    productSlugs: jsonb('product_slugs').$type<string[]>(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    noindex: integer('noindex').notNull().default(0),
    publishedOn: text('published_on'),
  },
  (t) => [uniqueIndex('content_pages_store_kind_slug').on(t.storeId, t.kind, t.slug)],
);

/** Store-wide documents (menus, footer, payment icons, trust marks, social links, popular searches). */
export const documents = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('content_documents_store_key').on(t.storeId, t.key)],
);

/** Ordered content blocks of a queue (home page sections), read by getBlocksQueue. */
export const blocks = pgTable('content_blocks', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull(),
  queueId: text('queue_id').notNull(),
  position: integer('position').notNull(),
  kind: text('kind').notNull(),
  taxonomy: text('taxonomy'),
  data: jsonb('data').notNull(),
});
