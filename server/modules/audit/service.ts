// The audit log's service: write one row per staff action, in the action's own transaction, and
// read the log (admins only, through the admin API). There is no function that changes a row, and
// the database refuses UPDATE, DELETE and TRUNCATE on the table (migration 0018).
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { Audit } from '../../staff-action.ts';
import { auditLog } from './tables.ts';

export type AuditEntry = typeof auditLog.$inferSelect;

/** Who acts: the logged-in staff member. */
export type AuditActor = { id: number; email: string };

export type AuditRecord = {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** Writes one audit row with the executor the action used (its transaction). */
export async function recordAudit(tx: Executor, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
}

/** The audit writer a back-office service is given (`(db, staff, audit, input)`, decision 042). */
export function auditFor(actor: AuditActor): Audit {
  return (tx, entry) => recordAudit(tx, actor, entry);
}

/**
 * Runs a staff action in one transaction with its audit row: `act` does the work and says what to
 * record; a refused action (`audit: null`) writes nothing, and an action that throws leaves no row.
 */
export async function audited<T>(db: Db, actor: AuditActor, act: (tx: Executor) => Promise<{ result: T; audit: AuditRecord | null }>): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await act(tx);
    if (audit) await recordAudit(tx, actor, audit);
    return result;
  });
}

/** The log, newest first, a page at a time (`before`: the id the previous page ended at). */
export async function auditEntries(db: Executor, opts: { target?: string | null; before?: number | null; limit: number }): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (opts.target) where.push(eq(auditLog.target, opts.target));
  if (opts.before) where.push(lt(auditLog.id, opts.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(opts.limit);
}
