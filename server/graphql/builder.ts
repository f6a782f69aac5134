import SchemaBuilder from '@pothos/core';
import type { Db } from '../db/client.ts';

/** What a GraphQL operation runs with: the database and the HTTP facts the transport read. */
export type GraphQLContext = {
  db: Db;
  clientAddress: string | null;
  request: Request;
};

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.scalarType('JSON', {
  description: 'Structured content whose shape depends on the block kind.',
  serialize: (v) => v,
  parseValue: (v) => v,
});

builder.queryType({});
