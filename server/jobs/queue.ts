import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobOutbox } from './tables.ts';

// The seam between services and the job queue (decision 017). A service writes the job into the
// job outbox with the same transaction as the change that causes it: if that transaction rolls
// back, there is no job; if it commits, the job exists, whatever process dies next. The relay
// (relay.ts, in every process that runs workers) moves outbox rows into pg-boss. Nothing is kept
// in process memory. Tests take the jobs out of the outbox themselves with `drainJobs`.

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string; retryLimit?: number };
export type QueuedJob = { id: number; name: string; data: unknown; options: EnqueueOptions };

/** The database or a transaction of it. */
export type JobExecutor = Pick<Db, 'insert' | 'select' | 'delete' | 'execute'>;

const listeners = new Set<() => void>();

/**
 * The channel a committed job is announced on: the relay of a worker process LISTENs to it, so a
 * job written by a web process (or a script) moves at once, not at the relay's next poll.
 */
export const JOB_CHANNEL = 'donami_job_outbox';

/** The relay of this process asks to hear of jobs written here, to move them without waiting for its poll. */
export function onJobWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes a job in the caller's transaction; it runs after that transaction commits. `alongside`, an
 * insert or update of the caller's with a `returning` clause, goes in the same statement: one round
 * trip for a change and the job it causes. Returns `alongside`'s rows.
 */
export async function enqueue(
  db: JobExecutor,
  name: string,
  data: unknown = {},
  options: EnqueueOptions = {},
  alongside?: SQLWrapper,
): Promise<Record<string, unknown>[]> {
  // The announcement, which PostgreSQL delivers only if and when the transaction commits (several
  // in one transaction are delivered once), is part of the row's insert: a RETURNING is always evaluated.
  const job = db
    .insert(jobOutbox)
    .values({
      name,
      data: (data ?? {}) as Record<string, unknown>,
      startAfter: options.startAfter ?? null,
      singletonKey: options.singletonKey ?? null,
      retryLimit: options.retryLimit ?? null,
    })
    .returning({ announced: sql`pg_notify(${JOB_CHANNEL}, '')` });
  const rows = alongside ? (await db.execute(sql`with job as ${job}, done as ${alongside} select * from done`)).rows : (await job, []);
  // A nudge, not a promise: the relay reads only committed rows, and polls besides.
  for (const listener of listeners) setTimeout(listener, 5);
  return rows as Record<string, unknown>[];
}

/** Takes the jobs waiting in the outbox (tests, where no relay runs), oldest first. */
export async function drainJobs(db: JobExecutor, name?: string): Promise<QueuedJob[]> {
  const rows = await db
    .delete(jobOutbox)
    .where(name ? eq(jobOutbox.name, name) : undefined)
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      name: r.name,
      data: r.data,
      options: { startAfter: r.startAfter ?? undefined, singletonKey: r.singletonKey ?? undefined, retryLimit: r.retryLimit ?? undefined },
    }));
}

/** The jobs waiting in the outbox, without taking them. */
export async function pendingJobs(db: JobExecutor, name?: string): Promise<QueuedJob[]> {
  const rows = await db
    .select()
    .from(jobOutbox)
    .where(name ? eq(jobOutbox.name, name) : undefined)
    .orderBy(asc(jobOutbox.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    data: r.data,
    options: { startAfter: r.startAfter ?? undefined, singletonKey: r.singletonKey ?? undefined, retryLimit: r.retryLimit ?? undefined },
  }));
}
