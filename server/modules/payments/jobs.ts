import type { JobDefinition } from '../../jobs/index.ts';
import { deliverQueue, expireDue } from './sandbox/books.ts';
import { deliverEvent, webhookSender } from './sandbox/delivery.ts';

/** The sandbox provider's background work: webhook delivery (retried on failure) and expiry. */
export const paymentJobs: JobDefinition[] = [
  {
    name: deliverQueue,
    // Each delivery waits on an HTTP round trip to the shop: several at once keep a burst moving;
    // not many more, or a burst's webhooks crowd out the card deliveries of the orders already paid
    // (1,000 at once, p50: 8.8–9.1 s with 16, 6.3–9.4 s with 6, 8.2–9.2 s with 3; this machine, noisy).
    concurrency: 6,
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
