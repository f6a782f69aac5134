// The cookie of a toggles preview (decision 052), read by the transport: resolveStore and the
// response cache ask it. Apart from cookies.ts, whose imports (accounts, guard) would close a module
// cycle through graphql/common.ts.
import { readCookie } from '../../common/basket-cookie.ts';
import { PREVIEW_COOKIE } from '../modules/settings/index.ts';

/** The draft of toggles a request previews: the preview cookie's token, or null. */
export function previewTokenOf(request: Request | undefined): string | null {
  const cookie = request?.headers.get('cookie');
  if (!cookie) return null;
  const token = readCookie(cookie, PREVIEW_COOKIE);
  return token && /^[A-Za-z0-9_-]{1,64}$/.test(token) ? token : null;
}
