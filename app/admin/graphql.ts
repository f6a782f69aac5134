// The back office's typed GraphQL documents: `adminGraphql(...)` checks a document against the
// committed admin-schema.graphql (through the generated ./graphql-env.d.ts) and infers its answer
// and variables, as `graphql(...)` does for the storefront's schema.graphql.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

type AdminSetup = {
  introspection: introspection;
  scalars: { JSON: unknown };
  disableMasking: true;
};

export const adminGraphql = initGraphQLTada<AdminSetup>();
