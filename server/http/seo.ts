import type { ShopApp } from './app.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../settings.ts';
import { buildPath, contentPagePath } from '../../common/paths.ts';
import { defaultStorefront, type StorefrontConfig } from '../../common/storefronts.ts';
import { storefrontOfHost } from '../../common/storefront-hosts.ts';
import { filterProducts, getCatalogue } from '../modules/catalog/index.ts';
import { listPages } from '../modules/content/index.ts';
import { withToggles } from '../modules/settings/index.ts';

/** The storefront the host serves (www.donami.nl, nl.localhost, an operator's host); the default one otherwise. */
export function storeFor(host: string | undefined): StorefrontConfig {
  return storefrontOfHost(host, settings().storefrontHosts) ?? defaultStorefront;
}

/**
 * robots.txt and sitemap.xml of the storefront the host serves (the Italian one by default). They
 * name the storefront's public origin wherever they are asked for (decision 022).
 */
export function mountSeo(app: ShopApp, db: Db) {
  app.get('/robots.txt', (c) => {
    // The toggles as published in the back office (a fixed noindex shuts the whole storefront).
    const store = withToggles(db, storeFor(c.req.header('host')));
    const body = store.toggles.hardcodeNoindex
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nDisallow: ${buildPath(store, 'basket')}\nDisallow: ${buildPath(store, 'checkout')}\nDisallow: ${buildPath(store, 'accountIdentify')}\nDisallow: /graphql\n\nSitemap: ${store.origin}/sitemap.xml\n`;
    return c.text(body);
  });
  app.get('/sitemap.xml', async (c) => {
    const store = storeFor(c.req.header('host'));
    const ctx = { db, store, locale: store.language };
    const catalogue = await getCatalogue(ctx);
    const paths = [
      buildPath(store, 'home'),
      buildPath(store, 'productList'),
      buildPath(store, 'allCategories'),
      ...catalogue.categories.map((cat) => buildPath(store, 'category', { url: cat.slug })),
      ...filterProducts(catalogue, {}).map((p) => buildPath(store, 'product', { product: p.slug })),
      ...(await listPages(ctx, 'givingMoment')).map((p) => buildPath(store, 'givingMoment', { product: p.slug })),
      ...(await listPages(ctx, 'landing')).filter((p) => !p.noindex).map((p) => contentPagePath(store, p.slug)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `  <url><loc>${store.origin}${p}</loc></url>`).join('\n')}\n</urlset>\n`;
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });
}
