import type { Screen, StorefrontConfig } from './storefronts.ts';

/**
 * Builds a storefront path for a screen: fills `:params`, drops missing optional segments and
 * ends with a slash, as the shop's canonical URLs do. A language other than the default gets a
 * two-letter prefix.
 */
export function buildPath(store: StorefrontConfig, screen: Screen, params: Record<string, string | number | undefined> = {}, language?: string): string {
  const pattern = store.paths[screen];
  if (!pattern) throw new Error(`screen ${screen} has no path in store ${store.key}`);
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`missing ${name} for ${screen}`);
      }
      return [encodeURIComponent(String(value))];
    });
  const prefix = language && language !== store.language ? `/${language}` : '';
  return `${prefix}/${segments.join('/')}${segments.length ? '/' : ''}`;
}

/** Adds the trailing slash the shop's URLs carry; keeps the query string. */
export function normalisePath(pathname: string): string {
  if (pathname === '/' || pathname.endsWith('/')) return pathname;
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.')) return pathname;
  return `${pathname}/`;
}

export type LinkKind = 'internal' | 'external';

/**
 * Reduces a link to the shop's own absolute address to a relative path and says whether the
 * link stays in the shop. tel:, mailto: and other origins are external.
 */
export function classifyLink(href: string, ownOrigins: string[]): { href: string; kind: LinkKind } {
  if (href.startsWith('/') && !href.startsWith('//')) return { href, kind: 'internal' };
  try {
    const url = new URL(href);
    const own = ownOrigins.some((o) => new URL(o).host.replace(/^www\./, '') === url.host.replace(/^www\./, ''));
    if (own) return { href: `${url.pathname}${url.search}${url.hash}`, kind: 'internal' };
  } catch {
    return { href, kind: 'external' };
  }
  return { href, kind: 'external' };
}

/** A product listing page number: digits only, 1 or more. */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The slug a content page has at a static path: its segments joined by '-' (/klantenservice/contact/ → klantenservice-contact). */
export function slugOfPath(pathname: string): string {
  return pathname
    .split('/')
    .filter(Boolean)
    .filter((s) => !/^[a-z]{2}$/.test(s))
    .join('-');
}

/**
 * Where a content page (a landing page, by its slug) lives: the screen whose own static path
 * spells the slug (the Dutch contact page at /klantenservice/contact/, the redeem terms at
 * /controlla-il-credito/termini-e-condizioni/), else the generic landing path /{slug}/.
 */
export function contentPagePath(store: StorefrontConfig, slug: string, language?: string): string {
  for (const [screen, pattern] of Object.entries(store.paths) as [Screen, string][]) {
    if (screen === 'landing' || pattern.includes(':') || pattern === '/') continue;
    if (slugOfPath(pattern) === slug) return buildPath(store, screen, {}, language);
  }
  return buildPath(store, 'landing', { path: slug }, language);
}

/** Where a page of the content module lives: a landing page by its slug, a blog article, a giving moment. */
export function pagePath(store: StorefrontConfig, kind: 'landing' | 'blog' | 'givingMoment', slug: string, language?: string): string {
  if (kind === 'blog') return buildPath(store, 'blogArticle', { path: slug }, language);
  if (kind === 'givingMoment') return buildPath(store, 'givingMoment', { product: slug }, language);
  return contentPagePath(store, slug, language);
}
