import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';

describe('the GraphQL contract', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after a deliberate change)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8');
    expect(`${printSchema(schema)}\n`).toBe(committed);
  });

  it('names the root fields of §7', () => {
    const fields = Object.keys(schema.getQueryType()!.getFields());
    expect(fields).toEqual(expect.arrayContaining(['products', 'search_v1', 'getBlocksQueue', 'storeData']));
  });
});
