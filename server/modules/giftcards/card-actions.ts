import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../settings.ts';
import type { CardStatus, Giftcard } from './core.ts';
import { cardById, credit, debit, ledgerOf, setStatus } from './ledger.ts';

// The operators' changes to a card: block, unblock, adjust. One set of rules for both doors, the
// `npm run cards` command (operator.ts) and the back office (admin-graphql.ts). Each takes the card
// as read and returns the card after, or why it was refused; nothing is written on a refusal.

export type CardRefusal = 'already_blocked' | 'not_blocked' | 'insufficient' | 'above_maximum' | 'not_adjustable';
export type CardChange = { ok: true; before: Giftcard; after: Giftcard } | { ok: false; refusal: CardRefusal };

async function reread(tx: Executor, before: Giftcard): Promise<CardChange> {
  const after = await cardById(tx, before.id);
  if (!after) throw new Error(`no gift card ${before.id}`);
  return { ok: true, before, after };
}

export async function blockCard(tx: Executor, card: Giftcard, reason: string): Promise<CardChange> {
  if (card.status === 'blocked') return { ok: false, refusal: 'already_blocked' };
  await setStatus(tx, card.id, 'blocked', reason);
  return reread(tx, card);
}

/** Unblocking gives the card back the status it had before it was blocked (a blank card stays blank). */
export async function unblockCard(tx: Executor, card: Giftcard, reason: string): Promise<CardChange> {
  if (card.status !== 'blocked') return { ok: false, refusal: 'not_blocked' };
  const blocking = (await ledgerOf(tx, card.id)).findLast((e) => e.kind === 'status' && e.reference?.endsWith('->blocked'));
  const previous = (blocking?.reference?.split('->')[0] ?? 'active') as CardStatus;
  await setStatus(tx, card.id, previous, reason);
  return reread(tx, card);
}

/**
 * Unblocks a card only when its latest block was made for `cause` (the start of that block's reason):
 * a card blocked since for another reason, or never blocked, is left as it is. Returns whether it was unblocked.
 */
export async function liftBlock(tx: Executor, giftcardId: number, cause: string, reason: string): Promise<boolean> {
  const card = await cardById(tx, giftcardId);
  if (card?.status !== 'blocked') return false;
  const blocking = (await ledgerOf(tx, card.id)).findLast((e) => e.kind === 'status' && e.reference?.endsWith('->blocked'));
  if (!blocking?.reason?.startsWith(cause)) return false;
  return (await unblockCard(tx, card, reason)).ok;
}

/** Puts `amountCents` on the card (negative: takes it off), never below zero nor above MAX_CARD_VALUE_EUROS. */
export async function adjustCard(tx: Executor, card: Giftcard, amountCents: number, reason: string, reference: string): Promise<CardChange> {
  if (amountCents > 0 && card.balanceCents + amountCents > settings().maxCardValueCents) return { ok: false, refusal: 'above_maximum' };
  const change = {
    giftcardId: card.id,
    amountCents: Math.abs(amountCents),
    idempotencyKey: `operator:adjust:${randomUUID()}`,
    kind: 'adjust' as const,
    reason,
    reference,
  };
  const result = amountCents > 0 ? await credit(tx, change) : await debit(tx, change);
  if (!result.ok) return { ok: false, refusal: result.reason === 'insufficient' ? 'insufficient' : 'not_adjustable' };
  return reread(tx, card);
}
