import type { JobDefinition } from '../../jobs/index.ts';
import { DELIVERY_JOB, deliverDue } from './delivery.ts';

/**
 * Digital deliveries: the job runs when a payment schedules it (at once, or at the chosen time),
 * and every minute as a safety net for anything a crash left behind.
 */
export const fulfilmentJobs: JobDefinition[] = [
  // One job per paid order (its deliveries only), several at once: each delivery row is taken under SKIP LOCKED.
  // As many at once as the webhooks' 16 nearly: orders already paid go out before more are taken in
  // (a burst of 1,000: median 6.3–7.1 s with 12, 6.9–8.2 s with 4, measured in pairs on this machine).
  {
    name: DELIVERY_JOB,
    concurrency: 12,
    async run(database, data) {
      const orderId = (data as { orderId?: unknown } | null)?.orderId;
      await deliverDue(database.db, new Date(), typeof orderId === 'number' ? orderId : undefined);
    },
  },
  {
    name: 'fulfilment-deliver-sweep',
    cron: '* * * * *',
    async run(database) {
      await deliverDue(database.db);
    },
  },
];
