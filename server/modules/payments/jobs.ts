import type { JobDefinition } from '../../jobs/index.ts';
import { deliverQueue, expireDue } from './sandbox/books.ts';
import { deliverEvent, webhookSender } from './sandbox/delivery.ts';

/** The sandbox provider's background work: webhook delivery (retried on failure) and expiry. */
export const paymentJobs: JobDefinition[] = [
  {
    name: deliverQueue,
    // Each delivery waits on an HTTP round trip to the shop, and the jobs of a batch go one after
    // the other: several batches at once keep a burst moving; not many more, or a burst's webhooks
    // crowd out the card deliveries of the orders already paid. 1,000 at once, p50 payment to
    // delivered on this noisy machine, with prepared statements: 6.2 s with 6, 4.7–5.5 s with 12,
    // 5.6 s with 24 (its card deliveries then waited 0.4 s instead of 0.05 s for a worker).
    concurrency: 12,
    async run(database, data) {
      const eventId = (data as { eventId?: unknown } | null)?.eventId;
      if (typeof eventId === 'string') await deliverEvent(database.db, eventId, webhookSender());
    },
  },
  {
    name: 'psp-sandbox-expire',
    cron: '* * * * *',
    async run(database) {
      await expireDue(database.db, new Date());
    },
  },
];
