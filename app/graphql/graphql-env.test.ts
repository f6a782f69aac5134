import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contracts, renderGraphqlEnv } from './generate-env.ts';

describe('graphql-env.d.ts', () => {
  it.each(contracts)('$envFile matches its committed schema (run `npm run schema:print` when it does not)', ({ schemaFile, envFile }) => {
    const fresh = renderGraphqlEnv(readFileSync(schemaFile, 'utf8'));
    expect(readFileSync(envFile, 'utf8') === fresh, `${envFile} is stale against ${schemaFile}: npm run schema:print`).toBe(true);
  });
});
