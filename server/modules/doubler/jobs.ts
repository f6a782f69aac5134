import type { JobDefinition } from '../../jobs/index.ts';
import { runDueDraws } from './draw.ts';
import { DRAW_CRON } from './schedule.ts';

/**
 * The monthly draw: every Monday at the draw hour (Rome). Only on the first Monday of a month is a
 * draw due (the month before); on other Mondays it finds nothing, unless a draw was missed while
 * the shop was down, which it then catches up. Drawn months are left alone, so a second run, or a
 * second worker, does nothing.
 */
export const doublerJobs: JobDefinition[] = [
  {
    name: 'doubler-draw',
    cron: DRAW_CRON,
    policy: 'singleton',
    async run(database) {
      await runDueDraws(database.db);
    },
  },
];
