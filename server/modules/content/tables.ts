import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The language of a piece of content: '' for the storefront's own language (what every piece has),
 * or a language code for its translation into another language of the storefront (the Dutch
 * storefront's English pages, /en/…). A reader in that language gets the translation where there is one.
 */
const language = () => text('language').notNull().default('');

/** Editorial pages: landing pages, blog articles and giving moments share one shape. */
export const pages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    language: language(),
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
    /** The picture an editor uploaded for the page (decision 065), with its text for those who cannot see it. */
    image: jsonb('image').$type<PageImage | null>(),
    noindex: integer('noindex').notNull().default(0),
    publishedOn: text('published_on'),
    /** A page visitors cannot open (decision 063): a new article not yet published, or one withdrawn. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('content_pages_store_kind_slug').on(t.storeId, t.kind, t.slug, t.language)],
);

/** Store-wide documents (menus, footer, payment icons, trust marks, social links, popular searches). */
export const documents = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    language: language(),
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('content_documents_store_key').on(t.storeId, t.key, t.language)],
);

/** Ordered content blocks of a queue (home page sections), read by getBlocksQueue. */
export const blocks = pgTable('content_blocks', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull(),
  language: language(),
  queueId: text('queue_id').notNull(),
  position: integer('position').notNull(),
  kind: text('kind').notNull(),
  taxonomy: text('taxonomy'),
  data: jsonb('data').notNull(),
});

/** A version saved, published, or the page as it was when it was taken off the storefront. */
export type PageVersionState = 'draft' | 'published' | 'withdrawn';

/** An uploaded picture as a page names it: the image's public id, its size and its alternative text. */
export type PageImage = { id: string; width: number; height: number; alt: string };

/** What an editor sets of a page: everything a visitor reads of it. */
export type PageFields = {
  title: string;
  heroTitle: string | null;
  excerpt: string | null;
  body: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  /** Absent in versions saved before pictures could be uploaded: the page had none. */
  image?: PageImage | null;
  /** A giving moment's cards (product slugs, in order) and its colour (#rrggbb); absent on other pages. */
  productSlugs?: string[] | null;
  backgroundColor?: string | null;
};

/**
 * A page as editors saved it in the back office (decision 063): every save is a row never changed
 * after, a draft (seen only through its preview link) or a publication. The page's own row
 * (`content_pages`) holds what visitors read: a publication writes it in the same transaction.
 * Going back is publishing an older row again. A page's first change keeps what it was before,
 * as a publication of its own, so the seed's text can be restored too.
 */
export const pageVersions = pgTable(
  'content_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id),
    storeId: integer('store_id').notNull(),
    state: text('state').$type<PageVersionState>().notNull(),
    fields: jsonb('fields').$type<PageFields>().notNull(),
    previewToken: text('preview_token'),
    /** Null for the page as it was before its first change (no one saved it in the back office). */
    staffId: integer('staff_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_page_versions_page_idx').on(t.pageId, t.id)],
);

export type PageVersion = typeof pageVersions.$inferSelect;

/**
 * A store-wide document (a menu, the trust marks, the social links) as editors saved it in the back
 * office (decision 064), as the pages' versions are kept: a draft seen through its preview link, or
 * a publication, written to the document's row in the same transaction. Never changed after.
 */
export const documentVersions = pgTable(
  'content_document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    storeId: integer('store_id').notNull(),
    state: text('state').$type<PageVersionState>().notNull(),
    data: jsonb('data').notNull(),
    previewToken: text('preview_token'),
    /** Null for the document as it was before its first change. */
    staffId: integer('staff_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_document_versions_document_idx').on(t.documentId, t.id)],
);

export type DocumentVersion = typeof documentVersions.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A picture an editor uploaded (decision 065): its public id (random, in its address) and the size
 * of its largest variant. Never changed after; a page names it by its public id.
 */
export const images = pgTable('content_images', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull().unique(),
  storeId: integer('store_id').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  staffId: integer('staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The picture drawn again at each width a browser may ask for, as WebP without the camera's metadata. */
export const imageFiles = pgTable(
  'content_image_files',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
