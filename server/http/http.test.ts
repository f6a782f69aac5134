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
  beforeAll(async () => { database = await freshPglite(); api = apiClient(database); });
  afterAll(async () => { await database.close(); });

  it('answers /healthz and /metrics in Prometheus text', async () => {
    expect(await (await api.app.request('/healthz')).json()).toEqual({ status: 'ok', database: 'pglite' });
    const metrics = await (await api.app.request('/metrics')).text();
    expect(metrics).toMatch(/# TYPE http_request_duration_seconds histogram/);
  });

  it('tells the country from the trusted proxy header, null when unknown', async () => {
    expect(await (await api.app.request('/ip', { headers: { 'x-client-country': 'nl' } })).json()).toEqual({ country_code: 'NL' });
    expect(await (await api.app.request('/ip')).json()).toEqual({ country_code: null });
  });

  it('does not believe a country header sent by the visitor itself (no trusted proxy in front)', async () => {
    const direct = createHttpApp({ database, schema, logger: pino({ level: 'silent' }) });
    expect(await (await direct.request('/ip', { headers: { 'x-client-country': 'nl' } })).json()).toEqual({ country_code: null });
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
    expect(errors?.[0].message).toMatch(/alias/i);
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
});
