// The server the browser journeys walk: the built storefront on a fresh, seeded PGlite database, in
// production mode with what production needs (decision 018): test keys, the sandbox chosen on
// purpose, the mailbox on behind the operator login (playwright.config.ts sends
// the same password as httpCredentials).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eSettings } from '../tests/e2e/env.ts';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'donami-e2e-'));
process.env.NODE_ENV = 'production';
delete process.env.SHOP_MODE;
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
for (const [name, value] of Object.entries(e2eSettings)) process.env[name] ??= value;
await import('../server/main.ts');
