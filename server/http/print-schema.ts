// Prints the GraphQL contract to schema.graphql (committed; a test fails when it drifts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../graphql/schema.ts';

const file = path.resolve(import.meta.dirname, '../../schema.graphql');
writeFileSync(file, `${printSchema(schema)}\n`);
console.log(`wrote ${file}`);
