import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import type { Database } from '../db/client.ts';
import pino from 'pino';
import { createHttpApp } from './app.ts';
import { schema } from '../graphql/schema.ts';

describe('the HTTP surface', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers /healthz and /metrics in Prometheus text', async () => {
    expect(await (await api.app.request('/healthz')).json()).toEqual({ status: 'ok', database: 'pglite' });
    const metrics = await (await api.app.request('/metrics')).text();
    expect(metrics).toMatch(/# TYPE http_request_duration_seconds histogram/);
  });

  /** GET /ip as asked over a socket from `peer` (in-process requests have no socket of their own). */
  async function ipFrom(app: { request: typeof api.app.request }, peer: string | null, headers: Record<string, string> = {}) {
    const res = await app.request('/ip', { headers }, peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    return res.json();
  }
  const NL_STORE = { store_id: 1, country: 'NL', language: 'nl', url: 'https://www.donami.nl' };

  it('tells the country from the trusted proxy header, null when unknown', async () => {
    expect(await ipFrom(api.app, null, { 'x-client-country': 'nl' })).toEqual({ country_code: 'NL', storefront: NL_STORE });
    expect(await ipFrom(api.app, null)).toEqual({ country_code: null, storefront: null });
  });

  it('does not believe a country header sent by the visitor itself (no trusted proxy in front)', async () => {
    const direct = createHttpApp({ database, schema, logger: pino({ level: 'silent' }) });
    expect(await ipFrom(direct, null, { 'x-client-country': 'nl' })).toEqual({ country_code: null, storefront: null });
    // Nor over a socket: the address's own country is the answer.
    expect(await ipFrom(direct, '151.1.1.1', { 'x-client-country': 'nl' })).toEqual({
      country_code: 'IT',
      storefront: expect.objectContaining({ store_id: 53, country: 'IT' }),
    });
  });

  it('finds the country of a public address in the offline GeoIP table, with the storefront when there is one', async () => {
    const direct = createHttpApp({ database, schema, logger: pino({ level: 'silent' }) });
    expect(await ipFrom(direct, '145.97.39.155')).toEqual({ country_code: 'NL', storefront: NL_STORE });
    expect(await ipFrom(direct, '::ffff:2.34.0.1')).toEqual({
      country_code: 'IT',
      storefront: { store_id: 53, country: 'IT', language: 'it', url: 'https://www.donami.it' },
    });
    expect(await ipFrom(direct, '2001:610:0:8000::1')).toEqual({ country_code: 'NL', storefront: NL_STORE });
    // A German visitor: the country is told, but there is no German storefront to offer.
    expect(await ipFrom(direct, '2a01:4f8::1')).toEqual({ country_code: 'DE', storefront: null });
  });

  it('gives no country for private, loopback and link-local addresses', async () => {
    const direct = createHttpApp({ database, schema, logger: pino({ level: 'silent' }) });
    for (const peer of ['192.168.1.20', '10.0.0.7', '127.0.0.1', '::1', 'fe80::1', 'fd12:3456::1']) {
      expect(await ipFrom(direct, peer)).toEqual({ country_code: null, storefront: null });
    }
  });

  it('reads the address the trusted proxy forwards, and its country header overrides the table', async () => {
    const behindProxy = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), trustedProxies: '10.0.0.0/8' });
    expect(await ipFrom(behindProxy, '10.0.0.2', { 'x-forwarded-for': '145.97.39.155' })).toEqual({ country_code: 'NL', storefront: NL_STORE });
    expect(await ipFrom(behindProxy, '10.0.0.2', { 'x-forwarded-for': '145.97.39.155', 'x-client-country': 'it' })).toMatchObject({ country_code: 'IT' });
    expect(await ipFrom(behindProxy, '10.0.0.2', { 'x-forwarded-for': '145.97.39.155', 'x-client-country': 'XX' })).toMatchObject({ country_code: 'NL' });
    // A proxy that is not trusted: neither its forwarded address nor its header is believed.
    expect(await ipFrom(behindProxy, '151.1.1.1', { 'x-forwarded-for': '145.97.39.155', 'x-client-country': 'de' })).toMatchObject({ country_code: 'IT' });
  });

  it('refuses a simple GraphQL request without the CSRF header', async () => {
    const res = await api.app.request('/graphql?query=%7B__typename%7D');
    expect(res.status).toBe(403);
    const ok = await api.app.request('/graphql?query=%7B__typename%7D', { headers: { 'x-graphql-csrf': '1' } });
    expect(ok.status).toBe(200);
  });

  it('limits aliases per document (graphql-armor)', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: storeData(userData: $userData) { name }`).join(' ');
    const { errors } = await api.graphql(`query($userData: UserData!) { ${aliases} }`);
    expect(errors?.[0]?.message).toMatch(/alias/i);
  });

  it('never shows internals in an error', async () => {
    const { errors } = await api.graphql('{ nope }');
    expect(JSON.stringify(errors)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('sends security headers with a CSP nonce policy', async () => {
    const res = await api.app.request('/healthz');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('publishes robots.txt and a sitemap of the catalogue', async () => {
    expect(await (await api.app.request('/robots.txt')).text()).toMatch(/Sitemap: https:\/\/www\.donami\.it\/sitemap\.xml/);
    const xml = await (await api.app.request('/sitemap.xml')).text();
    expect(xml.match(/<loc>/g)!.length).toBeGreaterThan(230);
    expect(xml).toContain('<loc>https://www.donami.it/carte-regalo/gift-card-tutto-in-uno/</loc>');
  });

  it('redirects a path without its trailing slash permanently, keeping the query', async () => {
    const res = await api.app.request('/carte-regalo?s=moda');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/carte-regalo/?s=moda');
  });

  it("redirects the storefront's own language prefix to the page without it, and keeps another language's", async () => {
    const to = async (path: string, host?: string) => {
      const res = await api.app.request(path, host ? { headers: { host } } : {});
      return [res.status, res.headers.get('location')];
    };
    expect(await to('/it/')).toEqual([301, '/']);
    expect(await to('/it/carrello/?da=menu')).toEqual([301, '/carrello/?da=menu']);
    expect(await to('/nl/winkelmandje/', 'nl.localhost:3000')).toEqual([301, '/winkelmandje/']);
    // English is the Dutch storefront's second language: its prefix stays.
    expect((await to('/en/winkelmandje/', 'nl.localhost:3000'))[0]).not.toBe(301);
  });
});
