import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { italianUser } from './api.ts';

// Web processes of the shop (API only, no workers) on one PostgreSQL database, as production runs
// several behind a load balancer: the concurrency tests send racing requests to different ones.

export type ApiServer = { port: number; child: ChildProcess; call(query: string, variables: Record<string, unknown>): Promise<any> };

/** A web process on `port`, or (by default) on a free port the system gives it: tests running side by side never collide. */
export function startApiServer(databaseUrl: string, port = 0): Promise<ApiServer> {
  const child = fork(path.resolve(import.meta.dirname, 'api-process.ts'), [], {
    // Every request of a race comes from this machine's one address: no per-client request limit.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      NODE_ENV: 'test',
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      UNPAID_ORDERS_PER_CLIENT: '100000',
    },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => {
      const call = async (query: string, variables: Record<string, unknown>) => {
        const res = await fetch(`http://127.0.0.1:${message.port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return ((await res.json()) as { data: Record<string, any> }).data;
      };
      resolve({ port: message.port, child, call });
    });
    child.once('exit', (code) => reject(new Error(`server on ${port || 'a free port'} exited with ${code}`)));
  });
}

/** One web process as the checkout helpers call the shop: every request as the Italian storefront. */
export function shopCaller(s: ApiServer) {
  return { graphql: async (q: string, v: Record<string, unknown> = {}) => ({ data: await s.call(q, { userData: italianUser, ...v }) }) };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `first`, then `second` `delayMs` later, and waits for both. */
export async function race<A, B>(first: () => Promise<A>, second: () => Promise<B>, delayMs: number): Promise<[A, B]> {
  const a = first();
  await sleep(delayMs);
  return Promise.all([a, second()]);
}
