import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { acceptPaymentEvent, paymentProvider, type RefreshedPayment, type WebhookEvent } from '../payments/index.ts';
import { latestPayment } from '../payments/service.ts';
import { dispatchDate } from '../fulfilment/working-days.ts';
import { isStockBacked, releaseCodes, reserveCodes } from '../fulfilment/stock.ts';
import { scheduleDigitalDeliveries, DELIVERY_JOB } from '../fulfilment/delivery.ts';
import { queueEmail } from '../notifications/service.ts';
import { contextForOrder } from './context.ts';
import { sendBankTransferInstructions, sendPaymentReceived } from './emails.ts';
import { orderView } from './view.ts';
import type { Order } from './basket.ts';
import { flowHooks } from './flow-hooks.ts';
import * as t from './tables.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Effect = { deliveries: Date[] };

/**
 * A payment webhook's effect on its order, in the event's transaction: the provider's status (re-read,
 * never the event's claim) decides. Paid completes the order and schedules its cards exactly once;
 * failed or canceled give the codes back (the order stays open for a retry); expired cancels it.
 */
export async function handlePaymentEvent(db: Db, event: WebhookEvent, now = new Date()): Promise<void> {
  const effect: Effect = { deliveries: [] };
  await acceptPaymentEvent(db, paymentProvider(db), event, (tx, payment) => applyPayment(db, tx as Tx, payment, effect, now));
  for (const at of effect.deliveries) await enqueue(DELIVERY_JOB, {}, { startAfter: at > now ? at : undefined });
}

async function applyPayment(db: Db, tx: Tx, payment: RefreshedPayment, effect: Effect, now: Date) {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, payment.orderId)).for('update');
  if (!order || order.status === 'completed') return;
  const latest = await latestPayment(tx, order.id);
  const isLatest = latest?.id === payment.paymentId;
  switch (payment.status) {
    case 'paid':
      if (order.status === 'canceled' && (order.flow === 'redeem' || !(await revive(db, tx, order)))) {
        if (order.flow === 'redeem') await askOperatorsToRefund(tx, order);
        return;
      }
      await complete(db, tx, order, effect, now);
      return;
    case 'pending':
      if (order.status === 'pending' && payment.method === 'bank_transfer' && payment.previousStatus !== 'pending') {
        const ctx = contextForOrder(db, order);
        await sendBankTransferInstructions(tx, ctx, await orderView(ctx, order, tx as unknown as Db));
      }
      return;
    case 'failed': case 'canceled':
      // A redeem order is not retried: its balance goes back and its packages to a new redeem basket.
      if (order.status === 'pending' && isLatest && order.flow === 'redeem') await cancel(tx, order, now);
      else if (order.status === 'pending' && isLatest) await releaseCodes(tx, order.id);
      return;
    case 'expired':
      if (order.status === 'pending' && isLatest) await cancel(tx, order, now);
      return;
    default:
  }
}

/** Completes a paid order: dispatch dates, deliveries scheduled, the e-mail. Effect collects delivery times to enqueue after commit. */
export async function complete(db: Db, tx: Tx, order: Order, effect: Effect, now: Date) {
  const ctx = contextForOrder(db, order);
  const shipDay = dispatchDate(now);
  await tx.update(t.shipments).set({ dispatchDate: shipDay }).where(and(eq(t.shipments.orderId, order.id), eq(t.shipments.kind, 'physical')));
  const [done] = await tx.update(t.orders).set({ status: 'completed', paidAt: now, updatedAt: now }).where(eq(t.orders.id, order.id)).returning();
  const view = await orderView(ctx, done, tx as unknown as Db);
  const digital = view.packages.filter((p) => p.kind === 'digital').map((p) => {
    const s = view.shipments.find((x) => x.tag === p.shipmentTag);
    return { orderId: order.id, packageId: p.id, deliverAt: s?.deliverAt && s.deliverAt > now ? s.deliverAt : now };
  });
  await scheduleDigitalDeliveries(tx, digital);
  effect.deliveries.push(...new Set(digital.map((d) => d.deliverAt)));
  await sendPaymentReceived(tx, ctx, view);
}

/** A late success for an order that had expired: it lives again when its codes can be reserved again. */
async function revive(db: Db, tx: Tx, order: Order): Promise<boolean> {
  const ctx = contextForOrder(db, order);
  const view = await orderView(ctx, order, tx as unknown as Db);
  for (const p of view.packages) {
    if (!isStockBacked(p.product, p.kind as 'digital' | 'physical')) continue;
    if (!(await reserveCodes(tx, { variationId: p.variationId, orderId: order.id, packageId: p.id, quantity: p.quantity }))) {
      await askOperatorsToRefund(tx, order);
      return false;
    }
  }
  return true;
}

async function askOperatorsToRefund(tx: Tx, order: Order) {
  const text = `L'ordine ${order.number} è stato pagato dopo la scadenza e non può più essere evaso. Rimborsare il cliente.`;
  await queueEmail(tx, { kind: 'late-payment-unfulfilled', to: 'ordini@donami.it', subject: `Pagamento tardivo da rimborsare: ordine ${order.number}`, text, html: `<p>${text}</p>`, orderId: order.id });
}

async function cancel(tx: Tx, order: Order, now: Date) {
  await tx.update(t.orders).set({ status: 'canceled', canceledAt: now, updatedAt: now }).where(eq(t.orders.id, order.id));
  await releaseCodes(tx, order.id);
  await flowHooks(order.flow)?.canceled(tx, order);
}

/** Pending orders whose payment window has passed are canceled and their codes go back (a job, every minute). */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.status, 'pending'), lt(t.orders.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(t.orders).where(and(eq(t.orders.id, id), eq(t.orders.status, 'pending'))).for('update');
      if (!order) return;
      const latest = await latestPayment(tx, id);
      if (latest && ['paid'].includes(latest.status)) return;
      await cancel(tx, order, now);
      expired++;
    });
  }
  return expired;
}

