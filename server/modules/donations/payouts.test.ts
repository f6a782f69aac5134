import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { auditLog } from '../audit/tables.ts';
import { donations } from './tables.ts';

// Issue 18: finance reads what the shop owes each charity, pays a month with a reference, downloads the CSV.

const LINES = `lines { charity currency owedCount owedCents paidCount paidCents references }`;
const MONTH = `query M($month: String!) { donationMonth(month: $month) { month ${LINES} ${ADMIN_ERR} } }`;
const CSV = `query C($month: String!) { donationMonthCsv(month: $month) { fileName csv ${ADMIN_ERR} } }`;
const PAY = `mutation P($month: String!, $charity: String!, $reference: String!) {
  payCharityMonth(month: $month, charity: $charity, reference: $reference) { ${LINES} ${ADMIN_ERR} } }`;
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('donations owed and paid', () => {
  let database: Database;
  let finance: ReturnType<typeof staffClient>;
  let n = 0;
  const give = (charity: string, amountCents: number, at: string) =>
    database.db.insert(donations).values({
      reference: `DON-T-${++n}`,
      ...{ storeId: 53, orderId: 900_000 + n, packageId: 900_000 + n, productId: 1 },
      ...{ charity, amountCents, currency: 'EUR', createdAt: new Date(at) },
    });
  beforeAll(async () => {
    database = await freshPglite();
    finance = staffClient(database);
    await finance.logIn('finance');
    await give('Fondazione Mare Pulito', 2500, '2026-03-01T10:00:00+01:00');
    await give('Fondazione Mare Pulito', 1000, '2026-03-31T23:30:00+02:00');
    await give('Banco Libri', 5000, '2026-03-15T12:00:00+01:00');
    // Midnight in Rome on 1 April: April's.
    await give('Banco Libri', 700, '2026-03-31T22:30:00Z');
  });
  afterAll(async () => {
    await database.close();
  });

  it('sums a Rome month per charity: all owed, nothing paid', async () => {
    const r = (await finance.admin(MONTH, { month: '2026-03' })).data.donationMonth;
    expect(r.errors).toEqual([]);
    expect(r.lines).toEqual([
      { charity: 'Banco Libri', currency: 'EUR', owedCount: 1, owedCents: 5000, paidCount: 0, paidCents: 0, references: [] },
      { charity: 'Fondazione Mare Pulito', currency: 'EUR', owedCount: 2, owedCents: 3500, paidCount: 0, paidCents: 0, references: [] },
    ]);
  });

  it('marks a charity month paid with its reference in one audit row; a second time there is nothing owed (5076)', async () => {
    const r = (await finance.admin(PAY, { month: '2026-03', charity: 'Fondazione Mare Pulito', reference: 'BON-2026-0412' })).data.payCharityMonth;
    expect(r.errors).toEqual([]);
    expect(r.lines.find((l: { charity: string }) => l.charity === 'Fondazione Mare Pulito')).toEqual({
      ...{ charity: 'Fondazione Mare Pulito', currency: 'EUR', owedCount: 0, owedCents: 0 },
      ...{ paidCount: 2, paidCents: 3500, references: ['BON-2026-0412'] },
    });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.target, 'donations:2026-03:Fondazione Mare Pulito'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'donations.pay', staffEmail: 'finance@donami.test', reason: 'paid 2 donations by transfer BON-2026-0412' });
    const again = (await finance.admin(PAY, { month: '2026-03', charity: 'Fondazione Mare Pulito', reference: 'BON-2' })).data.payCharityMonth;
    expect(codes(again)).toEqual([5076]);
    // The other charity and the next month are untouched.
    const april = (await finance.admin(MONTH, { month: '2026-04' })).data.donationMonth.lines;
    expect(april).toEqual([{ charity: 'Banco Libri', currency: 'EUR', owedCount: 1, owedCents: 700, paidCount: 0, paidCents: 0, references: [] }]);
    expect((await database.db.select().from(auditLog).where(eq(auditLog.target, 'donations:2026-03:Fondazione Mare Pulito'))).length).toBe(1);
  });

  it('refuses a missing reference (5077), a month that is no month (5078), support (5004) and nobody (5003)', async () => {
    expect(codes((await finance.admin(PAY, { month: '2026-03', charity: 'Banco Libri', reference: ' ' })).data.payCharityMonth)).toEqual([5077]);
    expect(codes((await finance.admin(PAY, { month: '2026-13', charity: 'Banco Libri', reference: 'X' })).data.payCharityMonth)).toEqual([5078]);
    expect(codes((await finance.admin(MONTH, { month: 'marzo' })).data.donationMonth)).toEqual([5078]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(PAY, { month: '2026-03', charity: 'Banco Libri', reference: 'X' })).data.payCharityMonth)).toEqual([5004]);
    expect(codes((await support.admin(MONTH, { month: '2026-03' })).data.donationMonth)).toEqual([5004]);
    expect(codes((await staffClient(database).admin(CSV, { month: '2026-03' })).data.donationMonthCsv)).toEqual([5003]);
    const [banco] = await database.db.select().from(donations).where(eq(donations.reference, 'DON-T-3'));
    expect(banco?.paidAt).toBeNull();
  });

  it('gives the month as CSV, a line per charity with owed, paid and the references', async () => {
    const r = (await finance.admin(CSV, { month: '2026-03' })).data.donationMonthCsv;
    expect(r.fileName).toBe('donations-2026-03.csv');
    expect(r.csv.split('\r\n')).toEqual([
      'month,charity,currency,owed_count,owed,paid_count,paid,references',
      '2026-03,Banco Libri,EUR,1,50.00,0,0.00,',
      '2026-03,Fondazione Mare Pulito,EUR,0,0.00,2,35.00,BON-2026-0412',
      '',
    ]);
  });
});
