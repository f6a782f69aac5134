import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { createGraphQLHandler } from '../http/graphql.ts';
import { databaseKinds } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { CARD_CHECK_FIELDS, ONE_CARD_CHECK_MESSAGE, cardCheckCount } from './one-card-check.ts';
import { must } from '../../common/must.ts';

// A tiny schema with the three card-check fields, each counting how often it really ran: the
// endpoint is the shop's own (createGraphQLHandler), so yoga's batching and armor are as in production.
let runs = 0;
const schema = buildSchema(`type Query { hello: String! }
  type Mutation { checkGiftcardPayment(pin: String): String! addGiftcardPayment(pin: String): String! enterDoubler(pin: String): String! other: String! }`);
schema.getQueryType()!.getFields().hello!.resolve = () => 'ciao';
for (const [name, field] of Object.entries(schema.getMutationType()!.getFields())) {
  field.resolve = CARD_CHECK_FIELDS.includes(name)
    ? () => {
        runs++;
        return 'checked';
      }
    : () => 'other';
}
const yoga = createGraphQLHandler(schema, {} as Db);

async function post(body: unknown) {
  const res = await yoga.fetch('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}
const refused = (r: { status: number; json: any }) => r.status === 400 && r.json.errors?.[0]?.message === ONE_CARD_CHECK_MESSAGE;

describe('one card check per request', () => {
  beforeEach(() => {
    runs = 0;
  });

  it('lets one card check through', async () => {
    const r = await post({ query: 'mutation { checkGiftcardPayment(pin: "1") }' });
    expect(r.json).toEqual({ data: { checkGiftcardPayment: 'checked' } });
    expect(runs).toBe(1);
  });

  it('refuses two through aliases, before either runs', async () => {
    const r = await post({ query: 'mutation { a: checkGiftcardPayment(pin: "1") b: checkGiftcardPayment(pin: "2") }' });
    expect(refused(r)).toBe(true);
    expect(r.json.data).toBeUndefined();
    expect(runs).toBe(0);
  });

  it('refuses two different card-check fields in one operation', async () => {
    expect(refused(await post({ query: 'mutation { checkGiftcardPayment(pin: "1") enterDoubler(pin: "2") }' }))).toBe(true);
    expect(refused(await post({ query: 'mutation { addGiftcardPayment(pin: "1") enterDoubler(pin: "2") }' }))).toBe(true);
    expect(runs).toBe(0);
  });

  it('counts inside fragments and inline fragments', async () => {
    const named = 'mutation { ...Guesses } fragment Guesses on Mutation { a: checkGiftcardPayment(pin: "1") b: checkGiftcardPayment(pin: "2") }';
    const split = 'mutation { checkGiftcardPayment(pin: "1") ...More } fragment More on Mutation { x: addGiftcardPayment(pin: "2") }';
    const inline = 'mutation { ... on Mutation { a: enterDoubler(pin: "1") } ... on Mutation { b: enterDoubler(pin: "2") } }';
    for (const query of [named, split, inline]) expect(refused(await post({ query }))).toBe(true);
    expect(runs).toBe(0);
  });

  it('allows a fragment spread twice: the spreads merge into one check', async () => {
    const r = await post({ query: 'mutation { ...F ...F } fragment F on Mutation { checkGiftcardPayment(pin: "1") }' });
    expect(r.json.data).toEqual({ checkGiftcardPayment: 'checked' });
    expect(runs).toBe(1);
  });

  it('counts every operation of a document, though only one would run', async () => {
    const query = 'mutation A { checkGiftcardPayment(pin: "1") } mutation B { checkGiftcardPayment(pin: "2") }';
    expect(refused(await post({ query, operationName: 'A' }))).toBe(true);
    expect(runs).toBe(0);
  });

  it('counts across a batch: one check per HTTP request', async () => {
    const one = { query: 'mutation { checkGiftcardPayment(pin: "1") }' };
    const r = await post([one, one]);
    expect(refused(r)).toBe(true);
    expect(runs).toBe(0);
    const mixed = await post([one, { query: '{ hello }' }, { query: 'mutation { other }' }]);
    expect(mixed.status).toBe(200);
    expect(mixed.json).toEqual([{ data: { checkGiftcardPayment: 'checked' } }, { data: { hello: 'ciao' } }, { data: { other: 'other' } }]);
    expect(runs).toBe(1);
  });

  it('leaves documents without a card check alone, and syntax errors to the parser', async () => {
    expect((await post({ query: '{ hello }' })).json).toEqual({ data: { hello: 'ciao' } });
    const broken = await post({ query: 'mutation { checkGiftcardPayment(pin: ' });
    expect(broken.status).toBe(400);
    expect(broken.json.errors[0].message).toMatch(/Syntax Error/);
    expect(runs).toBe(0);
  });

  it('counts field nodes by name', () => {
    expect(cardCheckCount(parse('{ hello }'))).toBe(0);
    expect(cardCheckCount(parse('mutation { a: checkGiftcardPayment b: addGiftcardPayment c: enterDoubler d: other }'))).toBe(3);
  });
});

describe('one card check on the shop endpoint', () => {
  let database: Database;
  beforeAll(async () => {
    database = await must(databaseKinds[0], 'the first database kind').open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses aliased card checks on the real schema as a malformed request', async () => {
    const { app } = apiClient(database);
    const query = `mutation ($userData: UserData!) {
      a: checkGiftcardPayment(userData: $userData, cardNumber: "6390530000000000001", pin: "000000") { errors { code } }
      b: checkGiftcardPayment(userData: $userData, cardNumber: "6390530000000000001", pin: "000001") { errors { code } } }`;
    const res = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { userData: { language: 'it', storeID: 53, countryCode: 'IT' } } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0].message).toBe(ONE_CARD_CHECK_MESSAGE);
  });
});
