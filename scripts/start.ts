// `npm start`: builds the storefront when no build exists, then runs the server (which migrates
// the database and seeds it when empty).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'build/server/index.js')) || process.env.REBUILD === '1') {
  console.log('Building the storefront (first start)…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
// Without an SMTP server e-mails stay in the outbox; the development mailbox is then the only
// place to read them (decision 010). With SMTP_URL set it stays off unless MAILBOX=1.
if (!process.env.SMTP_URL) {
  process.env.MAILBOX ??= '1';
  console.log('No SMTP_URL: e-mails are kept in the outbox, readable at /__mailbox/');
}
await import('../server/main.ts');
