import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog, giftcardBatches, giftcards, outbox } from '../db/schema.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import { ADMIN_ERR, staffClient } from '../../tests/helpers/admin.ts';

// Issue 17: stock and card batches through the admin API, as operations and finance would use them,
// and the audit rows of staff logins (decision 048).

const TRATTORIA = 'gift-card-trattoria-del-borgo-lume';
const LEVEL = 'productSlug sku free reserved delivered threshold alertedAt';
const LEVELS = `query L($store: Int!) { stockLevels(store: $store) { levels { ${LEVEL} } ${ADMIN_ERR} } }`;
const UPLOAD = `mutation U($store: Int!, $csv: String!, $product: String) { uploadStockCodes(store: $store, csv: $csv, product: $product, reason: "delivery 12") {
  loaded refused { line value code message sameAsLine } levels { ${LEVEL} } ${ADMIN_ERR} } }`;
const THRESHOLD = `mutation T($store: Int!, $product: String!, $threshold: Int) { setStockThreshold(store: $store, product: $product, threshold: $threshold) {
  alerted levels { ${LEVEL} } ${ADMIN_ERR} } }`;
const ISSUE = `mutation I($store: Int!, $programme: String!, $valueCents: Int!, $count: Int!, $reason: String!, $formKey: String) {
  issueCardBatch(store: $store, programme: $programme, valueCents: $valueCents, count: $count, reason: $reason, formKey: $formKey) {
    batch { id storeId programme valueCents count firstNumber lastNumber downloadKey } ${ADMIN_ERR} } }`;
const TAKE = `mutation C($batch: String!, $key: String!) { takeCardBatchCsv(batch: $batch, key: $key) { csv filename ${ADMIN_ERR} } }`;
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('the back office API: stock, card batches, login audit', () => {
  let database: Database;
  const auditOf = async (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses nobody logged in (5003) and roles without the right (5004), and lets support read the levels', async () => {
    const nobody = staffClient(database);
    expect(codes((await nobody.admin(LEVELS, { store: 53 })).data.stockLevels)).toEqual([5003]);
    expect(codes((await nobody.admin(UPLOAD, { store: 53, csv: 'code\nABCD-1', product: TRATTORIA })).data.uploadStockCodes)).toEqual([5003]);
    expect(codes((await nobody.admin(ISSUE, { store: 53, programme: 'choice', valueCents: 2500, count: 1, reason: 'x' })).data.issueCardBatch)).toEqual([5003]);
    const finance = staffClient(database);
    await finance.logIn('finance');
    expect(codes((await finance.admin(LEVELS, { store: 53 })).data.stockLevels)).toEqual([5004]);
    const support = staffClient(database);
    await support.logIn('support');
    const read = (await support.admin(LEVELS, { store: 53 })).data.stockLevels;
    expect(read.errors).toEqual([]);
    expect(read.levels.some((l: { productSlug: string }) => l.productSlug === TRATTORIA)).toBe(true);
    expect(codes((await support.admin(UPLOAD, { store: 53, csv: 'code\nABCD-1', product: TRATTORIA })).data.uploadStockCodes)).toEqual([5004]);
    expect(codes((await support.admin(THRESHOLD, { store: 53, product: TRATTORIA, threshold: 3 })).data.setStockThreshold)).toEqual([5004]);
    expect(codes((await support.admin(ISSUE, { store: 53, programme: 'choice', valueCents: 2500, count: 1, reason: 'x' })).data.issueCardBatch)).toEqual([
      5004,
    ]);
    expect(codes((await support.admin(TAKE, { batch: 'x', key: 'y' })).data.takeCardBatchCsv)).toEqual([5004]);
    expect(codes((await support.admin(LEVELS, { store: 99 })).data.stockLevels)).toEqual([5053]);
  });

  it('loads nothing from a file with a bad row and a duplicate, lists both, then loads the clean file with one audit row', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    const before = (await ops.admin(LEVELS, { store: 53 })).data.stockLevels.levels.find((l: { productSlug: string }) => l.productSlug === TRATTORIA);
    const uploads = (await auditOf('stock.upload')).length;
    const bad = `product,code\n${TRATTORIA},API-TRT-0001\n${TRATTORIA},bad code\n${TRATTORIA},API-TRT-0002\n${TRATTORIA},API-TRT-0001\n`;
    const refused = (await ops.admin(UPLOAD, { store: 53, csv: bad })).data.uploadStockCodes;
    expect(refused.loaded).toBe(0);
    expect(codes(refused)).toEqual([5040]);
    expect(refused.errors[0].message).toBe('Nessun codice caricato: alcune righe sono rifiutate. Correggi il file e caricalo di nuovo.');
    expect(refused.refused).toEqual([
      { line: 3, value: 'bad code', code: 5046, message: 'Codice non valido: da 4 a 100 lettere, cifre o segni, senza spazi.', sameAsLine: null },
      { line: 5, value: 'API-TRT-0001', code: 5049, message: 'Codice ripetuto: compare già in una riga precedente del file.', sameAsLine: 2 },
    ]);
    expect(refused.levels.find((l: { productSlug: string }) => l.productSlug === TRATTORIA).free).toBe(before.free);
    expect(await auditOf('stock.upload')).toHaveLength(uploads);

    const clean = `code\nAPI-TRT-0001\nAPI-TRT-0002\n`;
    const loaded = (await ops.admin(UPLOAD, { store: 53, csv: clean, product: TRATTORIA })).data.uploadStockCodes;
    expect(loaded.errors).toEqual([]);
    expect(loaded.loaded).toBe(2);
    expect(loaded.levels.find((l: { productSlug: string }) => l.productSlug === TRATTORIA).free).toBe(before.free + 2);
    const rows = await auditOf('stock.upload');
    expect(rows).toHaveLength(uploads + 1);
    expect(rows.at(-1)).toMatchObject({ staffEmail: 'operations@donami.test', target: 'store:it', reason: 'delivery 12' });

    const again = (await ops.admin(UPLOAD, { store: 53, csv: clean, product: TRATTORIA })).data.uploadStockCodes;
    expect(again.refused.map((r: { line: number; code: number }) => [r.line, r.code])).toEqual([
      [2, 5050],
      [3, 5050],
    ]);
    for (const [csv, code] of [
      ['', 5042],
      ['sku\nABCD-1', 5043],
      [`product,code\nnot-a-product,ABCD-12`, 5047],
      [`product,variation,code\n${TRATTORIA},PHYS,ABCD-12`, 5048],
      [`product,code\n${TRATTORIA},`, 5045],
      ['code,product\n"unclosed,x', 5041],
    ] as const)
      expect((await ops.admin(UPLOAD, { store: 53, csv })).data.uploadStockCodes.refused.map((r: { code: number }) => r.code)).toEqual([code]);
    expect(codes((await ops.admin(UPLOAD, { store: 53, csv: 'x'.repeat(5 * 1024 * 1024 + 1) })).data.uploadStockCodes)).toEqual([5054]);
  });

  it('sets a threshold: at or below it the operations e-mail is in the outbox once, and each change is audited', async () => {
    const ops = staffClient(database);
    await ops.logIn('operations');
    const free = (await ops.admin(LEVELS, { store: 53 })).data.stockLevels.levels.find((l: { productSlug: string }) => l.productSlug === TRATTORIA).free;
    const mails = async () => database.db.select().from(outbox).where(eq(outbox.kind, 'low-stock'));
    const sent = (await mails()).length;
    const set = (await ops.admin(THRESHOLD, { store: 53, product: TRATTORIA, threshold: free })).data.setStockThreshold;
    expect(set.errors).toEqual([]);
    expect(set.alerted).toBe(true);
    const level = set.levels.find((l: { productSlug: string }) => l.productSlug === TRATTORIA);
    expect(level.threshold).toBe(free);
    expect(level.alertedAt).not.toBeNull();
    const queued = await mails();
    expect(queued).toHaveLength(sent + 1);
    expect(queued.at(-1)).toMatchObject({ to: expect.stringContaining('@'), subject: expect.stringContaining('Scorte basse') });
    // The same threshold again: still below, no second e-mail.
    expect((await ops.admin(THRESHOLD, { store: 53, product: TRATTORIA, threshold: free + 1 })).data.setStockThreshold.alerted).toBe(false);
    expect(await mails()).toHaveLength(sent + 1);
    expect((await auditOf('stock.threshold')).slice(-2).map((r) => r.after)).toEqual([
      { threshold: free, alerted: true },
      { threshold: free + 1, alerted: false },
    ]);
    const removed = (await ops.admin(THRESHOLD, { store: 53, product: TRATTORIA, threshold: null })).data.setStockThreshold;
    expect(removed.levels.find((l: { productSlug: string }) => l.productSlug === TRATTORIA).threshold).toBeNull();
    expect(codes((await ops.admin(THRESHOLD, { store: 53, product: TRATTORIA, threshold: -1 })).data.setStockThreshold)).toEqual([5051]);
    expect(codes((await ops.admin(THRESHOLD, { store: 53, product: 'gift-card-in-bianco-tavole-d-italia', threshold: 1 })).data.setStockThreshold)).toEqual([
      5052,
    ]);
    expect(codes((await ops.admin(THRESHOLD, { store: 53, product: 'nothing-like-it', threshold: 1 })).data.setStockThreshold)).toEqual([5047]);
  });

  it('issues a batch of cards whose CSV is served once to its issuer, with one audit row and no PIN in it', async () => {
    const finance = staffClient(database);
    await finance.logIn('finance');
    const issued = (await finance.admin(ISSUE, { store: 53, programme: 'choice', valueCents: 2500, count: 3, reason: 'Fiera di Rimini' })).data.issueCardBatch;
    expect(issued.errors).toEqual([]);
    const { batch } = issued;
    expect(batch).toMatchObject({ storeId: 53, programme: 'choice', valueCents: 2500, count: 3 });

    const other = staffClient(database);
    await other.logIn('admin');
    expect(codes((await other.admin(TAKE, { batch: batch.id, key: batch.downloadKey })).data.takeCardBatchCsv)).toEqual([5058]);
    expect(codes((await finance.admin(TAKE, { batch: batch.id, key: 'wrong' })).data.takeCardBatchCsv)).toEqual([5058]);

    const taken = (await finance.admin(TAKE, { batch: batch.id, key: batch.downloadKey })).data.takeCardBatchCsv;
    expect(taken.errors).toEqual([]);
    const lines = taken.csv.trim().split('\r\n');
    expect(lines[0]).toBe('number,pin,programme,status,value,currency,expires');
    expect(lines).toHaveLength(4);
    const [number, pin] = lines[1].split(',');
    expect(number).toBe(batch.firstNumber);
    expect(pin).toMatch(/^\d{6}$/);
    const [card] = await database.db.select().from(giftcards).where(eq(giftcards.number, number));
    expect(card).toMatchObject({ status: 'active', balanceCents: 2500 });
    expect(card!.pinHash).not.toContain(pin);
    // Served once: the sealed file is gone, and asking again is refused.
    expect(codes((await finance.admin(TAKE, { batch: batch.id, key: batch.downloadKey })).data.takeCardBatchCsv)).toEqual([5058]);
    const [row] = await database.db.select().from(giftcardBatches).where(eq(giftcardBatches.id, batch.id));
    expect(row).toMatchObject({ sealedCsv: null, takenAt: expect.any(Date) });

    const audits = (await auditOf('card.batch')).filter((r) => r.target === `batch:${batch.id}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ staffEmail: 'finance@donami.test', reason: 'Fiera di Rimini' });
    expect(JSON.stringify(audits[0])).not.toContain(pin!);
  });

  it('issues blank cards for a storefront that sells them, and refuses what breaks a rule', async () => {
    const finance = staffClient(database);
    await finance.logIn('finance');
    const issue = async (vars: Record<string, unknown>) =>
      (await finance.admin(ISSUE, { store: 53, programme: 'blank', valueCents: 5000, count: 2, reason: 'Scaffale negozio', ...vars })).data.issueCardBatch;
    const blank = await issue({});
    expect(blank.errors).toEqual([]);
    const [card] = await database.db.select().from(giftcards).where(eq(giftcards.number, blank.batch.firstNumber));
    expect(card).toMatchObject({ programme: 'blank', status: 'blank', balanceCents: 0, activationValueCents: 5000 });
    expect(card!.number.startsWith('639153')).toBe(true);
    expect(codes(await issue({ count: 0 }))).toEqual([5055]);
    expect(codes(await issue({ count: 501 }))).toEqual([5055]);
    expect(codes(await issue({ valueCents: 0 }))).toEqual([5056]);
    expect(codes(await issue({ reason: ' ' }))).toEqual([5005]);
    expect(codes(await issue({ programme: 'gold' }))).toEqual([9004]);
    expect(codes(await issue({ store: 7 }))).toEqual([5053]);

    // The same form sent twice issues one batch: the second is refused, and nothing more is issued.
    const formKey = '6f1c1a52-6d0e-4c1e-9a43-2a0c6f7e0b11';
    const once = await issue({ formKey });
    expect(once.errors).toEqual([]);
    expect(once.batch.id).toBe(formKey);
    const cardsBefore = (await database.db.select().from(giftcards)).length;
    expect(codes(await issue({ formKey }))).toEqual([5059]);
    expect(codes(await issue({ formKey: 'not-a-key' }))).toEqual([5059]);
    expect((await database.db.select().from(giftcards)).length).toBe(cardsBefore);
    expect(await database.db.select().from(giftcardBatches).where(eq(giftcardBatches.id, formKey))).toHaveLength(1);
  });

  it('writes an audit row for a login that succeeds, fails, locks and is tried while locked', async () => {
    const client = staffClient(database);
    await client.logIn('support');
    expect((await auditOf('staff.login')).some((r) => r.staffEmail === 'support@donami.test')).toBe(true);
    const LOGIN = `mutation { staffLogin(email: "operations@donami.test", password: "wrong-password", code: "000000") { ${ADMIN_ERR} } }`;
    for (let i = 0; i < 5; i++) await client.admin(LOGIN);
    const ofOps = async (action: string) => (await auditOf(action)).filter((r) => r.target === 'staff:operations@donami.test');
    expect(await ofOps('staff.login-failed')).toHaveLength(4);
    expect(await ofOps('staff.locked')).toHaveLength(1);
    await client.admin(LOGIN);
    expect(await ofOps('staff.login-locked')).toHaveLength(1);
    await client.admin(`mutation { staffLogin(email: "nobody@donami.test", password: "x", code: "1") { ${ADMIN_ERR} } }`);
    expect((await auditOf('staff.login-failed')).filter((r) => r.target === 'staff:nobody@donami.test')).toMatchObject([{ staffId: 0 }]);
  });
});
