import type { PageHandler } from './app.ts';

/**
 * A short-lived cache of rendered pages for visitors without a session cookie. A route opts in
 * with `Cache-Control: public`; the cached HTML carries the nonce of its first render, which is
 * swapped for the request's own nonce on every hit, so the CSP stays strict. A change of a
 * storefront's toggles empties it (decision 052); a catalogue or content change shows once the
 * entries expire (decision 006, Open).
 */
type Entry = { body: string; status: number; headers: [string, string][]; nonce: string; expires: number };

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 2000;

/** Forgets every kept page (the toggles staff published changed what pages show). */
export function clearPageCache(): void {
  entries.clear();
}

function personal(request: Request): boolean {
  // Any cookie but the store-switcher and consent flags means a visitor with a session or basket.
  const cookie = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)(?!consent=)[^=;\s]+=/.test(cookie);
}

export function withPageCache(handler: PageHandler, ttlMs: number): PageHandler {
  if (ttlMs <= 0) return async (request, nonce) => (personal(request) ? privately(await handler(request, nonce)) : handler(request, nonce));
  return async (request, nonce) => {
    if (request.method !== 'GET') return handler(request, nonce);
    if (personal(request)) return privately(await handler(request, nonce));
    const key = `${request.headers.get('host') ?? ''}${new URL(request.url).pathname}${new URL(request.url).search}`;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return respond(hit, nonce);
    const response = await handler(request, nonce);
    const cacheable = response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '') && !response.headers.has('set-cookie');
    if (!cacheable) return response;
    const entry: Entry = { body: await response.text(), status: response.status, headers: [...response.headers], nonce, expires: Date.now() + ttlMs };
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return respond(entry, nonce);
  };
}

/**
 * A page rendered for a visitor with a basket or session shows their basket counter: no browser
 * or shared cache may keep it, whatever the route said about the page itself.
 */
function privately(response: Response): Response {
  if (/\bpublic\b/.test(response.headers.get('cache-control') ?? '')) response.headers.set('cache-control', 'private, no-cache');
  return response;
}

function respond(entry: Entry, nonce: string): Response {
  const body = entry.nonce && entry.nonce !== nonce ? entry.body.replaceAll(entry.nonce, nonce) : entry.body;
  return new Response(body, { status: entry.status, headers: entry.headers });
}
