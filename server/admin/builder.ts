import SchemaBuilder from '@pothos/core';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { StaffMember } from '../modules/staff/index.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';

// The back office's own GraphQL schema (issue 17), apart from the shop's: its own builder, served at
// /admin/graphql and printed to admin-schema.graphql. Modules register their admin fields on
// `adminBuilder` in their admin-graphql.ts, loaded by their face (index.ts); every field asks
// `staffWith(context, permission)` (guard.ts) before it reads or changes anything.

/** What an admin operation runs with: the database, the request, and the staff member of its cookie. */
export type AdminContext = {
  db: Db;
  request: Request;
  logger?: Logger;
  requestId?: string | null;
  /** The logged-in staff member (looked up once per request), or null. */
  staff(): Promise<StaffMember | null>;
};

export const adminBuilder = new SchemaBuilder<{
  Context: AdminContext;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

adminBuilder.scalarType('JSON', {
  description: 'A record as it was: the before and after of an audited action.',
  serialize: (v) => v,
  parseValue: (v) => v,
});

adminBuilder.queryType({});
adminBuilder.mutationType({});

/** A refusal from the error catalogue, in the staff member's language. */
export const AdminError = adminBuilder.objectRef<ErrorItem>('AdminError').implement({
  fields: (t) => ({
    code: t.exposeInt('code'),
    message: t.exposeString('message'),
    referencedRequestParameter: t.exposeString('referencedRequestParameter', { nullable: true }),
  }),
});
