import type { JobDefinition } from '../../jobs/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { activateOrder } from './activate.ts';
import { ACTIVATE_JOB, dueActivations } from './service.ts';

export const SWEEP_JOB = 'activation-sweep';

function uuidOf(data: unknown): string | null {
  const uuid = (data as { uuid?: unknown } | null)?.uuid;
  return typeof uuid === 'string' ? uuid : null;
}

/** Runs one order's activation; a job that came early puts itself back for the due time. */
export async function runActivation(db: Parameters<typeof activateOrder>[0], uuid: string): Promise<void> {
  const outcome = await activateOrder(db, uuid);
  if (outcome.status === 'not_due') await enqueue(db, ACTIVATE_JOB, { uuid }, { startAfter: outcome.activateAfter });
}

export const activationJobs: JobDefinition[] = [
  {
    name: ACTIVATE_JOB,
    async run(database, data) {
      const uuid = uuidOf(data);
      if (uuid) await runActivation(database.db, uuid);
    },
  },
  {
    // A job lost between the order's commit and its enqueue (a crash, a restart) would break the
    // 24-hour promise: every five minutes the due orders are activated whatever became of theirs.
    name: SWEEP_JOB,
    cron: '*/5 * * * *',
    policy: 'singleton',
    async run(database) {
      for (const uuid of await dueActivations(database.db)) await runActivation(database.db, uuid);
    },
  },
];
