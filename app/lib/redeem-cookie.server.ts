// The redeem session is named by an httpOnly cookie, as the basket is: scripts in the page never
// hold the token that spends a balance. A route action that starts (or ends) a session sets it;
// the loaders read it and send it as userData.redeemToken.
import { readCookie } from '../../common/basket-cookie.ts';

export const REDEEM_COOKIE = 'donami_redeem';

/** The redeem token the request carries, if any. */
export function redeemTokenOf(request: Request): string | null {
  const token = readCookie(request.headers.get('cookie'), REDEEM_COOKIE);
  // A token is opaque to the storefront, but never anything a header could be bent with.
  return token && /^[A-Za-z0-9_-]{8,200}$/.test(token) ? token : null;
}

/**
 * `Set-Cookie` for a redeem session, or (token null) the header that forgets it. No Max-Age: a
 * session cookie, gone when the browser closes, which is what the browser-close warning is for.
 */
export function redeemCookie(token: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (!token) attributes.push('Max-Age=0');
  if (secure) attributes.push('Secure');
  return `${REDEEM_COOKIE}=${token ?? ''}; ${attributes.join('; ')}`;
}

/** Headers that remember the session when the request did not carry this token yet. */
export function rememberRedeemHeaders(request: Request, token: string | null | undefined): Record<string, string> {
  if (!token || redeemTokenOf(request) === token) return {};
  return { 'Set-Cookie': redeemCookie(token, new URL(request.url).protocol === 'https:') };
}

/** Headers that end the session in the browser. */
export function forgetRedeemHeaders(request: Request): Record<string, string> {
  return { 'Set-Cookie': redeemCookie(null, new URL(request.url).protocol === 'https:') };
}
