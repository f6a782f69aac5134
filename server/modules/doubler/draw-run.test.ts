import { randomBytes } from 'node:crypto';
import { clientKeysFor } from '../../graphql/cookies.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { cardById, issueCard, ledgerOf, setStatus } from '../giftcards/index.ts';
import { listOutbox, outboxEmail } from '../notifications/index.ts';
import { doublerJobs } from './jobs.ts';
import { pickAt, replayDraw, seedHashOf, verifyDraw } from './pick.ts';
import { drawInstantOf, romeMonthOf, addMonths } from './schedule.ts';
import { drawMonth, enterDoubler, runDueDraws } from './service.ts';
import { doublerDraws, doublerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// The draw on a real database: when it runs, what it credits, whom it e-mails, what it publishes,
// and that running it again (or twice at once) changes nothing.

const DRAW = `query Draw($userData: UserData!, $month: String!) {
  doublerDraw(userData: $userData, month: $month) {
    draw { month status seed seedHash entriesCount entries { id number passedOver } winner { id number } prize { currency value } }
    errors { code }
  }
}`;

type Published = {
  seed: string;
  seedHash: string;
  status: string;
  entries: { id: string; number: string; passedOver: string | null }[];
  winner: { id: string } | null;
  prize: { value: number } | null;
};

describe.each(databaseKinds)('the monthly draw on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  let ctx: RequestContext;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
    ctx = { db: database.db, store: storefrontById(53)!, locale: 'it', redeemToken: null };
  });
  afterAll(async () => {
    await database.close();
  });

  let n = 0;
  const newCard = async (valueCents: number, expiresAt?: Date) => {
    const c = await issueCard(database.db, {
      storeId: 53,
      programme: 'choice',
      valueCents,
      currency: 'EUR',
      idempotencyKey: `draw-test:${++n}:${Date.now()}`,
      expiresAt,
    });
    return { id: c.id, number: c.number, pin: c.pin! };
  };
  /** Enters a card as the page does, at a given moment (the month of the draw follows from it). */
  const enterAt = async (card: { number: string; pin: string }, at: Date, email = `holder${n}@example.it`) => {
    const gql = { db: database.db, clientAddress: `10.77.0.${++n % 250}`, request: new Request('http://shop.test/graphql') };
    const r = await enterDoubler(
      ctx,
      clientKeysFor(gql),
      { cardNumber: card.number, pin: card.pin, captchaToken: await solvedCaptcha(), email, consent: true },
      at,
    );
    expect(r.errors).toEqual([]);
    return must(r.entries[0], 'the card was entered');
  };
  const published = async (month: string): Promise<Published> => (await api.graphql(DRAW, { month })).data.doublerDraw.draw;
  const asVerifiable = (d: Published) => ({
    seed: d.seed,
    seedHash: d.seedHash,
    winnerId: d.winner ? Number(d.winner.id) : null,
    entries: d.entries.map((e) => ({ id: Number(e.id), passedOver: e.passedOver !== null })),
  });
  const doublerCredits = async (giftcardId: number) => (await ledgerOf(database.db, giftcardId)).filter((e) => e.kind === 'doubler');
  const ledgerSum = async (giftcardId: number) => (await ledgerOf(database.db, giftcardId)).reduce((s, e) => s + e.amountCents, 0);
  /** Fixes a draw's seed (before it is drawn) so a test can know the rounds. */
  const useSeed = async (month: string, seed: string) => {
    await database.db
      .update(doublerDraws)
      .set({ seed, seedHash: seedHashOf(seed) })
      .where(and(eq(doublerDraws.storeId, 53), eq(doublerDraws.month, month)));
  };

  it('draws a month on the first Monday after it at 08:00 Rome, not a minute before; doubles the winner and e-mails them', async () => {
    const month = '2026-09';
    const cards = [await newCard(2500), await newCard(4000), await newCard(7000)];
    const entries = [];
    for (const card of cards) entries.push(await enterAt(card, new Date('2026-09-15T10:00:00Z')));
    expect(entries.map((e) => e?.drawMonth)).toEqual([month, month, month]);
    const due = drawInstantOf(month);
    expect(due.toISOString()).toBe('2026-10-05T06:00:00.000Z');

    expect(await drawMonth(database.db, 53, month, { now: new Date(due.getTime() - 60_000) })).toMatchObject({ status: 'not-due' });
    expect(await runDueDraws(database.db, new Date(due.getTime() - 60_000))).toEqual([]);
    expect((await published(month)).seed).toBeNull();

    const results = await runDueDraws(database.db, due);
    expect(results).toMatchObject([{ storeId: 53, month, outcome: 'drawn' }]);

    const page = await published(month);
    expect(verifyDraw(asVerifiable(page))).toMatchObject({ ok: true });
    const winnerIndex = entries.findIndex((e) => e?.id === Number(page.winner!.id));
    const winner = must(cards[winnerIndex], 'the winner is one of the cards');
    const before = must([2500, 4000, 7000][winnerIndex], 'the winner is one of the cards');
    expect((await cardById(database.db, winner.id))!.balanceCents).toBe(2 * before);
    expect(page.prize).toMatchObject({ value: before / 100 });
    expect(await doublerCredits(winner.id)).toMatchObject([{ amountCents: before, idempotencyKey: expect.stringMatching(/^doubler:\d+$/) }]);
    expect(await ledgerSum(winner.id)).toBe(2 * before);
    for (const other of cards.filter((c) => c !== winner)) expect(await doublerCredits(other.id)).toEqual([]);

    const mails = await listOutbox(database.db, { to: `holder` });
    const mail = mails.find((m) => m.kind === 'doubler-winner')!;
    expect(mail.subject).toBe('Hai vinto il doppiatore di settembre 2026!');
    const body = (await outboxEmail(database.db, mail.id))!.text.replace(/\u00a0/g, ' ');
    const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
    expect(body).toContain(`Abbiamo aggiunto ${euro(before)} alla carta: il nuovo saldo è ${euro(2 * before)}.`);
    expect(body).toContain(entries[winnerIndex]?.maskedNumber);
  });

  it('does nothing the second time: no second credit, no second e-mail', async () => {
    const month = '2026-09';
    const mailsBefore = (await listOutbox(database.db, { limit: 500 })).length;
    const credits = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from giftcard_ledger where kind = 'doubler'`)).rows[0]?.n);
    expect(await runDueDraws(database.db, new Date('2026-10-12T06:00:00Z'))).toEqual([]);
    expect(await drawMonth(database.db, 53, month, { now: new Date('2026-10-12T06:00:00Z') })).toMatchObject({ status: 'already-drawn' });
    expect(await drawMonth(database.db, 53, month, { early: true })).toMatchObject({ status: 'already-drawn' });
    expect((await listOutbox(database.db, { limit: 500 })).length).toBe(mailsBefore);
    expect(Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from giftcard_ledger where kind = 'doubler'`)).rows[0]?.n)).toBe(
      credits,
    );
  });

  it('caps the prize at 250 € and says so in the e-mail', async () => {
    const month = '2026-08';
    const card = await newCard(30_000);
    await enterAt(card, new Date('2026-08-20T10:00:00Z'), 'big@example.it');
    expect(await drawMonth(database.db, 53, month, { now: drawInstantOf(month) })).toMatchObject({ status: 'drawn' });
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(55_000);
    expect(await doublerCredits(card.id)).toMatchObject([{ amountCents: 25_000 }]);
    expect((await published(month)).prize).toEqual({ currency: 'EUR', value: 250 });
    const mail = must((await listOutbox(database.db, { to: 'big@example.it' }))[0], 'mail exists');
    expect((await outboxEmail(database.db, mail.id))!.text.replace(/\u00a0/g, ' ')).toContain(
      'Il premio è raddoppiato fino al massimo di 250,00 € per estrazione.',
    );
  });

  it('passes over a card blocked or expired since it entered, publishes why, and the next pick wins', async () => {
    const month = '2026-07';
    const blocked = await newCard(3000);
    const expiring = await newCard(3000, new Date('2026-07-31T12:00:00Z'));
    const fine = await newCard(3000);
    const b = await enterAt(blocked, new Date('2026-07-02T09:00:00Z'));
    const e = await enterAt(expiring, new Date('2026-07-03T09:00:00Z'));
    const f = await enterAt(fine, new Date('2026-07-04T09:00:00Z'));
    await setStatus(database.db, blocked.id, 'blocked', 'reported lost');
    // A seed whose first round picks the blocked card and second the expired one.
    const picksBlockedThenExpired = (s: string) => pickAt(s, [b.id, e.id, f.id], 0) === b.id && pickAt(s, [e.id, f.id], 1) === e.id;
    let seed = randomBytes(32).toString('hex');
    while (!picksBlockedThenExpired(seed)) seed = randomBytes(32).toString('hex');
    await useSeed(month, seed);

    const outcome = await drawMonth(database.db, 53, month, { now: drawInstantOf(month) });
    expect(outcome).toMatchObject({
      status: 'drawn',
      passedOver: [
        { entryId: b.id, reason: 'blocked' },
        { entryId: e.id, reason: 'expired' },
      ],
    });
    const page = await published(month);
    expect(page.winner?.id).toBe(String(f.id));
    expect(page.entries.map((x) => [Number(x.id), x.passedOver])).toEqual([
      [b.id, 'blocked'],
      [e.id, 'expired'],
      [f.id, null],
    ]);
    expect(replayDraw(seed, [b.id, e.id, f.id], new Set([b.id, e.id])).winner).toBe(f.id);
    expect(verifyDraw(asVerifiable(page)).ok).toBe(true);
    expect((await cardById(database.db, blocked.id))!.balanceCents).toBe(3000);
    expect((await cardById(database.db, fine.id))!.balanceCents).toBe(6000);
  });

  it('has no winner and e-mails nobody when no entered card can take the prize', async () => {
    const month = '2026-06';
    const card = await newCard(3000);
    await enterAt(card, new Date('2026-06-10T09:00:00Z'), 'nobody@example.it');
    await setStatus(database.db, card.id, 'blocked', 'reported lost');
    expect(await drawMonth(database.db, 53, month, { now: drawInstantOf(month) })).toMatchObject({ status: 'drawn', winner: null });
    const page = await published(month);
    expect(page).toMatchObject({ status: 'drawn', winner: null, prize: null });
    expect(page.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await listOutbox(database.db, { to: 'nobody@example.it' })).toEqual([]);
  });

  it('draws a month once when two workers try at the same moment', async () => {
    const month = '2026-05';
    const card = await newCard(1000);
    await enterAt(card, new Date('2026-05-10T09:00:00Z'));
    const at = drawInstantOf(month);
    const outcomes = await Promise.all([drawMonth(database.db, 53, month, { now: at }), drawMonth(database.db, 53, month, { now: at })]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['already-drawn', 'drawn']);
    expect(await doublerCredits(card.id)).toHaveLength(1);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(2000);
  });

  it('is run by the Monday job, which draws what is due and leaves the open month alone', async () => {
    expect(doublerJobs).toMatchObject([{ name: 'doubler-draw', cron: '0 8 * * 1', policy: 'singleton' }]);
    const card = await newCard(1500);
    await enterAt(card, new Date('2026-04-10T09:00:00Z'));
    const current = await enterAt(await newCard(1500), new Date());
    await doublerJobs[0]?.run(database, null);
    expect((await published('2026-04')).status).toBe('drawn');
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(3000);
    expect((await published(current.drawMonth)).status).toBe('open');
  });

  it('lets an operator draw the current month early; later entries go to the next month', async () => {
    const month = romeMonthOf(new Date());
    const card = await newCard(2000);
    await enterAt(card, new Date());
    expect(await drawMonth(database.db, 53, month)).toMatchObject({ status: 'not-due' });
    expect(await drawMonth(database.db, 53, month, { early: true })).toMatchObject({ status: 'drawn' });
    const later = await enterAt(await newCard(2000), new Date());
    expect(later.drawMonth).toBe(addMonths(month, 1));
    const row = must((await database.db.select().from(doublerEntries).where(eq(doublerEntries.id, later.id)))[0], 'row exists');
    const [draw] = await database.db.select().from(doublerDraws).where(eq(doublerDraws.id, row.drawId));
    expect(draw).toMatchObject({ month: addMonths(month, 1), status: 'open' });
  });
});
