// Issue 15, storefront by host (decision 022): the built storefront behind the real HTTP server,
// asked with the Host header a browser sends for http://nl.localhost:3000/ and the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../tests/helpers/db.ts';
import { h1Of, langOf, serveStorefront, titleOf } from '../../tests/helpers/storefront-server.ts';
import type { Database } from '../db/client.ts';
import { readSettings } from '../settings.ts';
import { withPageCache } from './page-cache.ts';

describe('the storefront by host, over HTTP', () => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof serveStorefront>>;
  const previousHosts = process.env.STOREFRONT_HOSTS;

  const get = (host: string, pathname: string) => shop.get(host, pathname);

  beforeAll(async () => {
    process.env.STOREFRONT_HOSTS = 'nl=winkel.example.test';
    database = await freshPglite();
    // The page cache as the process has it: one host's page must never answer for the other.
    shop = await serveStorefront(database, (pages) => withPageCache(pages, 60_000));
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
    await database?.close();
    if (previousHosts === undefined) delete process.env.STOREFRONT_HOSTS;
    else process.env.STOREFRONT_HOSTS = previousHosts;
  });

  it('answers / on nl.localhost with the Dutch home, and on localhost with the Italian one', async () => {
    for (let round = 0; round < 2; round++) {
      const dutch = await get('nl.localhost:3000', '/');
      expect(dutch.status).toBe(200);
      expect(langOf(dutch.body)).toBe('nl');
      expect(titleOf(dutch.body)).toBe('Cadeaubonnen en cadeaukaarten voor elke gelegenheid | Donami');
      expect(h1Of(dutch.body)).toBe('Altijd het juiste cadeau');
      expect(dutch.body).toContain('<link rel="alternate" hrefLang="nl-NL" href="https://www.donami.nl/"/>');
      expect(dutch.body).not.toContain('hrefLang="it-IT"');

      const italian = await get('localhost', '/');
      expect(italian.status).toBe(200);
      expect(langOf(italian.body)).toBe('it');
      expect(titleOf(italian.body)).toBe('Gift card e buoni regalo per ogni occasione | Donami');
      expect(h1Of(italian.body)).toBe('Il regalo giusto, sempre');
      expect(langOf((await get('it.localhost:3000', '/')).body)).toBe('it');
    }
  });

  it('serves every shared path per host, and keeps the Dutch paths Dutch on localhost', async () => {
    expect(langOf((await get('nl.localhost:3000', '/blog/')).body)).toBe('nl');
    expect(langOf((await get('localhost:3000', '/blog/')).body)).toBe('it');
    const nlMissing = await get('nl.localhost:3000', '/404/');
    expect(langOf(nlMissing.body)).toBe('nl');
    expect((await get('nl.localhost:3000', '/helpdesk/')).headers.location).toBe('/klantenservice/contact/');
    expect((await get('localhost:3000', '/helpdesk/')).headers.location).toBe('/contattaci/');
    expect(langOf((await get('localhost:3000', '/cadeaubonnen/')).body)).toBe('nl');
  });

  it('links a Dutch page served on localhost to the Dutch home on its own host', async () => {
    const page = await get('localhost:3000', '/cadeaubonnen/');
    expect(page.body).toMatch(
      /class="header__logo[^"]*"[^>]*href="http:\/\/nl\.localhost:3000\/"|href="http:\/\/nl\.localhost:3000\/"[^>]*class="header__logo/,
    );
    const onItsHost = await get('nl.localhost:3000', '/cadeaubonnen/');
    expect(onItsHost.body).not.toContain('http://nl.localhost:3000/"');
  });

  it("serves an operator's extra host (STOREFRONT_HOSTS) as its storefront", async () => {
    const page = await get('winkel.example.test', '/');
    expect(langOf(page.body)).toBe('nl');
  });

  it("publishes each storefront's sitemap and robots.txt on its host, naming its public origin", async () => {
    const dutch = (await get('nl.localhost:3000', '/sitemap.xml')).body;
    expect(dutch).toContain('<loc>https://www.donami.nl/</loc>');
    expect(dutch).toContain('<loc>https://www.donami.nl/cadeaubonnen/</loc>');
    expect(dutch).not.toContain('donami.it');
    const italian = (await get('localhost:3000', '/sitemap.xml')).body;
    expect(italian).toContain('<loc>https://www.donami.it/</loc>');
    expect(italian).not.toContain('donami.nl');
    expect((await get('nl.localhost:3000', '/robots.txt')).body).toMatch(/Disallow: \/winkelmandje\/[\s\S]*Sitemap: https:\/\/www\.donami\.nl\/sitemap\.xml/);
  });
});

describe('STOREFRONT_HOSTS, the setting', () => {
  it('is read into hosts per storefront, and a bad value names the variable', () => {
    const good = readSettings({ STOREFRONT_HOSTS: 'nl=winkel.example.test;it=negozio.example.test' });
    expect(good.ok && good.settings.storefrontHosts).toEqual({ nl: ['winkel.example.test'], it: ['negozio.example.test'] });
    const unset = readSettings({});
    expect(unset.ok && unset.settings.storefrontHosts).toEqual({});
    expect(readSettings({ STOREFRONT_HOSTS: 'de=winkel.example.de' })).toEqual({
      ok: false,
      problems: ['STOREFRONT_HOSTS names no storefront: "de" (the storefronts are it, nl)'],
    });
  });
});
