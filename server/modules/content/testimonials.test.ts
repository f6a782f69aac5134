// The testimonials modal (§2): every testimonial of the storefront, while the home block shows a few.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const TESTIMONIALS = `query T($userData: UserData!) {
  testimonials(userData: $userData) { name text rating }
  getBlocksQueue(userData: $userData, queueID: "home") { kind data }
}`;
const nlUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };
type T = { name: string; text: string; rating: number };

describe('testimonials', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers them all, more than the home block shows, the block’s first', async () => {
    for (const userData of [undefined, nlUser]) {
      const { data } = await api.graphql(TESTIMONIALS, userData ? { userData } : {});
      const all = data.testimonials as T[];
      expect(all).toHaveLength(12);
      for (const t of all) {
        expect(t.rating, t.name).toBeGreaterThanOrEqual(1);
        expect(t.rating, t.name).toBeLessThanOrEqual(5);
        expect(t.text.length, t.name).toBeGreaterThan(20);
      }
      const block = (data.getBlocksQueue as { kind: string; data: { items: T[] } }[]).find((b) => b.kind === 'testimonials')!;
      expect(block.data.items).toEqual(all.slice(0, 3));
    }
  });

  it('answers each storefront its own, and an unknown store nothing', async () => {
    const it = (await api.graphql(TESTIMONIALS)).data.testimonials as T[];
    const nl = (await api.graphql(TESTIMONIALS, { userData: nlUser })).data.testimonials as T[];
    expect(it[0]!.text).toMatch(/Tutto-in-uno/);
    expect(nl[0]!.text).toMatch(/Alles-in-één/);
    const none = await api.graphql(TESTIMONIALS, { userData: { ...nlUser, storeID: 999 } });
    expect(none.data.testimonials).toEqual([]);
  });
});
