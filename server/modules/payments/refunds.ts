import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentEvents, paymentRefunds, paymentReconciliations, type payments } from './tables.ts';

// Refunds: the shop asks the provider (through the port) and records what it gave back, one row
// per order and scope ('order', or 'package:<id>'). The provider is asked with a key made of the
// same order and scope, so asking twice (a retry after a crash, two members of staff at once)
// gives back the money once: the provider answers the second time with the first refund, and the
// unique index on (order, scope) refuses the second row.

export type RefundRecord = typeof paymentRefunds.$inferSelect;

export type RefundInput = {
  payment: Pick<typeof payments.$inferSelect, 'id' | 'orderId' | 'providerRef' | 'provider'>;
  scope: string;
  packageId: number | null;
  amountCents: number;
  staffId: string;
  reason: string | null;
};

/** What is already given back of an order, in cents. */
export async function refundedCents(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId));
  return row?.cents ?? 0;
}

/** The order's refunds, oldest first. */
export async function refundsOfOrder(db: Executor, orderId: number): Promise<RefundRecord[]> {
  return db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/**
 * Refunds through the provider and records it, in the caller's transaction (which holds the order's
 * lock). Null when this scope of the order was refunded already. Throws RefundRefused when the
 * provider refuses.
 */
export async function refundPayment(tx: Tx, provider: PaymentProvider, input: RefundInput): Promise<RefundRecord | null> {
  const { payment, scope } = input;
  if (!payment.providerRef) throw new Error('a payment the provider never opened cannot be refunded');
  const [already] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, payment.orderId), eq(paymentRefunds.scope, scope)));
  if (already) return null;
  const done = await (provider.within?.(tx) ?? provider).refund(payment.providerRef, {
    amountCents: input.amountCents,
    idempotencyKey: `order:${payment.orderId}:${scope}`,
  });
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      orderId: payment.orderId,
      paymentId: payment.id,
      packageId: input.packageId,
      scope,
      amountCents: done.amountCents,
      providerRef: done.ref,
      staffId: input.staffId,
      reason: input.reason,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The webhook events the shop accepted for these provider references, oldest first. */
export async function eventsOfRefs(db: Executor, refs: string[]): Promise<(typeof paymentEvents.$inferSelect)[]> {
  if (!refs.length) return [];
  return db.select().from(paymentEvents).where(inArray(paymentEvents.providerRef, refs)).orderBy(asc(paymentEvents.receivedAt));
}

/** What the reconciliation did to one order, oldest first. */
export async function reconciliationsOfOrder(db: Executor, orderId: number): Promise<(typeof paymentReconciliations.$inferSelect)[]> {
  return db.select().from(paymentReconciliations).where(eq(paymentReconciliations.orderId, orderId)).orderBy(asc(paymentReconciliations.createdAt));
}

/** One refund by its id, or null. */
export async function refundById(db: Executor, id: number): Promise<RefundRecord | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}
