import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { ADMIN_ERR, staffClient } from '../../../tests/helpers/admin.ts';
import { auditLog } from '../audit/tables.ts';
import { issueCard } from '../giftcards/index.ts';
import { newSeed, seedHashOf } from './pick.ts';
import { drawInstantOf } from './schedule.ts';
import { doublerDraws, doublerEntries } from './tables.ts';

// Issue 18: the doubler in the back office: operations reads the draws, an admin runs a due one.

const DRAW = `month status seedHash seed entriesCount entries { maskedNumber source passedOver } winner prizeCents verification { ok problems }`;
const DRAWS = `query D($storeId: Int!) { doublerDraws(storeId: $storeId) { current { ${DRAW} } past { ${DRAW} } ${ADMIN_ERR} } }`;
const RUN = `mutation R($storeId: Int!, $month: String!, $reason: String!) { runDoublerDraw(storeId: $storeId, month: $month, reason: $reason) { draw { ${DRAW} } ${ADMIN_ERR} } }`;
const codes = (r: { errors: { code: number }[] }) => r.errors.map((e) => e.code);

describe('the doubler in the back office', () => {
  let database: Database;
  let admin: ReturnType<typeof staffClient>;
  const seed = newSeed();
  beforeAll(async () => {
    database = await freshPglite();
    admin = staffClient(database);
    await admin.logIn('admin');
    const card = await issueCard(database.db, { storeId: 53, programme: 'choice', valueCents: 4000, currency: 'EUR', idempotencyKey: 'admin-draw-test' });
    const [draw] = await database.db
      .insert(doublerDraws)
      .values({ storeId: 53, month: '2026-01', seed, seedHash: seedHashOf(seed), drawAt: drawInstantOf('2026-01'), currency: 'EUR' })
      .returning();
    await database.db.insert(doublerEntries).values({
      ...{ drawId: draw!.id, giftcardId: card.id, maskedNumber: '639053******1234', email: 'vincitore@example.it' },
      ...{ consentAt: new Date('2026-01-10T10:00:00Z'), source: 'page', createdAt: new Date('2026-01-10T10:00:00Z') },
    });
    const later = newSeed();
    await database.db
      .insert(doublerDraws)
      .values({ storeId: 53, month: '2099-01', seed: later, seedHash: seedHashOf(later), drawAt: drawInstantOf('2099-01'), currency: 'EUR' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('shows the month taking entries with its committed hash, never its seed; operations may read', async () => {
    const operations = staffClient(database);
    await operations.logIn('operations');
    const r = (await operations.admin(DRAWS, { storeId: 53 })).data.doublerDraws;
    expect(r.errors).toEqual([]);
    expect(r.current).toMatchObject({ status: 'open', seed: null, verification: null });
    expect(r.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.past.find((d: { month: string }) => d.month === '2026-01')).toMatchObject({ status: 'open', seed: null, entriesCount: 1 });
  });

  it('runs a due draw once, with one audit row: the seed revealed, the winner doubled, the verification good', async () => {
    const r = (await admin.admin(RUN, { storeId: 53, month: '2026-01', reason: 'Il job del lunedì non è partito' })).data.runDoublerDraw;
    expect(r.errors).toEqual([]);
    expect(r.draw).toMatchObject({
      ...{ month: '2026-01', status: 'drawn', seed, winner: '639053******1234', prizeCents: 4000 },
      verification: { ok: true, problems: [] },
    });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.target, 'doubler:53:2026-01'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'doubler.draw', reason: 'Il job del lunedì non è partito', after: { status: 'drawn', prizeCents: 4000 } });
    expect(codes((await admin.admin(RUN, { storeId: 53, month: '2026-01', reason: 'Ancora' })).data.runDoublerDraw)).toEqual([5080]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.target, 'doubler:53:2026-01'))).toHaveLength(1);
    const past = (await admin.admin(DRAWS, { storeId: 53 })).data.doublerDraws.past;
    expect(past.find((d: { month: string }) => d.month === '2026-01')).toMatchObject({ winner: '639053******1234', verification: { ok: true } });
  });

  it('refuses a month still taking entries (5081), a month without a draw (5079), no month (5078), no reason (5005)', async () => {
    const early = (await admin.admin(RUN, { storeId: 53, month: '2099-01', reason: 'Prova' })).data.runDoublerDraw;
    expect(early.errors).toEqual([
      { code: 5081, message: 'Il mese raccoglie ancora partecipazioni: l’estrazione è prevista il 2099-02-02.', referencedRequestParameter: 'month' },
    ]);
    expect(codes((await admin.admin(RUN, { storeId: 53, month: '2020-01', reason: 'Prova' })).data.runDoublerDraw)).toEqual([5079]);
    expect(codes((await admin.admin(RUN, { storeId: 53, month: 'gennaio', reason: 'Prova' })).data.runDoublerDraw)).toEqual([5078]);
    expect(codes((await admin.admin(RUN, { storeId: 53, month: '2099-01', reason: '' })).data.runDoublerDraw)).toEqual([5005]);
  });

  it('lets operations read but not draw (5004), and nobody logged in do either (5003)', async () => {
    const operations = staffClient(database);
    await operations.logIn('operations');
    expect(codes((await operations.admin(RUN, { storeId: 53, month: '2099-01', reason: 'Prova' })).data.runDoublerDraw)).toEqual([5004]);
    const support = staffClient(database);
    await support.logIn('support');
    expect(codes((await support.admin(DRAWS, { storeId: 53 })).data.doublerDraws)).toEqual([5004]);
    expect(codes((await staffClient(database).admin(DRAWS, { storeId: 53 })).data.doublerDraws)).toEqual([5003]);
    expect(codes((await staffClient(database).admin(RUN, { storeId: 53, month: '2099-01', reason: 'Prova' })).data.runDoublerDraw)).toEqual([5003]);
  });
});
