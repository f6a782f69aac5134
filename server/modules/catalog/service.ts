import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import * as t from './tables.ts';
import { centreOf, distanceKm, inBounds, type Bounds } from '../../../common/location-bounds.ts';
import { storefrontById, translationLanguage, type Locale } from '../../../common/storefronts.ts';

export type ProductType = 'DONATION' | 'GIFTCARD_BLANK' | 'GIFTCARD_DIGITAL' | 'GIFTCARD_PHYSICAL';
export type VariationView = { id: number; kind: 'digital' | 'physical'; sku: string; fixedValuesCents: number[] | null; minCents: number; maxCents: number };
export type LocationView = Omit<typeof t.locations.$inferSelect, 'productId'>;
export type ProductView = Omit<typeof t.products.$inferSelect, 'storeId'> & {
  productType: ProductType;
  categorySlugs: string[];
  typeSlugs: string[];
  digital: VariationView | null;
  physical: VariationView | null;
  locations: LocationView[];
};
export type CategoryView = typeof t.categories.$inferSelect;
export type TypeView = typeof t.giftcardTypes.$inferSelect;

export type Catalogue = {
  storeId: number;
  products: ProductView[];
  bySlug: Map<string, ProductView>;
  byId: Map<number, ProductView>;
  categories: CategoryView[];
  types: TypeView[];
};

// Catalogue data is read on nearly every page; it is cached per store and language, and invalidated explicitly.
const cache = new Map<string, Promise<Catalogue>>();
const dbIds = new WeakMap<Executor, number>();
let nextDbId = 1;

function cacheKey(db: Executor, storeId: number, language = ''): string {
  if (!dbIds.has(db)) dbIds.set(db, nextDbId++);
  return `${dbIds.get(db)}:${storeId}:${language}`;
}

/**
 * A transaction of `db` reads the same cached catalogue as `db` (a change's transaction must not
 * load, and cache, a catalogue of its own).
 */
export function shareCatalogue(db: Executor, tx: Tx): void {
  cacheKey(db, 0);
  dbIds.set(tx, dbIds.get(db)!);
}

let version = 0;

/** Clears the catalogue of every store (in this process); a new version tells what was built on the old one. */
export function invalidateCatalogue(): void {
  cache.clear();
  version++;
}

/** Moves on with each invalidateCatalogue: answers kept under an older version are out of date. */
export function catalogueVersion(): number {
  return version;
}

/**
 * The storefront's catalogue, in the reader's language when the context has one the storefront
 * speaks (`locale`); without it, in the storefront's own.
 */
export function getCatalogue(ctx: Pick<RequestContext, 'db' | 'store'> & { locale?: Locale }): Promise<Catalogue> {
  const language = translationLanguage(ctx.store, ctx.locale);
  const key = cacheKey(ctx.db, ctx.store.id, language);
  let entry = cache.get(key);
  if (!entry) {
    entry = loadCatalogue(ctx.db, ctx.store.id, language);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

async function loadCatalogue(db: Executor, storeId: number, language: string): Promise<Catalogue> {
  const [products, variations, pcs, pts, cats, types, locs, translated] = await Promise.all([
    db.select().from(t.products).orderBy(asc(t.products.id)),
    db.select().from(t.variations),
    db.select().from(t.productCategories),
    db.select().from(t.productTypes),
    db.select().from(t.categories).orderBy(asc(t.categories.position)),
    db.select().from(t.giftcardTypes).orderBy(asc(t.giftcardTypes.id)),
    db.select().from(t.locations).orderBy(asc(t.locations.id)),
    language
      ? db
          .select()
          .from(t.texts)
          .where(and(eq(t.texts.storeId, storeId), eq(t.texts.language, language)))
      : Promise.resolve([]),
  ]);
  const text = (kind: 'product' | 'category' | 'type') => new Map(translated.filter((x) => x.kind === kind).map((x) => [x.slug, x]));
  const [productTexts, categoryTexts, typeTexts] = [text('product'), text('category'), text('type')];
  const storeCats = cats
    .filter((c) => c.storeId === storeId)
    .map((c) => ({ ...c, title: categoryTexts.get(c.slug)?.title ?? c.title, description: categoryTexts.get(c.slug)?.description ?? c.description }));
  const storeTypes = types.filter((c) => c.storeId === storeId).map((c) => ({ ...c, title: typeTexts.get(c.slug)?.title ?? c.title }));
  const catSlug = new Map(storeCats.map((c) => [c.id, c.slug]));
  const typeSlug = new Map(storeTypes.map((c) => [c.id, c.slug]));
  const views: ProductView[] = products
    .filter((p) => p.storeId === storeId)
    .map(({ storeId: _s, ...p }) => ({
      ...p,
      title: productTexts.get(p.slug)?.title ?? p.title,
      description: productTexts.get(p.slug)?.description ?? p.description,
      productType: p.productType as ProductType,
      categorySlugs: [],
      typeSlugs: [],
      digital: null,
      physical: null,
      locations: [],
    }));
  const byId = new Map(views.map((p) => [p.id, p]));
  for (const v of variations) {
    const p = byId.get(v.productId);
    if (!p) continue;
    const view: VariationView = {
      id: v.id,
      kind: v.kind as 'digital' | 'physical',
      sku: v.sku,
      fixedValuesCents: v.fixedValuesCents,
      minCents: v.minCents,
      maxCents: v.maxCents,
    };
    if (view.kind === 'digital') p.digital = view;
    else p.physical = view;
  }
  for (const pc of pcs) byId.get(pc.productId)?.categorySlugs.push(catSlug.get(pc.categoryId)!);
  for (const pt of pts) byId.get(pt.productId)?.typeSlugs.push(typeSlug.get(pt.typeId)!);
  for (const { productId, ...l } of locs) byId.get(productId)?.locations.push(l);
  return {
    storeId,
    products: views,
    byId,
    bySlug: new Map(views.map((p) => [p.slug, p])),
    categories: storeCats,
    types: storeTypes,
  };
}

export type ProductFilters = {
  productTypes?: ProductType[];
  categories?: string[];
  types?: string[];
  slugs?: string[];
  choiceOptions?: boolean;
  /** Only products of these ids (the redeem shop's options). */
  ids?: number[];
};

const listedOrder = new WeakMap<Catalogue, ProductView[]>();

/** The catalogue's listed products (no test cards), most chosen first, then by title: sorted once per catalogue. */
function listed(catalogue: Catalogue): ProductView[] {
  let list = listedOrder.get(catalogue);
  if (!list) {
    // Titles in the storefront's own alphabetical order (the Dutch 'ij', accents in either).
    const byTitle = new Intl.Collator(storefrontById(catalogue.storeId)?.intlLocale ?? 'it-IT');
    list = catalogue.products.filter((p) => !p.testCard).sort((a, b) => b.popularity - a.popularity || byTitle.compare(a.title, b.title));
    listedOrder.set(catalogue, list);
  }
  return list;
}

/** Listed products: test cards never show; most chosen first (or in the order of `slugs`). */
export function filterProducts(catalogue: Catalogue, f: ProductFilters): ProductView[] {
  const all = listed(catalogue);
  let list = all;
  if (f.slugs) {
    const order = new Map(f.slugs.map((s, i) => [s, i]));
    list = list.filter((p) => order.has(p.slug)).sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
  }
  if (f.productTypes?.length) list = list.filter((p) => f.productTypes!.includes(p.productType));
  if (f.categories?.length) list = list.filter((p) => p.categorySlugs.some((c) => f.categories!.includes(c)));
  if (f.types?.length) list = list.filter((p) => p.typeSlugs.some((c) => f.types!.includes(c)));
  if (f.choiceOptions) list = list.filter((p) => p.choiceOption);
  if (f.ids) {
    const ids = new Set(f.ids);
    list = list.filter((p) => ids.has(p.id));
  }
  // The caller may sort or cut what it gets: never the shared list itself.
  return list === all ? [...all] : list;
}

/**
 * The location finder's search by area (§2 latmin, latmax, lonmin, lonmax): the locations inside,
 * nearest the area's centre first. Decision 027.
 */
export function locationsWithin<L extends { lat: number; lon: number }>(locations: readonly L[], bounds: Bounds): L[] {
  const centre = centreOf(bounds);
  return locations
    .filter((l) => inBounds(bounds, l))
    .map((l) => ({ l, km: distanceKm(centre, l) }))
    .sort((a, b) => a.km - b.km)
    .map(({ l }) => l);
}

export const MAX_ITEMS_PER_PAGE = 100;

export function pageOf<T>(items: T[], pageNumber: number, itemsPerPage: number) {
  const start = (pageNumber - 1) * itemsPerPage;
  return { items: items.slice(start, start + itemsPerPage), currentPage: pageNumber, itemsPerPage, totalItems: items.length };
}

export async function productBySlug(ctx: Pick<RequestContext, 'db' | 'store'> & { locale?: Locale }, slug: string): Promise<ProductView | null> {
  return (await getCatalogue(ctx)).bySlug.get(slug) ?? null;
}

/** Categories with their top products, for the header's gift-cards menu. */
export async function menuCategories(ctx: Pick<RequestContext, 'db' | 'store'>, topCount: number) {
  const catalogue = await getCatalogue(ctx);
  return catalogue.categories.map((c) => ({
    ...c,
    topList: filterProducts(catalogue, { categories: [c.slug] }).slice(0, topCount),
  }));
}
