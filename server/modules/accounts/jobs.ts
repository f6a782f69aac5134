import type { JobDefinition } from '../../jobs/index.ts';

export const accountJobs: JobDefinition[] = [];
