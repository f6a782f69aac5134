// Where the account screens send a customer: the `next` page after login (checkout asks to come
// back), and the page after logout (never back to a page that needs the session, §4).
import { buildPath } from '../../common/paths.ts';
import type { Screen } from '../../common/storefronts.ts';
import { locate, storefrontHref } from './locate.ts';

/** The account pages a guest may not see: logging out there goes home (§4 Logout, §6). */
export const PROTECTED_SCREENS: readonly Screen[] = ['accountOverview', 'accountOrders', 'accountData', 'addressBook', 'reorder'];

const BASE = 'http://shop.invalid';

/**
 * A `next` parameter reduced to a path of this shop ("/cassa/?step=2"), or null. Only a relative
 * path is taken: "//evil.example", "/\\evil.example", "https://…" and "javascript:" would lead the
 * customer off the shop after logging in (an open redirect).
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || /^\/[/\\]/.test(value) || /[\\\p{Cc}]/u.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Whether the path is one of the storefronts' protected account pages (any language). */
export function isProtectedPath(path: string): boolean {
  const pathname = new URL(path, BASE).pathname;
  const screen = locate(pathname).entry?.screen;
  return screen !== undefined && PROTECTED_SCREENS.includes(screen);
}

/**
 * The page after logging out on `request` (its URL, or a bare path): the `next` page, unless it
 * needs the session (then the storefront's home, on its own host when this one serves another).
 */
export function afterLogout(request: URL | string, next: string | null | undefined): string {
  const here = typeof request === 'string' ? null : request;
  const { store, language } = locate(typeof request === 'string' ? new URL(request, BASE).pathname : request);
  const homePath = buildPath(store, 'home', {}, language);
  const home = here ? storefrontHref(here, store, homePath) : homePath;
  const target = safeNext(next);
  return target && !isProtectedPath(target) ? target : home;
}
