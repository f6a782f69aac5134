import { CsvError, parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { StorefrontConfig } from '../../../common/storefronts.ts';
import type { Audit, StaffActor } from '../../staff-action.ts';
import { rearmLowStock } from './low-stock.ts';
import { codeCounts, stockVariations } from './stock-levels.ts';
import { codeStock } from './tables.ts';

// Operations load a brand's codes from a CSV file (issue 17). The file is read with csv-parse (quotes,
// a byte-order mark, Windows line ends); every row is checked before anything is written, and then
// all of it is written in one transaction or nothing is: a file with one bad row loads no code, and
// the answer lists every refused row with its line number and why.
//
// Columns, named in the first line (any order, any case): `code`, and `product` (the product's slug
// in this storefront) unless the upload names the product; `variation` optionally ('digital' or the
// variation's SKU: only a brand card's digital variation is served from codes).

export type RefusedRow = { row: number; code: string; value: string; reason: string };
export type UploadResult =
  { ok: true; loaded: number; variations: { productSlug: string; sku: string; loaded: number; free: number }[] } | { ok: false; refused: RefusedRow[] };

const MAX_ROWS = 50_000;
const CODE = /^[\x21-\x7e]{4,100}$/;
const CHUNK = 1000;

type Row = { row: number; code: string; variationId: number; productSlug: string; sku: string };

/** Raised inside the transaction to roll it back with the rows a concurrent upload took meanwhile. */
class Taken extends Error {
  readonly refused: RefusedRow[];
  constructor(refused: RefusedRow[]) {
    super('codes taken meanwhile');
    this.refused = refused;
  }
}

function readCsv(csv: string): { records: { values: Record<string, string>; row: number }[] } | { error: RefusedRow } {
  try {
    const parsed = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return { records: parsed.map((p) => ({ values: p.record, row: p.info.lines })) };
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines ?? 1;
    return { error: { row: line, code: 'csv-invalid', value: '', reason: err.message } };
  }
}

async function inStock(db: Executor, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await db
      .select({ code: codeStock.code })
      .from(codeStock)
      .where(inArray(codeStock.code, codes.slice(i, i + CHUNK)));
    for (const r of rows) found.add(r.code);
  }
  return found;
}

/** Every row checked: the rows to load, or every refusal. */
async function check(db: Db, store: StorefrontConfig, csv: string, productSlug?: string): Promise<{ rows: Row[] } | { refused: RefusedRow[] }> {
  const read = readCsv(csv);
  if ('error' in read) return { refused: [read.error] };
  const { records } = read;
  if (!records.length) return { refused: [{ row: 1, code: 'file-empty', value: '', reason: 'the file has no codes' }] };
  const header = Object.keys(records[0]!.values);
  if (!header.includes('code') || (!productSlug && !header.includes('product')))
    return {
      refused: [
        { row: 1, code: 'columns-missing', value: header.join(','), reason: `the first line must name the columns code${productSlug ? '' : ' and product'}` },
      ],
    };
  if (records.length > MAX_ROWS)
    return { refused: [{ row: 1, code: 'too-many-rows', value: String(records.length), reason: `at most ${MAX_ROWS} codes a file` }] };
  const variations = await stockVariations(db, store);
  const refused: RefusedRow[] = [];
  const rows: Row[] = [];
  const firstRow = new Map<string, number>();
  for (const { values, row } of records) {
    const code = values.code ?? '';
    const slug = values.product || productSlug || '';
    const variation = variations.get(slug);
    const asked = values.variation?.toLowerCase();
    const refuse = (c: string, reason: string) => refused.push({ row, code: c, value: code, reason });
    if (!code) refuse('code-missing', 'no code');
    else if (!CODE.test(code)) refuse('code-invalid', 'a code is 4 to 100 letters, digits or signs, without spaces');
    else if (!variation) refuse('product-unknown', `${slug || 'no product'}: not a product served from codes in this storefront`);
    else if (asked && asked !== 'digital' && asked !== variation.sku.toLowerCase())
      refuse('variation-unknown', `${values.variation}: not the code-backed variation of ${slug}`);
    else if (firstRow.has(code)) refuse('duplicate-in-file', `the same code as row ${firstRow.get(code)}`);
    else {
      firstRow.set(code, row);
      rows.push({ row, code, variationId: variation.variationId, productSlug: slug, sku: variation.sku });
    }
  }
  const taken = await inStock(
    db,
    rows.map((r) => r.code),
  );
  for (const r of rows) if (taken.has(r.code)) refused.push({ row: r.row, code: 'already-in-stock', value: r.code, reason: 'the code is in stock already' });
  return refused.length ? { refused: refused.sort((a, b) => a.row - b.row) } : { rows };
}

/**
 * Loads the codes of a CSV file into the storefront's stock, all or none. Refused rows (a bad or
 * missing code, an unknown product or variation, a code twice in the file or already in stock, a
 * file that is not CSV) come back listed, and nothing is loaded. One audit row for a load.
 */
export async function uploadCodes(
  db: Db,
  staff: StaffActor,
  audit: Audit,
  input: { store: StorefrontConfig; csv: string; productSlug?: string },
): Promise<UploadResult> {
  const checked = await check(db, input.store, input.csv, input.productSlug);
  if ('refused' in checked) return { ok: false, refused: checked.refused };
  const { rows } = checked;
  const variationIds = [...new Set(rows.map((r) => r.variationId))];
  try {
    return await db.transaction(async (tx) => {
      const before = await codeCounts(tx, variationIds);
      const inserted = new Set<string>();
      for (let i = 0; i < rows.length; i += CHUNK) {
        const done = await tx
          .insert(codeStock)
          .values(rows.slice(i, i + CHUNK).map((r) => ({ variationId: r.variationId, code: r.code })))
          .onConflictDoNothing()
          .returning({ code: codeStock.code });
        for (const d of done) inserted.add(d.code);
      }
      // Another upload took some of these codes since they were checked: nothing of this file stays.
      const lost = rows.filter((r) => !inserted.has(r.code));
      if (lost.length) throw new Taken(lost.map((r) => ({ row: r.row, code: 'already-in-stock', value: r.code, reason: 'the code is in stock already' })));
      for (const id of variationIds) await rearmLowStock(tx, id);
      const after = await codeCounts(tx, variationIds);
      const variations = variationIds.map((id) => {
        const first = rows.find((r) => r.variationId === id)!;
        return { productSlug: first.productSlug, sku: first.sku, loaded: rows.filter((r) => r.variationId === id).length, free: after.get(id)?.free ?? 0 };
      });
      await audit(tx, {
        action: 'stock.upload',
        target: `store:${input.store.key}`,
        before: Object.fromEntries(variations.map((v) => [v.sku, { free: before.get(rows.find((r) => r.sku === v.sku)!.variationId)?.free ?? 0 }])),
        after: Object.fromEntries(variations.map((v) => [v.sku, { free: v.free, loaded: v.loaded }])),
        reason: staff.reason,
      });
      return { ok: true as const, loaded: rows.length, variations };
    });
  } catch (err) {
    if (err instanceof Taken) return { ok: false, refused: err.refused };
    throw err;
  }
}
