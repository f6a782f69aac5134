// The shop as several processes on one PostgreSQL database, as production runs it: N web
// processes with RUN_WORKERS=false and one job worker (server/worker.ts) whose sandbox webhooks
// go to the first web process. Used by `npm run start:cluster`, and by tests that kill or
// restart the worker while web processes go on.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { portIsFree } from './postgres.ts';

const root = path.resolve(import.meta.dirname, '..');

export type ProcessHandle = { name: string; port?: number; child: ChildProcess };

export type ClusterOptions = {
  /** The PostgreSQL database every process opens (migrated and seeded by the first web process when empty). */
  databaseUrl: string;
  /** One web process per port. */
  ports: number[];
  /**
   * 'shop': scripts/start.ts, i.e. server/main.ts with the storefront (needs `npm run build`),
   * ready when /healthz answers. 'api': tests/helpers/api-process.ts, the GraphQL API and
   * webhooks without pages (no build needed, no seeding: give it a seeded database).
   */
  web?: 'shop' | 'api';
  /** More environment for every process. */
  env?: Record<string, string>;
  /** 'prefix' (default): each line on our stdout behind `[web:3000]`/`[worker]`; 'inherit'; 'ignore'. */
  output?: 'prefix' | 'inherit' | 'ignore';
  /** Own process groups: a Ctrl-C in the terminal reaches only us, and `stop()` ends them in order. */
  detached?: boolean;
  /** How long a web process may take to be ready (default 120 s: the first start migrates and seeds). */
  readyTimeoutMs?: number;
};

export type Cluster = {
  web: ProcessHandle[];
  worker: ProcessHandle;
  /** Ends the worker (SIGKILL by default: no clean-up, as a crash would) and waits until it is gone. */
  killWorker(signal?: NodeJS.Signals): Promise<void>;
  /** Ends the worker if it runs (SIGTERM) and starts a new one; `worker` is then the new one. */
  restartWorker(): Promise<ProcessHandle>;
  /** Ends every process (SIGTERM, SIGKILL after 10 s) and waits for them. */
  stop(): Promise<void>;
};

const COLOURS = [36, 35, 33, 34, 32, 31];
const live = new Set<ChildProcess>();
// A parent that exits without stopping its cluster does not leave the processes behind.
process.once('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Sends `signal` (and SIGKILL after `graceMs`) and waits until the process has exited. */
export async function endProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (!isRunning(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

function prefixOutput(name: string, child: ChildProcess, colour: number): void {
  const label = process.stdout.isTTY ? `\x1b[${colour}m[${name}]\x1b[0m` : `[${name}]`;
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label} ${line}\n`));
  }
}

/** Starts one process of the cluster (node on a script of this repository). */
export function startProcess(
  name: string,
  script: string,
  env: Record<string, string | undefined>,
  opts: Pick<ClusterOptions, 'output' | 'detached'> & { ipc?: boolean; colour?: number },
): ProcessHandle {
  const output = opts.output ?? 'prefix';
  const io = output === 'prefix' ? 'pipe' : output;
  const stdio: StdioOptions = ['ignore', io, io, ...(opts.ipc ? ['ipc' as const] : [])];
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    stdio,
    detached: opts.detached ?? false,
    env: { ...process.env, ...env },
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (output === 'prefix') prefixOutput(name, child, opts.colour ?? 36);
  return { name, child };
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Waits until the web process answers (its `ready` message, or /healthz), or fails when it exits first. */
function whenReady(handle: ProcessHandle, kind: 'shop' | 'api', timeoutMs: number): Promise<void> {
  const { child, port } = handle;
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(poll);
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`${handle.name} did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    child.once('exit', (code, signal) => finish(new Error(`${handle.name} exited with ${signal ?? code} before it was ready`)));
    if (kind === 'api') child.once('message', () => finish());
    const poll = setInterval(() => {
      if (kind === 'shop') void healthy(port!).then((ok) => ok && finish());
    }, 250);
  });
}

/** Starts the web processes (the first alone: it migrates and seeds) and then the worker. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const kind = opts.web ?? 'shop';
  const [first] = opts.ports;
  if (first === undefined) throw new Error('startCluster: give at least one port');
  const common = { REBUILD: undefined, ...opts.env, DATABASE_URL: opts.databaseUrl };
  const web: ProcessHandle[] = [];
  const startWeb = async (port: number, i: number) => {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use`);
    const script = kind === 'shop' ? 'scripts/start.ts' : 'tests/helpers/api-process.ts';
    const handle = {
      ...startProcess(
        `web:${port}`,
        script,
        { ...common, RUN_WORKERS: 'false', PORT: String(port) },
        { ...opts, ipc: kind === 'api', colour: COLOURS[i % COLOURS.length] },
      ),
      port,
    };
    web.push(handle);
    await whenReady(handle, kind, opts.readyTimeoutMs ?? 120_000);
  };
  const startWorker = () =>
    startProcess(
      'worker',
      'server/worker.ts',
      { ...common, PSP_WEBHOOK_URL: `http://127.0.0.1:${first}/webhooks/psp` },
      { ...opts, colour: COLOURS[opts.ports.length % COLOURS.length] },
    );
  let worker: ProcessHandle | undefined;
  const stop = async () => {
    await Promise.all([...web.map((w) => w.child), ...(worker ? [worker.child] : [])].map((c) => endProcess(c)));
  };
  try {
    await startWeb(first, 0);
    await Promise.all(opts.ports.slice(1).map((port, i) => startWeb(port, i + 1)));
    worker = startWorker();
  } catch (e) {
    await stop();
    throw e;
  }
  const cluster: Cluster = {
    web,
    worker,
    killWorker: (signal = 'SIGKILL') => endProcess(cluster.worker.child, signal),
    async restartWorker() {
      await endProcess(cluster.worker.child);
      worker = cluster.worker = startWorker();
      return cluster.worker;
    },
    stop,
  };
  return cluster;
}
