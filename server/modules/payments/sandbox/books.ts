import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { enqueue } from '../../../jobs/queue.ts';
import { RefundRefused, type CreatePayment, type Executor, type FailureReason, type ProviderRefund, type ProviderStatus } from '../provider.ts';
import { sandboxEvents, sandboxPayments, sandboxRefunds } from '../tables.ts';
import { must } from '../../../../common/must.ts';

// The sandbox's own books: it plays the payment company. Every status change writes an event
// and, once its transaction has committed, queues the event's webhook delivery.

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxEvent = typeof sandboxEvents.$inferSelect;

/** Ways a real provider misbehaves, on demand: the shop must cope with each. */
export type Misbehaviour = {
  /** Deliver the same event twice. */
  duplicate?: boolean;
  /** Hold the delivery back this many seconds. */
  delaySeconds?: number;
  /** Also deliver an older-status event (earlier createdAt) after the final one. */
  outOfOrder?: boolean;
};

export const deliverQueue = 'psp-sandbox-deliver';
const deliveryRetries = 8;
const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function randomId(prefix: string): string {
  return prefix + Array.from({ length: 24 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export async function openSandboxPayment(db: Executor, p: CreatePayment, expiryMinutes: number, now = new Date()): Promise<SandboxPayment> {
  const [row] = await db
    .insert(sandboxPayments)
    .values({
      id: randomId('sbx_'),
      amountCents: p.amountCents,
      currency: p.currency,
      method: p.method,
      bank: p.bank,
      description: p.description,
      reference: p.reference,
      returnUrl: p.returnUrl,
      locale: p.locale,
      status: 'open',
      expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return must(row, 'an insert returns its row');
}

export async function findSandboxPayment(db: Executor, id: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

export async function eventsOf(db: Executor, paymentId: string): Promise<SandboxEvent[]> {
  return db.select().from(sandboxEvents).where(eq(sandboxEvents.paymentId, paymentId)).orderBy(sandboxEvents.createdAt, sandboxEvents.id);
}

/** The events of several payments, oldest first (the operator page's list). */
export async function eventsOfPayments(db: Executor, paymentIds: string[]): Promise<SandboxEvent[]> {
  if (!paymentIds.length) return [];
  return db.select().from(sandboxEvents).where(inArray(sandboxEvents.paymentId, paymentIds)).orderBy(sandboxEvents.createdAt, sandboxEvents.id);
}

export async function recentSandboxPayments(db: Executor, limit = 50): Promise<SandboxPayment[]> {
  return db.select().from(sandboxPayments).orderBy(desc(sandboxPayments.createdAt), desc(sandboxPayments.id)).limit(limit);
}

type Delivery = { eventId: string; startAfter?: Date };

async function insertEvent(tx: Executor, paymentId: string, status: ProviderStatus, createdAt: Date): Promise<string> {
  const id = randomId('evt_');
  const body = JSON.stringify({ id, type: 'payment.updated', data: { ref: paymentId, status }, createdAt: createdAt.toISOString() });
  await tx.insert(sandboxEvents).values({ id, paymentId, status, body, createdAt });
  return id;
}

async function recordChange(tx: Executor, row: SandboxPayment, m: Misbehaviour, now: Date): Promise<Delivery[]> {
  const eventId = await insertEvent(tx, row.id, row.status as ProviderStatus, now);
  const delayMs = Math.max(0, Math.min(m.delaySeconds ?? 0, 3600)) * 1000;
  const startAfter = delayMs > 0 ? new Date(now.getTime() + delayMs) : undefined;
  const deliveries: Delivery[] = [{ eventId, startAfter }];
  if (m.duplicate) deliveries.push({ eventId, startAfter });
  if (m.outOfOrder) {
    // A status the payment passed through earlier, stamped earlier, arriving later.
    const stale = await insertEvent(tx, row.id, row.status === 'pending' ? 'open' : 'pending', new Date(now.getTime() - 60_000));
    deliveries.push({ eventId: stale, startAfter: new Date(now.getTime() + delayMs + 2000) });
  }
  return deliveries;
}

export async function enqueueDelivery(tx: Executor, eventId: string, startAfter?: Date): Promise<void> {
  await enqueue(tx, deliverQueue, { eventId }, { startAfter, retryLimit: deliveryRetries });
}

/**
 * What the payer can make of an open payment on the hosted page: a status, or a failure with a
 * reason other than a decline ('error', a technical error; 'fraud', refused by the risk checks).
 * Plain 'failed' is a decline by the payer's bank.
 */
export type SandboxOutcome = Exclude<ProviderStatus, 'open'> | 'error' | 'fraud';

function statusOf(outcome: SandboxOutcome): { status: ProviderStatus; failureReason: FailureReason | null } {
  if (outcome === 'error' || outcome === 'fraud') return { status: 'failed', failureReason: outcome };
  return { status: outcome, failureReason: outcome === 'failed' ? 'declined' : null };
}

/**
 * Moves every payment matching `where` to `to` in one conditional UPDATE (so a concurrent change
 * cannot be overwritten), records the events and queues their deliveries, all in one transaction.
 */
async function transition(
  db: Executor,
  where: SQL,
  to: ProviderStatus,
  m: Misbehaviour,
  now: Date,
  failureReason: FailureReason | null = null,
): Promise<SandboxPayment[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(sandboxPayments).set({ status: to, failureReason, updatedAt: now }).where(where).returning();
    for (const row of rows) {
      for (const d of await recordChange(tx, row, m, now)) await enqueueDelivery(tx, d.eventId, d.startAfter);
    }
    return rows;
  });
}

/** The payer's choice on the hosted page; only an open, unexpired payment takes it. */
export async function applyOutcome(db: Executor, id: string, outcome: SandboxOutcome, m: Misbehaviour = {}, now = new Date()): Promise<SandboxPayment | null> {
  const where = and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open'), gt(sandboxPayments.expiresAt, now))!;
  const { status, failureReason } = statusOf(outcome);
  return (await transition(db, where, status, m, now, failureReason))[0] ?? null;
}

/**
 * Operator: the payer's bank disputes a paid payment (a chargeback), or decides it (won, lost). The
 * payment stays paid; its webhook tells the shop of the dispute. Null when the payment is not paid.
 */
export async function disputePayment(db: Executor, id: string, status: 'open' | 'won' | 'lost' = 'open', now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'paid')))
      .for('update');
    if (!row) return null;
    const eventId = randomId('evt_');
    const dispute = { ref: `dp_${row.id}`, amountCents: row.amountCents, currency: row.currency, reason: 'fraudulent', status };
    const body = JSON.stringify({ id: eventId, type: 'payment.disputed', data: { ref: row.id, status: 'paid', dispute }, createdAt: now.toISOString() });
    await tx.insert(sandboxEvents).values({ id: eventId, paymentId: row.id, status: 'paid', body, createdAt: now });
    await enqueueDelivery(tx, eventId);
    return eventId;
  });
}

/** Operator: the bank transfer arrived, or the money came after all (late success after expiry). */
export async function markPaid(db: Executor, id: string, m: Misbehaviour = {}, now = new Date()): Promise<SandboxPayment | null> {
  const where = and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ['pending', 'expired']))!;
  return (await transition(db, where, 'paid', m, now))[0] ?? null;
}

/** Operator: expire an open or pending payment now, whatever its expiry time. */
export async function expireNow(db: Executor, id: string, now = new Date()): Promise<SandboxPayment | null> {
  const where = and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ['open', 'pending']))!;
  return (await transition(db, where, 'expired', {}, now))[0] ?? null;
}

/**
 * Expires open payments, and pending ones other than bank transfers (which wait for the money),
 * whose time is up. Returns the expired payments. `onlyId` narrows it to one payment.
 */
export async function expireDue(db: Executor, now = new Date(), onlyId?: string): Promise<SandboxPayment[]> {
  const due = and(
    lte(sandboxPayments.expiresAt, now),
    or(eq(sandboxPayments.status, 'open'), and(eq(sandboxPayments.status, 'pending'), ne(sandboxPayments.method, 'bank_transfer'))),
    onlyId ? eq(sandboxPayments.id, onlyId) : undefined,
  )!;
  return transition(db, due, 'expired', {}, now);
}

/** A bank-redirect payer picks a bank before going on. */
export async function chooseBank(db: Executor, id: string, bank: string): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set({ bank, updatedAt: new Date() })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open'), eq(sandboxPayments.method, 'bank_redirect')))
    .returning({ id: sandboxPayments.id });
  return rows.length > 0;
}

/** Operator: send the event of the payment's current status again (same event id). */
export async function resendLatest(db: Executor, id: string): Promise<string | null> {
  const payment = await findSandboxPayment(db, id);
  if (!payment) return null;
  const [event] = await db
    .select({ id: sandboxEvents.id })
    .from(sandboxEvents)
    .where(and(eq(sandboxEvents.paymentId, id), eq(sandboxEvents.status, payment.status)))
    .orderBy(desc(sandboxEvents.createdAt))
    .limit(1);
  if (!event) return null;
  await enqueueDelivery(db, event.id);
  return event.id;
}

/**
 * A refund, as a payment company makes one: only of a paid payment, never more than is left of it,
 * and a repeated key answers with the first refund. The payment row is locked while it is counted.
 */
export async function refundSandboxPayment(db: Executor, id: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error('a refund needs a positive number of cents');
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
    if (!payment) throw new RefundRefused('unknown-payment');
    const [same] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    if (same) return { ref: same.id, amountCents: same.amountCents };
    if (payment.status !== 'paid') throw new RefundRefused('not-paid');
    const [done] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)`.mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, id));
    if ((done?.cents ?? 0) + amountCents > payment.amountCents) throw new RefundRefused('too-much');
    const refundId = randomId('rfd_');
    await tx.insert(sandboxRefunds).values({ id: refundId, paymentId: id, amountCents, idempotencyKey });
    return { ref: refundId, amountCents };
  });
}
