import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freshPostgresUrl } from '../../tests/helpers/db.ts';
import { openDatabase, type Database } from './client.ts';

// PostgreSQL ends idle connections too (a restart, a failover, an operator's
// pg_terminate_backend). The pool reports it as an 'error' event; with no one listening, Node
// ends the whole process, which would take a web process or the worker down with every request
// in flight. The pool forgets the connection and the next query opens another.

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the database pool when the server ends its idle connections', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: await freshPostgresUrl(url!) });
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the process alive and answers the next query on a new connection', async () => {
    const first = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const pid = first.rows[0]!.pid;
    const uncaught: unknown[] = [];
    const record = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', record);
    try {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The pool learns of it when the idle connection's socket closes.
      await expect.poll(() => database.pool!.idleCount, { timeout: 5000 }).toBe(0);
      expect(uncaught).toEqual([]);
      const next = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      expect(next.rows[0]!.pid).not.toBe(pid);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('runs a statement with parameters as a prepared statement of its connection, and without when it has none', async () => {
    const names = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${'prepared once'}::text as said`);
      await tx.execute(sql`select 'no parameters' as said`);
      return (await tx.execute<{ statement: string }>(sql.raw(`select statement from pg_prepared_statements where name like 's\\_%'`))).rows.map(
        (r) => r.statement,
      );
    });
    expect(names.some((s) => s.includes('prepared once') || s.includes('$1::text as said'))).toBe(true);
    expect(names.some((s) => s.includes('no parameters'))).toBe(false);
  });
});
