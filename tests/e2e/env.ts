// What the browser journeys' shop runs with, in one place: the server (scripts/e2e-server.ts, and
// the doubler journey's own server) and the test process, whose helpers sign human-check
// challenges with the same key (playwright.config.ts puts these into its environment).
export const e2eSettings = {
  PIN_HASH_KEY: 'e2e-only-pin-hash-key-0123456789',
  ALTCHA_HMAC_KEY: 'e2e-only-altcha-hmac-key-0123456789',
  PSP_WEBHOOK_SECRET: 'e2e-only-psp-webhook-secret-0123456789',
  PAYMENTS: 'sandbox',
  MAILBOX: '1',
  // The journeys spend the README's test cards (a production shop never gets them).
  SEED_TEST_CARDS: '1',
  OPERATOR_PASSWORD: 'e2e-operator-password',
  // Journeys wait for the activation job half a minute, not a minute, and solve an easier human check.
  // The activation journey reads the card "In attivazione" between the request and the job: 10 s
  // was passed on a loaded machine (CI, load 19) before the page showed, and the card was already active.
  ACTIVATION_DELAY_SECONDS: '30',
  ALTCHA_MAX_NUMBER: '500',
  // Every journey fails a few guesses on purpose, from one machine: the check's adaptive level
  // (decision 019; tested by the API tests) would make a long run's later pages harder at random.
  HUMAN_CHECK_CALM_FAILURES: '1000000',
  // Every journey comes from this machine's one address and leaves unpaid orders behind (retry, bank
  // transfer): the per-client caps are tested by the API tests, not by the journeys.
  UNPAID_ORDERS_PER_CLIENT: '100000',
  GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
  // The browser stands where the proxy would: its country header (layout journey) is believed.
  TRUSTED_PROXIES: '127.0.0.1',
} as const;
