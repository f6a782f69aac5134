import { asc, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { JOB_CHANNEL, onJobWritten } from './queue.ts';
import { jobOutbox } from './tables.ts';

// The relay: job outbox → pg-boss, in one transaction. The rows are locked (SKIP LOCKED, so two
// relays never take the same row), inserted into pg-boss through the same transaction, and
// deleted: a crash before commit leaves them in the outbox, a commit moves them exactly once.

const BATCH = 500;
type Row = typeof jobOutbox.$inferSelect;

async function insertInto(boss: Pick<PgBoss, 'insert'>, rows: Row[], db?: ReturnType<typeof fromDrizzle>) {
  const byName = new Map<string, Row[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  for (const [name, jobs] of byName) {
    await boss.insert(
      name,
      jobs.map((j) => ({
        data: j.data,
        startAfter: j.startAfter ?? undefined,
        singletonKey: j.singletonKey ?? undefined,
        retryLimit: j.retryLimit ?? 5,
        retryBackoff: true,
        retryDelay: 2,
      })),
      db ? { db } : {},
    );
  }
}

/**
 * Moves up to one batch of waiting jobs into pg-boss; returns how many moved. On PostgreSQL in one
 * transaction (exactly once). Embedded PGlite is one connection that pg-boss itself also needs
 * while inserting, so there the rows are inserted, then deleted: a crash in between queues them
 * again, which the jobs' own keys make harmless (at least once, in the one-process local shop).
 */
export async function relayOnce(db: Db, boss: Pick<PgBoss, 'insert'>, atomic = true): Promise<number> {
  if (!atomic) {
    const rows = await db.select().from(jobOutbox).orderBy(asc(jobOutbox.id)).limit(BATCH);
    if (!rows.length) return 0;
    await insertInto(boss, rows);
    await db.delete(jobOutbox).where(
      inArray(
        jobOutbox.id,
        rows.map((r) => r.id),
      ),
    );
    return rows.length;
  }
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(jobOutbox).orderBy(asc(jobOutbox.id)).limit(BATCH).for('update', { skipLocked: true });
    if (!rows.length) return 0;
    await insertInto(boss, rows, fromDrizzle(tx as never, sql as never));
    await tx.delete(jobOutbox).where(
      inArray(
        jobOutbox.id,
        rows.map((r) => r.id),
      ),
    );
    return rows.length;
  });
}

/**
 * A dedicated connection LISTENing to the jobs other processes commit (web processes without
 * workers, scripts): each announcement runs the relay at once. A lost connection is opened again;
 * meanwhile the relay's poll still moves every job.
 */
function listenForJobs(url: string, onJob: () => void, logger: Logger) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (stopped) return;
      logger.warn({ err: err?.message }, 'job relay: LISTEN connection lost; polling until it is back');
      retry = setTimeout(() => void connect(), 1000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', onJob);
    try {
      await c.connect();
      await c.query(`LISTEN ${JOB_CHANNEL}`);
      // Jobs committed while nobody listened are in the outbox: move them now.
      onJob();
    } catch (err) {
      lost(err instanceof Error ? err : new Error(String(err)));
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

/**
 * Runs the relay until stopped: at once when this process wrote a job or (on PostgreSQL, with
 * `listenUrl`) another process announced one, and every `pollMs` whatever happened.
 */
export function startRelay(db: Db, boss: Pick<PgBoss, 'insert'>, logger: Logger, atomic: boolean, pollMs = 250, listenUrl?: string) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await relayOnce(db, boss, atomic)) === BATCH);
        } while (again && !stopped);
      } catch (err) {
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'job relay failed; will retry');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void run(), pollMs);
  const unlisten = onJobWritten(() => void run());
  const listener = listenUrl ? listenForJobs(listenUrl, () => void run(), logger) : null;
  void run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      unlisten();
      await listener?.stop();
      await running;
    },
  };
}
