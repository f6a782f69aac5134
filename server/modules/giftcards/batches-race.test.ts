import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../../db/client.ts';
import { freshPostgresUrl } from '../../../tests/helpers/db.ts';
import { auditFor } from '../audit/index.ts';
import { auditLog } from '../audit/tables.ts';
import { staff } from '../staff/tables.ts';
import { giftcardBatches, ledgerEntries } from './tables.ts';
import { issueBatch } from './batches.ts';
import { StaffRefusal } from '../../staff-action.ts';

// Issue 17: the same batch form sent twice at once, from two processes (two connection pools on
// one PostgreSQL), issues one batch: the other send is refused as already issued and adds no card,
// no ledger entry and no audit row.

const url = process.env.TEST_DATABASE_URL;
const TRIALS = 10;

describe.skipIf(!url)('one card batch per form, sent twice at once, PostgreSQL', () => {
  const pools: Database[] = [];
  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(url!);
    pools.push(await openDatabase({ url: databaseUrl }), await openDatabase({ url: databaseUrl }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it(`issues exactly one batch in ${TRIALS} races of the same form key`, async () => {
    const [finance] = await pools[0]!.db.select().from(staff).where(eq(staff.role, 'finance')).limit(1);
    expect(finance, 'a finance member in the seeded data').toBeDefined();
    const actor = { staffId: String(finance!.id), id: finance!.id, reason: 'race' };
    for (let trial = 0; trial < TRIALS; trial++) {
      const formKey = randomUUID();
      const input = { storeId: 53, programme: 'choice' as const, valueCents: 2500, count: 5, reason: `race ${trial}`, formKey };
      const sends = await Promise.allSettled(pools.map((p) => issueBatch(p.db, actor, auditFor(finance!), input)));
      const issued = sends.filter((s) => s.status === 'fulfilled');
      const refused = sends.filter((s) => s.status === 'rejected').map((s) => s.reason);
      expect(issued).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(StaffRefusal);
      expect((refused[0] as StaffRefusal).code).toBe('already-issued');
      const db = pools[0]!.db;
      expect(await db.select().from(giftcardBatches).where(eq(giftcardBatches.id, formKey))).toHaveLength(1);
      expect(
        await db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.reference, `batch:${formKey}`)),
      ).toHaveLength(5);
      expect(
        await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.target, `batch:${formKey}`)),
      ).toHaveLength(1);
    }
  });
});
