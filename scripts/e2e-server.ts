// The server the browser journeys walk: the built storefront on a fresh, seeded PGlite database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'donami-e2e-'));
process.env.NODE_ENV = 'production';
// The journeys read the e-mails the shop sends in the development mailbox.
process.env.MAILBOX = '1';
await import('../server/main.ts');
