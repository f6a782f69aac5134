import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { credit } from '../giftcards/index.ts';
import { copyToNewRedeemBasket, registerFlowHooks, type Order } from '../orders/index.ts';
import { redeemDebits, redeemSessions } from './tables.ts';

/**
 * Gives a canceled redeem order's balance back, exactly once: the debit row flips to refunded in
 * the same transaction as the credit, and the credit's idempotency key is the arbiter besides.
 */
export async function refundRedeemOrder(tx: Tx, orderId: number, reason = 'extra payment not completed'): Promise<number> {
  const open = await tx
    .update(redeemDebits)
    .set({ refunded: true })
    .where(and(eq(redeemDebits.orderId, orderId), eq(redeemDebits.refunded, false)))
    .returning();
  let refunded = 0;
  for (const d of open) {
    await credit(tx, {
      giftcardId: d.giftcardId,
      amountCents: d.amountCents,
      idempotencyKey: `redeem-refund:${orderId}:${d.giftcardId}`,
      kind: 'refund',
      reason,
      reference: `order:${orderId}`,
    });
    refunded += d.amountCents;
  }
  return refunded;
}

/** The holder's packages come back in a new redeem basket of the same session, to try again. */
async function restoreBasket(tx: Tx, order: Order): Promise<void> {
  const [session] = await tx.select().from(redeemSessions).where(eq(redeemSessions.orderUuid, order.uuid));
  if (!session) return;
  const uuid = await copyToNewRedeemBasket(tx, order);
  await tx.update(redeemSessions).set({ orderUuid: uuid }).where(eq(redeemSessions.id, session.id));
}

registerFlowHooks('redeem', {
  async canceled(tx, order) {
    await refundRedeemOrder(tx, order.id);
    await restoreBasket(tx, order);
  },
  // Refunded by staff: the balance goes back on the holder's cards; no basket comes back.
  refunded: (tx, order, reason) => refundRedeemOrder(tx, order.id, `refund of order ${order.number}: ${reason}`),
});
