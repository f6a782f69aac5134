// The alternative choice modal (§2, decision 037): the all-in-one card for companies, spent on the
// categories of the storefront's business redeem shop page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const ALTERNATIVE = `query A($userData: UserData!) {
  alternativeChoice(userData: $userData) { id optionsCount path image { url { href } } categories { slug title path } }
}`;
const OPTIONS = `query O($userData: UserData!, $slug: String!) {
  products(userData: $userData, filters: { filterByPage: { pageType: "choiceCard", pageId: $slug, fieldName: "options" } }, paging: { itemsPerPage: 100, pageNumber: 1 }) {
    items { categories { slug } }
  }
  more: products(userData: $userData, filters: { filterByPage: { pageType: "choiceCard", pageId: $slug, fieldName: "options" } }, paging: { itemsPerPage: 100, pageNumber: 2 }) {
    items { categories { slug } }
  }
}`;
const nlUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
type Options = { items: { categories: { slug: string }[] }[] };

describe('the alternative all-in-one choice', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const optionsIn = async (userData: object | undefined, slug: string, categories: string[]) => {
    const { products, more } = (await api.graphql(OPTIONS, { slug, ...(userData ? { userData } : {}) })).data as { products: Options; more: Options };
    const all = [...products.items, ...more.items];
    return { all: all.length, inPage: all.filter((p) => p.categories.some((c) => categories.includes(c.slug))).length };
  };

  it('is the business page of the Italian shop: its categories, how many options they hold, its image and where to order it', async () => {
    const alt = (await api.graphql(ALTERNATIVE)).data.alternativeChoice;
    expect(alt).toMatchObject({ id: 'regali-aziendali', path: '/azienda/gift-card-tutto-in-uno/', image: { url: { href: '/img/alternative-choice/it.svg' } } });
    expect(alt.categories.map((c: { slug: string }) => c.slug)).toEqual(['ristoranti', 'esperienze', 'benessere', 'donazioni']);
    expect(alt.categories[0]).toMatchObject({ title: 'Ristoranti', path: '/categoria/ristoranti/' });
    const { all, inPage } = await optionsIn(undefined, 'gift-card-tutto-in-uno', ['ristoranti', 'esperienze', 'benessere', 'donazioni']);
    // A part of the all-in-one card's options: those of its categories.
    expect(alt.optionsCount).toBe(inPage);
    expect(alt.optionsCount).toBeLessThan(all);
    const image = await api.app.request(alt.image.url.href);
    expect(image.status).toBe(200);
    expect(await image.text()).toMatch(/^<svg[^>]+role="img"><title>Donami<\/title>/);
  });

  it('is the Dutch one on the Dutch shop, in its own categories', async () => {
    const alt = (await api.graphql(ALTERNATIVE, { userData: nlUser })).data.alternativeChoice;
    expect(alt).toMatchObject({ id: 'bedrijfscadeau', path: '/zakelijk/alles-in-een-cadeaubon/' });
    expect(alt.categories.map((c: { slug: string }) => c.slug)).toEqual(['restaurants', 'belevenissen', 'wellness', 'goede-doelen']);
    const { inPage } = await optionsIn(nlUser, 'alles-in-een-cadeaubon', ['restaurants', 'belevenissen', 'wellness', 'goede-doelen']);
    expect(alt.optionsCount).toBe(inPage);
    expect(alt.optionsCount).toBeGreaterThan(20);
  });

  it('is nothing for an unknown store', async () => {
    expect((await api.graphql(ALTERNATIVE, { userData: { ...nlUser, storeID: 999 } })).data.alternativeChoice).toBeNull();
    expect((await api.app.request('/img/alternative-choice/xx.svg')).status).toBe(404);
  });
});
