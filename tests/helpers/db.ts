import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { invalidateCatalogue } from '../../server/modules/catalog/index.ts';
import { invalidateContent } from '../../server/modules/content/index.ts';

// Fresh databases for tests come from a migrated, seeded snapshot, not from a new migration run:
// a PGlite data-dir dump on disk, or a PostgreSQL template database.
// The snapshot is named by a hash of the migrations, the seed and the shared rules and storefront
// configuration the seed reads (common/), so a change makes a new one.
function sourceHash(): string {
  const hash = createHash('sha1');
  for (const dir of ['../../server/db/migrations', '../../server/db/seed', '../../common']) {
    const root = path.resolve(import.meta.dirname, dir);
    for (const f of readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort()) {
      hash.update(f.slice(root.length)).update(readFileSync(f));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
const snapshotFile = path.join(tmpdir(), 'donami-test-snapshot', `seeded-${sourceHash()}.tar.gz`);

async function pgliteSnapshot(): Promise<Blob> {
  if (!existsSync(snapshotFile)) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await seedIfEmpty(db.db);
    const dump = await db.pglite!.dumpDataDir('gzip');
    await db.close();
    mkdirSync(path.dirname(snapshotFile), { recursive: true });
    const tmp = `${snapshotFile}.${process.pid}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, snapshotFile);
  }
  return new Blob([readFileSync(snapshotFile)]);
}

export async function freshPglite(): Promise<Database> {
  invalidateCatalogue();
  invalidateContent();
  return openDatabase({ loadFrom: await pgliteSnapshot() });
}

/** A fresh PostgreSQL database cloned from a seeded template (TEST_DATABASE_URL names the server). */
export async function freshPostgres(url: string): Promise<Database> {
  return openDatabase({ url: await freshPostgresUrl(url) });
}

/** The address of a fresh PostgreSQL database, for tests that start server processes on it. */
export async function freshPostgresUrl(url: string): Promise<string> {
  invalidateCatalogue();
  invalidateContent();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = `donami_template_${sourceHash()}`;
  // One builder per server at a time (test workers start together, and on a fresh server all
  // of them miss the template): under an advisory lock, built under another name and renamed
  // when seeded, so no one clones a template half-built or still open. Checked on every call, as
  // a process may use several servers in turn (the benchmarks start one each).
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const leftovers = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${template}_build_%`]);
      for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname}`);
      const building = `${template}_build_${process.pid}`;
      await admin.query(`create database ${building}`);
      const u = new URL(url);
      u.pathname = `/${building}`;
      const db = await openDatabase({ url: u.toString() });
      await seedIfEmpty(db.db);
      await db.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
  const name = `donami_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The databases a data test runs on: PGlite and PostgreSQL, the server TEST_DATABASE_URL names
 * (the suite's globalSetup, tests/helpers/global-postgres.ts, starts one when it is unset).
 */
export const databaseKinds: { kind: string; open(): Promise<Database> }[] = [
  { kind: 'pglite', open: freshPglite },
  { kind: 'postgres', open: () => freshPostgres(testDatabaseUrl()) },
];

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is unset: run the tests with vitest (its globalSetup starts a PostgreSQL), or set it');
  return url;
}
