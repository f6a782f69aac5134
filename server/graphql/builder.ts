import SchemaBuilder from '@pothos/core';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

/** What a GraphQL operation runs with: the database and the HTTP facts the transport read. */
export type GraphQLContext = {
  db: Db;
  clientAddress: string | null;
  request: Request;
  /** Where unexpected failures are logged, with the request's id (absent in some unit tests). */
  logger?: Logger;
  /** The id the answer carries in `x-request-id`, so a customer's report finds the log line. */
  requestId?: string | null;
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
