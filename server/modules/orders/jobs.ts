import type { JobDefinition } from '../../jobs/index.ts';
import { expireUnpaidOrders } from './payment-outcome.ts';

/** Unpaid orders past their payment window are canceled and their codes go back to stock. */
export const orderJobs: JobDefinition[] = [
  { name: 'orders-expire', cron: '* * * * *', async run(database) { await expireUnpaidOrders(database.db); } },
];
