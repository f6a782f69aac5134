import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders, NONCE, type SecureHeadersVariables } from 'hono/secure-headers';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { createGraphQLHandler } from './graphql.ts';
import { clientCountry } from './ip.ts';
import { httpDuration, registry, routeKind } from './metrics.ts';
import { mountImages } from './images.ts';
import { mountSeo } from './seo.ts';
import { mountPspSandbox } from './psp-sandbox.ts';
import { mountWebhooks } from './webhooks.ts';
import { handlePaymentEvent } from '../modules/orders/payment-outcome.ts';
import { paymentProvider } from '../modules/payments/index.ts';
import { mountMailbox } from './mailbox.ts';
import { mountInvoices } from './invoice.ts';
import { mountPartnerShops, partnerShopFraming } from './partner-shop.ts';
import { normalisePath } from '../../common/paths.ts';
import { takeCookies } from '../graphql/cookies.ts';

export type ShopApp = Hono<{ Variables: SecureHeadersVariables }>;
export type PageHandler = (request: Request, nonce: string) => Promise<Response>;

/** The one process's HTTP surface; every route here is a thin transport. */
export function createHttpApp(opts: { database: Database; schema: GraphQLSchema; logger: Logger; pages?: PageHandler; assets?: (app: ShopApp) => void }) {
  const { database, schema, logger } = opts;
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const yoga = createGraphQLHandler(schema, database.db);

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const kind = routeKind(c.req.path);
    httpDuration.observe({ kind, status: String(c.res.status) }, seconds);
    if (kind !== 'asset') logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(seconds * 1000) }, 'request');
  });
  app.use('*', compress());
  partnerShopFraming(app);
  app.use('*', secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    // 'no-referrer' makes browsers send `Origin: null` on form posts, which React Router refuses:
    // the forms that work without JavaScript need the origin.
    referrerPolicy: 'strict-origin-when-cross-origin',
  }));

  app.get('/healthz', async (c) => {
    await database.db.execute('select 1');
    return c.json({ status: 'ok', database: database.kind });
  });
  app.get('/metrics', async (c) => c.body(await registry.metrics(), 200, { 'content-type': registry.contentType }));
  app.get('/ip', (c) => c.json({ country_code: clientCountry(c.req.raw) }));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const res = await yoga.fetch(c.req.raw);
    for (const cookie of takeCookies(c.req.raw)) res.headers.append('set-cookie', cookie);
    return res;
  });
  mountImages(app, database.db);
  mountSeo(app, database.db);
  if (paymentProvider(database.db).name === 'sandbox') mountPspSandbox(app, database.db);
  mountWebhooks(app, () => paymentProvider(database.db), (event) => handlePaymentEvent(database.db, event));
  mountMailbox(app, database.db);
  mountInvoices(app, database.db);
  mountPartnerShops(app);
  opts.assets?.(app);

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    // React Router's own endpoints (/__manifest, *.data) keep their paths.
    if (c.req.method === 'GET' && !url.pathname.startsWith('/__')) {
      const normal = normalisePath(url.pathname.replace(/\/{2,}/g, '/'));
      if (normal !== url.pathname) return c.redirect(`${normal}${url.search}`, 301);
    }
    if (!opts.pages) return c.text('Not found', 404);
    const res = await opts.pages(c.req.raw, c.get('secureHeadersNonce') ?? '');
    // Cookies the API set while a loader or action ran in process (a session opened or ended).
    const cookies = takeCookies(c.req.raw);
    if (!cookies.length) return res;
    const out = new Response(res.body, res);
    for (const cookie of cookies) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.onError((err, c) => {
    logger.error({ err: { message: err.message, stack: err.stack }, path: c.req.path }, 'unhandled error');
    return c.text('Errore interno', 500);
  });
  return app;
}
