import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { settings } from '../settings.ts';
import { must } from '../../common/must.ts';

// The operator login (decision 018): in production the pages that act as the operator (the
// development mailbox, the sandbox provider's operator page) need HTTP Basic with OPERATOR_PASSWORD
// (any user name). On a local shop they are open. Without the password a production process does
// not start with them on; if one is built anyway, the pages stay shut.

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The password of a `Basic` Authorization header, or null. */
export function basicPassword(header: string | undefined): string | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]{1,1000})$/i.exec(header?.trim() ?? '');
  if (!m) return null;
  const decoded = Buffer.from(must(m[1], 'the pattern has one group'), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/** Compares in constant time (both sides hashed to the same length first). */
export function operatorPasswordMatches(given: string | null, expected: string | undefined): boolean {
  if (given === null || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

export function operatorLogin(realm: string): MiddlewareHandler {
  return async (c, next) => {
    const s = settings();
    if (!s.production || operatorPasswordMatches(basicPassword(c.req.header('authorization')), s.operatorPassword)) return next();
    return c.text('Accesso riservato agli operatori (OPERATOR_PASSWORD).', 401, {
      'www-authenticate': `Basic realm="${realm}", charset="UTF-8"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
  };
}
