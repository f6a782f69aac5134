// The browser's basket is named by an httpOnly cookie that the API reads from each request.
// An action runs the API in process, where the API cannot answer with a cookie of its own, so
// the action that opens a basket sets it. Name and attributes must match the API's
// (server/graphql/cookies.ts), which the storefront may not import.

export const BASKET_COOKIE = 'donami_basket';
const BASKET_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** The basket id the request carries, if any. */
export function basketIdOf(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BASKET_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** `Set-Cookie` for a basket; https requests get a Secure cookie. */
export function basketCookie(uuid: string, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${BASKET_MAX_AGE_SECONDS}`];
  if (secure) attributes.push('Secure');
  return `${BASKET_COOKIE}=${uuid}; ${attributes.join('; ')}`;
}

/** Headers that remember the basket when the request did not name it yet (a first package). */
export function rememberBasketHeaders(request: Request, uuid: string | null | undefined): Record<string, string> {
  if (!uuid || basketIdOf(request) === uuid) return {};
  return { 'Set-Cookie': basketCookie(uuid, new URL(request.url).protocol === 'https:') };
}
