import { createHash } from 'node:crypto';
import type pg from 'pg';

// PostgreSQL parses and plans every statement it is sent; the shop sends the same few hundred
// statements (drizzle writes one text per query shape) over and over, and on the payment path the
// planning cost as much as the execution. Named, a statement is parsed once per connection and,
// after a few runs, planned once too (PostgreSQL's generic plan). node-postgres prepares a named
// statement on its first use on a connection and reuses it after.
//
// Only statements with parameters are named (a text without them may hold several commands, as
// the migrations do, which a prepared statement cannot). A connection names at most
// MAX_PER_CONNECTION statements; the rest run as before, so statements whose text varies (an
// `in (...)` list of any length) cannot grow a connection's store without bound.

const MAX_PER_CONNECTION = 500;
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size < 5000) names.set(text, name);
  }
  return name;
}

type QueryConfig = { text: string; values?: unknown[]; name?: string };

/** A query config without a name, with parameters (in the config, or as the call's second argument, as drizzle passes them). */
function isParameterised(config: unknown, values: unknown): config is QueryConfig {
  if (!config || typeof config !== 'object') return false;
  const c = config as Partial<QueryConfig>;
  const params = c.values ?? values;
  return typeof c.text === 'string' && !c.name && Array.isArray(params) && params.length > 0;
}

/** Makes a pool's connections run their parameterised statements as named prepared statements. */
export function prepareStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (isParameterised(config, rest[0])) {
        const name = nameOf(config.text);
        if (prepared.has(name) || prepared.size < MAX_PER_CONNECTION) {
          prepared.add(name);
          return query({ ...config, name }, ...rest);
        }
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
}
