import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// The job worker (`npm run worker`) as its own process, for tests that kill it mid-work.

const root = path.resolve(import.meta.dirname, '../..');

export function startWorker(databaseUrl: string, webhookUrl: string): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'server/worker.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PSP_WEBHOOK_URL: webhookUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  });
}

/** Kills the process at once (no clean-up, as a power cut would) and waits until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

/** Polls `done` until it is true or `timeoutMs` passes; returns the last answer. */
export async function waitFor(done: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return done();
}
