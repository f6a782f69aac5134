import { assertSameOperation, entryByKey, type CardStatus, type Giftcard } from './core.ts';
import type { Executor } from '../../db/client.ts';
import { cardTimeZone, expiryAfterMonths } from './issue.ts';
import { applyChange, cardById } from './ledger.ts';

// Blank cards are sold empty (shelf stock); activation gives one its activationValueCents and
// starts its validity, so a card that waited on a shelf still has its full 24 months.

export const ACTIVATED_VALID_MONTHS = 24;

type ActivateInput = { giftcardId: number; idempotencyKey: string; reason?: string; reference?: string };
type ActivateResult = { ok: true; balanceCents: number } | { ok: false; reason: 'not_blank' | 'no_value' };

/**
 * Blank → active with a credit of kind 'activate' of the card's activationValueCents, in one
 * transaction. Replaying the key gives the first answer; a card that is not blank (activated under
 * another key, blocked, a choice card) gives 'not_blank'; a blank card without a value 'no_value'.
 */
async function replayOf(tx: Executor, input: ActivateInput): Promise<ActivateResult | null> {
  const earlier = await entryByKey(tx, input.idempotencyKey);
  if (!earlier) return null;
  assertSameOperation(earlier, input.giftcardId, 'activate', earlier.amountCents);
  return { ok: true, balanceCents: earlier.balanceAfterCents };
}

export async function activateCard(tx: Executor, input: ActivateInput, now = new Date()): Promise<ActivateResult> {
  const replay = await replayOf(tx, input);
  if (replay) return replay;
  const card = await cardById(tx, input.giftcardId);
  if (!card) throw new Error(`no gift card ${input.giftcardId}`);
  // A card no longer blank may have been activated a moment ago under this very key (a racing replay).
  if (card.status !== 'blank') return (await replayOf(tx, input)) ?? { ok: false, reason: 'not_blank' };
  if (!card.activationValueCents) return { ok: false, reason: 'no_value' };
  const result = await applyChange(tx, {
    giftcardId: card.id,
    deltaCents: card.activationValueCents,
    kind: 'activate',
    idempotencyKey: input.idempotencyKey,
    reason: input.reason,
    reference: input.reference,
    from: ['blank'],
    toStatus: 'active',
    ignoreExpiry: true,
    expiresAt: expiryAfterMonths(ACTIVATED_VALID_MONTHS, now, cardTimeZone(card.storeId)),
  });
  return result.ok ? result : ((await replayOf(tx, input)) ?? { ok: false, reason: 'not_blank' });
}

/**
 * The status a customer meets: an active card past its expiry is 'expired' even before a job marks
 * the row. Blank and blocked cards keep their status (a blank card's validity starts at activation).
 */
export function effectiveStatus(card: Pick<Giftcard, 'status' | 'expiresAt'>, now = new Date()): CardStatus {
  const status = card.status as CardStatus;
  return status === 'active' && card.expiresAt.getTime() < now.getTime() ? 'expired' : status;
}
