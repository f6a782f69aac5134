import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders, NONCE, type SecureHeadersVariables } from 'hono/secure-headers';
import type { IncomingMessage } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { createGraphQLHandler, refusal, requestLimit, withinResponseBudget } from './graphql.ts';
import { ipAnswer } from './ip.ts';
import { createResponseCache } from './response-cache.ts';
import { limitedBody, readBody } from './request-body.ts';
import { admitRequest, edgeSettings, parseTrustedProxies, publicRequest, requestIdOf } from './client-address.ts';
import { httpDuration, metricsAccess, registry, routeKind } from './metrics.ts';
import { mountImages } from './images.ts';
import { mountSeo, storeFor } from './seo.ts';
import { pspSandboxApp } from './psp-sandbox.ts';
import { PREVIEW_COOKIE } from '../modules/settings/index.ts';
import { mountWebhooks } from './webhooks.ts';
import { storefronts } from '../../common/storefronts.ts';
import { handlePaymentEvent } from '../modules/orders/index.ts';
import { paymentProvider } from '../modules/payments/index.ts';
import { mountMailbox } from './mailbox.ts';
import { mountInvoices } from './invoice.ts';
import { mountPartnerShops, partnerShopFraming } from './partner-shop.ts';
import { normalisePath } from '../../common/paths.ts';
import { videoFrameOrigins } from '../../common/content-blocks.ts';
import { takeCookies } from '../graphql/cookies.ts';
import { createAdminGraphQLHandler } from '../admin/http.ts';
import { settings } from '../settings.ts';

export type ShopApp = Hono<{ Variables: SecureHeadersVariables }>;
export type PageHandler = (request: Request, nonce: string) => Promise<Response>;

// C0 and C1 controls, DEL: no page of the shop has them in its path.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MAX_PATH_LENGTH = 2048;

/**
 * The origin of the location finder's map tiles (MAP_TILE_URL), as the pages' image policy names it:
 * a `{s}` subdomain becomes a wildcard (`https://*.tile.example.org`). Decision 027.
 */
export function tileImageSource(template: string): string {
  const u = new URL(template.replace(/\{[xyz]\}/g, '0').replace('{s}', 'tile-subdomain'));
  return `${u.protocol}//${u.host.replace('tile-subdomain', '*')}`;
}

/** A path no page can have: badly %-encoded, control characters (`%00`), overlong. Such paths get 404. */
export function isOddPath(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return true;
  try {
    return CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/** Node's own request under the web one (none in process: tests, app.request). */
const incomingOf = (c: { env: unknown }) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

const tooLarge = () => refusal(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');

type AppOptions = {
  database: Database;
  schema: GraphQLSchema;
  logger: Logger;
  pages?: PageHandler;
  assets?: (app: ShopApp) => void;
  /** Overrides TRUSTED_PROXIES for this app: the API tests act as one proxy hop in front of it. */
  trustedProxies?: string;
};

/** The one process's HTTP surface; every route here is a thin transport. */
export function createHttpApp(opts: AppOptions) {
  const { database, schema, logger } = opts;
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  const yoga = createGraphQLHandler(schema, database.db, { logger });
  // The public reads' answers, per app (one database): kept while the catalogue and content stay as they are.
  const publicReads = createResponseCache();
  const trust = opts.trustedProxies === undefined ? undefined : parseTrustedProxies(opts.trustedProxies);
  const { requestBodyLimitBytes } = edgeSettings();
  // A stock file of codes (decision 048) is larger than any other request: up to 6 MB, on the back
  // office's upload page and API only, and only with a staff cookie (the API then checks the session).
  const staffUploadLimit = (c: { req: { path: string; header(name: string): string | undefined } }) =>
    (c.req.path === '/admin/graphql' || c.req.path === '/admin/stock' || /^\/admin\/pages\/\d+$/.test(c.req.path)) &&
    /(?:^|;\s*)donami_staff=/.test(c.req.header('cookie') ?? '')
      ? 6 * 1024 * 1024
      : requestBodyLimitBytes;

  app.use('*', async (c, next) => {
    const started = performance.now();
    // The socket's address: in-process requests (tests, app.request) have none.
    const incoming = incomingOf(c);
    const requestId = admitRequest(c.req.raw, incoming?.socket?.remoteAddress, trust);
    await next();
    try {
      c.res.headers.set('x-request-id', requestId);
    } catch {
      c.res = new Response(c.res.body, c.res); // a response with immutable headers
      c.res.headers.set('x-request-id', requestId);
    }
    const seconds = (performance.now() - started) / 1000;
    const kind = routeKind(c.req.path);
    httpDuration.observe({ kind, status: String(c.res.status) }, seconds);
    // Assets and the health checks (a proxy's and the orchestrator's, every few seconds) are not logged.
    if (kind !== 'asset' && c.req.path !== '/healthz')
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(seconds * 1000), requestId }, 'request');
  });
  // A provider's webhook gets a two-letter answer: compressing it would cost both ends a zlib
  // stream per payment (a tenth of the worker's time in a burst of payments).
  const compressed = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/webhooks/') ? next() : compressed(c, next)));
  partnerShopFraming(app);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', tileImageSource(settings().mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The video blocks' players, loaded only when the visitor clicks a video (decision 036).
        frameSrc: ["'self'", ...videoFrameOrigins],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      // 'no-referrer' makes browsers send `Origin: null` on form posts, which React Router refuses:
      // the forms that work without JavaScript need the origin.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );

  app.get('/healthz', async (c) => {
    await database.db.execute('select 1');
    return c.json({ status: 'ok', database: database.kind });
  });
  app.get('/metrics', async (c) => {
    const access = metricsAccess(c.req.header('authorization'));
    if (access === 'hidden') return c.text('Not found', 404);
    if (access === 'refused') return c.text('Unauthorized', 401, { 'www-authenticate': 'Bearer' });
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
  });
  // Each visitor's own answer: no shared cache may keep it.
  app.get('/ip', (c) => c.json(ipAnswer(c.req.raw), 200, { 'cache-control': 'private, no-store' }));
  // A draft's toggles previewed on this host (decision 052): the link from the back office sets
  // the preview cookie and opens the home; /_preview/end forgets it.
  // A page's draft (decision 063) the same way, opening the page itself (`to`: a path of this host).
  const preview = (c: Context) => {
    const token = c.req.query('token') ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return c.text('Not found', 404);
    const to = c.req.query('to') ?? '/';
    const location = /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/';
    const cookie = `${PREVIEW_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600`;
    return c.body(null, 303, { location, 'set-cookie': cookie, 'cache-control': 'no-store' });
  };
  app.get('/_preview/toggles', preview);
  app.get('/_preview/page', preview);
  app.get('/_preview/end', (c) => c.body(null, 303, { location: '/', 'set-cookie': `${PREVIEW_COOKIE}=; Path=/; Max-Age=0`, 'cache-control': 'no-store' }));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const request = publicRequest(c.req.raw);
    const body = await readBody(request, incomingOf(c), requestBodyLimitBytes);
    if (!body) return tooLarge();
    const limited = await requestLimit(database, request);
    if (limited) return limited;
    return publicReads(request, body, async (sent) => {
      const res = await withinResponseBudget(await yoga.fetch(sent));
      for (const cookie of takeCookies(sent)) res.headers.append('set-cookie', cookie);
      return res;
    });
  });
  // The back office's own API (issue 17): the staff cookie only, never the response cache.
  const adminYoga = createAdminGraphQLHandler(database.db, logger);
  app.on(['GET', 'POST'], '/admin/graphql', async (c) => {
    const request = await limitedBody(publicRequest(c.req.raw), incomingOf(c), staffUploadLimit(c));
    if (!request) return tooLarge();
    const limited = await requestLimit(database, request);
    if (limited) return limited;
    const res = await withinResponseBudget(await adminYoga.fetch(request));
    for (const cookie of takeCookies(request)) res.headers.append('set-cookie', cookie);
    res.headers.set('cache-control', 'no-store');
    return res;
  });
  mountImages(app, database.db);
  mountSeo(app, database.db);
  if (storefronts.some((s) => paymentProvider(database.db, s.id).name === 'sandbox')) app.route('/psp/sandbox/', pspSandboxApp(database.db));
  mountWebhooks(
    app,
    (storeId) => paymentProvider(database.db, storeId),
    (event, provider) => handlePaymentEvent(database.db, event, provider),
  );
  mountMailbox(app, database.db);
  mountInvoices(app, database.db);
  mountPartnerShops(app);
  opts.assets?.(app);

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    if (isOddPath(url.pathname)) return c.text('Not found', 404);
    // React Router's own endpoints (/__manifest, *.data) keep their paths.
    if (c.req.method === 'GET' && !url.pathname.startsWith('/__')) {
      const normal = normalisePath(url.pathname.replace(/\/{2,}/g, '/'));
      if (normal !== url.pathname) return c.redirect(`${normal}${url.search}`, 301);
      // The storefront's own language has no prefix: /it/… on the Italian storefront is its page without it.
      const own = `/${storeFor(c.req.header('host')).language}/`;
      if (url.pathname.startsWith(own)) return c.redirect(`${url.pathname.slice(own.length - 1)}${url.search}`, 301);
    }
    if (!opts.pages) return c.text('Not found', 404);
    // The page sees the request as the browser made it (https behind the trusted proxy).
    const request = await limitedBody(publicRequest(c.req.raw), incomingOf(c), staffUploadLimit(c));
    if (!request) return c.text('Payload too large', 413);
    const res = await opts.pages(request, c.get('secureHeadersNonce') ?? '');
    // Cookies the API set while a loader or action ran in process (a session opened or ended).
    const cookies = takeCookies(request);
    if (!cookies.length) return res;
    const out = new Response(res.body, res);
    for (const cookie of cookies) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.onError((err, c) => {
    logger.error({ err: { message: err.message, stack: err.stack }, path: c.req.path, requestId: requestIdOf(c.req.raw) }, 'unhandled error');
    return c.text('Errore interno', 500);
  });
  return app;
}
