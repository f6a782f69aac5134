// The back office's doubler fields (issue 18, decision 050): a storefront's draws (this month's
// entries and committed seed hash, past months with seed, winner and the verification of decision
// 013 recomputed on the server) and running a month's draw: the scheduled job's own service
// (drawMonthIn), in one transaction with its audit row. doubler.read, doubler.draw.
import { and, asc, eq } from 'drizzle-orm';
import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import type { Executor, Tx } from '../../db/client.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { audited } from '../audit/index.ts';
import { drawMonthIn, type DrawOutcome } from './draw.ts';
import { verifyDraw } from './pick.ts';
import { drawDateOf, isMonth } from './schedule.ts';
import { publicCurrentDraw, publicDraw, publicPastDraws, type PublicDraw } from './service.ts';
import { doublerDraws, doublerEntries } from './tables.ts';

type AdminEntry = { id: number; maskedNumber: string; source: string; enteredAt: Date; passedOver: string | null };
type AdminDraw = PublicDraw & { allEntries: AdminEntry[] };
type DrawsView = { current: AdminDraw | null; past: AdminDraw[]; errors: ErrorItem[] };
type DrawView = { draw: AdminDraw | null; errors: ErrorItem[] };

const EntryRef = adminBuilder.objectRef<AdminEntry>('AdminDoublerEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    maskedNumber: t.exposeString('maskedNumber'),
    source: t.exposeString('source', { description: 'page or redeem' }),
    enteredAt: t.string({ resolve: (e) => e.enteredAt.toISOString() }),
    passedOver: t.exposeString('passedOver', { nullable: true }),
  }),
});

const VerificationRef = adminBuilder.objectRef<{ ok: boolean; problems: string[] }>('AdminDoublerVerification').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok'), problems: t.exposeStringList('problems') }),
});

const DrawRef = adminBuilder.objectRef<AdminDraw>('AdminDoublerDraw').implement({
  fields: (t) => ({
    month: t.exposeString('month'),
    status: t.exposeString('status', { description: 'open or drawn' }),
    seedHash: t.exposeString('seedHash', { description: "The commitment published before the month's first entry." }),
    seed: t.exposeString('seed', { nullable: true, description: 'Revealed once drawn.' }),
    committedAt: t.string({ resolve: (d) => d.committedAt.toISOString() }),
    drawDate: t.exposeString('drawDate'),
    drawnAt: t.string({ nullable: true, resolve: (d) => d.drawnAt?.toISOString() ?? null }),
    entriesCount: t.exposeInt('entriesCount'),
    entries: t.field({ type: [EntryRef], resolve: (d) => d.allEntries }),
    winner: t.string({ nullable: true, description: "The winning card's masked number.", resolve: (d) => d.winner?.maskedNumber ?? null }),
    prizeCents: t.exposeInt('prizeCents', { nullable: true }),
    currency: t.exposeString('currency'),
    verification: t.field({
      type: VerificationRef,
      nullable: true,
      description: 'Decision 013 recomputed from what is published: null until drawn.',
      resolve: (d) =>
        d.seed === null
          ? null
          : verifyDraw({
              seed: d.seed,
              seedHash: d.seedHash,
              entries: d.entries.map((e) => ({ id: e.id, passedOver: !!e.passedOver })),
              winnerId: d.winner?.id ?? null,
            }),
    }),
  }),
});

const DrawsRef = adminBuilder.objectRef<DrawsView>('AdminDoublerDraws').implement({
  fields: (t) => ({
    current: t.field({ type: DrawRef, nullable: true, resolve: (v) => v.current }),
    past: t.field({ type: [DrawRef], resolve: (v) => v.past }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const DrawViewRef = adminBuilder.objectRef<DrawView>('AdminDoublerDrawView').implement({
  fields: (t) => ({
    draw: t.field({ type: DrawRef, nullable: true, resolve: (v) => v.draw }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

/** Every entry of the draw as staff see it (masked numbers, where from, when): before the draw too. */
async function withEntries(db: Executor, storeId: number, draw: PublicDraw): Promise<AdminDraw> {
  const allEntries = await db
    .select({
      id: doublerEntries.id,
      maskedNumber: doublerEntries.maskedNumber,
      source: doublerEntries.source,
      enteredAt: doublerEntries.createdAt,
      passedOver: doublerEntries.skipReason,
    })
    .from(doublerEntries)
    .innerJoin(doublerDraws, eq(doublerDraws.id, doublerEntries.drawId))
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.month, draw.month)))
    .orderBy(asc(doublerEntries.id));
  return { ...draw, allEntries };
}

const storeArg = { description: 'The storefront (53 Italy, 1 the Netherlands).' };

adminBuilder.queryField('doublerDraws', (t) =>
  t.field({
    type: DrawsRef,
    description: "A storefront's doubler: the month taking entries, and past draws newest first.",
    args: { storeId: t.arg.int({ required: true, ...storeArg }) },
    resolve: async (_root, { storeId }, context) => {
      const who = await staffWith(context, 'doubler.read');
      if (!who.ok) return { current: null, past: [], errors: [who.error] };
      const store = storefrontById(storeId);
      if (!store) return { current: null, past: [], errors: [staffError(who.staff, errorCodes.UNKNOWN_STORE, 'storeId')] };
      const ctx = { db: context.db, store };
      const current = await withEntries(context.db, storeId, await publicCurrentDraw(ctx));
      const past = await Promise.all((await publicPastDraws(ctx)).map((d) => withEntries(context.db, storeId, d)));
      return { current, past, errors: [] };
    },
  }),
);

const refusalCodes = { 'no-draw': errorCodes.STAFF_DOUBLER_NO_DRAW, 'already-drawn': errorCodes.STAFF_DOUBLER_ALREADY_DRAWN } as const;

adminBuilder.mutationField('runDoublerDraw', (t) =>
  t.field({
    type: DrawViewRef,
    description: "Draws a storefront's month whose Monday has come (the scheduled job's service); a month is drawn once.",
    args: { storeId: t.arg.int({ required: true, ...storeArg }), month: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'doubler.draw');
      if (!who.ok) return { draw: null, errors: [who.error] };
      const reason = args.reason.trim();
      if (!reason || reason.length > 500) return { draw: null, errors: [staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')] };
      if (!isMonth(args.month)) return { draw: null, errors: [staffError(who.staff, errorCodes.STAFF_MONTH_INVALID, 'month')] };
      const outcome = await audited<DrawOutcome>(context.db, who.staff, async (tx) => {
        const o = await drawMonthIn(tx as Tx, args.storeId, args.month);
        if (o.status !== 'drawn') return { result: o, audit: null };
        const audit = {
          action: 'doubler.draw',
          target: `doubler:${args.storeId}:${args.month}`,
          before: { status: 'open', seedHash: o.draw.seedHash },
          after: { status: 'drawn', winnerEntryId: o.draw.winnerEntryId, prizeCents: o.draw.prizeCents, passedOver: o.passedOver },
          reason,
        };
        return { result: o, audit };
      });
      if (outcome.status !== 'drawn') {
        if (outcome.status === 'not-due')
          return { draw: null, errors: [staffError(who.staff, errorCodes.STAFF_DOUBLER_NOT_DUE, 'month', { date: drawDateOf(args.month) })] };
        return { draw: null, errors: [staffError(who.staff, refusalCodes[outcome.status], 'month')] };
      }
      const published = await publicDraw(context.db, args.storeId, args.month);
      return { draw: published && (await withEntries(context.db, args.storeId, published)), errors: [] };
    },
  }),
);
