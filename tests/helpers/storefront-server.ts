import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import type { Database } from '../../server/db/client.ts';
import { schema } from '../../server/graphql/schema.ts';
import { createHttpApp, type PageHandler } from '../../server/http/app.ts';
import { createPageHandler } from '../../server/http/ssr.ts';

// The built storefront behind the real HTTP server on a free port, asked over a socket with the
// Host header a browser sends (http://nl.localhost:3000/ and the rest): the storefront-by-host tests.

const root = path.resolve(import.meta.dirname, '../..');

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; location?: string };

/** Serves `database` with the storefront build (built here when missing, as npm start does); `wrap` puts e.g. the page cache around the pages. */
export async function serveStorefront(database: Database, wrap: (pages: PageHandler) => PageHandler = (pages) => pages) {
  if (!existsSync(path.join(root, 'build/server/index.js'))) {
    const built = spawnSync(process.execPath, [path.join(root, 'node_modules/.bin/react-router'), 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('react-router build failed');
  }
  const pages = wrap(await createPageHandler(root, schema, database.db));
  const app = createHttpApp({ database, schema, logger: pino({ level: 'silent' }), pages });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const { port } = server.address() as AddressInfo;

  /** GET `pathname` with the Host header `host`; redirects are answered, not followed. */
  const get = (host: string, pathname: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, location: res.headers.location }));
      });
      req.on('error', reject);
      req.end();
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { get, close };
}

export const langOf = (html: string) => /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1];
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The text a visitor reads: no scripts, styles or tags. */
export const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
