import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';
import { and, eq } from 'drizzle-orm';
import * as content from '../content/tables.ts';
import { invalidateContent } from '../content/index.ts';

const SEARCH = `query S($userData: UserData!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) {
    total
    body { groupType items { __typename ... on Product { id path title brand } ... on GivingMomentPage { id path heroTitle } } }
    errors { code referencedRequestParameter }
  }
}`;

describe.each(databaseKinds)('search_v1 on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const search = async (inputText: string) => (await api.graphql(SEARCH, { inputText })).data.search_v1;

  it('finds the exact brand first, with its id and path', async () => {
    const r = await search('Libreria Pagina Blu');
    const first = r.body[0].items[0];
    expect(r.body[0].groupType).toBe('giftcards');
    expect(first).toMatchObject({ __typename: 'Product', brand: 'Libreria Pagina Blu' });
    expect(first.id).toMatch(/^\d+$/);
    expect(first.path).toBe('/carte-regalo/gift-card-libreria-pagina-blu/');
  });

  it('forgives a misspelt brand', async () => {
    const r = await search('Trattoria Borgo Lumme');
    expect(r.body[0].items[0].brand).toBe('Trattoria del Borgo Lume');
    const r2 = await search('sartoira brezza');
    expect(r2.body[0].items[0].brand).toBe('Sartoria Brezza');
  });

  it('stems Italian words: "ristorante" finds restaurant cards described with "ristoranti"', async () => {
    const r = await search('ristorante');
    expect(r.total).toBeGreaterThan(3);
  });

  it('finds giving moments too', async () => {
    const r = await search('compleanno');
    const moments = r.body.find((g: { groupType: string }) => g.groupType === 'givingMoments');
    expect(moments.items[0].path).toBe('/occasioni-per-donare/compleanno/');
  });

  it('answers an empty body, not an error, when nothing matches', async () => {
    const r = await search('xqzwvkk');
    expect(r).toEqual({ total: 0, body: [], errors: [] });
  });

  it('rejects an unknown store with a catalogued error', async () => {
    const { data } = await api.graphql(SEARCH, { inputText: 'moda', userData: { ...italianUser, storeID: 7 } });
    expect(data.search_v1.errors[0]).toMatchObject({ code: 9002, referencedRequestParameter: 'userData.storeID' });
  });

  it('answers each reader in their language: Dutch giving moments to a Dutch reader, English ones to an English one, whoever asks first', async () => {
    const [verjaardag] = await database.db
      .select()
      .from(content.pages)
      .where(and(eq(content.pages.storeId, 1), eq(content.pages.kind, 'givingMoment'), eq(content.pages.slug, 'verjaardag'), eq(content.pages.language, '')));
    // The seed's English translation of the moment (decision 062).
    const english = { heroTitle: 'Birthday present ideas' };
    invalidateContent();
    const momentsFor = async (language: string, inputText: string) => {
      const { data } = await api.graphql(SEARCH, { inputText, userData: { language, storeID: 1, countryCode: 'NL', redeemToken: null } });
      const group = data.search_v1.body.find((g: { groupType: string }) => g.groupType === 'givingMoments');
      return (group?.items ?? []).map((i: { heroTitle: string }) => i.heroTitle);
    };
    // Dutch first: the index it builds must not answer the English reader.
    expect(await momentsFor('nl', 'verjaardag')).toEqual([verjaardag!.heroTitle]);
    expect(await momentsFor('en', 'birthday')).toEqual([english.heroTitle]);
    expect(await momentsFor('en', 'verjaardag')).not.toContain(verjaardag!.heroTitle);
    expect(await momentsFor('nl', 'birthday')).not.toContain(english.heroTitle);
    expect(await momentsFor('nl', 'verjaardag')).toEqual([verjaardag!.heroTitle]);
  });
});
