// An action runs the API in process, where the API cannot answer with a cookie of its own, so
// the action that opens (or ends) a basket sets the cookie; its shape lives in common/.
import { BASKET_COOKIE, basketCookie, readCookie } from '../../common/basket-cookie.ts';

export { BASKET_COOKIE, basketCookie };

/** The basket id the request carries, if any. */
export function basketIdOf(request: Request): string | null {
  return readCookie(request.headers.get('cookie'), BASKET_COOKIE);
}

/** Headers that remember the basket when the request did not name it yet (a first package). */
export function rememberBasketHeaders(request: Request, uuid: string | null | undefined): Record<string, string> {
  if (!uuid || basketIdOf(request) === uuid) return {};
  return { 'Set-Cookie': basketCookie(uuid, new URL(request.url).protocol === 'https:') };
}
