// Writes app/graphql/graphql-env.d.ts: the introspection of the committed schema.graphql as a type,
// from which gql.tada infers every document's answer and variables (`tsc` needs no editor plugin).
// `npm run schema:print` runs it after printing the schema; a test fails when the file is stale.
// Never imported by the storefront: it runs under node (scripts) and vitest only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';

const root = path.resolve(import.meta.dirname, '../..');
export const schemaFile = path.join(root, 'schema.graphql');
export const envFile = path.join(root, 'app/graphql/graphql-env.d.ts');

/** The text graphql-env.d.ts should hold for the given schema text (what `gql-tada generate-output` writes). */
export function renderGraphqlEnv(sdl: string = readFileSync(schemaFile, 'utf8')): string {
  const introspection = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
  return outputIntrospectionFile(minifyIntrospection(introspection), { fileType: '.d.ts', shouldPreprocess: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(envFile, renderGraphqlEnv());
  console.log(`wrote ${envFile}`);
}
