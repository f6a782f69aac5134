// Cookies the API reads and sets. A browser's basket is named by an httpOnly cookie, so the
// GraphQL endpoint (credentials included, §7) finds it without the page handing the id around.
// Resolvers queue Set-Cookie headers per request; the HTTP transport adds them to the answer.

export const BASKET_COOKIE = 'donami_basket';
const BASKET_MAX_AGE = 60 * 60 * 24 * 30;

const outgoing = new WeakMap<Request, string[]>();

export function readCookie(request: Request | undefined, name: string): string | null {
  const header = request?.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function basketCookie(uuid: string | null, secure: boolean): string {
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', uuid ? `Max-Age=${BASKET_MAX_AGE}` : 'Max-Age=0'];
  if (secure) attrs.push('Secure');
  return `${BASKET_COOKIE}=${uuid ?? ''}; ${attrs.join('; ')}`;
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
