import type { JobDefinition } from '../../jobs/index.ts';

// A quote request needs no job of its own: its two e-mails go through the notifications outbox,
// whose send job delivers them once the request's transaction has committed.
export const businessJobs: JobDefinition[] = [];
