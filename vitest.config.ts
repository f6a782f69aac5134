import { defineConfig } from 'vitest/config';

// Files that mock modules, spy on them or change the environment run each in a fresh module
// graph; the others share one per worker (module loading is about a fifth of the suite's time).
const isolated = [
  'server/graphql/fuzz.test.ts',
  'server/http/edges.test.ts',
  'server/http/mailbox.test.ts',
  'server/http/storefront-hosts.test.ts',
  'server/modules/accounts/account-on-order.test.ts',
  'server/modules/activation/activation-job.test.ts',
  'server/modules/business/business.test.ts',
  'server/modules/captcha/captcha.test.ts',
  'server/modules/catalog/location-bounds.test.ts',
  'server/modules/giftcards/operator.test.ts',
  'server/modules/guard/guard.test.ts',
  'server/modules/notifications/notifications.test.ts',
  'server/modules/redeem/guessing.test.ts',
  'server/settings.test.ts',
];

export default defineConfig({
  // One copy of graphql for the schema and the test (its ESM and CJS builds would not mix).
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Every core (Vitest's default leaves one free: on CI's two cores the files ran one at a time,
    // while most of their time is spent waiting on PostgreSQL and child processes).
    maxWorkers: '100%',
    // PostgreSQL for the data tests: TEST_DATABASE_URL, or else one the suite starts itself.
    globalSetup: ['tests/helpers/global-postgres.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
          exclude: isolated,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
