// The back-office session cookie: apart from the customers' (donami_session). Path=/admin, so the
// shop's pages and its /graphql never receive it; HttpOnly; SameSite=Strict; Secure on https and in
// production (but on localhost, which browsers treat as secure anyway for the journeys).
import { isHttps, queueCookie, readCookie } from '../graphql/cookies.ts';
import { settings } from '../settings.ts';

export const STAFF_COOKIE = 'donami_staff';

export function staffToken(request: Request): string | null {
  return readCookie(request, STAFF_COOKIE);
}

function secure(request: Request): boolean {
  const host = new URL(request.url).hostname;
  return isHttps(request) || (settings().production && host !== 'localhost' && host !== '127.0.0.1');
}

/** Queues the Set-Cookie for a new session (token) or the one that forgets it (null). */
export function setStaffCookie(request: Request, token: string | null, expiresAt?: Date): void {
  const maxAge = token && expiresAt ? Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)) : 0;
  const attributes = ['Path=/admin', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAge}`];
  if (secure(request)) attributes.push('Secure');
  queueCookie(request, `${STAFF_COOKIE}=${token ?? ''}; ${attributes.join('; ')}`);
}
