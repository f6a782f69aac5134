import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { latestPayment, paymentReconciliations, payments, paymentProvider, readPayment, refreshPayment, type PaymentRead } from '../payments/index.ts';
import { applyPayment } from './payment-outcome.ts';
import type { Order } from './basket.ts';
import * as t from './tables.ts';

// Reconciliation (decision 017): webhooks get lost (a provider's outage, a process killed right
// after the provider's commit). The shop does not wait for them forever: it asks the provider
// about every pending order whose payment could have moved, and applies what it hears exactly
// as a webhook would. Every order this moved is recorded for the operators.

/** Orders placed at least this long ago are asked about (younger ones still expect their webhook). */
const QUIET_MS = 60_000;

/** The provider's word on the order's latest payment, asked before any lock; null when there is nothing to ask. */
export async function askAboutLatest(db: Db, order: Pick<Order, 'id' | 'storeId'>): Promise<PaymentRead | null> {
  const latest = await latestPayment(db, order.id);
  if (!latest?.providerRef || !['open', 'pending'].includes(latest.status)) return null;
  return readPayment(db, paymentProvider(db, order.storeId, latest.provider), latest.providerRef);
}

/**
 * Applies the provider's word on the order's latest payment (`read`, asked before the locks; asked
 * again under them if it is no longer the newest) under the order's lock (the caller holds it).
 * Returns what was done, or null.
 */
export async function reconcileLatest(
  db: Db,
  tx: Tx,
  order: Order,
  source: 'sweep' | 'expiry' | 'return',
  now: Date,
  read: PaymentRead | null,
): Promise<string | null> {
  const latest = await latestPayment(tx, order.id);
  if (!latest?.providerRef || !['open', 'pending'].includes(latest.status)) return null;
  const refreshed = await refreshPayment(tx, paymentProvider(db, order.storeId, latest.provider), latest.providerRef, read ?? undefined);
  if (!refreshed || refreshed.status === refreshed.previousStatus) return null;
  const action = await applyPayment(db, tx, refreshed, now);
  await tx
    .insert(paymentReconciliations)
    .values({ orderId: order.id, paymentId: refreshed.paymentId, providerStatus: refreshed.status, action: action ?? 'status-stored', source, createdAt: now });
  return action;
}

/** The sweep (a job, every minute): every pending order older than a minute whose payment is still open or pending in the shop's books. */
export async function reconcilePendingOrders(db: Db, now = new Date()): Promise<number> {
  const candidates = await db
    .selectDistinct({ id: t.orders.id, storeId: t.orders.storeId })
    .from(t.orders)
    .innerJoin(payments, eq(payments.orderId, t.orders.id))
    .where(and(eq(t.orders.status, 'pending'), lt(t.orders.placedAt, new Date(now.getTime() - QUIET_MS)), inArray(payments.status, ['open', 'pending'])))
    .limit(500);
  let moved = 0;
  for (const candidate of candidates) {
    const read = await askAboutLatest(db, candidate);
    if (!read) continue;
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.id, candidate.id), eq(t.orders.status, 'pending')))
        .for('update', { skipLocked: true });
      return order ? reconcileLatest(db, tx, order, 'sweep', now, read) : null;
    });
    if (done) moved++;
  }
  return moved;
}

export type ReconciliationRow = typeof paymentReconciliations.$inferSelect & { orderNumber: string | null };

/** What the reconciliation had to do, newest first (the operators' list). */
export async function reconciliations(db: Db, since: Date): Promise<ReconciliationRow[]> {
  return db
    .select({
      id: paymentReconciliations.id,
      orderId: paymentReconciliations.orderId,
      paymentId: paymentReconciliations.paymentId,
      providerStatus: paymentReconciliations.providerStatus,
      action: paymentReconciliations.action,
      source: paymentReconciliations.source,
      createdAt: paymentReconciliations.createdAt,
      orderNumber: t.orders.number,
    })
    .from(paymentReconciliations)
    .leftJoin(t.orders, eq(t.orders.id, paymentReconciliations.orderId))
    .where(gte(paymentReconciliations.createdAt, since))
    .orderBy(desc(paymentReconciliations.createdAt));
}
