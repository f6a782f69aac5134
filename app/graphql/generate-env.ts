// Writes the gql.tada environments: the introspection of each committed contract as a type, from
// which gql.tada infers every document's answer and variables (`tsc` needs no editor plugin).
// schema.graphql → app/graphql/graphql-env.d.ts (the storefront); admin-schema.graphql →
// app/admin/graphql-env.d.ts (the back office). `npm run schema:print` runs it after printing the
// schemas; a test fails when a file is stale. Never imported by the storefront: it runs under node
// (scripts) and vitest only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';

const root = path.resolve(import.meta.dirname, '../..');
export const schemaFile = path.join(root, 'schema.graphql');

/** Each contract and the environment file its documents are typed against. */
export const contracts = [
  { schemaFile, envFile: path.join(root, 'app/graphql/graphql-env.d.ts') },
  { schemaFile: path.join(root, 'admin-schema.graphql'), envFile: path.join(root, 'app/admin/graphql-env.d.ts') },
];

/** The text an environment file should hold for the given schema text (what `gql-tada generate-output` writes). */
export function renderGraphqlEnv(sdl: string): string {
  const introspection = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
  return outputIntrospectionFile(minifyIntrospection(introspection), { fileType: '.d.ts', shouldPreprocess: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const { schemaFile: from, envFile } of contracts) {
    writeFileSync(envFile, renderGraphqlEnv(readFileSync(from, 'utf8')));
    console.log(`wrote ${envFile}`);
  }
}
