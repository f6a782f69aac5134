// Issue 15: the location finder's pages as the server renders them (the loaders, no JavaScript):
// the area in the address filters the list, a place (`q`) redirects to the area around it, a
// broken area is ignored; the detail page's structured data; the tile origin in the image policy;
// and the map tile setting. Decision 027.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import { schema } from '../graphql/schema.ts';
import { readSettings } from '../settings.ts';
import { createHttpApp, tileImageSource } from './app.ts';
import { createPageHandler } from './ssr.ts';

const root = path.resolve(import.meta.dirname, '../..');
const finder = '/carte-regalo/gift-card-trattoria-del-borgo-lume/posizione/';

/** The text a visitor reads: no scripts, styles or tags. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** The names of the locations the list shows (the area's, then the nearest ones). */
const listed = (html: string) => [...html.matchAll(/<li><a href="[^"]*\/posizione\/[^"]+"[^>]*><strong>([^<]+)<\/strong>/g)].map((m) => m[1]);

describe('the location pages, rendered by the server', () => {
  let database: Database;
  let app: ReturnType<typeof createHttpApp>;
  const get = (pathname: string) => app.request(`http://localhost${pathname}`, { headers: { 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    if (!existsSync(path.join(root, 'build/server/index.js'))) {
      const built = spawnSync(process.execPath, [path.join(root, 'node_modules/.bin/react-router'), 'build'], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('react-router build failed');
    }
    database = await freshPglite();
    const pages = await createPageHandler(root, schema, database.db);
    app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), pages });
  }, 180_000);

  afterAll(async () => {
    await database?.close();
  });

  it('lists every location without an area, and only the area’s with one', async () => {
    const all = await (await get(finder)).text();
    expect(listed(all)).toHaveLength(5);
    expect(textOf(all)).toContain('5 punti vendita');
    const bologna = await (await get(`${finder}?latmin=44.40000&latmax=44.60000&lonmin=11.20000&lonmax=11.50000`)).text();
    expect(listed(bologna)).toEqual(expect.arrayContaining(['Trattoria del Borgo Lume Bologna Bolognina', 'Trattoria del Borgo Lume Bologna Saragozza']));
    expect(listed(bologna)).toHaveLength(2);
    expect(textOf(bologna)).toContain('2 punti vendita in quest’area');
  });

  it.each([
    ['a missing parameter', 'latmin=44.4&latmax=44.6&lonmin=11.2'],
    ['a word', 'latmin=nord&latmax=44.6&lonmin=11.2&lonmax=11.5'],
    ['minimum above maximum', 'latmin=44.6&latmax=44.4&lonmin=11.2&lonmax=11.5'],
    ['a latitude beyond 90', 'latmin=44.4&latmax=144.6&lonmin=11.2&lonmax=11.5'],
  ])('ignores a broken area (%s): the whole list, no error', async (_, search) => {
    const res = await get(`${finder}?${search}`);
    expect(res.status).toBe(200);
    expect(listed(await res.text())).toHaveLength(5);
  });

  it('offers the three nearest when the area holds none', async () => {
    const html = await (await get(`${finder}?latmin=45.00000&latmax=45.10000&lonmin=7.60000&lonmax=7.70000`)).text(); // Torino
    expect(textOf(html)).toContain('Nessun punto vendita in quest’area');
    expect(textOf(html)).toContain('I più vicini');
    expect(listed(html)[0]).toBe('Trattoria del Borgo Lume Milano Città Studi');
    expect(listed(html)).toHaveLength(3);
  });

  it('takes a typed place to the area around its best match, written with 5 decimals', async () => {
    const res = await get(`${finder}?q=Bolgna`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, 'http://localhost');
    expect(to.pathname).toBe(finder);
    expect(to.searchParams.get('q')).toBe('Bologna (BO)');
    for (const p of ['latmin', 'latmax', 'lonmin', 'lonmax']) expect(to.searchParams.get(p)).toMatch(/^\d+\.\d{5}$/);
    const html = await (await get(`${to.pathname}${to.search}`)).text();
    expect(textOf(html)).toContain('Vicino a Bologna (BO): 2 punti vendita in quest’area');
    const none = await (await get(`${finder}?q=Xqzwv`)).text();
    expect(textOf(none)).toContain('Nessun luogo trovato per «Xqzwv»');
    expect(listed(none)).toHaveLength(5);
  });

  it('describes a location as a Restaurant with its address, position and hours', async () => {
    const html = await (await get(`${finder}bologna-bolognina/`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
    const place = blocks.find((b) => b['@type'] === 'Restaurant');
    expect(place).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Trattoria del Borgo Lume Bologna Bolognina',
      address: { '@type': 'PostalAddress', postalCode: '40129', addressLocality: 'Bologna', addressRegion: 'BO', addressCountry: 'IT' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(place.openingHoursSpecification[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\/\w+day$/),
    });
    expect(html).toMatch(/href="tel:\+39051\d+"/);
    expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=44\.\d+,11\.\d+"/);
    expect(textOf(html)).toContain('Orari di apertura');
  });

  it('lets the pages show images from the tile server, and nothing else new', async () => {
    const csp = (await get(finder)).headers.get('content-security-policy')!;
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(csp).toContain("connect-src 'self';");
  });
});

describe('the map tile setting (MAP_TILE_URL)', () => {
  it('accepts a Leaflet template and names its origin for the image policy', () => {
    const ok = readSettings({ MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png' });
    expect(ok.ok && ok.settings.mapTileUrl).toBe('https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png');
    expect(tileImageSource('https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org');
    expect(tileImageSource('http://127.0.0.1:3447/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:3447');
  });

  it.each([
    ['no placeholders', 'https://tiles.example.org/map.png', /MAP_TILE_URL must contain \{z\}, \{x\} and \{y\}/],
    ['another scheme', 'ftp://tiles.example.org/{z}/{x}/{y}.png', /MAP_TILE_URL must be an address starting with http:\/\/ or https:\/\//],
  ])('refuses a template with %s, naming the variable', (_, value, problem) => {
    const read = readSettings({ MAP_TILE_URL: value });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.join('\n')).toMatch(problem);
  });
});
