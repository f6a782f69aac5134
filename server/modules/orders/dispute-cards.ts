import type { Tx } from '../../db/client.ts';
import { cardsIssuedUnder, liftBlock, setStatus } from '../giftcards/index.ts';
import type { DisputeRecord } from '../payments/index.ts';
import type { Order } from './basket.ts';

// A payer's bank disputing an order's payment (a chargeback) often means the cards were bought with
// someone else's money, and a gift card's value is spent in minutes. While the dispute is open, the
// cards the order issued are blocked, so nothing more leaves them; a dispute the shop wins gives
// them back the status they had; a lost one leaves them blocked (the money went back to the payer).
// Only the dispute's own blocks are lifted: a card an operator blocked since for another reason
// stays blocked. Runs in the webhook's transaction, once per change of the dispute.

export type DisputeHold = { blocked: number; unblocked: number };

const causeOf = (dispute: DisputeRecord) => `dispute ${dispute.providerRef}`;

export async function holdCardsForDispute(tx: Tx, order: Order, dispute: DisputeRecord): Promise<DisputeHold> {
  const cards = await cardsIssuedUnder(tx, `order:${order.id}:`);
  const hold: DisputeHold = { blocked: 0, unblocked: 0 };
  const cause = causeOf(dispute);
  for (const card of cards) {
    if (dispute.status === 'won') {
      if (await liftBlock(tx, card.id, cause, `${cause} won: order ${order.number}`)) hold.unblocked++;
    } else if (card.status !== 'blocked') {
      await setStatus(tx, card.id, 'blocked', `${cause} ${dispute.status}: order ${order.number}`);
      hold.blocked++;
    }
  }
  return hold;
}
