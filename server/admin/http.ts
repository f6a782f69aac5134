import { createYoga, type Plugin } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, execute, parse, validate, type DocumentNode } from 'graphql';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { settings } from '../settings.ts';
import type { AdminContext } from './builder.ts';
import { adminContext } from './context.ts';
import { adminSchema } from './schema.ts';

// The back office's API: /admin/graphql, the admin schema only. Same origin only (no CORS), CSRF
// prevention, the shop's document limits, no introspection in production (admin-schema.graphql is
// the contract). The staff cookie is the only credential it reads.

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createAdminGraphQLHandler(db: Db, logger?: Logger) {
  return createYoga<Record<string, unknown>, AdminContext>({
    schema: adminSchema,
    graphqlEndpoint: '/admin/graphql',
    graphiql: false,
    maskedErrors: true,
    logging: false,
    landingPage: false,
    cors: false,
    context: ({ request }) => adminContext(db, request, logger),
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-csrf'] }),
      EnvelopArmorPlugin({ maxDepth: { n: 8 }, maxAliases: { n: 5 }, costLimit: { maxCost: 2000 }, maxTokens: { n: 600 } }),
      settings().production && noIntrospection,
    ],
  });
}

/** The admin API in process, for the /admin/ pages' loaders and actions: the page request's cookie is the credential. */
export function createAdminInProcessClient(db: Db, logger?: Logger) {
  const documents = new Map<string, DocumentNode>();
  return async function adminQuery<T>(source: string, variables: Record<string, unknown>, request: Request): Promise<T> {
    let doc = documents.get(source);
    if (!doc) {
      doc = parse(source);
      const [error] = validate(adminSchema, doc);
      if (error) throw new Error(`invalid admin operation: ${error.message}`);
      documents.set(source, doc);
    }
    const result = await execute({ schema: adminSchema, document: doc, variableValues: variables, contextValue: adminContext(db, request, logger) });
    if (result.errors?.length) {
      for (const e of result.errors)
        if (e.originalError && !(e.originalError instanceof GraphQLError)) logger?.error({ err: e.originalError }, 'unexpected admin GraphQL error');
      throw result.errors[0];
    }
    return result.data as T;
  };
}
