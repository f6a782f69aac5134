import { storefronts, type Locale, type Screen, type StorefrontConfig } from './storefronts.ts';

export type RouteEntry = { id: string; path: string; screen: Screen; store: string; language: Locale };

/**
 * The storefronts' route table. Each storefront's screens are served at their paths; a
 * storefront's other languages get their two-letter prefix (the default language has none).
 * A path two storefronts share (/, /blog/, /404/, /:path/) belongs to the first storefront.
 *
 * The list's numbered pages (/carte-regalo/2) have the same shape as a product
 * (/carte-regalo/{product}/); React Router cannot tell digits apart, so the product route
 * serves both and shows the list for a number (see routes/product.tsx).
 */
export function routeEntries(list: StorefrontConfig[] = storefronts): RouteEntry[] {
  const seen = new Set<string>();
  const out: RouteEntry[] = [];
  for (const store of list) {
    for (const language of store.languages) {
      const prefix = language === store.language ? '' : `/${language}`;
      for (const [screen, pattern] of Object.entries(store.paths) as [Screen, string][]) {
        let path = pattern;
        if (screen === 'productList') path = pattern.replace(/:page\?\/?$/, '');
        path = `${prefix}${path}`.replace(/\/$/, '') || '/';
        const shape = path.replace(/:[a-zA-Z]+/g, ':');
        if (seen.has(shape)) continue;
        seen.add(shape);
        out.push({ id: `${store.key}-${language}-${screen}`, path, screen, store: store.key, language });
      }
    }
  }
  return out;
}
