// How the background jobs are doing, for the back office's dashboard (issue 18): jobs that failed
// in the last day and jobs due a while ago that no worker took, per job name; and jobs written to
// the outbox that the relay has not moved into pg-boss. pg-boss keeps its tables in the `pgboss`
// schema, made when the worker first starts: before that, there is nothing to report from it.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobOutbox } from './tables.ts';

export type JobTrouble = { name: string; failed: number; late: number; lastFailedAt: Date | null };
export type JobsHealth = { troubles: JobTrouble[]; unrelayed: number };

/** A job due this long ago and still not taken counts as late. */
export const LATE_AFTER_MINUTES = 15;

export async function jobsHealth(db: Executor): Promise<JobsHealth> {
  const unrelayedRows = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobOutbox)
    .where(sql`coalesce(${jobOutbox.startAfter}, ${jobOutbox.createdAt}) < now() - make_interval(mins => ${LATE_AFTER_MINUTES})`);
  const unrelayed = unrelayedRows[0]?.n ?? 0;
  const present = await db.execute<{ t: string | null }>(sql`select to_regclass('pgboss.job')::text as t`);
  if (!rowsOf<{ t: string | null }>(present)[0]?.t) return { troubles: [], unrelayed };
  const result = await db.execute<{ name: string; failed: number; late: number; last_failed_at: string | null }>(sql`
    select name,
      count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day')::int as failed,
      count(*) filter (where state in ('created', 'retry') and start_after < now() - make_interval(mins => ${LATE_AFTER_MINUTES}))::int as late,
      max(completed_on) filter (where state = 'failed')::text as last_failed_at
    from pgboss.job
    where (state = 'failed' and completed_on > now() - interval '1 day')
       or (state in ('created', 'retry') and start_after < now() - make_interval(mins => ${LATE_AFTER_MINUTES}))
    group by name order by name`);
  const troubles = rowsOf<{ name: string; failed: number; late: number; last_failed_at: string | null }>(result).map((r) => ({
    name: r.name,
    failed: Number(r.failed),
    late: Number(r.late),
    lastFailedAt: r.last_failed_at ? new Date(r.last_failed_at) : null,
  }));
  return { troubles, unrelayed };
}

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
