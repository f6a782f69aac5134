import type { Catalogue, ProductFilters, ProductView } from './service.ts';
import { filterProducts } from './service.ts';

/** A brand whose cards (or donations) the shop sells, with its listed products, most chosen first. */
export type BrandView = { name: string; slug: string; backgroundColor: string; textColor: string; products: ProductView[] };

/** A brand's path segment: its name in lower case, letters and digits only ("Caffè d'Oro" -> "caffe-d-oro"). */
export function brandSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The brands of the products `filters` lists, by name in the storefront's language; the shop's own
 * brand (its all-in-one card) is the shop, not one of the brands it sells. A brand takes the colours
 * of its most chosen product.
 */
export function brandsOf(catalogue: Catalogue, filters: ProductFilters, own: string, intlLocale: string): BrandView[] {
  const brands = new Map<string, BrandView>();
  for (const product of filterProducts(catalogue, filters)) {
    if (product.brand === own) continue;
    const slug = brandSlug(product.brand);
    const brand = brands.get(slug);
    if (brand) brand.products.push(product);
    else brands.set(slug, { name: product.brand, slug, backgroundColor: product.backgroundColor, textColor: product.textColor, products: [product] });
  }
  const collator = new Intl.Collator(intlLocale, { sensitivity: 'base' });
  return [...brands.values()].sort((a, b) => collator.compare(a.name, b.name));
}

const bySlug = new WeakMap<Catalogue, Map<string, BrandView>>();

/** One brand of the catalogue by its slug (its logo), or null: looked up once per catalogue. */
export function brandBySlug(catalogue: Catalogue, slug: string, own: string): BrandView | null {
  let brands = bySlug.get(catalogue);
  if (!brands) bySlug.set(catalogue, (brands = new Map(brandsOf(catalogue, {}, own, 'en').map((b) => [b.slug, b]))));
  return brands.get(slug) ?? null;
}

export type FacetCount = { slug: string; count: number };
export type ProductCounts = { total: number; categories: FacetCount[]; types: FacetCount[] };

/**
 * How many listed products each category and each type has (the count of products modal), the
 * usual faceted way: a category's count keeps every filter but the categories chosen, a type's every
 * filter but the types chosen, so each number is what choosing that one would show.
 */
export function productCounts(catalogue: Catalogue, filters: ProductFilters): ProductCounts {
  const count = (list: ProductView[], slugsOf: (p: ProductView) => string[], slug: string) => list.filter((p) => slugsOf(p).includes(slug)).length;
  const withoutCategories = filterProducts(catalogue, { ...filters, categories: undefined });
  const withoutTypes = filterProducts(catalogue, { ...filters, types: undefined });
  return {
    total: filterProducts(catalogue, filters).length,
    categories: catalogue.categories.map((c) => ({ slug: c.slug, count: count(withoutCategories, (p) => p.categorySlugs, c.slug) })),
    types: catalogue.types.map((t) => ({ slug: t.slug, count: count(withoutTypes, (p) => p.typeSlugs, t.slug) })),
  };
}
