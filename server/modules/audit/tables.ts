import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The back office's audit log (issue 17): one row per staff action, written in the action's own
// transaction. Append-only: the migration adds a trigger that refuses UPDATE, DELETE and TRUNCATE.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: the staff member's id and e-mail as they were (the e-mail stays readable if the account goes). */
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    /** What, e.g. `card.adjust`, `order.refund`. */
    action: text('action').notNull(),
    /** On what, e.g. `card:6390530000000000255`, `order:D-10042`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_target').on(t.target)],
);
