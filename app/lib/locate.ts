import { matchRoutes } from 'react-router';
import { routeEntries, type RouteEntry } from '../../common/route-table.ts';
import { defaultStorefront, storefrontByKey, type Locale, type StorefrontConfig } from '../../common/storefronts.ts';
import { NO_EXTRA_HOSTS, storefrontOfHost, storefrontOrigins, type StorefrontHosts } from '../../common/storefront-hosts.ts';

const entries = routeEntries();
const routes = entries.map((e) => ({ id: e.id, path: e.path }));
const byId = new Map(entries.map((e) => [e.id, e]));

export type Located = { store: StorefrontConfig; language: Locale; entry: RouteEntry | null };

// The operator's extra hosts (STOREFRONT_HOSTS): the server hands them over when it loads the
// build (server/http/ssr.ts); the storefront does not read the environment itself.
let extraHosts: StorefrontHosts = NO_EXTRA_HOSTS;

// Matching ~100 route patterns is not free; a page asks several times, so answers are remembered.
const located = new Map<string, Located>();
const MAX_REMEMBERED = 5000;

export function configureStorefrontHosts(hosts: StorefrontHosts): void {
  extraHosts = hosts;
  located.clear();
}

/** The storefront the host serves (nl.localhost, www.donami.nl, an operator's host), or null. */
export function storefrontOfRequestHost(host: string | null | undefined): StorefrontConfig | null {
  return storefrontOfHost(host, extraHosts);
}

/**
 * Which storefront and language a request belongs to: its path in the route table, and for the
 * paths storefronts share (/, /blog/, /404/, /{path}/) its host. A path of one storefront only
 * (/cadeaubonnen/) is that storefront's on every host. A bare path (no host) is located as on the
 * default host.
 */
export function locate(requested: string | URL): Located {
  const path = typeof requested === 'string' ? requested : requested.pathname;
  const host = typeof requested === 'string' ? null : storefrontOfRequestHost(requested.host);
  // Client navigations fetch loader data at "<path>/_.data", "<path>.data" or "/_root.data".
  const pathname = path.replace(/(?:\/_root|\/_)?\.data$/, '') || '/';
  const key = `${host?.key ?? ''} ${pathname}`;
  let hit = located.get(key);
  if (!hit) {
    hit = match(pathname, host);
    if (located.size >= MAX_REMEMBERED) located.clear();
    located.set(key, hit);
  }
  return hit;
}

function match(pathname: string, host: StorefrontConfig | null): Located {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1);
  const entry = last ? (byId.get(last.route.id) ?? null) : null;
  const hosted = host ?? defaultStorefront;
  if (!entry) return { store: hosted, language: hosted.language, entry };
  const alternate = entry.store === hosted.key ? undefined : entry.alternates.find((a) => a.store === hosted.key);
  if (alternate) return { store: hosted, language: alternate.language, entry };
  const store = storefrontByKey(entry.store) ?? defaultStorefront;
  return { store, language: entry.language, entry };
}

/** Where a link from this request to each storefront points, by storefront key. */
export function storefrontLinks(here: URL): Record<string, string> {
  return storefrontOrigins(here, extraHosts);
}

/**
 * A link from this request to `path` of `store`: the path itself when this host serves that
 * storefront there, else absolute, on that storefront's origin (the Dutch home from a Dutch page
 * served on localhost is http://nl.localhost:3000/).
 */
export function storefrontHref(here: URL, store: StorefrontConfig, path: string): string {
  if (locate(new URL(path, here)).store.id === store.id) return path;
  return `${storefrontLinks(here)[store.key]}${path}`;
}

export function userDataFor(located: Located, redeemToken: string | null = null) {
  return { language: located.language, storeID: located.store.id, countryCode: located.store.country, redeemToken };
}
