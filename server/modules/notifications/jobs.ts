import type { JobDefinition } from '../../jobs/index.ts';
import { mailTransport, sendPending } from './service.ts';

/** Sends the outbox every minute; a service that wants an e-mail out sooner enqueues this job after its commit. */
export const notificationJobs: JobDefinition[] = [
  {
    name: 'notifications-send',
    cron: '* * * * *',
    // Rows are not claimed before sending: two senders at once could send an e-mail twice.
    policy: 'singleton',
    async run(database) {
      await sendPending(database.db, mailTransport());
    },
  },
];
