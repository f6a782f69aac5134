// Services return what happened; only transports write cookies and headers (DESIGN principle 9,
// issue 11). A module's transports are its *graphql*.ts files (and server/http/*); every other
// file of server/modules is a service and may not write cookies, read the cookie header, or import
// the transport's cookie side channel (a type-only import of the CookieIntents shape is fine).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cookieHeaders } from '../http/cookie-intents.ts';
import { must } from '../../common/must.ts';

const root = path.resolve(import.meta.dirname, '../..');
const modules = path.join(root, 'server/modules');

const FORBIDDEN: [RegExp, string][] = [
  [/\b(queueCookie|takeCookies|rememberBasket|applyCookies|cookieHeaders)\b/, 'writes cookies through the transport side channel'],
  [/set-cookie/i, 'writes a Set-Cookie header'],
  [/headers\.get\(\s*['"`]cookie['"`]/i, 'reads the cookie header'],
  [/\breadCookie\(/, 'reads a cookie'],
];
const TRANSPORT_MODULES = [/^server\/graphql\/cookies\.ts$/, /^server\/http\//];

/**
 * Services that still import the transport, each for one caller outside issue 11's files; when the
 * caller is changed, the import goes and so must the entry here (a test below insists).
 */
const TRANSITIONAL: Record<string, string> = {};

function serviceFiles(): string[] {
  return readdirSync(modules, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('graphql'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** What a service file does that only a transport may. */
function violations(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const found = FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(([, what]) => what);
  for (const m of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+['"]([^'"]+)['"]/gm)) {
    const target = path
      .relative(root, path.resolve(path.dirname(path.join(root, file)), must(m[1], 'the pattern has one group')))
      .split(path.sep)
      .join('/');
    if (TRANSPORT_MODULES.some((t) => t.test(target))) found.push(`imports the transport module ${target}`);
  }
  return found;
}

describe('services know no HTTP', () => {
  it('finds the service files', () => {
    const files = serviceFiles();
    expect(files).toContain('server/modules/accounts/sessions.ts');
    expect(files).not.toContain('server/modules/accounts/graphql.ts');
  });

  it('no service writes cookies or headers, reads the cookie header, or imports the cookie side channel', () => {
    const offenders = serviceFiles()
      .filter((f) => !(f in TRANSITIONAL))
      .map((f) => [f, violations(f)] as const)
      .filter(([, v]) => v.length);
    expect(Object.fromEntries(offenders)).toEqual({});
  });

  it('a transitional exception only imports the transport, and is still needed', () => {
    for (const file of Object.keys(TRANSITIONAL)) {
      const v = violations(file);
      expect(v.length, `${file} no longer needs its exception: remove it from TRANSITIONAL`).toBeGreaterThan(0);
      expect(
        v.every((what) => what.startsWith('imports the transport module')),
        `${file}: ${v.join(', ')}`,
      ).toBe(true);
    }
  });

  it('catches a service that writes a cookie', () => {
    expect(FORBIDDEN.some(([p]) => p.test(`queueCookie(request, basketCookie(null, true));`))).toBe(true);
    expect(FORBIDDEN.some(([p]) => p.test(`res.headers.append('Set-Cookie', header)`))).toBe(true);
    expect(FORBIDDEN.some(([p]) => p.test(`const raw = request.headers.get('cookie');`))).toBe(true);
  });
});

describe('cookie intents become the Set-Cookie headers of before', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const in30Days = new Date(now.getTime() + 30 * 24 * 3600 * 1000);

  it('sets and clears the session and the basket', () => {
    expect(
      cookieHeaders({ session: { set: { token: 'abc', expiresAt: in30Days } }, basket: { set: { uuid: '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f' } } }, false, now),
    ).toEqual([
      'donami_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
      'donami_basket=3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
    ]);
    expect(cookieHeaders({ session: { clear: true }, basket: { clear: true } }, true, now)).toEqual([
      'donami_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
      'donami_basket=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    ]);
  });

  it('leaves alone what the intents do not name', () => {
    expect(cookieHeaders({}, true, now)).toEqual([]);
    expect(cookieHeaders({ session: null, basket: null }, true, now)).toEqual([]);
  });
});
