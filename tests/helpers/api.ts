import pino from 'pino';
import type { Database } from '../../server/db/client.ts';
import { schema } from '../../server/graphql/schema.ts';
import { createHttpApp } from '../../server/http/app.ts';

export const italianUser = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };

/**
 * The shop's HTTP surface without the storefront, for API tests: requests never leave the process.
 * The test client stands as one proxy hop in front of the shop (TRUSTED_PROXIES=1): a test acts as
 * different clients by sending `x-forwarded-for`, as a real proxy would tell them.
 */
export function apiClient(database: Database) {
  const app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), trustedProxies: '1' });
  async function graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const res = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables: { userData: italianUser, ...variables } }),
    });
    const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
    return { status: res.status, data: json.data as T, errors: json.errors };
  }
  return { app, graphql };
}
