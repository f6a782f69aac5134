import { clientKeysFor } from '../../graphql/cookies.ts';
import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, MoneyRef, UserData, resolveStore } from '../../graphql/common.ts';
import { toMoney } from '../../../common/money.ts';
import { errorCodes, errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import {
  DOUBLER_CAP_CENTS,
  enterDoubler,
  publicCurrentDraw,
  publicDraw,
  publicPastDraws,
  type EntryView,
  type PublicDraw,
  type PublicEntry,
} from './service.ts';
import { DRAW_HOUR, isMonth } from './schedule.ts';

// The doubler's API: the page's draws (current commitment and past draws with what is needed to
// recompute them) and entering a card. enterDoubler is a card check: the one-card-check rule of
// server/graphql/one-card-check.ts counts it.

const DoublerEntry = builder.objectRef<EntryView>('DoublerEntry').implement({
  description: "A card in a month's draw.",
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.id) }),
    drawMonth: t.exposeString('drawMonth', { description: 'The Rome month whose draw the card is in, "YYYY-MM".' }),
    drawDate: t.exposeString('drawDate', { description: 'The day of that draw (the first Monday of the next month), "YYYY-MM-DD".' }),
    product: t.exposeString('product', { description: "Slug of the card's product: the confirmation page's {product}." }),
    number: t.exposeString('maskedNumber', { description: 'The card number, masked.' }),
    alreadyEntered: t.exposeBoolean('alreadyEntered', { description: 'The card was already in this draw; nothing changed.' }),
  }),
});

type EnterPayload = { entries: EntryView[]; errors: ErrorItem[] };
const EnterDoublerPayload = builder.objectRef<EnterPayload>('EnterDoublerPayload').implement({
  fields: (t) => ({
    entry: t.field({ type: DoublerEntry, nullable: true, resolve: (p) => p.entries[0] ?? null }),
    entries: t.field({ type: [DoublerEntry], description: 'Every card entered (the redeem session may hold several).', resolve: (p) => p.entries }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const DoublerDrawEntry = builder.objectRef<PublicEntry>('DoublerDrawEntry').implement({
  fields: (t) => ({
    id: t.id({ description: "The entry id the draw's rounds use.", resolve: (e) => String(e.id) }),
    number: t.exposeString('maskedNumber'),
    passedOver: t.exposeString('passedOver', {
      nullable: true,
      description: 'Why the draw passed this card over when it picked it: blocked, expired, not_active, no_balance, other_store, unknown_card.',
    }),
  }),
});

const DoublerDraw = builder.objectRef<PublicDraw>('DoublerDraw').implement({
  description: "A storefront's draw of one month. The seed is published only after the draw; its SHA-256 from the start.",
  fields: (t) => ({
    month: t.exposeString('month'),
    status: t.exposeString('status', { description: 'open or drawn' }),
    seedHash: t.exposeString('seedHash', { description: "SHA-256 (hex) of the seed's 32 bytes: the commitment." }),
    seed: t.exposeString('seed', { nullable: true, description: 'The 32-byte seed (hex), once drawn.' }),
    committedAt: t.string({ resolve: (d) => d.committedAt.toISOString() }),
    drawDate: t.exposeString('drawDate', { description: 'The first Monday of the next month, "YYYY-MM-DD".' }),
    drawAt: t.string({ resolve: (d) => d.drawAt.toISOString() }),
    drawnAt: t.string({ nullable: true, resolve: (d) => d.drawnAt?.toISOString() ?? null }),
    entriesCount: t.exposeInt('entriesCount'),
    entries: t.field({ type: [DoublerDrawEntry], description: 'Every entry, by id, once drawn.', resolve: (d) => d.entries }),
    winner: t.field({ type: DoublerDrawEntry, nullable: true, resolve: (d) => d.winner }),
    prize: t.field({
      type: MoneyRef,
      nullable: true,
      description: "What the winner's balance grew by.",
      resolve: (d) => (d.prizeCents == null ? null : toMoney(d.prizeCents, d.currency)),
    }),
  }),
});

type DrawsPayload = { current: PublicDraw | null; past: PublicDraw[]; currency: string; errors: ErrorItem[] };
const DoublerDrawsPayload = builder.objectRef<DrawsPayload>('DoublerDrawsPayload').implement({
  fields: (t) => ({
    current: t.field({ type: DoublerDraw, nullable: true, description: 'The draw taking entries now.', resolve: (p) => p.current }),
    past: t.field({ type: [DoublerDraw], description: 'Earlier draws, newest first.', resolve: (p) => p.past }),
    cap: t.field({ type: MoneyRef, description: 'The most a prize adds to a balance.', resolve: (p) => toMoney(DOUBLER_CAP_CENTS, p.currency) }),
    drawHour: t.int({ description: 'The hour (Rome time) of the draw on its Monday.', resolve: () => DRAW_HOUR }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.queryField('doublerDraws', (t) =>
  t.field({
    type: DoublerDrawsPayload,
    description: "The balance doubler page: the current draw's commitment and the past draws.",
    args: { userData: t.arg({ type: UserData, required: true }), limit: t.arg.int({ required: false }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { current: null, past: [], currency: 'EUR', errors: r.errors };
      const [current, past] = [await publicCurrentDraw(r.ctx), await publicPastDraws(r.ctx, new Date(), args.limit ?? 12)];
      return { current, past, currency: r.ctx.store.currency, errors: [] };
    },
  }),
);

type DrawPayload = { draw: PublicDraw | null; errors: ErrorItem[] };
const DoublerDrawPayload = builder.objectRef<DrawPayload>('DoublerDrawPayload').implement({
  fields: (t) => ({
    draw: t.field({ type: DoublerDraw, nullable: true, resolve: (p) => p.draw }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.queryField('doublerDraw', (t) =>
  t.field({
    type: DoublerDrawPayload,
    description: "One month's draw, with its entries once drawn: what `npm run doubler -- verify` reads.",
    args: { userData: t.arg({ type: UserData, required: true }), month: t.arg.string({ required: true }) },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { draw: null, errors: r.errors };
      const draw = isMonth(args.month) ? await publicDraw(r.ctx.db, r.ctx.store.id, args.month) : null;
      return draw ? { draw, errors: [] } : { draw: null, errors: [errorItem(r.ctx.locale, errorCodes.NOT_FOUND, 'month')] };
    },
  }),
);

builder.mutationField('enterDoubler', (t) =>
  t.field({
    type: EnterDoublerPayload,
    description:
      "Enters a card in the current month's draw: by number, PIN and human check, or (no number) the cards of the redeem session in userData.redeemToken.",
    args: {
      userData: t.arg({ type: UserData, required: true }),
      cardNumber: t.arg.string({ required: false }),
      pin: t.arg.string({ required: false }),
      captchaToken: t.arg.string({ required: false }),
      email: t.arg.string({ required: true }),
      consent: t.arg.boolean({ required: true }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { entries: [], errors: r.errors };
      return enterDoubler(r.ctx, clientKeysFor(gql), args);
    },
  }),
);
