import { gzipSync } from 'node:zlib';
import { Kind, parse, type DocumentNode } from 'graphql';
import { withBody } from './request-body.ts';
import { catalogueVersion } from '../modules/catalog/index.ts';
import { contentVersion } from '../modules/content/index.ts';
import { togglesVersion } from '../modules/settings/index.ts';
import { previewTokenOf } from '../graphql/preview-cookie.ts';

// Answers of the public read operations (the catalogue, search, content), kept by the exact
// request body: the same document with the same variables (the storefront is in `userData`) gets
// the same answer while the catalogue and the content stay as they are. Their versions are part
// of the key, so an answer built on data since invalidated is never served: it is as fresh as the
// resolvers' own caches. Only what every visitor would be told is kept: a POST of one operation
// whose every root field reads the catalogue or the content alone, answered 200 with no error.
// A hit skips GraphQL altogether (parsing, validation, execution, serialising).

/** Root fields whose answer depends on the arguments, the catalogue and the content only. */
const PUBLIC_FIELDS = new Set([
  'products',
  'product',
  'giftcardTypes',
  'categories',
  'search_v1',
  'storeData',
  'page',
  'pages',
  'givingMoments',
  'getBlocksQueue',
]);

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 512 * 1024;
const MAX_QUERIES = 500;

/** Whether a query text asks only for public fields; kept per text (the storefront sends a few dozen). */
const verdicts = new Map<string, boolean>();

function onlyPublicFields(document: DocumentNode, operationName: unknown): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation || document.definitions.length !== 1) return false;
  if (operation.operation !== 'query' || (operationName != null && operation.name?.value !== operationName)) return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_FIELDS.has(s.name.value) && !s.directives?.length);
}

/** True for a body of one operation that reads public fields only; false for anything else, however malformed. */
export function isPublicRead(body: string): boolean {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return false;
  }
  if (!request || typeof request !== 'object' || Array.isArray(request)) return false;
  const { query, operationName, extensions } = request as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return false;
  const key = `${typeof operationName === 'string' ? operationName : ''}\n${query}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    try {
      verdict = onlyPublicFields(parse(query, { noLocation: true }), operationName);
    } catch {
      verdict = false;
    }
    if (verdicts.size >= MAX_QUERIES) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** A kept answer, and its gzip when it is long enough to be sent compressed. */
type Answer = { contentType: string; text: string; length: number; gzip: Uint8Array<ArrayBuffer> | null };

/** Answers this long or longer are sent compressed to a client that accepts gzip (as the app's compression would). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A kept answer as a response. It says it varies by Accept-Encoding, and comes compressed when the
 * client accepts gzip, so the app's compression leaves it alone (it would remake the response and
 * compress it again on every request).
 */
function served(answer: Answer, acceptEncoding: string | null): Response {
  const headers: Record<string, string> = { 'content-type': answer.contentType, vary: 'Accept-Encoding' };
  if (!answer.gzip || !/\bgzip\b/i.test(acceptEncoding ?? ''))
    return new Response(answer.text, { status: 200, headers: { ...headers, 'content-length': String(answer.length) } });
  return new Response(answer.gzip, { status: 200, headers: { ...headers, 'content-encoding': 'gzip', 'content-length': String(answer.gzip.byteLength) } });
}

const decoder = new TextDecoder();

/** The body under the data's versions; the Accept header chooses the answer's media type. */
function keyOf(request: Request, body: string): string {
  return `${catalogueVersion()}.${contentVersion()}.${togglesVersion()}\n${request.headers.get('accept') ?? ''}\n${body}`;
}

/**
 * A cache for one app (one database): answers a public read from it, or runs `run` (the GraphQL
 * endpoint) and keeps its answer. A hit is served to a request of the page's own origin (or
 * none): one from another origin goes through the endpoint, whose CORS answer it needs.
 */
export function createResponseCache() {
  const entries = new Map<string, Answer>();
  let bytes = 0;

  const size = (key: string, answer: Answer) => key.length + answer.length + (answer.gzip?.byteLength ?? 0);

  function keep(key: string, contentType: string, text: string): void {
    if (text.length > MAX_ENTRY_BYTES || key.length > MAX_ENTRY_BYTES || entries.has(key)) return;
    const length = Buffer.byteLength(text);
    const answer = { contentType, text, length, gzip: length >= COMPRESS_FROM_BYTES ? new Uint8Array(gzipSync(text)) : null };
    entries.set(key, answer);
    bytes += size(key, answer);
    for (const [oldKey, old] of entries) {
      if (bytes <= MAX_BYTES) break;
      entries.delete(oldKey);
      bytes -= size(oldKey, old);
    }
  }

  return async function withResponseCache(request: Request, sent: Uint8Array<ArrayBuffer>, run: (request: Request) => Promise<Response>): Promise<Response> {
    if (request.method !== 'POST' || !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return run(withBody(request, sent));
    // A preview of a draft's toggles is its viewer's own answer: never served from, nor kept in, the cache.
    if (previewTokenOf(request)) return run(withBody(request, sent));
    const body = decoder.decode(sent);
    // A kept answer's body was found a public read when it was kept: no need to look again.
    const key = keyOf(request, body);
    const hit = entries.get(key);
    const origin = request.headers.get('origin');
    if (hit && (!origin || origin === new URL(request.url).origin)) return served(hit, request.headers.get('accept-encoding'));
    const again = withBody(request, sent);
    if (!isPublicRead(body)) return run(again);
    const res = await run(again);
    const contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !/json/.test(contentType) || res.headers.has('set-cookie')) return res;
    const text = await res.text();
    try {
      if (!(JSON.parse(text) as { errors?: unknown }).errors) keep(key, contentType, text);
    } catch {
      /* not JSON after all: not kept */
    }
    return new Response(text, res);
  };
}
