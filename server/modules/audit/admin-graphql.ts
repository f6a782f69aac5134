import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffWith } from '../../admin/guard.ts';
import { auditEntries, type AuditEntry } from './service.ts';

const AuditEntryRef = adminBuilder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'One staff action: who, when, what, on what, the record before and after, and why.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.string({ resolve: (e) => e.at.toISOString() }),
    staffEmail: t.exposeString('staffEmail'),
    action: t.exposeString('action'),
    target: t.exposeString('target'),
    before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

type AuditPage = { entries: AuditEntry[]; errors: { code: number; message: string; referencedRequestParameter: string | null }[] };

const AuditPageRef = adminBuilder.objectRef<AuditPage>('AuditPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryRef], resolve: (p) => p.entries }),
    errors: t.field({ type: [AdminError], resolve: (p) => p.errors }),
  }),
});

adminBuilder.queryField('auditLog', (t) =>
  t.field({
    type: AuditPageRef,
    description: 'The audit log, newest first (admins only). `before`: the last id of the previous page.',
    args: {
      target: t.arg.string({ required: false }),
      before: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'audit.read');
      if (!who.ok) return { entries: [], errors: [who.error] };
      const limit = Math.min(Math.max(args.limit ?? 50, 1), 200);
      return { entries: await auditEntries(context.db, { target: args.target, before: args.before, limit }), errors: [] };
    },
  }),
);
