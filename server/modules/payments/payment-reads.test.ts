import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import type { Database, Db } from '../../db/client.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { applyOutcome, markPaid } from './sandbox/books.ts';
import { latestPayment, readPayment, refreshPayment, startPayment } from './service.ts';
import type { PaymentProvider } from './provider.ts';
import { payments } from './tables.ts';
import { must } from '../../../common/must.ts';

// The provider is asked before the order's and the payment's rows are locked (a network call must
// not hold them), and its answer is used under the locks only if it is not behind what the shop stored meanwhile.

describe.each(databaseKinds)('reading a payment before the locks on $kind', ({ open }) => {
  let database: Database;
  let db: Db;
  let provider: PaymentProvider;
  beforeAll(async () => {
    database = await open();
    db = database.db;
    provider = createSandboxProvider(db, { secret: 'whsec_reads' });
  });
  afterAll(async () => {
    await database.close();
  });

  async function start(orderId: number) {
    await startPayment(db, provider, {
      orderId,
      amountCents: 2500,
      currency: 'EUR',
      method: 'card',
      bank: null,
      description: 'Donami.it · ordine 100002',
      reference: '100002',
      idempotencyKey: `100002:${orderId}`,
      returnUrl: '/cassa/elaborazione-pagamento/?order=abc',
      locale: 'it',
    });
    const row = must((await latestPayment(db, orderId)) ?? undefined, 'the attempt');
    return { ref: must(row.providerRef ?? undefined, 'the provider opened the payment'), paymentId: row.id };
  }

  it('asks the provider before the locks, and again under them when another word was stored meanwhile', async () => {
    const { ref, paymentId } = await start(700);
    const asked: string[] = [];
    const counted = (p: PaymentProvider): PaymentProvider => ({ ...p, getPayment: (r) => (asked.push(r), p.getPayment(r)) });
    const counting: PaymentProvider = { ...counted(provider), within: (executor) => counted(must(provider.within, 'the sandbox works within')(executor)) };
    // The read is as far along as what the shop has stored: it is applied, the provider is not asked again.
    const early = await readPayment(db, counting, ref);
    expect(early.remote?.status).toBe('open');
    await applyOutcome(db, ref, 'pending');
    expect((await db.transaction((tx) => refreshPayment(tx, counting, ref, early)))?.status).toBe('open');
    expect(asked).toEqual([ref]);
    // A read older than what another event stored (the provider moved on, the payment row with it):
    // under the lock the provider is asked again, and the older word never overwrites the newer.
    const stale = await readPayment(db, counting, ref);
    await markPaid(db, ref);
    await db.transaction((tx) => refreshPayment(tx, counting, ref));
    expect((await db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status).toBe('paid');
    expect(stale.remote?.status).toBe('pending');
    expect((await db.transaction((tx) => refreshPayment(tx, counting, ref, stale)))?.status).toBe('paid');
    expect(asked).toEqual([ref, ref, ref, ref]);
  });
});
