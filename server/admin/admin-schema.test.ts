import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { adminSchema } from './schema.ts';

describe('the back office GraphQL contract', () => {
  it('matches the committed admin-schema.graphql (run `npm run schema:print` after a deliberate change)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../admin-schema.graphql'), 'utf8');
    expect(`${printSchema(adminSchema)}\n`).toBe(committed);
  });

  it('has no field that could show a PIN', () => {
    const card = adminSchema.getType('AdminCard') as GraphQLObjectType;
    expect(Object.keys(card.getFields())).not.toContainEqual(expect.stringMatching(/pin/i));
  });
});
