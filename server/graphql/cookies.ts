// Cookies the API reads and sets. A browser's basket is named by an httpOnly cookie, so the
// GraphQL endpoint (credentials included, §7) finds it without the page handing the id around.
// Resolvers queue Set-Cookie headers per request; the HTTP transport adds them to the answer.
import { BASKET_COOKIE, basketCookie, readCookie as readHeaderCookie } from '../../common/basket-cookie.ts';

export { BASKET_COOKIE, basketCookie };

const outgoing = new WeakMap<Request, string[]>();

export function readCookie(request: Request | undefined, name: string): string | null {
  return readHeaderCookie(request?.headers.get('cookie'), name);
}

export function queueCookie(request: Request | undefined, header: string): void {
  if (!request) return;
  const list = outgoing.get(request) ?? [];
  list.push(header);
  outgoing.set(request, list);
}

export function takeCookies(request: Request): string[] {
  const list = outgoing.get(request) ?? [];
  outgoing.delete(request);
  return list;
}

/** The basket an operation acts on: the id it names, else the browser's basket cookie. */
export function basketUuid(request: Request | undefined, explicit: string | null | undefined): string | null {
  return explicit || readCookie(request, BASKET_COOKIE);
}

export function rememberBasket(request: Request | undefined, uuid: string | null): void {
  if (!request || !uuid || readCookie(request, BASKET_COOKIE) === uuid) return;
  queueCookie(request, basketCookie(uuid, new URL(request.url).protocol === 'https:'));
}
