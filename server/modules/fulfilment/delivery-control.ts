import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { DELIVERY_JOB } from './delivery.ts';
import { codeStock, digitalDeliveries } from './tables.ts';

// What staff may do to deliveries: stop a refunded package's (its codes not yet sent go back to
// stock), send one again through the delivery job, and read them for an order's timeline.

export type DeliveryRecord = typeof digitalDeliveries.$inferSelect;

/**
 * A package is refunded: its deliveries not sent yet are canceled and its codes not delivered go
 * back to stock. Codes already delivered stay delivered (the receiver has them). In the caller's transaction.
 */
export async function stopPackage(tx: Tx, packageId: number): Promise<{ deliveriesStopped: number; codesReleased: number }> {
  const stopped = await tx
    .update(digitalDeliveries)
    .set({ status: 'canceled' })
    .where(and(eq(digitalDeliveries.packageId, packageId), inArray(digitalDeliveries.status, ['scheduled', 'needs-attention'])))
    .returning({ id: digitalDeliveries.id });
  const freed = await tx
    .update(codeStock)
    .set({ orderId: null, packageId: null, reservedAt: null })
    .where(and(eq(codeStock.packageId, packageId), isNull(codeStock.deliveredAt)))
    .returning({ id: codeStock.id });
  return { deliveriesStopped: stopped.length, codesReleased: freed.length };
}

/** One delivery, locked (the caller's transaction). */
export async function lockDelivery(tx: Tx, deliveryId: number): Promise<DeliveryRecord | null> {
  const [row] = await tx.select().from(digitalDeliveries).where(eq(digitalDeliveries.id, deliveryId)).for('update');
  return row ?? null;
}

/**
 * Sends a delivery that was not sent (it needed attention, or waits for a later moment) now: it is
 * scheduled again and the delivery job is asked for, in the caller's transaction. The job sends it once.
 */
export async function deliverAgainNow(tx: Tx, delivery: DeliveryRecord, now: Date): Promise<void> {
  const update = tx
    .update(digitalDeliveries)
    .set({ status: 'scheduled', deliverAt: now })
    .where(eq(digitalDeliveries.id, delivery.id))
    .returning({ id: digitalDeliveries.id });
  await enqueue(tx, DELIVERY_JOB, { orderId: delivery.orderId }, {}, update);
}

/** An order's deliveries, oldest first. */
export async function deliveriesOfOrder(db: Executor, orderId: number): Promise<DeliveryRecord[]> {
  return db.select().from(digitalDeliveries).where(eq(digitalDeliveries.orderId, orderId)).orderBy(asc(digitalDeliveries.deliverAt), asc(digitalDeliveries.id));
}

/** The order a third-party code was reserved for or delivered in, if any. */
export async function orderOfCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ orderId: codeStock.orderId }).from(codeStock).where(eq(codeStock.code, code));
  return row?.orderId ?? null;
}

/** Deliveries not sent that were due before `before` (stuck, or needing attention), oldest first. */
export async function overdueDeliveries(db: Executor, before: Date, limit = 200): Promise<DeliveryRecord[]> {
  return db
    .select()
    .from(digitalDeliveries)
    .where(and(inArray(digitalDeliveries.status, ['scheduled', 'needs-attention']), lt(digitalDeliveries.deliverAt, before)))
    .orderBy(asc(digitalDeliveries.deliverAt))
    .limit(limit);
}
