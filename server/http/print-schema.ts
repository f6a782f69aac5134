// Prints the GraphQL contracts to schema.graphql and admin-schema.graphql (committed; tests fail when they drift).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../graphql/schema.ts';
import { adminSchema } from '../admin/schema.ts';

const file = path.resolve(import.meta.dirname, '../../schema.graphql');
writeFileSync(file, `${printSchema(schema)}\n`);
console.log(`wrote ${file}`);

// The back office's schema beside it (issue 17).
const adminFile = path.resolve(import.meta.dirname, '../../admin-schema.graphql');
writeFileSync(adminFile, `${printSchema(adminSchema)}\n`);
console.log(`wrote ${adminFile}`);
