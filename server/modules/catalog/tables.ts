import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'catalog_categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('catalog_categories_store_slug').on(t.storeId, t.slug)],
);

export const giftcardTypes = pgTable(
  'catalog_types',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('catalog_types_store_slug').on(t.storeId, t.slug)],
);

export const products = pgTable(
  'catalog_products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    productType: text('product_type').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    showHand: boolean('show_hand').notNull().default(false),
    showShadow: boolean('show_shadow').notNull().default(true),
    thirdParty: boolean('third_party').notNull().default(false),
    containsWine: boolean('contains_wine').notNull().default(false),
    choiceOption: boolean('choice_option').notNull().default(false),
    testCard: boolean('test_card').notNull().default(false),
    redeemMinCents: integer('redeem_min_cents'),
    redeemMaxCents: integer('redeem_max_cents'),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [uniqueIndex('catalog_products_store_slug').on(t.storeId, t.slug)],
);

export const variations = pgTable(
  'catalog_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind').notNull(),
    sku: text('sku').notNull().unique(),
    fixedValuesCents: integer('fixed_values_cents').array(),
    minCents: integer('min_cents').notNull(),
    maxCents: integer('max_cents').notNull(),
  },
  (t) => [index('catalog_variations_product').on(t.productId)],
);

export const productCategories = pgTable(
  'catalog_product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('catalog_pc_category').on(t.categoryId)],
);

export const productTypes = pgTable(
  'catalog_product_types',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => giftcardTypes.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.typeId] })],
);

/** One span of a day a location is open: day 1 (Monday) to 7 (Sunday), times as "HH:MM" in local time. */
export type OpeningHours = { day: number; opens: string; closes: string };

export const locations = pgTable(
  'catalog_locations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    /** Opening hours, one entry per day and span, Monday = 1 (schema.org OpeningHoursSpecification); empty when not known. */
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('catalog_locations_product_slug').on(t.productId, t.slug)],
);

/**
 * The catalogue in a storefront's other languages (decision 062): per product, category or type
 * (by its slug, which stays the same), the title and description in `language`. A piece without a
 * row keeps the storefront's own text.
 */
export const texts = pgTable(
  'catalog_texts',
  {
    storeId: integer('store_id').notNull(),
    language: text('language').notNull(),
    kind: text('kind').$type<'product' | 'category' | 'type'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.language, t.kind, t.slug] })],
);
