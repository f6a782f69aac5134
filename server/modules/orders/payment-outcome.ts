import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  latestPayment,
  acceptPaymentEvent,
  type PaymentProvider,
  refusedAsFraud,
  type LockOwner,
  type RefreshedPayment,
  type WebhookEvent,
} from '../payments/index.ts';
import { dispatchDate, releaseCodes, scheduleDigitalDeliveries } from '../fulfilment/index.ts';
import { recordDonations } from '../donations/index.ts';
import { OutOfStock, reserveStock } from './placement.ts';
import { askAboutLatest, reconcileLatest } from './reconcile.ts';
import { queueEmail } from '../notifications/index.ts';
import { contextForOrder, storeOfOrder } from './context.ts';
import { orderConfirmationSent, sendBankTransferInstructions, sendOrderConfirmation, sendPaymentReceived } from './emails.ts';
import { orderView, type OrderView } from './view.ts';
import type { Order } from './basket.ts';
import { flowHooks } from './flow-hooks.ts';
import * as t from './tables.ts';
import { INVOICE_JOB } from './invoices.ts';
import { enqueue } from '../../jobs/queue.ts';
import { must } from '../../../common/must.ts';
import { alertDispute } from './dispute-alert.ts';
import { holdCardsForDispute } from './dispute-cards.ts';

/**
 * A payment webhook's effect on its order, in the event's transaction: the provider's status (re-read,
 * never the event's claim) decides. Paid completes the order and schedules its cards exactly once;
 * failed or canceled give the codes back (the order stays open for a retry); expired cancels it, and
 * so does a payment refused as suspected fraud (2039: no retry).
 */
export async function handlePaymentEvent(db: Db, event: WebhookEvent, provider: PaymentProvider, now = new Date()): Promise<void> {
  await acceptPaymentEvent(
    db,
    provider,
    event,
    async (tx, payment, order, dispute) => {
      await applyPayment(db, tx, payment, now, order);
      if (dispute && order) await alertDispute(tx, order, dispute, provider.name, await holdCardsForDispute(tx, order, dispute));
    },
    lockOrder,
  );
}

/** The order first, then its payment: the order of locks of every path (expiry, sweep, webhook). */
const lockOrder: LockOwner<Order> = async (tx, orderId) => {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  return order;
};

/**
 * What the provider's status means for the order, under the order's lock (`locked`: the row the
 * caller locked in this transaction; else it is locked here). Returns whether the order moved
 * (completed, canceled, codes released), for the reconciliation's record.
 */
export async function applyPayment(db: Db, tx: Tx, payment: RefreshedPayment, now: Date, locked?: Order): Promise<string | null> {
  const order = locked?.id === payment.orderId ? locked : (await tx.select().from(t.orders).where(eq(t.orders.id, payment.orderId)).for('update'))[0];
  if (!order || order.status === 'completed') return null;
  // Only a failure or an expiry asks whether this payment is the order's latest attempt.
  const isLatest = async () => (await latestPayment(tx, order.id))?.id === payment.paymentId;
  switch (payment.status) {
    case 'paid':
      if (order.status === 'canceled') {
        // A redeem order, or one refused as suspected fraud, is never revived by a late payment: the money goes back.
        if (order.flow === 'redeem' || (await refusedAsFraud(tx, order.id))) {
          await askOperatorsToRefund(tx, order);
          return 'refund-asked';
        }
        if (!(await revive(db, tx, order))) return 'refund-asked';
      }
      return (await complete(db, tx, order, now)) ? 'completed' : 'refund-asked';
    case 'pending':
      if (order.status === 'pending' && payment.method === 'bank_transfer' && payment.previousStatus !== 'pending') {
        const ctx = contextForOrder(db, order);
        const view = await orderView(ctx, order, tx);
        // The provider took the order's bank transfer: the order is confirmed, and how to pay follows.
        await sendOrderConfirmation(tx, ctx, view);
        await sendBankTransferInstructions(tx, ctx, view, payment.transfer);
      }
      return null;
    case 'failed':
    case 'canceled':
      if (order.status !== 'pending') return null;
      // Suspected fraud refuses the order, whichever attempt it was: canceled, its codes back at once.
      if (payment.status === 'failed' && payment.failureReason === 'fraud') {
        await cancel(tx, order, now);
        return 'canceled';
      }
      if (!(await isLatest())) return null;
      // A redeem order is not retried: its balance goes back and its packages to a new redeem basket.
      if (order.flow === 'redeem') {
        await cancel(tx, order, now);
        return 'canceled';
      }
      await releaseCodes(tx, order.id);
      await tx.update(t.orders).set({ stockHeldUntil: null, updatedAt: now }).where(eq(t.orders.id, order.id));
      return 'codes-released';
    case 'expired':
      if (order.status !== 'pending' || !(await isLatest())) return null;
      await cancel(tx, order, now);
      return 'canceled';
    default:
      return null;
  }
}

/**
 * Completes a paid order: its codes (reserved again when its hold was released; when they are gone,
 * the order cannot be fulfilled and a refund is asked for), dispatch dates, deliveries scheduled
 * with their jobs, donations recorded, the e-mail. All in the caller's transaction. False when
 * the order could not be completed.
 */
export async function complete(db: Db, tx: Tx, order: Order, now: Date): Promise<boolean> {
  const ctx = contextForOrder(db, order);
  // The lines and shipments are frozen since placement (decision 017): read once, under the lock.
  const placed = await orderView(ctx, order, tx);
  if (!(await restock(tx, placed))) {
    await tx.update(t.orders).set({ status: 'canceled', canceledAt: now, updatedAt: now, stockHeldUntil: null }).where(eq(t.orders.id, order.id));
    await releaseCodes(tx, order.id);
    await askOperatorsToRefund(tx, order);
    return false;
  }
  const shipDay = dispatchDate(now, ctx.store);
  const physical = placed.shipments.some((s) => s.kind === 'physical');
  if (physical)
    await tx
      .update(t.shipments)
      .set({ dispatchDate: shipDay })
      .where(and(eq(t.shipments.orderId, order.id), eq(t.shipments.kind, 'physical')));
  const [done] = await tx
    .update(t.orders)
    .set({ status: 'completed', paidAt: now, updatedAt: now, stockHeldUntil: null })
    .where(eq(t.orders.id, order.id))
    .returning();
  // The view as it now is: the order completed, its physical shipments dated.
  const view: OrderView = {
    ...placed,
    order: must(done, 'the order is locked in this transaction'),
    shipments: placed.shipments.map((s) => (s.kind === 'physical' ? { ...s, dispatchDate: shipDay } : s)),
  };
  const digital = view.packages
    .filter((p) => p.kind === 'digital')
    .map((p) => {
      const s = view.shipments.find((x) => x.tag === p.shipmentTag);
      return { packageId: p.id, deliverAt: s?.deliverAt && s.deliverAt > now ? s.deliverAt : now };
    });
  await recordDonations(tx, view, now);
  // One e-mail confirms the order when it is paid; a bank transfer's order was confirmed when the
  // provider took the transfer, and now hears that the money arrived. Nothing is sent at placement:
  // a payment that then fails confirmed nothing (issue 16).
  if (await confirmedBefore(tx, order)) await sendPaymentReceived(tx, ctx, view);
  else await sendOrderConfirmation(tx, ctx, view);
  // The cards due at once go out with it (written after the confirmation, so sent after it).
  await scheduleDigitalDeliveries(db, tx, order.id, digital, now);
  // The invoice is made right after, by its own job in its own short transaction (decision 046):
  // taken here, the storefront's counter row stayed locked until this commit, and under a burst of
  // webhooks every completion of the storefront queued behind it.
  await enqueue(tx, INVOICE_JOB, { orderId: order.id });
  return true;
}

/** Whether the order's confirmation went out before it was paid (only a bank transfer's does). */
async function confirmedBefore(tx: Tx, order: Order): Promise<boolean> {
  if (order.paymentMethod === 'invoice') return true; // "order accepted", with its invoice, is its confirmation
  if (order.paymentMethod !== 'bank_transfer') return false;
  return orderConfirmationSent(tx, order.id);
}

/** Reserves what the order's packages lack; false when the stock is gone. */
async function restock(tx: Tx, view: OrderView | Promise<OrderView>): Promise<boolean> {
  try {
    await reserveStock(tx, await view);
    return true;
  } catch (err) {
    if (err instanceof OutOfStock) return false;
    throw err;
  }
}

/** A late success for an order that had expired: it lives again when its codes can be reserved again. */
async function revive(db: Db, tx: Tx, order: Order): Promise<boolean> {
  if (await restock(tx, orderView(contextForOrder(db, order), order, tx))) return true;
  await askOperatorsToRefund(tx, order);
  return false;
}

async function askOperatorsToRefund(tx: Tx, order: Order) {
  const text = `L'ordine ${order.number} è stato pagato dopo la scadenza e non può più essere evaso. Rimborsare il cliente.`;
  await queueEmail(tx, {
    kind: 'late-payment-unfulfilled',
    to: storeOfOrder(order).operatorEmail,
    subject: `Pagamento tardivo da rimborsare: ordine ${order.number}`,
    text,
    html: `<p>${text}</p>`,
    orderId: order.id,
  });
}

/**
 * The provider would not open the payment of an order whose flow has no retry (a redeem order's
 * extra): the order is canceled as a failed payment's would be, what the flow took given back.
 */
export async function cancelUnpayableOrder(db: Db, orderId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.status, 'pending')))
      .for('update');
    if (order) await cancel(tx, order, now);
  });
}

export async function cancel(tx: Tx, order: Order, now: Date) {
  await tx.update(t.orders).set({ status: 'canceled', canceledAt: now, updatedAt: now, stockHeldUntil: null }).where(eq(t.orders.id, order.id));
  await releaseCodes(tx, order.id);
  await flowHooks(order.flow)?.canceled(tx, order);
}

/**
 * Pending orders whose payment window has passed (a job, every minute). The provider is asked
 * first: an order it shows as paid is completed, not canceled (and the reconciliation says so).
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: t.orders.id, storeId: t.orders.storeId })
    .from(t.orders)
    .where(and(eq(t.orders.status, 'pending'), lt(t.orders.expiresAt, now)))
    .limit(500);
  let expired = 0;
  for (const { id, storeId } of due) {
    // The provider is asked before the order is locked (its answer is checked again under the lock).
    const read = await askAboutLatest(db, { id, storeId });
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.id, id), eq(t.orders.status, 'pending')))
        .for('update');
      if (!order) return;
      const moved = await reconcileLatest(db, tx, order, 'expiry', now, read);
      if (moved === 'completed' || moved === 'canceled' || moved === 'refund-asked') return;
      const [still] = await tx.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, id));
      if (still?.status !== 'pending') return;
      await cancel(tx, order, now);
      expired++;
    });
  }
  return expired;
}
