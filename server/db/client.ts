import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { settings } from '../settings.ts';
import { prepareStatements } from './prepared.ts';

/** What a raw `execute` answers on both drivers: what PGlite's Results and node-postgres's QueryResult share. */
type Rows<T> = { rows: (T extends Record<string, unknown> ? T : Record<string, unknown>)[]; fields: { name: string; dataTypeID: number }[] };
interface QueryResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}
type Schema = typeof schema;

/** The shop's database handle, on PGlite or PostgreSQL. */
export type Db = PgDatabase<QueryResultHKT, Schema>;
/** An open transaction (or savepoint) of the Db: what a function that must run inside one takes. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either: what a function takes that reads or writes through whatever the caller holds. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The PostgreSQL address, when on PostgreSQL (the job queue opens its own pool on it). */
  url?: string;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (or in memory when dataDir is 'memory://'). Applies the migrations before returning, unless
 * `migrate: false` (read-only commands: they open the database as it is; on PostgreSQL the pool is
 * then tried once, so an unreachable server fails here).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadFrom?: Blob; migrate?: boolean }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: settings().dbPoolMax });
    // An idle connection the server ended (a restart, a failover, pg_terminate_backend): the pool
    // drops it and opens another when asked. Without a listener the event would end the process.
    pool.on('error', (err) => console.error(`database: an idle connection ended (${err.message}); the pool will open another`));
    prepareStatements(pool);
    const db = drizzlePg(pool, { schema });
    try {
      if (opts.migrate === false) await pool.query('select 1');
      else await migratePg(db, { migrationsFolder });
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    return { db, kind: 'postgres', pool, url: opts.url, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = opts.loadFrom ? await PGlite.create({ loadDataDir: opts.loadFrom }) : await PGlite.create(dataDir);
  const db = drizzlePglite(pglite, { schema });
  if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
