// The browser's basket is named by an httpOnly cookie. The API reads and sets it; a storefront
// action that opens a basket in process sets it too: both build it here.

export const BASKET_COOKIE = 'donami_basket';
const BASKET_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The shop's own cookies hold tokens and uuids: printable ASCII, no separators, not long. */
const COOKIE_VALUE = /^[\x21-\x7e]{1,512}$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A cookie's value, or null. A value the shop cannot have set (badly %-encoded, control or
 * non-ASCII characters, separators, overlong) is dropped as if the browser had not sent it.
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(v.join('='));
    } catch {
      return null;
    }
    return COOKIE_VALUE.test(value) && !/[;,"\\]/.test(value) ? value : null;
  }
  return null;
}

/**
 * `Set-Cookie` for a basket, or (uuid null) the header that forgets it; https gets Secure.
 * Only a uuid is ever written: anything else forgets the cookie rather than echo text into a header.
 */
export function basketCookie(uuid: string | null, secure: boolean): string {
  const value = isUuid(uuid) ? uuid : null;
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', value ? `Max-Age=${BASKET_MAX_AGE_SECONDS}` : 'Max-Age=0'];
  if (secure) attributes.push('Secure');
  return `${BASKET_COOKIE}=${value ?? ''}; ${attributes.join('; ')}`;
}
