import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const PRODUCTS = `query P($userData: UserData!, $filters: ProductFilters, $paging: Paging) {
  products(userData: $userData, filters: $filters, paging: $paging) {
    items { id title path productType categories { slug } fixedValues { currency value } }
    currentPage itemsPerPage totalItems errors { code message referencedRequestParameter }
  }
}`;

describe.each(databaseKinds)('products on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists the whole catalogue, 16 per page by default, test cards left out', async () => {
    const { data } = await api.graphql(PRODUCTS, {});
    const p = data.products;
    expect(p.errors).toEqual([]);
    expect(p.itemsPerPage).toBe(16);
    expect(p.currentPage).toBe(1);
    expect(p.items).toHaveLength(16);
    expect(p.totalItems).toBeGreaterThanOrEqual(200);
    expect(p.items.every((i: { title: string }) => !/test/i.test(i.title))).toBe(true);
    expect(p.items[0].path).toMatch(/^\/carte-regalo\/[a-z0-9-]+\/$/);
  });

  it('pages without overlap and ends with an empty page past the last', async () => {
    const first = (await api.graphql(PRODUCTS, { paging: { itemsPerPage: 17, pageNumber: 1 } })).data.products;
    const second = (await api.graphql(PRODUCTS, { paging: { itemsPerPage: 17, pageNumber: 2 } })).data.products;
    const ids = new Set([...first.items, ...second.items].map((i: { id: string }) => i.id));
    expect(ids.size).toBe(34);
    const lastPage = Math.ceil(first.totalItems / 17);
    const last = (await api.graphql(PRODUCTS, { paging: { itemsPerPage: 17, pageNumber: lastPage } })).data.products;
    expect(last.items.length).toBe(first.totalItems - 17 * (lastPage - 1));
    const past = (await api.graphql(PRODUCTS, { paging: { itemsPerPage: 17, pageNumber: lastPage + 1 } })).data.products;
    expect(past.items).toEqual([]);
    expect(past.errors).toEqual([]);
  });

  it('refuses a page number below 1 and a page size outside 1..100 with a catalogued error', async () => {
    const zero = (await api.graphql(PRODUCTS, { paging: { itemsPerPage: 16, pageNumber: 0 } })).data.products;
    expect(zero.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'paging.pageNumber' });
    const huge = (await api.graphql(PRODUCTS, { paging: { itemsPerPage: 1000, pageNumber: 1 } })).data.products;
    expect(huge.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'paging.itemsPerPage' });
    expect(huge.items).toEqual([]);
  });

  it('filters by category taxonomy', async () => {
    const { data } = await api.graphql(PRODUCTS, {
      filters: { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_categories', terms: ['ristoranti'] }] },
      paging: { itemsPerPage: 100, pageNumber: 1 },
    });
    const items = data.products.items as { categories: { slug: string }[] }[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((i) => i.categories.some((c) => c.slug === 'ristoranti'))).toBe(true);
  });

  it('filters by type taxonomy and by product type', async () => {
    const donations = (await api.graphql(PRODUCTS, { filters: { filterByProductType: ['DONATION'] }, paging: { itemsPerPage: 100, pageNumber: 1 } })).data
      .products;
    expect(donations.totalItems).toBeGreaterThanOrEqual(10);
    expect(donations.items.every((i: { productType: string }) => i.productType === 'DONATION')).toBe(true);
    const typed = (await api.graphql(PRODUCTS, { filters: { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_types', terms: ['donazione'] }] } })).data.products;
    expect(typed.errors).toEqual([]);
    expect(typed.totalItems).toBeGreaterThan(0);
  });

  it('rejects an unknown taxonomy with a catalogued error naming the parameter', async () => {
    const { data } = await api.graphql(PRODUCTS, { filters: { filterByTaxonomy: [{ taxonomy: 'colour', terms: ['red'] }] } });
    expect(data.products.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'filters.filterByTaxonomy.taxonomy' });
  });

  it('filters by page: the choice card options (at least 120, with donations) and a giving moment', async () => {
    const choice = (
      await api.graphql(PRODUCTS, {
        filters: { filterByPage: { pageType: 'choiceCard', pageId: 'gift-card-tutto-in-uno', fieldName: 'options' } },
        paging: { itemsPerPage: 100, pageNumber: 1 },
      })
    ).data.products;
    expect(choice.totalItems).toBeGreaterThanOrEqual(120);
    const moment = (await api.graphql(PRODUCTS, { filters: { filterByPage: { pageType: 'givingMoment', pageId: 'compleanno', fieldName: 'products' } } })).data
      .products;
    expect(moment.totalItems).toBeGreaterThanOrEqual(6);
    const unknown = (await api.graphql(PRODUCTS, { filters: { filterByPage: { pageType: 'givingMoment', pageId: 'nessuno', fieldName: 'products' } } })).data
      .products;
    expect(unknown.errors[0]).toMatchObject({ code: 9003, referencedRequestParameter: 'filters.filterByPage.pageId' });
  });

  it('rejects an unknown store with a catalogued error and returns nothing', async () => {
    const { data } = await api.graphql(PRODUCTS, { userData: { ...italianUser, storeID: 999 } });
    expect(data.products.items).toEqual([]);
    expect(data.products.errors[0]).toMatchObject({ code: 9002, referencedRequestParameter: 'userData.storeID' });
    expect(data.products.errors[0].message).not.toMatch(/stack|select|sql/i);
  });

  it('serves the Dutch storefront its own catalogue, paths and titles', async () => {
    const nl = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
    const { data } = await api.graphql(PRODUCTS, {
      userData: nl,
      filters: { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_categories', terms: ['restaurants'] }] },
    });
    expect(data.products.errors).toEqual([]);
    expect(data.products.items[0].path).toMatch(/^\/cadeaubonnen\/[a-z0-9-]+\/$/);
    expect(data.products.items.every((i: { title: string }) => /^(Cadeaubon|Donami|Donatie)/.test(i.title))).toBe(true);
    const wrongCountry = (await api.graphql(PRODUCTS, { userData: { ...nl, countryCode: 'IT' } })).data.products;
    expect(wrongCountry.errors[0].code).toBe(9002);
  });

  it('gives every product a drawn SVG image', async () => {
    const { data } = await api.graphql(
      `query($userData: UserData!) { product(userData: $userData, slug: "gift-card-tutto-in-uno") { image { url { href } } variationsToShow } }`,
    );
    const res = await api.app.request(data.product.image.url.href);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(data.product.variationsToShow).toEqual(['digital', 'physical']);
  });
});
