// Issue 15, storefront by host (decision 022): the built storefront behind the real HTTP server,
// asked with the Host header a browser sends for http://nl.localhost:3000/ and the rest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../tests/helpers/db.ts';
import type { Database } from '../db/client.ts';
import { schema } from '../graphql/schema.ts';
import { readSettings } from '../settings.ts';
import { createHttpApp } from './app.ts';
import { withPageCache } from './page-cache.ts';
import { createPageHandler } from './ssr.ts';

const root = path.resolve(import.meta.dirname, '../..');
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

describe('the storefront by host, over HTTP', () => {
  let database: Database;
  let server: ServerType;
  let port: number;
  const previousHosts = process.env.STOREFRONT_HOSTS;

  /** GET `path` over a socket, with the Host header a browser would send. */
  const get = (host: string, pathname: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  const langOf = (html: string) => /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1];
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

  beforeAll(async () => {
    // The storefront build: built here when missing, as npm start does (npm test builds it again
    // before the browser journeys).
    if (!existsSync(path.join(root, 'build/server/index.js'))) {
      const built = spawnSync(process.execPath, [path.join(root, 'node_modules/.bin/react-router'), 'build'], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('react-router build failed');
    }
    process.env.STOREFRONT_HOSTS = 'nl=winkel.example.test';
    database = await freshPglite();
    // The page cache as the process has it: one host's page must never answer for the other.
    const pages = withPageCache(await createPageHandler(root, schema, database.db), 60_000);
    const app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), pages });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    port = (server.address() as AddressInfo).port;
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
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
