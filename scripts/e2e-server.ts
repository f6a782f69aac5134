// The server the browser journeys walk: the built storefront on a fresh, seeded PGlite database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'donami-e2e-'));
process.env.NODE_ENV = 'production';
// The journeys read the e-mails the shop sends in the development mailbox.
process.env.MAILBOX = '1';
// Journeys wait for the activation job seconds, not a minute, and solve an easier human check.
process.env.ACTIVATION_DELAY_SECONDS ??= '10';
process.env.ALTCHA_MAX_NUMBER ??= '500';
// Every journey comes from this machine's one address and leaves unpaid orders behind (retry, bank
// transfer): the cap on unpaid orders per client is tested by the API tests, not by the journeys.
process.env.UNPAID_ORDERS_PER_CLIENT ??= '100000';
await import('../server/main.ts');
