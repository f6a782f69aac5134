// What a service asks of the browser's cookies, and the one place that turns it into Set-Cookie
// headers. Services return intents and know no HTTP (DESIGN principle 9); the transport reads the
// cookies, passes their values in, and applies the intents (server/graphql/cookies.ts).
import { basketCookie } from '../../common/basket-cookie.ts';

export const SESSION_COOKIE = 'donami_session';

/** Set the cookie, expire it, or (null, or absent) leave it as the browser has it. */
export type CookieIntent<T> = { set: T } | { clear: true } | null;

/** The cookies an operation's result asks for: the login session and the basket. */
export type CookieIntents = {
  session?: CookieIntent<{ token: string; expiresAt: Date }>;
  basket?: CookieIntent<{ uuid: string }>;
};

/** `Set-Cookie` for a session id kept `maxAgeSeconds`, or (id null) the header that forgets it. */
function sessionCookie(id: string | null, maxAgeSeconds: number, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${id ? maxAgeSeconds : 0}`];
  if (secure) attributes.push('Secure');
  return `${SESSION_COOKIE}=${id ?? ''}; ${attributes.join('; ')}`;
}

/** The Set-Cookie headers for these intents (httpOnly, SameSite=Lax, Path=/, Secure on https). */
export function cookieHeaders(intents: CookieIntents, secure: boolean, now = new Date()): string[] {
  const headers: string[] = [];
  const { session, basket } = intents;
  if (session) {
    headers.push(
      'set' in session
        ? sessionCookie(session.set.token, Math.max(1, Math.ceil((session.set.expiresAt.getTime() - now.getTime()) / 1000)), secure)
        : sessionCookie(null, 0, secure),
    );
  }
  if (basket) headers.push(basketCookie('set' in basket ? basket.set.uuid : null, secure));
  return headers;
}
