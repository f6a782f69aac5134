// The browser's basket is named by an httpOnly cookie. The API reads and sets it; a storefront
// action that opens a basket in process sets it too: both build it here.

export const BASKET_COOKIE = 'donami_basket';
const BASKET_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** `Set-Cookie` for a basket, or (uuid null) the header that forgets it; https gets Secure. */
export function basketCookie(uuid: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', uuid ? `Max-Age=${BASKET_MAX_AGE_SECONDS}` : 'Max-Age=0'];
  if (secure) attributes.push('Secure');
  return `${BASKET_COOKIE}=${uuid ?? ''}; ${attributes.join('; ')}`;
}
