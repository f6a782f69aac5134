// The back office's card fields (issue 17): look a card up by number with its ledger (never its PIN),
// block, unblock and adjust it with a reason. The same rules as `npm run cards` (card-actions.ts);
// each change writes one audit row in its own transaction.
import { adminBuilder, AdminError, type AdminContext } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import type { Executor } from '../../db/client.ts';
import { audited } from '../audit/index.ts';
import type { StaffMember, Permission } from '../staff/index.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { settings } from '../../settings.ts';
import { effectiveStatus } from './activation.ts';
import { adjustCard, blockCard, unblockCard, type CardChange, type CardRefusal } from './card-actions.ts';
import type { Giftcard, LedgerEntry } from './core.ts';
import { cardByNumber, ledgerOf } from './ledger.ts';
import { isValidCardNumber } from './numbers.ts';

type CardView = { card: Giftcard | null; ledger: LedgerEntry[]; errors: ErrorItem[] };

const AdminCardRef = adminBuilder.objectRef<Giftcard>('AdminCard').implement({
  description: 'A card of the shop as staff see it: never its PIN.',
  fields: (t) => ({
    number: t.exposeString('number'),
    programme: t.exposeString('programme'),
    storeId: t.exposeInt('storeId'),
    status: t.string({ description: 'blank, active, blocked or expired (an expiry passed counts)', resolve: (c) => effectiveStatus(c, new Date()) }),
    balanceCents: t.exposeInt('balanceCents'),
    currency: t.exposeString('currency'),
    expiresAt: t.string({ resolve: (c) => c.expiresAt.toISOString() }),
    issuedAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
  }),
});

const LedgerLineRef = adminBuilder.objectRef<LedgerEntry>('AdminLedgerLine').implement({
  fields: (t) => ({
    at: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    kind: t.exposeString('kind'),
    amountCents: t.exposeInt('amountCents'),
    balanceAfterCents: t.exposeInt('balanceAfterCents'),
    reason: t.exposeString('reason', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true }),
  }),
});

const CardViewRef = adminBuilder.objectRef<CardView>('AdminCardView').implement({
  fields: (t) => ({
    card: t.field({ type: AdminCardRef, nullable: true, resolve: (v) => v.card }),
    ledger: t.field({ type: [LedgerLineRef], description: 'Oldest first.', resolve: (v) => v.ledger }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const refusalCodes: Record<CardRefusal, number> = {
  already_blocked: errorCodes.STAFF_CARD_ALREADY_BLOCKED,
  not_blocked: errorCodes.STAFF_CARD_NOT_BLOCKED,
  insufficient: errorCodes.STAFF_CARD_INSUFFICIENT_BALANCE,
  above_maximum: errorCodes.STAFF_CARD_ABOVE_MAXIMUM,
  not_adjustable: errorCodes.STAFF_CARD_NOT_ADJUSTABLE,
};

const refused = (errors: ErrorItem[]): CardView => ({ card: null, ledger: [], errors });

async function find(db: Executor, staff: StaffMember, typed: string): Promise<Giftcard | ErrorItem> {
  const number = typed.replace(/\s/g, '');
  if (!isValidCardNumber(number)) return staffError(staff, errorCodes.VALIDATION, 'number');
  return (await cardByNumber(db, number)) ?? staffError(staff, errorCodes.CARD_UNKNOWN_NUMBER, 'number');
}

async function view(db: Executor, card: Giftcard): Promise<CardView> {
  return { card, ledger: await ledgerOf(db, card.id), errors: [] };
}

const snapshot = (c: Giftcard) => ({ status: c.status, balanceCents: c.balanceCents, currency: c.currency });

type Action = { name: string; permission: Permission; act: (tx: Executor, card: Giftcard, reason: string, staff: StaffMember) => Promise<CardChange> };

/** A card change: role, reason, the card, the change and its audit row in one transaction. */
async function change(context: AdminContext, number: string, reasonText: string, action: Action): Promise<CardView> {
  const who = await staffWith(context, action.permission);
  if (!who.ok) return refused([who.error]);
  const reason = reasonText.trim();
  if (!reason || reason.length > 500) return refused([staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')]);
  return audited(context.db, who.staff, async (tx) => {
    const card = await find(tx, who.staff, number);
    if (!('id' in card)) return { result: refused([card]), audit: null };
    const done = await action.act(tx, card, reason, who.staff);
    if (!done.ok) return { result: refused([staffError(who.staff, refusalCodes[done.refusal])]), audit: null };
    const audit = { action: action.name, target: `card:${card.number}`, before: snapshot(done.before), after: snapshot(done.after), reason };
    return { result: await view(tx, done.after), audit };
  });
}

adminBuilder.queryField('card', (t) =>
  t.field({
    type: CardViewRef,
    description: 'A card by its number, with its ledger.',
    args: { number: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'cards.read');
      if (!who.ok) return refused([who.error]);
      const card = await find(context.db, who.staff, args.number.slice(0, 40));
      return 'id' in card ? view(context.db, card) : refused([card]);
    },
  }),
);

const reasonArg = { description: 'Why: kept in the ledger and the audit log.' };

adminBuilder.mutationField('blockCard', (t) =>
  t.field({
    type: CardViewRef,
    args: { number: t.arg.string({ required: true }), reason: t.arg.string({ required: true, ...reasonArg }) },
    resolve: (_root, args, context) => change(context, args.number, args.reason, { name: 'card.block', permission: 'cards.block', act: blockCard }),
  }),
);

adminBuilder.mutationField('unblockCard', (t) =>
  t.field({
    type: CardViewRef,
    args: { number: t.arg.string({ required: true }), reason: t.arg.string({ required: true, ...reasonArg }) },
    resolve: (_root, args, context) => change(context, args.number, args.reason, { name: 'card.unblock', permission: 'cards.block', act: unblockCard }),
  }),
);

adminBuilder.mutationField('adjustCard', (t) =>
  t.field({
    type: CardViewRef,
    description: 'Puts money on the card (a positive amount) or takes it off (negative), with a reason.',
    args: {
      number: t.arg.string({ required: true }),
      amountCents: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true, ...reasonArg }),
    },
    resolve: async (_root, args, context) => {
      const amount = args.amountCents;
      if (amount === 0 || Math.abs(amount) > settings().maxCardValueCents) {
        const who = await staffWith(context, 'cards.adjust');
        return refused([who.ok ? staffError(who.staff, errorCodes.VALIDATION, 'amountCents') : who.error]);
      }
      return change(context, args.number, args.reason, {
        name: 'card.adjust',
        permission: 'cards.adjust',
        act: (tx, card, reason, staff) => adjustCard(tx, card, amount, reason, `staff:${staff.email}`),
      });
    },
  }),
);
