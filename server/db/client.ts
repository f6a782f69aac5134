import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { settings } from '../settings.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      if (opts.migrate === false) await pool.query('select 1');
      else await migratePg(db as never, { migrationsFolder });
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    return { db, kind: 'postgres', pool, url: opts.url, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = opts.loadFrom
    ? await PGlite.create({ loadDataDir: opts.loadFrom })
    : await PGlite.create(dataDir);
  const db = drizzlePglite(pglite, { schema });
  if (opts.migrate !== false) await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}
