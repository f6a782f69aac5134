import { index, integer, jsonb, pgTable, bigserial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Jobs written in the transaction of their cause (decision 017). A relay in the worker moves them
 * into pg-boss in one transaction of its own, so a job is never lost and never queued twice.
 */
export const jobOutbox = pgTable(
  'job_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    startAfter: timestamp('start_after', { withTimezone: true }),
    singletonKey: text('singleton_key'),
    retryLimit: integer('retry_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_outbox_name').on(t.name, t.id)],
);
