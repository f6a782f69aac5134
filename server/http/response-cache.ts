import { Kind, parse, type DocumentNode } from 'graphql';
import { carryFacts } from './client-address.ts';
import { catalogueVersion } from '../modules/catalog/index.ts';
import { contentVersion } from '../modules/content/index.ts';

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

type Answer = { contentType: string; text: string };

/** The body under the data's versions; the Accept header chooses the answer's media type. */
function keyOf(request: Request, body: string): string {
  return `${catalogueVersion()}.${contentVersion()}\n${request.headers.get('accept') ?? ''}\n${body}`;
}

/**
 * A cache for one app (one database): answers a public read from it, or runs `run` (the GraphQL
 * endpoint) and keeps its answer. A hit is served to a request of the page's own origin (or
 * none): one from another origin goes through the endpoint, whose CORS answer it needs.
 */
export function createResponseCache() {
  const entries = new Map<string, Answer>();
  let bytes = 0;

  function keep(key: string, answer: Answer): void {
    if (answer.text.length > MAX_ENTRY_BYTES || key.length > MAX_ENTRY_BYTES || entries.has(key)) return;
    entries.set(key, answer);
    bytes += key.length + answer.text.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= MAX_BYTES) break;
      entries.delete(oldKey);
      bytes -= oldKey.length + old.text.length;
    }
  }

  return async function withResponseCache(request: Request, run: (request: Request) => Promise<Response>): Promise<Response> {
    if (request.method !== 'POST' || !/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return run(request);
    const body = await request.text();
    // A kept answer's body was found a public read when it was kept: no need to look again.
    const key = keyOf(request, body);
    const hit = entries.get(key);
    const origin = request.headers.get('origin');
    if (hit && (!origin || origin === new URL(request.url).origin))
      return new Response(hit.text, { status: 200, headers: { 'content-type': hit.contentType } });
    const again = carryFacts(request, new Request(request.url, { method: 'POST', headers: request.headers, body, signal: request.signal }));
    if (!isPublicRead(body)) return run(again);
    const res = await run(again);
    const contentType = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !/json/.test(contentType) || res.headers.has('set-cookie')) return res;
    const text = await res.text();
    try {
      if (!(JSON.parse(text) as { errors?: unknown }).errors) keep(key, { contentType, text });
    } catch {
      /* not JSON after all: not kept */
    }
    return new Response(text, res);
  };
}
