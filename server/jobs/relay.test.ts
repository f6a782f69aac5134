import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBoss, fromPglite } from 'pg-boss';
import { databaseKinds } from '../../tests/helpers/db.ts';
import type { Database } from '../db/client.ts';
import { enqueue, pendingJobs } from './queue.ts';
import { relayOnce } from './relay.ts';

// The job outbox (decision 017): a job exists exactly when the transaction of its cause commits,
// and the relay moves it into pg-boss once.

describe.each(databaseKinds)('the job outbox and its relay on $kind', ({ kind, open }) => {
  const atomic = kind === 'postgres';
  let database: Database;
  let boss: PgBoss;
  beforeAll(async () => {
    database = await open();
    boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite as never), supervise: false, schedule: false })
      : new PgBoss({ connectionString: database.url, supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('relay-test');
  }, 60_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await database.close();
  });

  it('a job written in a transaction that rolls back does not exist', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'relay-test', { n: 0 });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await pendingJobs(database.db, 'relay-test')).toEqual([]);
  });

  it('committed jobs move into pg-boss once, with their data and start time', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await database.db.transaction(async (tx) => {
      await enqueue(tx, 'relay-test', { n: 1 });
      await enqueue(tx, 'relay-test', { n: 2 }, { startAfter: later });
    });
    expect(await relayOnce(database.db, boss, atomic)).toBe(2);
    expect(await relayOnce(database.db, boss, atomic)).toBe(0);
    expect(await pendingJobs(database.db)).toEqual([]);
    const fetched = await boss.fetch('relay-test', { batchSize: 10 });
    expect(fetched.map((j) => j.data)).toEqual([{ n: 1 }]);
    const all = await boss.findJobs('relay-test');
    expect(all.map((j) => j.data).sort((a, b) => (a as { n: number }).n - (b as { n: number }).n)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('when pg-boss refuses the batch, the jobs stay in the outbox for the next round', async () => {
    await enqueue(database.db, 'relay-test', { n: 3 });
    const refusing: Pick<PgBoss, 'insert'> = {
      insert: async () => {
        throw new Error('queue unavailable');
      },
    };
    await expect(relayOnce(database.db, refusing, atomic)).rejects.toThrow('queue unavailable');
    expect((await pendingJobs(database.db, 'relay-test')).map((j) => j.data)).toEqual([{ n: 3 }]);
    expect(await relayOnce(database.db, boss, atomic)).toBe(1);
  });

  it('plain requests for a queue that keeps one job waiting move as one job; the others as they are', async () => {
    await boss.createQueue('relay-test-stately', { policy: 'stately' });
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await enqueue(tx, 'relay-test-stately');
      await enqueue(tx, 'relay-test-stately', { n: 4 });
      await enqueue(tx, 'relay-test', { n: 5 });
      await enqueue(tx, 'relay-test', { n: 5 });
    });
    const inserted: { name: string; data: unknown[] }[] = [];
    const recording: Pick<PgBoss, 'insert'> = {
      insert: async (name, jobs, options) => {
        inserted.push({ name, data: jobs.map((j) => j.data) });
        return boss.insert(name, jobs, options);
      },
    };
    expect(await relayOnce(database.db, recording, atomic, { oneWaiting: new Set(['relay-test-stately']) })).toBe(6);
    expect(inserted).toEqual([
      { name: 'relay-test-stately', data: [{}, { n: 4 }] },
      { name: 'relay-test', data: [{ n: 5 }, { n: 5 }] },
    ]);
    expect(await pendingJobs(database.db)).toEqual([]);
  });
});
