import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../tests/helpers/api.ts';
import { ADD } from '../../tests/helpers/checkout.ts';
import type { Database } from '../db/client.ts';
import { invalidateCatalogue } from '../modules/catalog/index.ts';
import { products } from '../db/schema.ts';
import { settings } from '../settings.ts';
import { isPublicRead } from './response-cache.ts';

const PRODUCTS =
  'query P($userData: UserData!) { products(userData: $userData, paging: { itemsPerPage: 2, pageNumber: 1 }) { items { id title } totalItems } }';
const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables: { userData: italianUser, ...variables } });

describe('which requests are public reads', () => {
  it('a query of catalogue, search and content fields only', () => {
    expect(isPublicRead(body(PRODUCTS))).toBe(true);
    expect(
      isPublicRead(
        body('query($userData: UserData!) { search_v1(userData: $userData, inputText: "x") { total } storeData(userData: $userData) { __typename } }'),
      ),
    ).toBe(true);
  });

  it('not a mutation, a personal field beside a public one, two operations, a root fragment, a directive or anything malformed', () => {
    expect(isPublicRead(body(ADD))).toBe(false);
    expect(
      isPublicRead(body('query($userData: UserData!) { products(userData: $userData) { totalItems } cart(userData: $userData) { errors { code } } }')),
    ).toBe(false);
    expect(isPublicRead(JSON.stringify({ query: `${PRODUCTS} query Q { __typename }`, operationName: 'P' }))).toBe(false);
    expect(isPublicRead(JSON.stringify({ query: 'query { ...F } fragment F on Query { __typename }' }))).toBe(false);
    expect(isPublicRead(JSON.stringify({ query: 'query($s: Boolean!) { products(userData: {}) @include(if: $s) { totalItems } }' }))).toBe(false);
    expect(isPublicRead(JSON.stringify({ query: PRODUCTS, operationName: 'Other' }))).toBe(false);
    expect(isPublicRead(JSON.stringify([{ query: PRODUCTS }]))).toBe(false);
    for (const bad of ['', '{', 'null', '{"query": 3}', '{"query": "query {"}']) expect(isPublicRead(bad)).toBe(false);
  });
});

describe('the answers kept for public reads', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const post = (text: string, headers: Record<string, string> = {}) =>
    api.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });

  it('answers the same read the same, and shows a catalogue change once the catalogue is reloaded', async () => {
    const first = await (await post(body(PRODUCTS))).text();
    expect(await (await post(body(PRODUCTS))).text()).toBe(first);
    const { items } = JSON.parse(first).data.products as { items: { id: string; title: string }[] };
    const id = Number(items[0]!.id);
    await database.db.update(products).set({ title: 'Gift card Rinominata' }).where(eq(products.id, id));
    invalidateCatalogue();
    const after = JSON.parse(await (await post(body(PRODUCTS))).text()).data.products.items;
    expect(after[0]).toEqual({ id: String(id), title: 'Gift card Rinominata' });
  });

  it('never keeps a mutation: the same add sent twice more puts three cards in the basket', async () => {
    const pkg = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 1 };
    const once = await api.graphql<any>(ADD, { package: pkg });
    const uuid = once.data.addGiftcardPackage.order.id;
    const text = body(ADD, { orderUuid: uuid, package: pkg });
    await post(text);
    const third = JSON.parse(await (await post(text)).text());
    // Three choice cards of 25 € and the service fee.
    expect(third.data.addGiftcardPackage.order.totals.grandTotal.value).toBe(75.95);
  });

  it('gives a request from another allowed origin its CORS answer, kept or not', async () => {
    const origin = new URL(settings().publicUrl).origin;
    const url = 'http://shop.test/graphql';
    const ask = () => api.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: body(PRODUCTS, { paging: null }) });
    await post(body(PRODUCTS, { paging: null }));
    for (let i = 0; i < 2; i++) {
      const res = await ask();
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('sends a kept answer compressed to a client that accepts gzip, whole to one that does not, and says it varies', async () => {
    // 16 products: an answer long enough to be worth compressing.
    const long = body(PRODUCTS.replace('itemsPerPage: 2', 'itemsPerPage: 16').replace('{ id title }', '{ id title description path }'));
    const fresh = await post(long);
    const text = await fresh.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    const kept = await post(long, { 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers.get('content-encoding')).toBe('gzip');
    expect(kept.headers.get('vary')).toMatch(/accept-encoding/i);
    const zipped = Buffer.from(await kept.arrayBuffer());
    expect(Number(kept.headers.get('content-length'))).toBe(zipped.byteLength);
    expect(gunzipSync(zipped).toString('utf8')).toBe(text);
    const plain = await post(long);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(await plain.text()).toBe(text);
  });
});
