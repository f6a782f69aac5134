import { storefronts, type Locale, type Screen, type StorefrontConfig } from './storefronts.ts';

/** A storefront that serves the same screen at the same path, on its own host. */
export type Alternate = { store: string; language: Locale };
export type RouteEntry = { id: string; path: string; screen: Screen; store: string; language: Locale; alternates: Alternate[] };

/**
 * The storefronts' route table. Each storefront's screens are served at their paths; a
 * storefront's other languages get their two-letter prefix (the default language has none).
 * A path two storefronts share (/, /blog/, /404/, /:path/) is one route, named after the first
 * storefront; the others are its `alternates`, and the request's host picks among them
 * (app/lib/locate.ts, decision 022).
 *
 * The list's numbered pages (/carte-regalo/2) have the same shape as a product
 * (/carte-regalo/{product}/); React Router cannot tell digits apart, so the product route
 * serves both and shows the list for a number (see routes/product.tsx).
 */
export function routeEntries(list: StorefrontConfig[] = storefronts): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  const out: RouteEntry[] = [];
  for (const store of list) {
    for (const language of store.languages) {
      const prefix = language === store.language ? '' : `/${language}`;
      for (const [screen, pattern] of Object.entries(store.paths) as [Screen, string][]) {
        let path = pattern;
        if (screen === 'productList') path = pattern.replace(/:page\?\/?$/, '');
        path = `${prefix}${path}`.replace(/\/$/, '') || '/';
        const shape = path.replace(/:[a-zA-Z]+/g, ':');
        const first = seen.get(shape);
        if (first) {
          // The same screen only: another screen would need another route module.
          if (first.screen === screen && first.store !== store.key) first.alternates.push({ store: store.key, language });
          continue;
        }
        const entry: RouteEntry = { id: `${store.key}-${language}-${screen}`, path, screen, store: store.key, language, alternates: [] };
        seen.set(shape, entry);
        out.push(entry);
      }
    }
  }
  return out;
}
