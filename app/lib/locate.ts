import { matchRoutes } from 'react-router';
import { routeEntries, type RouteEntry } from '../../common/route-table.ts';
import { defaultStorefront, storefrontByKey, type Locale, type StorefrontConfig } from '../../common/storefronts.ts';

const entries = routeEntries();
const routes = entries.map((e) => ({ id: e.id, path: e.path }));
const byId = new Map(entries.map((e) => [e.id, e]));

export type Located = { store: StorefrontConfig; language: Locale; entry: RouteEntry | null };

// Matching ~100 route patterns is not free; a page asks several times, so answers are remembered.
const located = new Map<string, Located>();
const MAX_REMEMBERED = 5000;

/** Which storefront and language a path belongs to, by the route table. */
export function locate(requested: string): Located {
  // Client navigations fetch loader data at "<path>/_.data", "<path>.data" or "/_root.data".
  const pathname = requested.replace(/(?:\/_root|\/_)?\.data$/, '') || '/';
  let hit = located.get(pathname);
  if (!hit) {
    hit = match(pathname);
    if (located.size >= MAX_REMEMBERED) located.clear();
    located.set(pathname, hit);
  }
  return hit;
}

function match(pathname: string): Located {
  const matches = matchRoutes(routes, pathname);
  const entry = matches ? byId.get(matches[matches.length - 1].route.id) ?? null : null;
  const store = (entry && storefrontByKey(entry.store)) || defaultStorefront;
  return { store, language: entry?.language ?? store.language, entry };
}

export function userDataFor(located: Located, redeemToken: string | null = null) {
  return { language: located.language, storeID: located.store.id, countryCode: located.store.country, redeemToken };
}
