import { createHmac } from 'node:crypto';
import { createYoga, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database, Db } from '../db/client.ts';
import type { GraphQLContext } from '../graphql/builder.ts';
import { useOneCardCheck } from '../graphql/one-card-check.ts';
import { guardCounters } from '../modules/guard/index.ts';
import { errorCodes, errorMessage } from '../../common/errors/catalogue.ts';
import type { Locale } from '../../common/storefronts.ts';
import { settings } from '../settings.ts';
import { clientAddressOf, edgeSettings, requestIdOf } from './client-address.ts';

/**
 * The budget of one document. Measured on every document the browser journeys send (issue 12):
 * the largest costs 1,066 (the account's order page), is 9 deep and has 271 tokens and 3 aliases.
 * A document built to make the answer huge (many aliases of long lists) does not fit, and the
 * answer's size is capped besides (GRAPHQL_RESPONSE_LIMIT_BYTES).
 */
const ARMOR = {
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 3000 },
  maxTokens: { n: 1000 },
  maxDirectives: { n: 20 },
};

/** Logs what the masked errors hide: the customer sees "Unexpected error.", the log the cause, by request id. */
function useUnexpectedErrorLog(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          const context = args.contextValue as GraphQLContext;
          for (const error of result.errors) {
            const cause = error.originalError;
            if (!cause || cause instanceof GraphQLError) continue;
            context.logger?.error({ err: cause, requestId: context.requestId, path: error.path?.join('.') }, 'unexpected GraphQL error');
          }
        },
      };
    },
  };
}

/** Production answers no introspection: the schema is published as schema.graphql. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** The shop's own origins: PUBLIC_URL's and the request's own. No other page may call with credentials. */
export function isOwnOrigin(request: Request, origin: string): boolean {
  return origin === new URL(settings().publicUrl).origin || origin === new URL(request.url).origin;
}

/** The public GraphQL endpoint: a thin transport over the schema, with limits and CSRF prevention. */
export function createGraphQLHandler(schema: GraphQLSchema, db: Db, opts: { logger?: Logger } = {}) {
  const production = settings().production;
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    maskedErrors: true,
    logging: false,
    landingPage: false,
    batching: { limit: 5 },
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !isOwnOrigin(request, origin)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'x-graphql-csrf'],
        exposedHeaders: ['x-request-id'],
        maxAge: 600,
      };
    },
    context: ({ request }) => {
      const requestId = requestIdOf(request);
      return { db, request, clientAddress: clientAddressOf(request), requestId, logger: opts.logger };
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-csrf'] }),
      useOneCardCheck(),
      EnvelopArmorPlugin(ARMOR),
      useUnexpectedErrorLog(),
      production && noIntrospection,
    ],
  });
}

// ---- the per-client request limit ---------------------------------------------------------
// Counted per client address in the database on PostgreSQL (every web process shares it), in
// memory on PGlite (one process). A request without an address (in process) is not counted.

const limiters = new WeakMap<Db, { points: number; limiter: RateLimiterAbstract }>();

function limiterFor(database: Database, points: number): RateLimiterAbstract {
  const known = limiters.get(database.db);
  if (known?.points === points) return known.limiter;
  const options = { keyPrefix: 'graphql:requests', points, duration: 60 };
  const limiter =
    database.kind === 'postgres'
      ? new RateLimiterDrizzle({ ...options, storeClient: database.db, schema: guardCounters, clearExpiredByTimeout: false })
      : new RateLimiterMemory(options);
  limiters.set(database.db, { points, limiter });
  return limiter;
}

function localeOf(request: Request): Locale {
  const wanted = (request.headers.get('accept-language') ?? '').toLowerCase().match(/[a-z]{2}/g) ?? [];
  return (wanted.find((l) => l === 'it' || l === 'nl' || l === 'en') as Locale | undefined) ?? 'it';
}

/** Null when the request may go ahead; else the 429 answer, with the catalogued error 9005. */
export async function requestLimit(database: Database, request: Request): Promise<Response | null> {
  const points = edgeSettings().graphqlRateLimitPerMinute;
  const address = clientAddressOf(request);
  if (!points || !address) return null;
  // No address in clear in the table: a keyed hash names the client.
  const key = createHmac('sha256', settings().pinHashKey).update(`graphql:${address}`).digest('base64url').slice(0, 32);
  try {
    await limiterFor(database, points).consume(key);
    return null;
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    const code = errorCodes.TOO_MANY_REQUESTS;
    const body = { errors: [{ message: errorMessage(localeOf(request), code), extensions: { code, retryAfterSeconds: retryAfter } }] };
    return Response.json(body, { status: 429, headers: { 'retry-after': String(retryAfter) } });
  }
}

/** A GraphQL-shaped refusal of the transport (too large a request or answer). */
export function refusal(status: number, code: string, message: string): Response {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}

/** The answer, or a refusal when it is larger than the budget (the document asked for too much). */
export async function withinResponseBudget(res: Response): Promise<Response> {
  if (!/json/.test(res.headers.get('content-type') ?? '') || !res.body) return res;
  const limit = edgeSettings().graphqlResponseLimitBytes;
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength > limit) return refusal(400, 'RESPONSE_TOO_LARGE', 'The answer would be too large: ask for fewer fields or aliases.');
  return new Response(body, res);
}
