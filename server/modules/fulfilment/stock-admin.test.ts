import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { auditSpy } from '../../../tests/helpers/staff.ts';
import type { Database } from '../../db/client.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { outbox } from '../notifications/tables.ts';
import { codeStock } from './tables.ts';
import { reserveCodes } from './stock.ts';
import { setLowStockThreshold, stockLevels } from './stock-levels.ts';
import { uploadCodes } from './stock-upload.ts';

// Operations' stock: codes loaded from a CSV file all or nothing, with every refused row listed;
// the levels per product and variation; a low-stock threshold that e-mails once per crossing.

const store = storefrontById(53)!;
const TRATTORIA = 'gift-card-trattoria-del-borgo-lume';
const VIAGGI = 'gift-card-viaggi-orizzonte';
const ops = { staffId: 'operations-1', reason: 'new batch from the brand' };
const refusal = (code: string) => expect.objectContaining({ name: 'StaffRefusal', code });

describe('stock: upload, levels, low-stock alerts', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });
  const level = async (slug: string) => (await stockLevels(database.db, store)).find((l) => l.productSlug === slug)!;
  const codesCount = async () => (await database.db.select().from(codeStock)).length;
  const lowStockMails = async () => (await database.db.select().from(outbox).where(eq(outbox.kind, 'low-stock'))).map((m) => m.to);

  it('loads a CSV of codes for two products in one go, and the levels show them', async () => {
    const before = await level(TRATTORIA);
    const audit = auditSpy();
    const csv = `\ufeffProduct,Variation,Code\r\n${TRATTORIA},digital,TRT-0001-AAAA\r\n${TRATTORIA},${before.sku},"TRT-0002-BBBB"\r\n\r\n${VIAGGI},,VIA-0001-CCCC\r\n`;
    const done = await uploadCodes(database.db, ops, audit, { store, csv });
    expect(done).toEqual({
      ok: true,
      loaded: 3,
      variations: [
        { productSlug: TRATTORIA, sku: before.sku, loaded: 2, free: before.free + 2 },
        { productSlug: VIAGGI, sku: expect.any(String), loaded: 1, free: expect.any(Number) },
      ],
    });
    expect(await level(TRATTORIA)).toMatchObject({ free: before.free + 2, reserved: before.reserved, delivered: 0, threshold: null });
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'stock.upload', before: expect.objectContaining({ [before.sku]: { free: before.free } }), reason: ops.reason }),
    ]);
  });

  it('loads nothing from a file with a bad, a duplicate, an unknown and a stocked row, and lists each with its line', async () => {
    const count = await codesCount();
    const csv = [
      'product,code',
      `${TRATTORIA},TRT-0100-OKOK`,
      `${TRATTORIA},ab`,
      `${TRATTORIA},TRT-0100-OKOK`,
      `gift-card-nobody,NOB-0001-XXXX`,
      `gift-card-tutto-in-uno,CHO-0001-XXXX`,
      `${VIAGGI},VIA-0001-CCCC`,
      `${VIAGGI},`,
    ].join('\n');
    const audit = auditSpy();
    expect(await uploadCodes(database.db, ops, audit, { store, csv })).toEqual({
      ok: false,
      refused: [
        expect.objectContaining({ row: 3, code: 'code-invalid', value: 'ab' }),
        expect.objectContaining({ row: 4, code: 'duplicate-in-file', value: 'TRT-0100-OKOK', reason: 'the same code as row 2' }),
        expect.objectContaining({ row: 5, code: 'product-unknown' }),
        expect.objectContaining({ row: 6, code: 'product-unknown' }),
        expect.objectContaining({ row: 7, code: 'already-in-stock', value: 'VIA-0001-CCCC' }),
        expect.objectContaining({ row: 8, code: 'code-missing' }),
      ],
    });
    expect(await codesCount()).toBe(count);
    expect(audit.entries).toEqual([]);
  });

  it('refuses a file that is not CSV, one without its columns, an empty one, and a wrong variation', async () => {
    const audit = auditSpy();
    const refused = async (csv: string, productSlug?: string) => {
      const r = await uploadCodes(database.db, ops, audit, { store, csv, productSlug });
      return r.ok ? [] : r.refused.map((x) => [x.row, x.code]);
    };
    // The line csv-parse names: where it found the quote still open, where a row has a column too few.
    expect(await refused('code\nAAAA-1111\n"BBBB-2222\nCCCC-3333\n')).toEqual([[4, 'csv-invalid']]);
    expect(await refused(`product,code\n${TRATTORIA},AAAA-1111\nBBBB-2222\n`)).toEqual([[3, 'csv-invalid']]);
    expect(await refused('codes\nAAAA-1111\n')).toEqual([[1, 'columns-missing']]);
    expect(await refused('code\nAAAA-1111\n')).toEqual([[1, 'columns-missing']]);
    expect(await refused('product,code\n')).toEqual([[1, 'file-empty']]);
    expect(await refused('code,variation\nAAAA-1111,physical\n', TRATTORIA)).toEqual([[2, 'variation-unknown']]);
    // The upload names the product: a file of codes alone loads.
    expect(await uploadCodes(database.db, ops, audit, { store, csv: 'code\nTRT-0200-DDDD\n', productSlug: TRATTORIA })).toMatchObject({ ok: true, loaded: 1 });
  });

  it('e-mails operations once when a sale takes the free codes down to the threshold, and again after a new load', async () => {
    const audit = auditSpy();
    const { free, variationId } = await level(TRATTORIA);
    expect(await setLowStockThreshold(database.db, ops, audit, { store, productSlug: TRATTORIA, threshold: free - 2 })).toEqual({
      variationId,
      threshold: free - 2,
      alerted: false,
    });
    expect(await reserveCodes(database.db, { variationId, orderId: 1, packageId: 1, quantity: 1 })).toBe(true);
    expect(await lowStockMails()).toEqual([]);
    // The sale that reaches the threshold alerts; the next one, below it, does not alert again.
    await reserveCodes(database.db, { variationId, orderId: 1, packageId: 1, quantity: 1 });
    await reserveCodes(database.db, { variationId, orderId: 1, packageId: 1, quantity: 1 });
    expect(await lowStockMails()).toEqual([store.operatorEmail]);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'low-stock'));
    expect(mail!.text).toContain(`Restano ${free - 2} codici liberi`);
    expect(mail!.text).toContain(`(soglia ${free - 2})`);
    expect((await level(TRATTORIA)).alertedAt).not.toBeNull();

    await uploadCodes(database.db, ops, audit, { store, csv: 'code\nTRT-0300-EEEE\nTRT-0301-FFFF\nTRT-0302-GGGG\n', productSlug: TRATTORIA });
    expect((await level(TRATTORIA)).alertedAt).toBeNull();
    await reserveCodes(database.db, { variationId, orderId: 1, packageId: 1, quantity: 2 });
    expect(await lowStockMails()).toEqual([store.operatorEmail, store.operatorEmail]);
    expect(audit.entries.map((e) => e.action)).toEqual(['stock.threshold', 'stock.upload']);
  });

  it('alerts at once for a threshold set above the level; removes a threshold; refuses bad thresholds and products', async () => {
    const audit = auditSpy();
    const { free } = await level(VIAGGI);
    const before = (await lowStockMails()).length;
    expect(await setLowStockThreshold(database.db, ops, audit, { store, productSlug: VIAGGI, threshold: free + 5 })).toMatchObject({ alerted: true });
    expect(await lowStockMails()).toHaveLength(before + 1);
    expect(await setLowStockThreshold(database.db, ops, audit, { store, productSlug: VIAGGI, threshold: null })).toMatchObject({ threshold: null });
    expect((await level(VIAGGI)).threshold).toBeNull();
    for (const threshold of [-1, 1.5, 100_001])
      await expect(setLowStockThreshold(database.db, ops, audit, { store, productSlug: VIAGGI, threshold })).rejects.toEqual(refusal('threshold-invalid'));
    await expect(setLowStockThreshold(database.db, ops, audit, { store, productSlug: 'gift-card-nobody', threshold: 1 })).rejects.toEqual(
      refusal('product-unknown'),
    );
    await expect(setLowStockThreshold(database.db, ops, audit, { store, productSlug: 'gift-card-tutto-in-uno', threshold: 1 })).rejects.toEqual(
      refusal('not-from-stock'),
    );
    expect(audit.entries).toHaveLength(2);
  });
});
