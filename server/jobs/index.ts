import { PgBoss, fromPglite, type Job, type JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { startRelay } from './relay.ts';
import { notificationJobs } from '../modules/notifications/index.ts';
import { paymentJobs } from '../modules/payments/index.ts';
import { orderJobs } from '../modules/orders/index.ts';
import { fulfilmentJobs } from '../modules/fulfilment/index.ts';
import { redeemJobs } from '../modules/redeem/index.ts';
import { activationJobs } from '../modules/activation/index.ts';
import { doublerJobs } from '../modules/doubler/index.ts';
import { accountJobs } from '../modules/accounts/index.ts';
import { businessJobs } from '../modules/business/index.ts';

/** A queue's definition: its name, what a job does, and an optional cron schedule (Europe/Rome). */
export type JobDefinition = {
  name: string;
  cron?: string;
  run(database: Database, data: unknown): Promise<void>;
  /**
   * A batch's jobs at once, in place of `run` one by one, for work that is cheaper together (one
   * transaction for many): all of them complete, or all fail and are retried. Each must be harmless
   * to run twice, as any job.
   */
  runBatch?(database: Database, data: unknown[]): Promise<void>;
  /**
   * 'singleton': one job of the queue runs at a time, across every worker process; 'stately': as
   * well, and at most one more waits (asking again while one waits adds nothing).
   */
  policy?: 'singleton' | 'stately';
  /** How many batches of this queue one process works on at once (default 1). */
  concurrency?: number;
};

// Every module's queues.
export const jobs: JobDefinition[] = [
  ...notificationJobs,
  ...paymentJobs,
  ...orderJobs,
  ...fulfilmentJobs,
  ...redeemJobs,
  ...activationJobs,
  ...doublerJobs,
  ...accountJobs,
  ...businessJobs,
];

// A worker that dies stops its jobs' heartbeats; the supervisor then retries them within about
// HEARTBEAT + SUPERVISE seconds (decision 017: a killed worker's job is retried within 60 s).
const HEARTBEAT_SECONDS = 20;
const SUPERVISE_SECONDS = 10;
const BATCH_SIZE = 25;
// With LISTEN/NOTIFY a worker hears of new jobs at once; it still looks every few seconds for the
// jobs no one announces (retries coming due, a killed worker's jobs given back by the supervisor).
const NOTIFIED_POLL_SECONDS = 2;
// On PGlite (one process) every job reaches pg-boss through this process's relay, which wakes the
// queue's worker itself: the workers and the relay poll only as that floor. Polling every half
// second cost a tenth of a core with nothing to do (issue 14: PGlite's queries run in this process).
const PGLITE_POLL_SECONDS = 2;

/** Runs one batch job by job, so one failing job is retried alone (or whole, for a queue with `runBatch`). */
function worker(database: Database, job: JobDefinition, logger: Logger) {
  return async (batch: Job<unknown>[]): Promise<JobResult[]> => {
    if (job.runBatch) {
      try {
        await job.runBatch(
          database,
          batch.map((j) => j.data),
        );
        return batch.map((j) => ({ id: j.id, status: 'completed' as const }));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        logger.warn({ queue: job.name, jobs: batch.length, err: message }, 'job batch failed; pg-boss retries it');
        return batch.map((j) => ({ id: j.id, status: 'failed' as const, output: { message } }));
      }
    }
    const results: JobResult[] = [];
    for (const j of batch) {
      try {
        await job.run(database, j.data);
        results.push({ id: j.id, status: 'completed' });
      } catch (err) {
        logger.warn({ queue: job.name, job: j.id, err: err instanceof Error ? err.message : String(err) }, 'job failed; pg-boss retries it');
        results.push({ id: j.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } });
      }
    }
    return results;
  };
}

/** Starts pg-boss on the shop's database (PGlite or PostgreSQL), the workers of every queue and the job relay. */
export async function startJobs(database: Database, logger: Logger) {
  const maintenance = { superviseIntervalSeconds: SUPERVISE_SECONDS };
  // On PostgreSQL a new job wakes the workers of its queue at once (LISTEN/NOTIFY); polling stays
  // as the floor (a retried job, a lost listener).
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite as never), ...maintenance })
    : new PgBoss({ connectionString: database.url, useListenNotify: true, ...maintenance });
  boss.on('error', (err: Error) => logger.error({ err: err.message }, 'job queue error'));
  await boss.start();
  const onPglite = !!database.pglite;
  const workers = new Map<string, string>();
  for (const job of jobs) {
    const options = { heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds: 600, retryLimit: 5, retryBackoff: true, retryDelay: 2, notify: true };
    await boss.createQueue(job.name, { ...options, ...(job.policy ? { policy: job.policy } : {}) });
    await boss.updateQueue(job.name, options);
    const workerId = await boss.work(
      job.name,
      {
        batchSize: BATCH_SIZE,
        perJobResults: true,
        pollingIntervalSeconds: onPglite ? PGLITE_POLL_SECONDS : 0.5,
        notifyPollingIntervalSeconds: NOTIFIED_POLL_SECONDS,
        burstWhenBatchFull: true,
        localConcurrency: job.concurrency ?? 1,
      },
      worker(database, job, logger),
    );
    workers.set(job.name, workerId);
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Rome' });
  }
  const onPostgres = database.kind === 'postgres';
  const relay = startRelay(database.db, boss, logger, {
    atomic: onPostgres,
    listenUrl: onPostgres ? database.url : undefined,
    oneWaiting: new Set(jobs.filter((j) => j.policy === 'stately').map((j) => j.name)),
    // PostgreSQL's LISTEN/NOTIFY wakes the workers; on PGlite the relay does.
    ...(onPglite
      ? {
          pollMs: PGLITE_POLL_SECONDS * 1000,
          moved: (queues: string[]) => {
            for (const queue of queues) {
              const id = workers.get(queue);
              if (id) boss.notifyWorker(id);
            }
          },
        }
      : {}),
  });
  logger.info({ queues: jobs.map((j) => j.name) }, 'job workers started');
  return {
    boss,
    stop: async () => {
      await relay.stop();
      await boss.stop({ graceful: true });
    },
  };
}
