// Issue 12, the API's edges: CORS for the shop's own origins only, the body and answer limits,
// the per-client request limit (and the client address it counts), Secure cookies behind a
// proxy, no introspection in production, /metrics behind its token, the failures in the log.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { buildSchema } from 'graphql';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshPglite } from '../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../tests/helpers/api.ts';
import type { Database } from '../db/client.ts';
import { schema } from '../graphql/schema.ts';
import { createHttpApp } from './app.ts';
import { createGraphQLHandler } from './graphql.ts';
import { admitRequest } from './client-address.ts';

const ADD = `mutation Add($userData: UserData!, $orderUuid: String, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, orderUuid: $orderUuid, package: $package) { order { id } errors { code referencedRequestParameter } } }`;
const card = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '25', quantity: 1 };
const STORE = 'query S($userData: UserData!) { storeData(userData: $userData) { name } }';
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['NODE_ENV', 'METRICS_TOKEN', 'GRAPHQL_RATE_LIMIT_PER_MINUTE', 'GRAPHQL_RESPONSE_LIMIT_BYTES']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('the edges of the HTTP surface (PGlite)', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers CORS for its own origins only, never echoing a foreign one', async () => {
    const preflight = (origin: string) =>
      api.app.request('/graphql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const post = await api.app.request('/graphql', json({ query: STORE, variables: { userData: italianUser } }, { origin: 'https://evil.example' }));
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    for (const own of ['http://localhost', 'http://localhost:3000']) {
      const res = await preflight(own);
      expect(res.headers.get('access-control-allow-origin')).toBe(own);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('refuses a body over 64 KB with 413, announced or streamed', async () => {
    const big = JSON.stringify({ query: STORE, variables: { userData: italianUser, pad: 'x'.repeat(1024 * 1024) } });
    const announced = await api.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(announced.status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const streamed = await api.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await api.graphql(STORE)).data.storeData.name).toBeTruthy();
  });

  it('refuses an answer over the budget', async () => {
    process.env.GRAPHQL_RESPONSE_LIMIT_BYTES = '2000';
    const res = await api.app.request(
      '/graphql',
      json({ query: 'query($userData: UserData!) { products(userData: $userData) { items { title description } } }', variables: { userData: italianUser } }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('sets Secure on cookies behind a trusted proxy that says https, and only then', async () => {
    const add = (app: ReturnType<typeof createHttpApp>, headers: Record<string, string>) =>
      app.request('/graphql', json({ query: ADD, variables: { userData: italianUser, package: card } }, headers));
    const proxied = await add(api.app, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.20' });
    expect(proxied.headers.get('set-cookie')).toMatch(/^donami_basket=[0-9a-f-]{36};.*; Secure$/);
    const plain = await add(api.app, { 'x-forwarded-for': '203.0.113.21' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    const untrusting = createHttpApp({ database, schema, logger: pino({ level: 'silent' }) });
    const forged = await add(untrusting, { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('set-cookie')).toMatch(/^donami_basket=/);
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('checks ids at the door: 9003 or 9004, never an internal error, never an echo into Set-Cookie', async () => {
    const order = 'query O($userData: UserData!, $uuid: String!) { order(userData: $userData, uuid: $uuid) { errors { code referencedRequestParameter } } }';
    expect((await api.graphql(order, { uuid: 'a\u0000b' })).data.order.errors).toEqual([{ code: 9004, referencedRequestParameter: 'uuid' }]);
    expect((await api.graphql(order, { uuid: 'nope' })).data.order.errors).toEqual([{ code: 9003, referencedRequestParameter: 'uuid' }]);
    const res = await api.app.request('/graphql', json({ query: ADD, variables: { userData: italianUser, orderUuid: '東京; Domain=evil', package: card } }));
    expect(((await res.json()) as any).data.addGiftcardPackage.errors).toEqual([{ code: 9003, referencedRequestParameter: 'orderUuid' }]);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('drops a badly encoded cookie instead of failing, and answers odd paths with 404', async () => {
    const res = await api.app.request(
      '/graphql',
      json(
        {
          query: 'query($userData: UserData!) { cart(userData: $userData) { quantity } getUserInfo(userData: $userData) { user { subscribed } } }',
          variables: { userData: italianUser },
        },
        { cookie: 'donami_basket=%E0%A4%A; donami_session=%' },
      ),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.cart.quantity).toBe(0);
    for (const path of ['/cassa/%00/', '/%E0%A4%A', `/${'a'.repeat(3000)}/`]) expect((await api.app.request(path)).status, path).toBe(404);
  });

  it('refuses introspection in production (schema.graphql is published), and allows it locally', async () => {
    const ask = (yoga: ReturnType<typeof createGraphQLHandler>) =>
      yoga.fetch('http://shop.test/graphql', json({ query: '{ __schema { queryType { name } } }' }));
    expect(((await (await ask(createGraphQLHandler(schema, database.db))).json()) as any).data.__schema.queryType.name).toBe('Query');
    process.env.NODE_ENV = 'production';
    const refused = (await (await ask(createGraphQLHandler(schema, database.db))).json()) as any;
    expect(refused.data).toBeUndefined();
    expect(refused.errors[0].message).toMatch(/introspection/i);
  });

  it('shows /metrics with the token only; without a token, locally only', async () => {
    expect((await api.app.request('/metrics')).status).toBe(200);
    process.env.METRICS_TOKEN = 'metrics-token-for-the-test';
    expect((await api.app.request('/metrics')).status).toBe(401);
    expect((await api.app.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const ok = await api.app.request('/metrics', { headers: { authorization: 'Bearer metrics-token-for-the-test' } });
    expect(await ok.text()).toMatch(/# TYPE http_request_duration_seconds histogram/);
    delete process.env.METRICS_TOKEN;
    process.env.NODE_ENV = 'production';
    expect((await api.app.request('/metrics')).status).toBe(404);
  });

  it('logs an unexpected error with the request id the answer carries; the caller sees the masked message', async () => {
    const lines: any[] = [];
    const logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk, _e, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const failing = buildSchema('type Query { boom: String }');
    failing.getQueryType()!.getFields().boom!.resolve = () => {
      throw new Error('the database went away');
    };
    const app = createHttpApp({ database, schema: failing, logger });
    const res = await app.request('/graphql', json({ query: '{ boom }' }));
    const body = (await res.json()) as any;
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toMatch(/database went away/);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ requestId: id, msg: 'unexpected GraphQL error', err: expect.objectContaining({ message: 'the database went away' }) }),
    ]);
    // Through yoga alone (as the one-card-check test uses it) the context has no id: still logged.
    const request = new Request('http://shop.test/graphql', json({ query: '{ boom }' }));
    admitRequest(request, null);
    await createGraphQLHandler(failing, database.db, { logger }).fetch(request);
    expect(lines).toHaveLength(2);
  });
});

describe.each(databaseKinds)('the per-client request limit on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** The shop on a real socket, so that the client address is the socket's. */
  async function listening(trustedProxies?: string) {
    const app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), trustedProxies });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const call = (forwardedFor: string) =>
      fetch(url, json({ query: STORE, variables: { userData: italianUser } }, { 'x-forwarded-for': forwardedFor, 'accept-language': 'en' }));
    return { call, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('answers 429 with error 9005 over the limit; a forged X-Forwarded-For makes no new client without TRUSTED_PROXIES', async () => {
    process.env.GRAPHQL_RATE_LIMIT_PER_MINUTE = '3';
    const direct = await listening();
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await direct.call(`198.51.100.${i + 1}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await direct.call('198.51.100.99');
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        errors: [
          {
            message: 'Too many requests in a short time. Please wait a minute and try again.',
            extensions: { code: 9005, retryAfterSeconds: expect.any(Number) },
          },
        ],
      });
    } finally {
      await direct.close();
    }
    // Behind one trusted proxy, the forwarded address is the client: each has its own allowance.
    process.env.GRAPHQL_RATE_LIMIT_PER_MINUTE = '2';
    const proxied = await listening('1');
    try {
      const statuses = [];
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.1', '203.0.113.2', '203.0.113.1'])
        statuses.push((await proxied.call(`10.9.9.9, ${client}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });
});
