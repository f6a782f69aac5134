// Who is asking, as the edge of the shop knows it. The address comes from the socket; a proxy's
// `X-Forwarded-For` (and `X-Forwarded-Proto`) is believed only as far as TRUSTED_PROXIES says:
// a count of proxy hops in front of the shop, or a list of their addresses and ranges. The client
// is the right-most hop that is not a trusted proxy: the entries left of it are whatever the
// caller wrote, and a caller who rotates them gets no new address (issue 12).
import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { settings } from '../settings.ts';
import { must } from '../../common/must.ts';

/** Which forwarded hops to believe: the last `hops` ones, or those whose address is in `list`. */
export type Trust = { hops: number } | { list: BlockList };

/** What the transport learnt of a request before anything else ran. */
type Facts = { peer: string | null; requestId: string; trust?: Trust };
const facts = new WeakMap<Request, Facts>();

/**
 * Records the socket's address for this request (null for an in-process request) and names the
 * request; `trust` overrides TRUSTED_PROXIES for this app (the API tests trust one hop).
 */
export function admitRequest(request: Request, peer: string | null | undefined, trust?: Trust): string {
  const requestId = randomUUID();
  facts.set(request, { peer: normaliseAddress(peer), requestId, trust });
  return requestId;
}

/** The id of the request (also the `x-request-id` header of its answer); null outside the app. */
export function requestIdOf(request: Request): string | null {
  return facts.get(request)?.requestId ?? null;
}

/** `::ffff:192.0.2.1` is 192.0.2.1; `[2001:db8::1]` is 2001:db8::1; anything else must be an address. */
export function normaliseAddress(raw: string | null | undefined): string | null {
  let v = raw?.trim();
  if (!v) return null;
  if (v.startsWith('[') && v.endsWith(']')) v = v.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v)) v = v.slice(7);
  return isIP(v) ? v.toLowerCase() : null;
}

function listOf(header: string | null): string[] {
  return header
    ? header
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}

function trusted(address: string | null, list: BlockList): boolean {
  const v = address && isIP(address);
  return !!v && list.check(address!, v === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address and how many proxy hops vouched for it, from the socket's address and
 * the forwarded list (left-most is the farthest). Pure: the unit tests walk it with every trust.
 */
export function resolveClient(peer: string | null, forwardedFor: string | null, trust: Trust): { address: string | null; hops: number } {
  const chain = [...listOf(forwardedFor), peer ?? ''];
  let i = chain.length - 1;
  if ('hops' in trust) i = Math.max(0, chain.length - 1 - trust.hops);
  else while (i > 0 && trusted(normaliseAddress(chain[i]), trust.list)) i--;
  return { address: normaliseAddress(chain[i]), hops: chain.length - 1 - i };
}

/** The scheme the client used: the request's own, or the trusted proxy's `X-Forwarded-Proto` hop. */
export function resolveProto(ownProtocol: string, forwardedProto: string | null, hops: number): 'https' | 'http' {
  if (ownProtocol === 'https:') return 'https';
  const protos = listOf(forwardedProto);
  if (hops < 1 || !protos.length) return 'http';
  return must(protos[Math.max(0, protos.length - hops)], 'an index within the list').toLowerCase() === 'https' ? 'https' : 'http';
}

function resolved(request: Request) {
  const known = facts.get(request);
  return resolveClient(known?.peer ?? null, request.headers.get(settings().trustedAddressHeader), known?.trust ?? edgeSettings().trust);
}

/**
 * Did the request reach us through a trusted proxy (the socket's peer is one)? Only then are the
 * proxy's own headers (the visitor's country) believed.
 */
export function fromTrustedProxy(request: Request): boolean {
  const known = facts.get(request);
  const trust = known?.trust ?? edgeSettings().trust;
  return 'hops' in trust ? trust.hops >= 1 : trusted(known?.peer ?? null, trust.list);
}

/** The client's address: the socket's, or the hop the trusted proxies vouch for; null when unknown. */
export function clientAddressOf(request: Request): string | null {
  return resolved(request).address;
}

/** Did the client use https (itself, or at the trusted proxy)? Decides `Secure` on every cookie. */
export function isSecureRequest(request: Request): boolean {
  return resolveProto(new URL(request.url).protocol, request.headers.get('x-forwarded-proto'), resolved(request).hops) === 'https';
}

/**
 * The request as the client made it: its URL says https when the trusted proxy says so. The
 * storefront (cookies, React Router's origin check of form posts) and the API read `request.url`,
 * so behind a TLS-terminating proxy they see what the browser sees.
 */
export function publicRequest(request: Request): Request {
  const url = new URL(request.url);
  if (url.protocol === 'https:' || !isSecureRequest(request)) return request;
  url.protocol = 'https:';
  if (url.port === '80') url.port = '';
  return carryFacts(request, new Request(url, request));
}

/** `to` is `from` made anew (another URL, a buffered body): it keeps what the transport learnt. */
export function carryFacts(from: Request, to: Request): Request {
  const known = facts.get(from);
  if (known) facts.set(to, known);
  return to;
}

// ---- the edge's settings (TRUSTED_PROXIES, METRICS_TOKEN, the /graphql limits) --------------

const MAX_HOPS = 20;

/** TRUSTED_PROXIES: unset or 0 trusts no one; `2` trusts two hops; `10.0.0.0/8, 192.0.2.7` trusts those. */
export function parseTrustedProxies(raw: string | undefined): Trust {
  const v = raw?.trim();
  if (!v) return { hops: 0 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_HOPS) throw new Error(`TRUSTED_PROXIES must be a count of proxies from 0 to ${MAX_HOPS}, or a list of addresses`);
    return { hops };
  }
  const list = new BlockList();
  for (const entry of listOf(v)) {
    const [address = '', bits, extra] = entry.split('/'); // split gives at least one part
    const type = isIP(address);
    const prefix = Number(bits);
    const ok = type && extra === undefined && (bits === undefined || (/^\d+$/.test(bits) && prefix <= (type === 6 ? 128 : 32)));
    if (!ok)
      throw new Error(
        `TRUSTED_PROXIES must be a count of proxies or a comma list of addresses and ranges (10.0.0.0/8), got ${JSON.stringify(entry.slice(0, 60))}`,
      );
    const family = type === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return { list };
}

let trustCache: { raw: string; trust: Trust } | undefined;

/**
 * The edge's settings, from the one schema (server/settings.ts): which proxies to believe, the
 * /metrics token and the /graphql limits. The parsed proxy list is kept while the setting stays.
 */
export function edgeSettings() {
  const s = settings();
  if (trustCache?.raw !== s.trustedProxies) trustCache = { raw: s.trustedProxies, trust: parseTrustedProxies(s.trustedProxies) };
  return {
    trust: trustCache.trust,
    /** `/metrics` asks for `Authorization: Bearer <token>`; unset: open locally, 404 in production. */
    metricsToken: s.metricsToken?.trim() || null,
    /** Requests to /graphql per client address and minute; 0 turns the limit off. */
    graphqlRateLimitPerMinute: s.graphqlRateLimitPerMinute,
    /** The largest request body of /graphql and the form posts (413 above it). */
    requestBodyLimitBytes: s.requestBodyLimitBytes,
    /** The largest answer /graphql gives; a larger one is refused (ask for less). */
    graphqlResponseLimitBytes: s.graphqlResponseLimitBytes,
  };
}
