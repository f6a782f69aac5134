import type { JobDefinition } from '../../jobs/index.ts';
import { deliverQueue, expireDue } from './sandbox/books.ts';
import { deliverEvent, webhookSender } from './sandbox/delivery.ts';

/** The sandbox provider's background work: webhook delivery (retried on failure) and expiry. */
export const paymentJobs: JobDefinition[] = [
  {
    name: deliverQueue,
    // Each delivery waits on an HTTP round trip to the shop: several at once keep a burst moving.
    concurrency: 16,
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
