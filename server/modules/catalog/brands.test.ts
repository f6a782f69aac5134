// The brands modal and the count of products modal (§2, decision 037): what the API answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const BRANDS = `query B($userData: UserData!, $filters: ProductFilters) {
  brands(userData: $userData, filters: $filters) {
    items { slug name logo { url { href } alt } products { title path productType } }
    totalItems errors { code referencedRequestParameter }
  }
}`;
const PRODUCTS = `query P($userData: UserData!, $filters: ProductFilters) {
  products(userData: $userData, filters: $filters, paging: { itemsPerPage: 100, pageNumber: 1 }) { totalItems items { title } }
  more: products(userData: $userData, filters: $filters, paging: { itemsPerPage: 100, pageNumber: 2 }) { items { title } }
  third: products(userData: $userData, filters: $filters, paging: { itemsPerPage: 100, pageNumber: 3 }) { items { title } }
}`;
const COUNTS = `query C($userData: UserData!, $filters: ProductFilters) {
  productCounts(userData: $userData, filters: $filters) {
    totalItems categories { slug title count path } types { slug title count path } errors { code referencedRequestParameter }
  }
}`;
const choiceFilter = { filterByPage: { pageType: 'choiceCard', pageId: 'gift-card-tutto-in-uno', fieldName: 'options' } };
const category = (...terms: string[]) => ({ taxonomy: 'cb_api_giftcard_categories', terms });
const type = (...terms: string[]) => ({ taxonomy: 'cb_api_giftcard_types', terms });
const nlUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };

type Brand = { slug: string; name: string; logo: { url: { href: string }; alt: string }; products: { title: string; path: string; productType: string }[] };
type Count = { slug: string; title: string; count: number; path: string | null };

describe('brands and counts of products', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists each brand the shop sells once, by name, with a drawn logo and its cards; the shop itself is no brand', async () => {
    const { items, totalItems, errors } = (await api.graphql(BRANDS)).data.brands as { items: Brand[]; totalItems: number; errors: unknown[] };
    expect(errors).toEqual([]);
    expect(totalItems).toBe(items.length);
    expect(totalItems).toBeGreaterThan(150);
    const names = items.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort(new Intl.Collator('it-IT', { sensitivity: 'base' }).compare));
    expect(names).not.toContain('Donami');
    const pizzeria = items.find((b) => b.name === 'Pizzeria Fuoco Lento')!;
    expect(pizzeria.logo).toEqual({ url: { href: '/img/brand/it/pizzeria-fuoco-lento.svg' }, alt: 'Pizzeria Fuoco Lento' });
    expect(pizzeria.products[0]!.path).toMatch(/^\/carte-regalo\/[a-z0-9-]+\/$/);
    // Every listed product (test cards never) belongs to exactly one listed brand, the all-in-one card to none.
    const all = (await api.graphql(PRODUCTS)).data;
    const listed = [...all.products.items, ...all.more.items, ...all.third.items].map((p: { title: string }) => p.title);
    expect(all.products.totalItems).toBe(listed.length);
    const branded = items.flatMap((b) => b.products.map((p) => p.title));
    expect(branded.sort()).toEqual(listed.filter((t) => t !== 'Gift card Tutto-in-uno Donami').sort());
  });

  it('answers which brands the all-in-one card can become: the brands of its options only', async () => {
    const choice = (await api.graphql(BRANDS, { filters: choiceFilter })).data.brands as { items: Brand[] };
    const everything = (await api.graphql(BRANDS)).data.brands as { items: Brand[] };
    expect(choice.items.length).toBeGreaterThan(100);
    expect(choice.items.length).toBeLessThan(everything.items.length);
    expect(choice.items.some((b) => b.products.some((p) => p.productType === 'DONATION'))).toBe(true);
    // Blank cards are activated, never chosen with the all-in-one card.
    expect(choice.items.flatMap((b) => b.products).filter((p) => p.productType === 'GIFTCARD_BLANK')).toEqual([]);
    expect(everything.items.flatMap((b) => b.products).some((p) => p.productType === 'GIFTCARD_BLANK')).toBe(true);
  });

  it('refuses an unknown taxonomy and an unknown store with catalogued errors', async () => {
    const bad = (await api.graphql(BRANDS, { filters: { filterByTaxonomy: [{ taxonomy: 'colour', terms: ['red'] }] } })).data.brands;
    expect(bad).toMatchObject({ items: [], totalItems: 0, errors: [{ code: 9004, referencedRequestParameter: 'filters.filterByTaxonomy.taxonomy' }] });
    const store = (await api.graphql(BRANDS, { userData: { ...nlUser, storeID: 999 } })).data.brands;
    expect(store.errors[0]).toMatchObject({ referencedRequestParameter: 'userData.storeID' });
  });

  it('draws each logo, and answers 404 for a brand it does not sell', async () => {
    const logo = await api.app.request('/img/brand/it/pizzeria-fuoco-lento.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await logo.text()).toContain('<title>Pizzeria Fuoco Lento</title>');
    expect((await api.app.request('/img/brand/it/donami.svg')).status).toBe(404);
    expect((await api.app.request('/img/brand/xx/pizzeria-fuoco-lento.svg')).status).toBe(404);
  });

  it('counts the products of each category and type as the list would show them', async () => {
    const { data } = await api.graphql(COUNTS);
    const counts = data.productCounts as { totalItems: number; categories: Count[]; types: Count[]; errors: unknown[] };
    expect(counts.errors).toEqual([]);
    const restaurants = counts.categories.find((c) => c.slug === 'ristoranti')!;
    expect(restaurants).toMatchObject({ title: 'Ristoranti', path: '/categoria/ristoranti/' });
    const listed = (await api.graphql(PRODUCTS, { filters: { filterByTaxonomy: [category('ristoranti')] } })).data.products.totalItems;
    expect(restaurants.count).toBe(listed);
    const digital = counts.types.find((c) => c.slug === 'digitale')!;
    expect(digital.path).toBeNull();
    expect(digital.count).toBe((await api.graphql(PRODUCTS, { filters: { filterByTaxonomy: [type('digitale')] } })).data.products.totalItems);
    expect(counts.totalItems).toBe((await api.graphql(PRODUCTS)).data.products.totalItems);
  });

  it('keeps the other filters in each count: a category counted within the chosen types, and the reverse', async () => {
    const filters = { filterByTaxonomy: [category('ristoranti'), type('fisica')] };
    const counts = (await api.graphql(COUNTS, { filters })).data.productCounts as { totalItems: number; categories: Count[]; types: Count[] };
    const both = (await api.graphql(PRODUCTS, { filters })).data.products.totalItems;
    expect(counts.totalItems).toBe(both);
    // "Ristoranti" within physical cards, and "fisica" within restaurants: both the list of both filters.
    expect(counts.categories.find((c) => c.slug === 'ristoranti')!.count).toBe(both);
    expect(counts.types.find((c) => c.slug === 'fisica')!.count).toBe(both);
    const travelPhysical = (await api.graphql(PRODUCTS, { filters: { filterByTaxonomy: [category('viaggi'), type('fisica')] } })).data.products.totalItems;
    expect(counts.categories.find((c) => c.slug === 'viaggi')!.count).toBe(travelPhysical);
    const restaurantsDigital = (await api.graphql(PRODUCTS, { filters: { filterByTaxonomy: [category('ristoranti'), type('digitale')] } })).data.products
      .totalItems;
    expect(counts.types.find((c) => c.slug === 'digitale')!.count).toBe(restaurantsDigital);
  });

  it("answers in the storefront's own words and paths, and refuses what products refuses", async () => {
    const nl = (await api.graphql(COUNTS, { userData: nlUser })).data.productCounts as { categories: Count[] };
    expect(nl.categories.find((c) => c.slug === 'restaurants')).toMatchObject({ title: 'Restaurants', path: '/categorie/restaurants/' });
    const bad = (await api.graphql(COUNTS, { filters: { filterByPage: { pageType: 'nowhere', pageId: 'x', fieldName: 'y' } } })).data.productCounts;
    expect(bad).toMatchObject({
      totalItems: 0,
      categories: [],
      types: [],
      errors: [{ code: 9004, referencedRequestParameter: 'filters.filterByPage.pageType' }],
    });
  });
});
