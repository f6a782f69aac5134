// The back office's stock fields (issue 17, decisions 042 and 048): the levels of a storefront's
// code-backed products, codes loaded from a CSV file (all or nothing, every refused row listed with
// its line and a catalogued reason), and the low-stock threshold with its e-mail to operations.
import { adminBuilder, AdminError, type AdminContext } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { auditFor } from '../audit/index.ts';
import type { StaffMember } from '../staff/index.ts';
import { errorCodes, type ErrorCode } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { storefrontById, type StorefrontConfig } from '../../../common/storefronts.ts';
import { StaffRefusal } from '../../staff-action.ts';
import { setLowStockThreshold, stockLevels, type StockLevel } from './stock-levels.ts';
import { pageOfLevels, STOCK_PAGE_SIZE } from './stock-page.ts';
import { uploadCodes, type RefusedRow } from './stock-upload.ts';

/** A CSV file larger than this is refused before it is read (50,000 codes fit easily). */
export const MAX_CSV_CHARS = 5 * 1024 * 1024;

type LevelsView = { levels: StockLevel[]; page: StockLevel[]; total: number; offset: number; errors: ErrorItem[] };
type RefusedView = { line: number; value: string; code: number; message: string; sameAsLine: number | null };
type UploadView = { loaded: number; refused: RefusedView[]; levels: StockLevel[]; errors: ErrorItem[] };
type ThresholdView = { alerted: boolean; levels: StockLevel[]; errors: ErrorItem[] };

const StockLevelRef = adminBuilder.objectRef<StockLevel>('AdminStockLevel').implement({
  description: 'A code-backed product and variation of a storefront: its codes and its low-stock threshold.',
  fields: (t) => ({
    productSlug: t.exposeString('productSlug'),
    productTitle: t.exposeString('productTitle'),
    sku: t.exposeString('sku'),
    free: t.exposeInt('free', { description: 'Codes no order holds.' }),
    reserved: t.exposeInt('reserved', { description: 'Held by an order not yet delivered.' }),
    delivered: t.exposeInt('delivered'),
    threshold: t.exposeInt('threshold', { nullable: true }),
    alertedAt: t.string({
      nullable: true,
      description: 'When the low-stock e-mail went out, while still at or below the threshold.',
      resolve: (l) => l.alertedAt?.toISOString() ?? null,
    }),
  }),
});

const RefusedRowRef = adminBuilder.objectRef<RefusedView>('AdminRefusedRow').implement({
  description: 'A row of an uploaded file that was refused: its line (the header is line 1), what it held and why.',
  fields: (t) => ({
    line: t.exposeInt('line'),
    value: t.exposeString('value'),
    code: t.exposeInt('code'),
    message: t.exposeString('message'),
    sameAsLine: t.exposeInt('sameAsLine', { nullable: true, description: 'A code twice in the file: the line it is on first.' }),
  }),
});

const LevelsRef = adminBuilder.objectRef<LevelsView>('AdminStockLevels').implement({
  fields: (t) => ({
    levels: t.field({ type: [StockLevelRef], description: 'Every level of the storefront (the product choices).', resolve: (v) => v.levels }),
    page: t.field({ type: [StockLevelRef], description: `The levels that match the search, ${STOCK_PAGE_SIZE} at most from offset.`, resolve: (v) => v.page }),
    total: t.exposeInt('total', { description: 'How many levels match the search.' }),
    offset: t.exposeInt('offset', { description: 'Where the page starts (on a page boundary).' }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const UploadRef = adminBuilder.objectRef<UploadView>('AdminStockUpload').implement({
  fields: (t) => ({
    loaded: t.exposeInt('loaded', { description: 'Codes loaded: all of the file, or 0 when any row was refused.' }),
    refused: t.field({ type: [RefusedRowRef], resolve: (v) => v.refused }),
    levels: t.field({ type: [StockLevelRef], description: 'The levels after the upload.', resolve: (v) => v.levels }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const ThresholdRef = adminBuilder.objectRef<ThresholdView>('AdminStockThreshold').implement({
  fields: (t) => ({
    alerted: t.exposeBoolean('alerted', { description: 'Whether the low-stock e-mail was queued now.' }),
    levels: t.field({ type: [StockLevelRef], resolve: (v) => v.levels }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

/** The service's words for a refused row or threshold, as catalogued codes. */
const rowCodes: Record<string, ErrorCode> = {
  'csv-invalid': errorCodes.STAFF_STOCK_CSV_INVALID,
  'file-empty': errorCodes.STAFF_STOCK_FILE_EMPTY,
  'columns-missing': errorCodes.STAFF_STOCK_COLUMNS_MISSING,
  'too-many-rows': errorCodes.STAFF_STOCK_TOO_MANY_ROWS,
  'code-missing': errorCodes.STAFF_STOCK_CODE_MISSING,
  'code-invalid': errorCodes.STAFF_STOCK_CODE_INVALID,
  'product-unknown': errorCodes.STAFF_STOCK_PRODUCT_UNKNOWN,
  'variation-unknown': errorCodes.STAFF_STOCK_VARIATION_UNKNOWN,
  'duplicate-in-file': errorCodes.STAFF_STOCK_DUPLICATE_IN_FILE,
  'already-in-stock': errorCodes.STAFF_STOCK_ALREADY_IN_STOCK,
  'threshold-invalid': errorCodes.STAFF_STOCK_THRESHOLD_INVALID,
  'not-from-stock': errorCodes.STAFF_STOCK_NOT_FROM_CODES,
};

function refusedView(staff: StaffMember, row: RefusedRow): RefusedView {
  const code = rowCodes[row.code] ?? errorCodes.GENERIC;
  // "the same code as row 2": the service names the first row in its reason.
  const first = row.code === 'duplicate-in-file' ? /row (\d+)/.exec(row.reason)?.[1] : undefined;
  return { line: row.row, value: row.value, code, message: staffError(staff, code).message, sameAsLine: first ? Number(first) : null };
}

/** The role, then the storefront: the staff member, the store, or the refusal. */
async function allowed(
  context: AdminContext,
  permission: 'stock.read' | 'stock.upload' | 'stock.threshold',
  storeId: number,
): Promise<{ staff: StaffMember; store: StorefrontConfig } | { error: ErrorItem }> {
  const who = await staffWith(context, permission);
  if (!who.ok) return { error: who.error };
  const store = storefrontById(storeId);
  return store ? { staff: who.staff, store } : { error: staffError(who.staff, errorCodes.STAFF_STORE_UNKNOWN, 'store') };
}

const storeArg = { description: 'The storefront (53 the Italian shop, 1 the Dutch one).' };

adminBuilder.queryField('stockLevels', (t) =>
  t.field({
    type: LevelsRef,
    description: 'Every code-backed product and variation of a storefront with its codes and threshold, by title.',
    args: {
      store: t.arg.int({ required: true, ...storeArg }),
      search: t.arg.string({ required: false, description: 'Words of the product name, slug or SKU (case and accents ignored).' }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false, description: `At most ${STOCK_PAGE_SIZE}.` }),
    },
    resolve: async (_root, args, context) => {
      const ok = await allowed(context, 'stock.read', args.store);
      if ('error' in ok) return { levels: [], page: [], total: 0, offset: 0, errors: [ok.error] };
      const levels = await stockLevels(context.db, ok.store);
      return { levels, ...pageOfLevels(levels, { search: args.search?.slice(0, 200), offset: args.offset, limit: args.limit }), errors: [] };
    },
  }),
);

adminBuilder.mutationField('uploadStockCodes', (t) =>
  t.field({
    type: UploadRef,
    description: 'Loads the codes of a CSV file (columns code, product unless given, variation optional): all of them, or none and every refused row listed.',
    args: {
      store: t.arg.int({ required: true, ...storeArg }),
      csv: t.arg.string({ required: true }),
      product: t.arg.string({ description: 'The product slug of every row, when the file has no product column.' }),
      reason: t.arg.string({ description: 'Kept in the audit log (e.g. the brand’s delivery note).' }),
    },
    resolve: async (_root, args, context) => {
      const ok = await allowed(context, 'stock.upload', args.store);
      if ('error' in ok) return { loaded: 0, refused: [], levels: [], errors: [ok.error] };
      const { staff, store } = ok;
      if (args.csv.length > MAX_CSV_CHARS)
        return { loaded: 0, refused: [], levels: [], errors: [staffError(staff, errorCodes.STAFF_STOCK_FILE_TOO_LARGE, 'csv')] };
      const reason = args.reason?.trim().slice(0, 500) || undefined;
      const done = await uploadCodes(context.db, { staffId: String(staff.id), reason }, auditFor(staff), {
        store,
        csv: args.csv,
        productSlug: args.product?.trim() || undefined,
      });
      const levels = await stockLevels(context.db, store);
      if (done.ok) return { loaded: done.loaded, refused: [], levels, errors: [] };
      const refused = done.refused.map((r) => refusedView(staff, r));
      return { loaded: 0, refused, levels, errors: [staffError(staff, errorCodes.STAFF_STOCK_ROWS_REFUSED, 'csv')] };
    },
  }),
);

adminBuilder.mutationField('setStockThreshold', (t) =>
  t.field({
    type: ThresholdRef,
    description: 'Sets (or with null removes) the low-stock threshold of a product’s code-backed variation; at or below it, operations are e-mailed once.',
    args: {
      store: t.arg.int({ required: true, ...storeArg }),
      product: t.arg.string({ required: true }),
      threshold: t.arg.int(),
      reason: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      const ok = await allowed(context, 'stock.threshold', args.store);
      if ('error' in ok) return { alerted: false, levels: [], errors: [ok.error] };
      const { staff, store } = ok;
      const reason = args.reason?.trim().slice(0, 500) || undefined;
      try {
        const done = await setLowStockThreshold(context.db, { staffId: String(staff.id), reason }, auditFor(staff), {
          store,
          productSlug: args.product,
          threshold: args.threshold ?? null,
        });
        return { alerted: done.alerted, levels: await stockLevels(context.db, store), errors: [] };
      } catch (err) {
        if (!(err instanceof StaffRefusal)) throw err;
        const code = rowCodes[err.code] ?? errorCodes.GENERIC;
        return { alerted: false, levels: [], errors: [staffError(staff, code, err.code === 'threshold-invalid' ? 'threshold' : 'product')] };
      }
    },
  }),
);
