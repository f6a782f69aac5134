import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envFile, renderGraphqlEnv } from './generate-env.ts';

describe('graphql-env.d.ts', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` when it does not)', () => {
    expect(readFileSync(envFile, 'utf8') === renderGraphqlEnv(), 'app/graphql/graphql-env.d.ts is stale against schema.graphql: npm run schema:print').toBe(
      true,
    );
  });
});
