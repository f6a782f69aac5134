import type { JobDefinition } from '../../jobs/index.ts';
import { mailTransport, SEND_EMAILS_JOB, sendPending } from './service.ts';

const SEND_BATCH = 50;

/** Sends the outbox: asked for by every queued e-mail (queueEmail), and every minute as a safety net. */
export const notificationJobs: JobDefinition[] = [
  {
    name: SEND_EMAILS_JOB,
    cron: '* * * * *',
    // Rows are not claimed before sending: two senders at once could send an e-mail twice. One runs;
    // one more waits, which covers every e-mail queued meanwhile (a burst asks once, not once per e-mail).
    policy: 'stately',
    async run(database) {
      // Until the outbox is empty: while this job runs, later e-mails' requests for it are dropped
      // (one waits at most), so it must not leave a full batch behind for the next minute.
      for (;;) {
        const { sent, failed } = await sendPending(database.db, mailTransport(), SEND_BATCH);
        if (sent === 0 || sent + failed < SEND_BATCH) return;
      }
    },
  },
];
