import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One copy of graphql for the schema and the test (its ESM and CJS builds would not mix).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // PostgreSQL for the data tests: TEST_DATABASE_URL, or else one the suite starts itself.
    globalSetup: ['tests/helpers/global-postgres.ts'],
  },
});
