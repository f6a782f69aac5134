// Issue 15: the location finder's search by area through the API (`Product.locations(bounds:)`),
// the opening hours the location page shows, and where the map's tiles come from.
import { must } from '../../../common/must.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';

const LOCATIONS = `query L($userData: UserData!, $slug: String!, $bounds: LocationBounds) {
  product(userData: $userData, slug: $slug) {
    all: locations { slug city lat lon }
    inside: locations(bounds: $bounds) { slug city lat lon openingHours { dayOfWeek opens closes } }
  }
  locationMap(userData: $userData) { tileUrl attribution }
}`;

type Loc = { slug: string; city: string; lat: number; lon: number; openingHours?: { dayOfWeek: number; opens: string; closes: string }[] };
type Answer = { product: { all: Loc[]; inside: Loc[] }; locationMap: { tileUrl: string; attribution: string } };

// Five locations: two in Bologna, one each in Milano, Firenze and Parma.
const slug = 'gift-card-trattoria-del-borgo-lume';
const bologna = { latMin: 44.4, latMax: 44.6, lonMin: 11.2, lonMax: 11.5 };

describe('Product.locations(bounds:) and locationMap (the API)', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const ask = (bounds: unknown) => api.graphql<Answer>(LOCATIONS, { slug, bounds });

  it('keeps only the locations inside the area, nearest its centre first', async () => {
    const r = await ask(bologna);
    expect(r.errors).toBeUndefined();
    expect(r.data.product.all).toHaveLength(5);
    expect(r.data.product.inside.map((l) => l.city)).toEqual(['Bologna', 'Bologna']);
    const centre = { lat: 44.5, lon: 11.35 };
    const [a = NaN, b = NaN] = r.data.product.inside.map((l) => Math.hypot(l.lat - centre.lat, l.lon - centre.lon));
    expect(a).toBeLessThanOrEqual(b);
    for (const l of r.data.product.inside) {
      expect(l.lat).toBeGreaterThanOrEqual(bologna.latMin);
      expect(l.lat).toBeLessThanOrEqual(bologna.latMax);
      expect(l.lon).toBeGreaterThanOrEqual(bologna.lonMin);
      expect(l.lon).toBeLessThanOrEqual(bologna.lonMax);
    }
  });

  it('gives all of them without an area, none for an area without any, and counts the edges in', async () => {
    expect((await ask(null)).data.product.inside).toHaveLength(5);
    expect((await ask({ latMin: 36, latMax: 37, lonMin: 14, lonMax: 15 })).data.product.inside).toEqual([]);
    const { all } = (await ask(null)).data.product;
    const one = must(all[0], 'the product has locations');
    const exact = await ask({ latMin: one.lat, latMax: one.lat, lonMin: one.lon, lonMax: one.lon });
    expect(exact.data.product.inside.map((l) => l.slug)).toEqual([one.slug]);
  });

  it.each([
    ['minimum above maximum', { latMin: 45, latMax: 44, lonMin: 9, lonMax: 10 }],
    ['a latitude beyond 90', { latMin: 44, latMax: 95, lonMin: 9, lonMax: 10 }],
    ['a longitude beyond 180', { latMin: 44, latMax: 45, lonMin: -200, lonMax: 10 }],
  ])('refuses an unusable area (%s) as a malformed request', async (_, bounds) => {
    const r = await ask(bounds);
    expect(r.errors?.[0]?.message).toMatch(/^bounds:/);
  });

  it('gives each location its opening hours, Monday first, in time order', async () => {
    const [first] = (await ask(bologna)).data.product.inside;
    const hours = must(first, 'a location near Bologna').openingHours!;
    expect(hours.length).toBeGreaterThanOrEqual(12); // lunch and dinner, six or seven days
    const order = hours.map((h) => `${h.dayOfWeek}-${h.opens}`);
    expect(order).toEqual([...order].sort());
    for (const h of hours) {
      expect(h.dayOfWeek).toBeGreaterThanOrEqual(1);
      expect(h.dayOfWeek).toBeLessThanOrEqual(7);
      expect(h.opens).toMatch(/^\d\d:\d\d$/);
      expect(h.closes > h.opens).toBe(true);
    }
  });

  it('tells where the map tiles come from (MAP_TILE_URL), OpenStreetMap unless set', async () => {
    const saved = { url: process.env.MAP_TILE_URL, attribution: process.env.MAP_TILE_ATTRIBUTION };
    delete process.env.MAP_TILE_URL;
    delete process.env.MAP_TILE_ATTRIBUTION;
    try {
      expect((await ask(null)).data.locationMap).toEqual({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      process.env.MAP_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
      expect((await ask(null)).data.locationMap.tileUrl).toBe('http://127.0.0.1:9/{z}/{x}/{y}.png');
    } finally {
      for (const [k, v] of [
        ['MAP_TILE_URL', saved.url],
        ['MAP_TILE_ATTRIBUTION', saved.attribution],
      ] as const)
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  });
});
