import { createYoga } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Db } from '../db/client.ts';
import type { GraphQLContext } from '../graphql/builder.ts';
import { clientAddress } from './ip.ts';
import { useOneCardCheck } from '../graphql/one-card-check.ts';

/** The public GraphQL endpoint: a thin transport over the schema, with limits and CSRF prevention. */
export function createGraphQLHandler(schema: GraphQLSchema, db: Db) {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: process.env.NODE_ENV !== 'production',
    maskedErrors: true,
    logging: false,
    landingPage: false,
    batching: { limit: 5 },
    context: ({ request }) => ({ db, request, clientAddress: clientAddress(request) }),
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-csrf'] }),
      useOneCardCheck(),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 8000 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
      }),
    ],
  });
}
