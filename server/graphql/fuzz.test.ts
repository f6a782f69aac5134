// Issue 12: bad input never gives a 500. Every argument of every query and mutation (and every
// field of their inputs) gets wrong types, empty, overlong, NUL, non-Latin-1, SQL and HTML text,
// one bad value per request with valid values around it; the pages get odd paths and bad cookies.
// No answer may be an HTTP 500 or an INTERNAL error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { freshPglite } from '../../tests/helpers/db.ts';
import { italianUser } from '../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../tests/helpers/captcha.ts';
import type { Database } from '../db/client.ts';
import { createHttpApp } from '../http/app.ts';
import { createPageHandler } from '../http/ssr.ts';
import { storefronts } from '../../common/storefronts.ts';
import { schema } from './schema.ts';
import { must } from '../../common/must.ts';

const BAD_TEXT: unknown[] = ['', 'x'.repeat(10_000), 'a\u0000b', '東京\u2028', "' OR 1=1 --", '<script>alert(1)</script>', '\ud800', 42, { a: 1 }];
const BAD_INT: unknown[] = ['abc', 1.5, -1, 0, 2147483647, -2147483648, 2 ** 40];
const BAD_FLOAT: unknown[] = ['abc', -1, 0, 1e308];
const BAD_OTHER: unknown[] = ['yes', 1, { a: 1 }];

/** A value the operation would accept, so that only the one bad value is bad. */
function validValue(type: GraphQLInputType, name: string): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [validValue(t.ofType, name)];
  if (isEnumType(t)) return t.getValues()[0]?.value;
  if (isInputObjectType(t)) {
    if (t.name === 'UserData') return { ...italianUser };
    return Object.fromEntries(Object.values(t.getFields()).map((f) => [f.name, validValue(f.type, f.name)]));
  }
  switch (t.name) {
    case 'Int':
      return name === 'storeID' ? 53 : 1;
    case 'Float':
      return 10;
    case 'Boolean':
      return true;
    case 'ID':
      return '1';
    default: {
      if (/email/i.test(name)) return 'fuzz@example.it';
      if (/uuid/i.test(name)) return randomUUID();
      if (name === 'cardNumber') return '6390530000000000001';
      if (name === 'pin') return '000000';
      if (name === 'month') return '2026-01';
      if (/password/i.test(name)) return 'Fuzz-Passw0rd!';
      return 'test';
    }
  }
}

function badValues(type: GraphQLInputType): unknown[] {
  const t = getNullableType(type);
  const bad = isNonNullType(type) ? [null] : [];
  if (isListType(t)) return [...bad, 'x', [null]];
  if (isInputObjectType(t)) return [...bad, 'x', []];
  if (isScalarType(t) && (t.name === 'String' || t.name === 'ID')) return [...bad, ...BAD_TEXT];
  if (isScalarType(t) && t.name === 'Int') return [...bad, ...BAD_INT];
  if (isScalarType(t) && t.name === 'Float') return [...bad, ...BAD_FLOAT];
  return [...bad, ...BAD_OTHER];
}

/** Every place a value goes: the argument itself and each field of its inputs (lists: the first item). */
function places(type: GraphQLInputType, at: (string | number)[], seen = new Set<string>()): { at: (string | number)[]; type: GraphQLInputType }[] {
  const out = [{ at, type }];
  const t = getNullableType(type);
  if (isListType(t)) return [...out, ...places(t.ofType, [...at, 0], seen)];
  if (isInputObjectType(t) && !seen.has(t.name)) {
    for (const f of Object.values(t.getFields())) out.push(...places(f.type, [...at, f.name], new Set([...seen, t.name])));
  }
  return out;
}

function setAt(target: Record<string, unknown>, at: (string | number)[], value: unknown): void {
  let node: any = target;
  for (const key of at.slice(0, -1)) node = node[key];
  node[must(at.at(-1), 'a path has a last key')] = value;
}

/** A selection of the field's answer: scalars, and the scalars of the objects under it, two levels down. */
function selection(type: GraphQLOutputType, depth: number): string {
  const t = getNamedType(type);
  if (!isObjectType(t)) return isScalarType(t) || isEnumType(t) ? '' : '{ __typename }';
  const fields = Object.values(t.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const parts = fields.flatMap((f) => {
    const named = getNamedType(f.type);
    if (isScalarType(named) || isEnumType(named)) return [f.name];
    return depth > 1 ? [`${f.name} ${selection(f.type, depth - 1)}`] : [];
  });
  return `{ __typename ${parts.join(' ')} }`;
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz(${vars}) { ${field.name}(${args}) ${selection(field.type, 3)} }`;
}

async function validArgs(args: readonly GraphQLArgument[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const a of args) out[a.name] = a.name === 'captchaToken' ? await solvedCaptcha() : validValue(a.type, a.name);
  return out;
}

type Finding = { what: string; status: number; body: string };
const unexpected = (body: string) => /INTERNAL_SERVER_ERROR|Unexpected error\./.test(body);

describe('fuzzing the API and the pages (PGlite)', () => {
  let database: Database;
  let app: ReturnType<typeof createHttpApp>;
  let client = 0;
  const findings: Finding[] = [];
  const previous = process.env.GRAPHQL_RATE_LIMIT_PER_MINUTE;

  beforeAll(async () => {
    process.env.GRAPHQL_RATE_LIMIT_PER_MINUTE = '0';
    database = await freshPglite();
    const root = path.resolve(import.meta.dirname, '../..');
    // The pages too when the storefront is built (npm start and the browser journeys build it).
    const pages = existsSync(path.join(root, 'build/server/index.js')) ? await createPageHandler(root, schema, database.db) : undefined;
    app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), pages, trustedProxies: '1' });
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.GRAPHQL_RATE_LIMIT_PER_MINUTE;
    else process.env.GRAPHQL_RATE_LIMIT_PER_MINUTE = previous;
    await database.close();
  });

  async function send(what: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    // Each request from an address of its own: the guessing limits must not stop the fuzzing early.
    const address = `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    const res = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.text();
    if (res.status >= 500 || unexpected(body)) findings.push({ what, status: res.status, body: body.slice(0, 300) });
    return { status: res.status, body };
  }

  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  const fields = roots.flatMap(([kind, type]) => Object.values(type.getFields()).map((field) => ({ kind, field })));

  it('answers every operation with valid values, and every bad value, without a 500 or an INTERNAL error', async () => {
    findings.length = 0;
    let sent = 0;
    let ran = 0; // answers where the resolver ran (the others were refused by GraphQL's own type checks)
    for (const { kind, field } of fields) {
      const query = documentFor(kind, field);
      const baseline = await send(`${field.name} (valid values)`, query, await validArgs(field.args));
      // The selection fits the armor's budget: the valid call gets data, whatever its business errors.
      expect(JSON.parse(baseline.body).data, `${field.name}: ${baseline.body.slice(0, 300)}`).toBeTruthy();
      for (const arg of field.args) {
        for (const place of places(arg.type, [arg.name])) {
          for (const bad of badValues(place.type)) {
            const variables = await validArgs(field.args);
            setAt(variables, place.at, bad);
            const r = await send(`${field.name}(${place.at.join('.')} = ${JSON.stringify(bad)?.slice(0, 40)})`, query, variables);
            sent++;
            if (r.status === 200) ran++;
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(ran).toBeGreaterThan(sent / 3);
    expect(findings).toEqual([]);
  }, 240_000);

  it('answers odd paths and bad cookies on the pages with no 500', async () => {
    findings.length = 0;
    const segments = ['%00', '%E0%A4%A', '%', 'x'.repeat(3000), '%3Cscript%3E', "'%20OR%201=1%20--", '%E6%9D%B1%E4%BA%AC', '..%2F..%2Fetc'];
    const paths = new Set(['/%E0%A4%A', '/cassa/%00/', `/${'a'.repeat(5000)}/`, '/?s=%00', '/carte-regalo/?s=%E0%A4%A']);
    for (const template of Object.values(storefronts[0].paths)) {
      for (const bad of segments) paths.add(template!.replace(/:\w+\??/g, bad).replace(/\/+$/, '/'));
    }
    const cookies = [
      'donami_basket=%E0%A4%A',
      'donami_session=%',
      'donami_basket=%00',
      "donami_basket=' OR 1=1 --",
      'donami_redeem=%E0%A4%A',
      `donami_session=${'a'.repeat(5000)}`,
      'donami_basket=\u00e9\u00e8',
      'consent=%E0%A4%A',
    ];
    for (const p of paths) {
      const res = await app.request(p);
      if (res.status >= 500) findings.push({ what: `GET ${p.slice(0, 80)}`, status: res.status, body: (await res.text()).slice(0, 200) });
    }
    for (const cookie of cookies) {
      for (const p of ['/', '/carrello/', '/cassa/', '/conto/overview/', '/controlla-il-credito/']) {
        const res = await app.request(p, { headers: { cookie } });
        if (res.status >= 500) findings.push({ what: `GET ${p} with ${cookie.slice(0, 40)}`, status: res.status, body: (await res.text()).slice(0, 200) });
      }
      await send(
        `cart with cookie ${cookie.slice(0, 40)}`,
        'query($userData: UserData!) { cart(userData: $userData) { quantity errors { code } } getUserInfo(userData: $userData) { user { subscribed } } }',
        { userData: italianUser },
        { cookie },
      );
    }
    expect(findings).toEqual([]);
  }, 120_000);
});
