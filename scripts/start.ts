// `npm start`: the one-command local shop (decision 018) — embedded database, mailbox, sandbox
// payments, development keys, and a banner that says so. With NODE_ENV=production set by the
// operator it is a production start instead, refused while a setting is unsafe. It builds the
// storefront when no build exists, then runs the server (which migrates and seeds an empty database).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Local unless the operator said otherwise; React then runs its production build either way.
if (process.env.NODE_ENV === undefined && process.env.SHOP_MODE === undefined) process.env.SHOP_MODE = 'local';
process.env.NODE_ENV ??= 'production';
const { settingsAtStart } = await import('../server/settings.ts');
const settings = settingsAtStart('shop');

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'build/server/index.js')) || settings.rebuild) {
  console.log('Building the storefront (first start)…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('../server/main.ts');
