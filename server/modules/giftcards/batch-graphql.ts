// The back office's card batches (issue 17, decision 048): finance issues N cards of a programme
// and downloads their numbers and PINs once as CSV (batches.ts); one audit row per batch, no PIN in it.
import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { auditFor } from '../audit/index.ts';
import { errorCodes, type ErrorCode } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { StaffRefusal } from '../../staff-action.ts';
import { BATCH_MAX_CARDS, issueBatch, takeBatchCsv, type IssuedBatch } from './batches.ts';

type BatchView = { batch: (IssuedBatch & { storeId: number; programme: string; valueCents: number }) | null; errors: ErrorItem[] };
type CsvView = { csv: string | null; filename: string | null; errors: ErrorItem[] };

const BatchRef = adminBuilder.objectRef<NonNullable<BatchView['batch']>>('AdminCardBatch').implement({
  description: 'A batch just issued. `downloadKey` opens its CSV once: it is in this answer only.',
  fields: (t) => ({
    id: t.exposeString('batchId'),
    storeId: t.exposeInt('storeId'),
    programme: t.exposeString('programme'),
    valueCents: t.exposeInt('valueCents'),
    count: t.exposeInt('count'),
    firstNumber: t.exposeString('firstNumber'),
    lastNumber: t.exposeString('lastNumber'),
    downloadKey: t.exposeString('key'),
  }),
});

const BatchViewRef = adminBuilder.objectRef<BatchView>('AdminCardBatchView').implement({
  fields: (t) => ({
    batch: t.field({ type: BatchRef, nullable: true, resolve: (v) => v.batch }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const CsvRef = adminBuilder.objectRef<CsvView>('AdminCardBatchCsv').implement({
  fields: (t) => ({
    csv: t.exposeString('csv', { nullable: true, description: 'number,pin,programme,status,value,currency,expires: given once.' }),
    filename: t.exposeString('filename', { nullable: true }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const refusals: Record<string, { code: ErrorCode; field: string | null }> = {
  'store-unknown': { code: errorCodes.STAFF_STORE_UNKNOWN, field: 'store' },
  'count-invalid': { code: errorCodes.STAFF_BATCH_COUNT_INVALID, field: 'count' },
  'value-invalid': { code: errorCodes.STAFF_BATCH_VALUE_INVALID, field: 'valueCents' },
  'no-blank-cards': { code: errorCodes.STAFF_BATCH_NO_BLANK_CARDS, field: 'programme' },
  'csv-gone': { code: errorCodes.STAFF_BATCH_CSV_GONE, field: 'batch' },
  'already-issued': { code: errorCodes.STAFF_BATCH_ALREADY_ISSUED, field: 'formKey' },
};

adminBuilder.mutationField('issueCardBatch', (t) =>
  t.field({
    type: BatchViewRef,
    description: `Issues 1 to ${BATCH_MAX_CARDS} cards of the shop (choice: active with the value; blank: to activate, the value on activation), all or none.`,
    args: {
      store: t.arg.int({ required: true }),
      programme: t.arg.string({ required: true, description: 'choice or blank' }),
      valueCents: t.arg.int({ required: true }),
      count: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true, description: 'Why: kept in each card’s ledger and the audit log.' }),
      formKey: t.arg.string({ required: false, description: 'A UUID rendered into the form: the same key issues one batch, then 5059.' }),
    },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'cards.issue');
      if (!who.ok) return { batch: null, errors: [who.error] };
      const { staff } = who;
      const reason = args.reason.trim();
      if (!reason || reason.length > 500) return { batch: null, errors: [staffError(staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')] };
      const programme = args.programme;
      if (programme !== 'choice' && programme !== 'blank') return { batch: null, errors: [staffError(staff, errorCodes.VALIDATION, 'programme')] };
      try {
        const input = { storeId: args.store, programme, valueCents: args.valueCents, count: args.count, reason, formKey: args.formKey ?? undefined } as const;
        const batch = await issueBatch(context.db, { staffId: String(staff.id), id: staff.id, reason }, auditFor(staff), input);
        return { batch: { ...batch, storeId: args.store, programme, valueCents: args.valueCents }, errors: [] };
      } catch (err) {
        if (!(err instanceof StaffRefusal) || !refusals[err.code]) throw err;
        const { code, field } = refusals[err.code]!;
        return { batch: null, errors: [staffError(staff, code, field, { max: BATCH_MAX_CARDS })] };
      }
    },
  }),
);

adminBuilder.mutationField('takeCardBatchCsv', (t) =>
  t.field({
    type: CsvRef,
    description: 'The batch’s numbers and PINs as CSV, once, to whoever issued it with its key, within the hour; then refused (5058).',
    args: { batch: t.arg.string({ required: true }), key: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'cards.issue');
      if (!who.ok) return { csv: null, filename: null, errors: [who.error] };
      try {
        const { csv } = await takeBatchCsv(context.db, who.staff.id, { batchId: args.batch.slice(0, 64), key: args.key.slice(0, 100) });
        return { csv, filename: `donami-cards-${args.batch.slice(0, 8)}.csv`, errors: [] };
      } catch (err) {
        if (!(err instanceof StaffRefusal)) throw err;
        return { csv: null, filename: null, errors: [staffError(who.staff, errorCodes.STAFF_BATCH_CSV_GONE, 'batch')] };
      }
    },
  }),
);
