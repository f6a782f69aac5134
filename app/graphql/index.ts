// The storefront's typed GraphQL documents: `graphql(...)` checks a document against the committed
// schema.graphql (through the generated graphql-env.d.ts) and infers its answer and variables.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export type Setup = {
  introspection: introspection;
  scalars: { JSON: Record<string, unknown> };
  // Fragments are read in place: a component's props are the fragment's fields (ResultOf<typeof Fragment>).
  disableMasking: true;
};

/** Documents the server runs (loaders, actions). The browser's own are `browserGraphql` (./browser.ts). */
export const graphql = initGraphQLTada<Setup>();

export type { ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
