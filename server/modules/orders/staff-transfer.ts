import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { latestPayment, paymentProvider, refreshPayment } from '../payments/index.ts';
import { StaffRefusal, type Audit, type StaffActor } from '../../staff-action.ts';
import { applyPayment } from './payment-outcome.ts';
import { lockPlacedOrder } from './staff-refund.ts';
import * as t from './tables.ts';

// A bank transfer's money arrived and finance says so. The provider records the payment paid
// (through the port), and the shop reads the provider's status back and applies it exactly as the
// paid webhook would (`applyPayment`): the order completes, its cards are scheduled with their
// delivery job, the "payment received" e-mail is queued, all in this one transaction under the
// order's lock. The provider's own webhook, arriving later, finds the order completed and does nothing.

export type TransferReceived = { orderId: number; orderNumber: string | null; orderStatus: string };

/**
 * Marks the bank transfer of a pending order received. Refused: no such order; not pending (a
 * second call: `not-pending`); its payment is not a bank transfer waiting for its money; the
 * provider does not take such word from the shop.
 */
export async function markTransferReceived(db: Db, staff: StaffActor, audit: Audit, input: { orderId: number }, now = new Date()): Promise<TransferReceived> {
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    if (order.status !== 'pending') throw new StaffRefusal('not-pending', `order ${order.number} is ${order.status}, not waiting for its transfer`);
    const payment = await latestPayment(tx, order.id);
    // 'open' too: the provider's "pending" webhook may not have arrived; the provider decides.
    if (!payment?.providerRef || payment.method !== 'bank_transfer' || !['open', 'pending'].includes(payment.status))
      throw new StaffRefusal('not-a-waiting-transfer', `order ${order.number}'s payment is not a bank transfer waiting for its money`);
    const provider = paymentProvider(db, order.storeId, payment.provider);
    const port = provider.within?.(tx) ?? provider;
    if (!port.confirmBankTransfer) throw new StaffRefusal('provider-sees-transfers', 'the payment provider records transfers itself');
    if (!(await port.confirmBankTransfer(payment.providerRef)))
      throw new StaffRefusal('not-a-waiting-transfer', `the provider does not show order ${order.number}'s transfer as waiting`);
    const refreshed = await refreshPayment(tx, provider, payment.providerRef);
    if (refreshed?.status !== 'paid') throw new Error(`the provider confirmed the transfer of order ${order.number} but shows it ${refreshed?.status}`);
    const done = await applyPayment(db, tx, refreshed, now, order);
    const [after] = await tx.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, order.id));
    const orderStatus = after?.status ?? order.status;
    await audit(tx, {
      action: 'order.transfer-received',
      target: `order:${order.number}`,
      before: { status: order.status, payment: payment.status },
      after: { status: orderStatus, payment: 'paid', outcome: done },
      reason: staff.reason,
    });
    return { orderId: order.id, orderNumber: order.number, orderStatus };
  });
}
