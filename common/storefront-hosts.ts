// Which storefront a host serves, and where a link to each storefront points from a request
// (decision 022). Pure: the HTTP layer, the route loaders and the tests all ask the same rules.
import { defaultStorefront, storefronts, type StorefrontConfig } from './storefronts.ts';

/**
 * The operator's extra hosts (STOREFRONT_HOSTS), by storefront key: each serves that storefront,
 * and the first is its address in links from a request made on one of them.
 */
export type StorefrontHosts = Readonly<Record<string, readonly string[]>>;

export const NO_EXTRA_HOSTS: StorefrontHosts = Object.freeze({});

const LOCAL = 'localhost';
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A Host header (or URL host) as a bare name: lower case, no port, no trailing dot, no brackets. */
export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** This machine by name or address: `localhost`, `*.localhost` (browsers send those to loopback), 127.x, ::1. */
export function isLocalHost(hostname: string): boolean {
  return hostname === LOCAL || hostname.endsWith(`.${LOCAL}`) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === '[::1]';
}

/**
 * The storefront a host names: the operator's extra hosts first, then the configured hosts
 * (www.donami.nl), then `<key>.localhost` (nl.localhost). Null for any other host (localhost,
 * an address, an unknown name): it serves the default storefront on the paths storefronts share.
 */
export function storefrontOfHost(host: string | null | undefined, extra: StorefrontHosts = NO_EXTRA_HOSTS): StorefrontConfig | null {
  if (!host) return null;
  const name = hostnameOf(host);
  const byExtra = storefronts.find((s) => extra[s.key]?.includes(name));
  if (byExtra) return byExtra;
  const configured = storefronts.find((s) => s.hosts.includes(name));
  if (configured) return configured;
  return storefronts.find((s) => name === `${s.key}.${LOCAL}`) ?? null;
}

/**
 * Where a link from this request to each storefront must point (the language form, a page of one
 * storefront served on the other's host). On a configured host, the configured origins
 * (https://www.donami.nl). The storefront the request's own host serves stays on that origin.
 * From this machine (localhost, nl.localhost, 127.0.0.1) the others are at `localhost` (the
 * default storefront) and `<key>.localhost`, on the request's port; from an operator's extra host,
 * a storefront with extra hosts is at its first one. Canonical URLs, hreflang and sitemaps name
 * the configured origins wherever the page is served: they are the storefronts' public addresses.
 */
export function storefrontOrigins(requestUrl: URL | string, extra: StorefrontHosts = NO_EXTRA_HOSTS): Record<string, string> {
  const url = typeof requestUrl === 'string' ? new URL(requestUrl) : requestUrl;
  const name = hostnameOf(url.host);
  const here = storefrontOfHost(name, extra) ?? defaultStorefront;
  const port = url.port ? `:${url.port}` : '';
  const originOf = (s: StorefrontConfig): string => {
    if (s.hosts.includes(name)) return s.origin;
    if (s === here) return url.origin;
    if (isLocalHost(name)) return `${url.protocol}//${s === defaultStorefront ? LOCAL : `${s.key}.${LOCAL}`}${port}`;
    const first = extra[s.key]?.[0];
    return first ? `${url.protocol}//${first}${port}` : s.origin;
  };
  return Object.fromEntries(storefronts.map((s) => [s.key, originOf(s)]));
}

/**
 * Reads STOREFRONT_HOSTS: `nl=shop.example.nl,www.shop.example.nl;it=shop.example.it` (a
 * storefront key, `=`, its hosts without port; storefronts apart by `;`). The problem, in words,
 * when it cannot be read.
 */
export function parseStorefrontHosts(text: string): { hosts: StorefrontHosts } | { problem: string } {
  const hosts: Record<string, string[]> = {};
  const seen = new Map<string, string>();
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, list, extra] = part.split('=').map((p) => p.trim());
    if (key === undefined || extra !== undefined || list === undefined)
      return { problem: `must read like nl=shop.example.nl,www.shop.example.nl;it=shop.example.it, got ${JSON.stringify(part.slice(0, 60))}` };
    if (!storefronts.some((s) => s.key === key))
      return { problem: `names no storefront: ${JSON.stringify(key.slice(0, 20))} (the storefronts are ${storefronts.map((s) => s.key).join(', ')})` };
    for (const raw of list
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean)) {
      if (!HOSTNAME.test(raw)) return { problem: `has a host that is not a host name (no scheme, no port): ${JSON.stringify(raw.slice(0, 60))}` };
      const other = seen.get(raw);
      if (other !== undefined && other !== key) return { problem: `gives ${raw} to two storefronts (${other} and ${key})` };
      seen.set(raw, key);
      const own = (hosts[key] ??= []);
      if (!own.includes(raw)) own.push(raw);
    }
    if (!hosts[key]?.length) return { problem: `gives storefront ${key} no host` };
  }
  return { hosts };
}
