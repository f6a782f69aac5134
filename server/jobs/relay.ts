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

/**
 * The queues that keep at most one job waiting (pg-boss policy 'stately'): of the
 * plain requests for one of them in a batch (no data, no key, no start time), one is inserted, as
 * pg-boss would keep only one (a burst of e-mails asks the send job once per e-mail).
 */
export type RelayOptions = {
  oneWaiting?: ReadonlySet<string>;
  /** Told the queues that just received jobs (committed), to wake their workers at once. */
  moved?: (queues: string[]) => void;
};

function plainRequest(row: Row): boolean {
  return !row.startAfter && !row.singletonKey && Object.keys(row.data ?? {}).length === 0;
}

/** Inserts the rows into pg-boss; returns the queues that received jobs. */
async function insertInto(boss: Pick<PgBoss, 'insert'>, rows: Row[], options: RelayOptions, db?: ReturnType<typeof fromDrizzle>): Promise<string[]> {
  const byName = new Map<string, Row[]>();
  for (const row of rows) {
    const queued = byName.get(row.name) ?? [];
    if (options.oneWaiting?.has(row.name) && plainRequest(row) && queued.some(plainRequest)) continue;
    byName.set(row.name, [...queued, row]);
  }
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
  return [...byName.keys()];
}

/**
 * Moves up to one batch of waiting jobs into pg-boss; returns how many moved. On PostgreSQL in one
 * transaction (exactly once). Embedded PGlite is one connection that pg-boss itself also needs
 * while inserting, so there the rows are inserted, then deleted: a crash in between queues them
 * again, which the jobs' own keys make harmless (at least once, in the one-process local shop).
 */
export async function relayOnce(db: Db, boss: Pick<PgBoss, 'insert'>, atomic = true, options: RelayOptions = {}): Promise<number> {
  if (!atomic) {
    const rows = await db.select().from(jobOutbox).orderBy(asc(jobOutbox.id)).limit(BATCH);
    if (!rows.length) return 0;
    const queues = await insertInto(boss, rows, options);
    await db.delete(jobOutbox).where(
      inArray(
        jobOutbox.id,
        rows.map((r) => r.id),
      ),
    );
    options.moved?.(queues);
    return rows.length;
  }
  const moved = await db.transaction(async (tx) => {
    const rows = await tx.select().from(jobOutbox).orderBy(asc(jobOutbox.id)).limit(BATCH).for('update', { skipLocked: true });
    if (!rows.length) return { count: 0, queues: [] };
    const queues = await insertInto(boss, rows, options, fromDrizzle(tx as never, sql as never));
    await tx.delete(jobOutbox).where(
      inArray(
        jobOutbox.id,
        rows.map((r) => r.id),
      ),
    );
    return { count: rows.length, queues };
  });
  if (moved.count) options.moved?.(moved.queues);
  return moved.count;
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
 * Runs the relay until stopped: soon after this process wrote a job or (on PostgreSQL, with
 * `listenUrl`) another process announced one, and every `pollMs` whatever happened. An announcement
 * waits `gatherMs` for the ones after it, so a burst of jobs moves in a few transactions, not one each.
 */
export function startRelay(
  db: Db,
  boss: Pick<PgBoss, 'insert'>,
  logger: Logger,
  opts: RelayOptions & { atomic: boolean; pollMs?: number; gatherMs?: number; listenUrl?: string },
) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let gathering: NodeJS.Timeout | null = null;
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
          while (!stopped && (await relayOnce(db, boss, opts.atomic, opts)) === BATCH);
        } while (again && !stopped);
      } catch (err) {
        logger.error({ err: err instanceof Error ? err.message : String(err) }, 'job relay failed; will retry');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const announced = () => {
    gathering ??= setTimeout(() => {
      gathering = null;
      void run();
    }, opts.gatherMs ?? 10);
  };
  const timer = setInterval(() => void run(), opts.pollMs ?? 250);
  const unlisten = onJobWritten(announced);
  const listener = opts.listenUrl ? listenForJobs(opts.listenUrl, announced, logger) : null;
  void run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (gathering) clearTimeout(gathering);
      unlisten();
      await listener?.stop();
      await running;
    },
  };
}
