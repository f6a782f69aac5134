import type { PgBoss } from 'pg-boss';

// The seam between services and the job queue. Services call `enqueue` after their transaction
// commits; in the running shop that is pg-boss, in API tests (where no queue runs) the jobs are
// kept in a list the test drains with `drainJobs`, so a test decides when "later" happens.

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string; retryLimit?: number };
type Pending = { name: string; data: unknown; options: EnqueueOptions };

let boss: PgBoss | null = null;
const pending: Pending[] = [];

export function useQueue(instance: PgBoss | null) {
  boss = instance;
}

export async function enqueue(name: string, data: unknown, options: EnqueueOptions = {}): Promise<void> {
  if (!boss) { pending.push({ name, data, options }); return; }
  await boss.send(name, data as object, {
    startAfter: options.startAfter,
    singletonKey: options.singletonKey,
    retryLimit: options.retryLimit ?? 5,
    retryBackoff: true,
    retryDelay: 2,
  });
}

/** Takes the jobs enqueued while no queue was running (tests only). */
export function drainJobs(name?: string): Pending[] {
  const taken = name ? pending.filter((j) => j.name === name) : [...pending];
  for (const job of taken) pending.splice(pending.indexOf(job), 1);
  return taken;
}
