// `npm run start:cluster`: the shop as several processes on one machine, as production runs it:
// an embedded PostgreSQL (data in ./data/postgres, kept between runs; port PG_PORT or the first
// free from 5433), two web processes with RUN_WORKERS=false on PORT and PORT+1 (3000 and 3001),
// and one job worker. The first web process migrates and seeds; the second starts once it is up.
// Ctrl-C or SIGTERM stops the processes, then the database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from './cluster.ts';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from './postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const say = (line: string) => process.stdout.write(`[cluster] ${line}\n`);

if (!existsSync(path.join(root, 'build/server/index.js')) || process.env.REBUILD === '1') {
  say('Building the storefront (first start)…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const ports = [port, port + 1];
let database: EmbeddedPostgres | undefined;
let cluster: Cluster | undefined;
let stopping = false;

async function shutdown(reason: string, code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say(`${reason}: stopping the processes, then the database`);
    await cluster?.stop();
    await database?.stop();
    say('stopped');
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal, 0));

try {
  const pgPort = process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort(5433);
  const dataDir = path.join(root, 'data', 'postgres');
  const started = Date.now();
  database = await startEmbeddedPostgres({ dataDir, port: pgPort, durable: true, detached: true, log: (line) => process.stdout.write(`[postgres] ${line}\n`) });
  say(`PostgreSQL on 127.0.0.1:${database.port} (data in ${path.relative(root, dataDir)}, ready in ${Date.now() - started} ms)`);

  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  if (!(await admin.query(`select 1 from pg_database where datname = 'donami'`)).rowCount) await admin.query('create database donami');
  await admin.end();
  const databaseUrl = new URL(database.url);
  databaseUrl.pathname = '/donami';

  cluster = await startCluster({
    databaseUrl: databaseUrl.toString(),
    ports,
    web: 'shop',
    detached: true,
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  });
  for (const handle of [...cluster.web, cluster.worker]) {
    handle.child.once('exit', (code, signal) => {
      if (!stopping) say(`${handle.name} exited with ${signal ?? code}`);
    });
  }
  say(`the shop: ${ports.map((p) => `http://localhost:${p}/`).join(' and ')}; job worker pid ${cluster.worker.child.pid}; DATABASE_URL=${databaseUrl}`);
  say('Ctrl-C stops it all');
} catch (e) {
  console.error(`[cluster] could not start: ${(e as Error).message}`);
  await shutdown('start failed', 1);
}
