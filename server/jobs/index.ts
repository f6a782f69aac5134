import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { useQueue } from './queue.ts';
import { notificationJobs } from '../modules/notifications/jobs.ts';
import { paymentJobs } from '../modules/payments/jobs.ts';
import { orderJobs } from '../modules/orders/jobs.ts';
import { fulfilmentJobs } from '../modules/fulfilment/jobs.ts';
import { redeemJobs } from '../modules/redeem/jobs.ts';
import { activationJobs } from '../modules/activation/jobs.ts';
import { doublerJobs } from '../modules/doubler/jobs.ts';
import { accountJobs } from '../modules/accounts/jobs.ts';
import { businessJobs } from '../modules/business/jobs.ts';

/** A queue's definition: its name, what a job does, and an optional cron schedule (Europe/Rome). */
export type JobDefinition = {
  name: string; cron?: string; run(database: Database, data: unknown): Promise<void>;
  /** 'singleton': one job of the queue runs at a time, across every worker process. */
  policy?: 'singleton';
};

// Every module's queues. Later modules (activation, draws) add theirs here.
export const jobs: JobDefinition[] = [...notificationJobs, ...paymentJobs, ...orderJobs, ...fulfilmentJobs, ...redeemJobs, ...activationJobs, ...doublerJobs, ...accountJobs, ...businessJobs];

/** Starts pg-boss on the shop's database (PGlite or PostgreSQL) and the workers of every queue. */
export async function startJobs(database: Database, logger: Logger) {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite as never) })
    : new PgBoss({ connectionString: process.env.DATABASE_URL });
  boss.on('error', (err: Error) => logger.error({ err: err.message }, 'job queue error'));
  await boss.start();
  useQueue(boss);
  for (const job of jobs) {
    await boss.createQueue(job.name, job.policy ? { policy: job.policy } : undefined);
    await boss.work(job.name, async ([j]) => { await job.run(database, j.data); });
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Rome' });
  }
  logger.info({ queues: jobs.map((j) => j.name) }, 'job workers started');
  return { boss, stop: async () => { useQueue(null); await boss.stop({ graceful: true }); } };
}
