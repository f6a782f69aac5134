import type { JobDefinition } from '../../jobs/index.ts';
import { DELIVERY_JOB, deliverDue } from './delivery.ts';

/**
 * Digital deliveries: the job runs when a payment schedules it (at once, or at the chosen time),
 * and every minute as a safety net for anything a crash left behind.
 */
export const fulfilmentJobs: JobDefinition[] = [
  { name: DELIVERY_JOB, async run(database) { await deliverDue(database.db); } },
  { name: 'fulfilment-deliver-sweep', cron: '* * * * *', async run(database) { await deliverDue(database.db); } },
];
