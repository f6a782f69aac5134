import type { JobDefinition } from '../../jobs/index.ts';
import { sweepAccountRequests } from './account-on-order.ts';
import { sweepResets } from './password-reset.ts';
import { sweepSessions } from './sessions.ts';

// Ended sessions, spent reset links and account links are refused by their expiry already; the nightly sweep
// only keeps the tables small.
export const accountJobs: JobDefinition[] = [
  {
    name: 'accounts-sweep',
    cron: '17 4 * * *',
    policy: 'singleton',
    async run(database) {
      await sweepSessions(database.db);
      await sweepResets(database.db);
      await sweepAccountRequests(database.db);
    },
  },
];
