import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, RouterContextProvider, type ServerBuild, type RouterContext } from 'react-router';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { createInProcessClient } from '../graphql/execute.ts';
import { createAdminInProcessClient } from '../admin/http.ts';
import { clientAddressOf } from './client-address.ts';
import type { PageHandler, ShopApp } from './app.ts';
import { settings } from '../settings.ts';
import type { StorefrontHosts } from '../../common/storefront-hosts.ts';

type Api = {
  query<T>(doc: string, vars?: Record<string, unknown>): Promise<T>;
  admin<T>(doc: string, vars?: Record<string, unknown>): Promise<T>;
  nonce: string;
};

/** Loads the React Router server build and wires its loaders to the in-process GraphQL client. */
export async function createPageHandler(root: string, schema: GraphQLSchema, db: Db, logger?: Logger): Promise<PageHandler> {
  const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  // React Router types the entry module as its own; app/entry.server.tsx exports these two as well.
  const entry = build.entry.module as unknown as { apiContext: RouterContext<Api>; configureStorefrontHosts: (hosts: StorefrontHosts) => void };
  const apiContext = entry.apiContext;
  // The operator's extra hosts (STOREFRONT_HOSTS): the storefront locates shared paths by host.
  entry.configureStorefrontHosts(settings().storefrontHosts);
  const handle = createRequestHandler(build, settings().nodeEnv === 'development' ? 'development' : 'production');
  const query = createInProcessClient(schema, { db, logger });
  const adminQuery = createAdminInProcessClient(db, logger);
  return (request, nonce) => {
    const context = new RouterContextProvider();
    // The same client the /graphql endpoint would see (the socket, or the trusted proxy's hop).
    const address = clientAddressOf(request);
    context.set(apiContext, {
      query: (doc, vars = {}) => query(doc, vars, request, address),
      // The back office's pages (/admin/) ask the admin schema, with the page request's staff cookie.
      admin: (doc, vars = {}) => adminQuery(doc, vars, request),
      nonce,
    });
    return handle(request, context);
  };
}

/** Fingerprinted build assets are immutable; the rest of the public folder is cached briefly. */
export function mountAssets(root: string) {
  const client = path.relative(process.cwd(), path.join(root, 'build/client')) || '.';
  return (app: ShopApp) => {
    app.use(
      '/assets/*',
      serveStatic({
        root: client,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use('/favicon.ico', serveStatic({ root: client }));
  };
}
