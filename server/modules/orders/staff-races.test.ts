import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { freshPostgresUrl } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { runDeliveries } from '../../../tests/helpers/checkout.ts';
import { auditSpy, BRAND, CHOICE, placeOrder, reread, support } from '../../../tests/helpers/staff.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { outbox } from '../notifications/tables.ts';
import { paymentRefunds, sandboxRefunds } from '../payments/tables.ts';
import { codeStock } from '../fulfilment/tables.ts';
import { reserveCodes, setLowStockThreshold, stockLevels, uploadCodes } from '../fulfilment/index.ts';
import { packagesOf } from './basket.ts';
import { refundOrder, refundPackage } from './staff-refund.ts';
import { markTransferReceived } from './staff-transfer.ts';

// Two members of staff press the same button at the same moment, each on their own connection
// (as two web processes would): the money and the cards move once, the other gets a clear refusal.

const url = process.env.TEST_DATABASE_URL;
const TRIALS = 5;
const store = storefrontById(53)!;

/** Runs both at once; returns which succeeded and the refusal codes of the others. */
async function both<T>(a: () => Promise<T>, b: () => Promise<T>) {
  const settled = await Promise.allSettled([a(), b()]);
  return {
    done: settled.filter((s) => s.status === 'fulfilled').length,
    refused: settled.flatMap((s) => (s.status === 'rejected' ? [(s.reason as { code?: string }).code ?? String(s.reason)] : [])),
  };
}

describe.skipIf(!url)('back-office actions racing, two connections, PostgreSQL', () => {
  let one: Database;
  let two: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(url!);
    one = await openDatabase({ url: databaseUrl });
    two = await openDatabase({ url: databaseUrl, migrate: false });
    api = apiClient(one);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('a bank transfer marked received twice at once completes the order once and sends its card once', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const order = await placeOrder(one, api, { method: 'bank_transfer', outcome: 'pending' });
      const audit = auditSpy();
      const run = (db: Database) => () => markTransferReceived(db.db, { staffId: `finance-${i}` }, audit, { orderId: order.id });
      expect(await both(run(one), run(two))).toEqual({ done: 1, refused: ['not-pending'] });
      expect(audit.entries).toHaveLength(1);
      expect((await reread(one, order.id)).status).toBe('completed');
      await runDeliveries(one);
      const mails = await one.db.select().from(outbox).where(eq(outbox.orderId, order.id));
      expect(mails.filter((m) => m.kind === 'card-delivery')).toHaveLength(1);
      expect(mails.filter((m) => m.kind === 'payment-received')).toHaveLength(1);
    }
  });

  it('the same package refunded twice at once is refunded once, and so is the whole order', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const order = await placeOrder(one, api, { packages: [BRAND, CHOICE], outcome: 'paid' });
      const [, choice] = await packagesOf(one.db, order.id);
      const audit = auditSpy();
      const pkg = (db: Database) => () => refundPackage(db.db, support, audit, { orderId: order.id, packageId: choice!.id });
      expect(await both(pkg(one), pkg(two))).toEqual({ done: 1, refused: ['already-refunded'] });
      const whole = (db: Database) => () => refundOrder(db.db, support, audit, { orderId: order.id });
      expect(await both(whole(one), whole(two))).toEqual({ done: 1, refused: ['already-refunded'] });
      const refunds = await one.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id));
      expect(refunds.map((r) => r.scope).sort()).toEqual(['order', `package:${choice!.id}`]);
      expect(refunds.reduce((s, r) => s + r.amountCents, 0)).toBe(order.grandTotalCents);
      const atProvider = (await one.db.select().from(sandboxRefunds)).filter((r) => r.idempotencyKey.startsWith(`order:${order.id}:`));
      expect(atProvider.reduce((s, r) => s + r.amountCents, 0)).toBe(order.grandTotalCents);
      expect(audit.entries).toHaveLength(2);
    }
  });

  it('two files with the same new code loaded at once: one loads, the other loads nothing and names the code', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const shared = `RACE-SHARED-${i}`;
      const file = (own: string) => `code\n${own}\n${shared}\n`;
      const audit = auditSpy();
      const load = (db: Database, own: string) => uploadCodes(db.db, support, audit, { store, csv: file(own), productSlug: 'gift-card-viaggi-orizzonte' });
      const [a, b] = await Promise.all([load(one, `RACE-A-${i}`), load(two, `RACE-B-${i}`)]);
      const loser = a.ok ? b : a;
      expect([a.ok, b.ok].sort()).toEqual([false, true]);
      expect(loser).toEqual({ ok: false, refused: [expect.objectContaining({ row: 3, code: 'already-in-stock', value: shared })] });
      const loaded = await one.db
        .select({ code: codeStock.code })
        .from(codeStock)
        .where(and(eq(codeStock.code, a.ok ? `RACE-B-${i}` : `RACE-A-${i}`)));
      expect(loaded).toEqual([]);
      expect(audit.entries).toHaveLength(1);
    }
  });

  it('a code another upload is writing when this one checks it: this one waits, then loads nothing and names it', async () => {
    const other = await two.pool!.connect();
    try {
      const { variationId } = (await stockLevels(one.db, store)).find((l) => l.productSlug === 'gift-card-viaggi-orizzonte')!;
      await other.query('begin');
      await other.query('insert into fulfilment_code_stock (variation_id, code) values ($1, $2)', [variationId, 'RACE-HELD-1']);
      const upload = uploadCodes(one.db, support, auditSpy(), { store, csv: 'code\nRACE-OWN-1\nRACE-HELD-1\n', productSlug: 'gift-card-viaggi-orizzonte' });
      // The upload checked (the held code is not committed, so not seen) and now waits on its insert.
      for (let waiting = 0; waiting === 0;)
        waiting = Number(
          (await one.pool!.query("select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n,
        );
      await other.query('commit');
      expect(await upload).toEqual({ ok: false, refused: [expect.objectContaining({ row: 3, code: 'already-in-stock', value: 'RACE-HELD-1' })] });
      expect(await one.db.select().from(codeStock).where(eq(codeStock.code, 'RACE-OWN-1'))).toEqual([]);
    } finally {
      other.release();
    }
  });

  it('two sales crossing the low-stock threshold at once send one alert', async () => {
    const slug = 'gift-card-trattoria-del-borgo-lume';
    const level = async () => (await stockLevels(one.db, store)).find((l) => l.productSlug === slug)!;
    const { free, variationId } = await level();
    await setLowStockThreshold(one.db, support, auditSpy(), { store, productSlug: slug, threshold: free - 2 });
    const take = (db: Database) => reserveCodes(db.db, { variationId, orderId: 1, packageId: 1, quantity: 2 });
    expect(await Promise.all([take(one), take(two)])).toEqual([true, true]);
    expect(await one.db.select().from(outbox).where(eq(outbox.kind, 'low-stock'))).toHaveLength(1);
  });
});
