// The shop's server as the bench starts it: production mode, its own data folder, keys of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');

export type BenchServer = { base: string; child: ChildProcess; startedAt: number; stop: () => Promise<void> };

/** Starts `server/main.ts` on `port` and waits until it answers; `nodeArgs` go to Node (e.g. `--cpu-prof`). */
export async function startShopServer(port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'donami-bench-')),
      // What production needs to start (decision 018): keys of its own, the sandbox on purpose, the mailbox behind a login.
      PIN_HASH_KEY: 'bench-only-pin-hash-key-0123456789',
      ALTCHA_HMAC_KEY: 'bench-only-altcha-hmac-key-0123456789',
      PSP_WEBHOOK_SECRET: 'bench-only-psp-webhook-secret-0123456789',
      PAYMENTS: 'sandbox',
      MAILBOX: '1',
      OPERATOR_PASSWORD: 'bench-operator-password',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The load comes from one address: the per-client request limit would measure itself.
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.on('exit', () => child.kill());
  const base = `http://127.0.0.1:${port}`;
  await waitUp(base);
  return {
    base,
    child,
    startedAt,
    // SIGTERM: the server shuts down and exits, so a `--cpu-prof` profile gets written.
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function waitUp(base: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${base} did not start`);
}
