import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import type {
  CreatePayment,
  FailureReason,
  PaymentMethod,
  PaymentProvider,
  ProviderDispute,
  ProviderPayment,
  ProviderStatus,
  TransferInstructions,
  WebhookEvent,
} from './provider.ts';
import { failureReasonOf } from './provider.ts';
import { paymentDisputes, paymentEvents, payments } from './tables.ts';
import { must } from '../../../common/must.ts';

// The shop's side of payments: its own record of each attempt, the events it accepted (once
// each), and the status as the provider reports it when asked — never as an event claims it.

export type PaymentRecord = typeof payments.$inferSelect;
export type StartPayment = CreatePayment & { orderId: number };
export type RefreshedPayment = {
  paymentId: number;
  orderId: number;
  status: ProviderStatus;
  /** Why the payment failed, when it did. */
  failureReason: FailureReason | null;
  previousStatus: ProviderStatus;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /** Where a bank transfer's money goes, when the provider gave it. */
  transfer: TransferInstructions | null;
};

/** A sandbox keeps its books in this database: it must read and write through the caller's transaction. */
function through(provider: PaymentProvider, db: Executor): PaymentProvider {
  return provider.within?.(db) ?? provider;
}

export type StartedPayment =
  | { paymentId: number; redirectUrl: string; refused?: undefined }
  /** The provider would not open the payment (down, or a technical error): what it threw, for the log. */
  | { paymentId: number; redirectUrl: null; refused: unknown };

/**
 * Opens a payment at the provider and records the attempt; the payer goes to `redirectUrl`. When
 * the provider cannot open it, the attempt is recorded as failed with a technical error (it counts
 * towards the order's attempts) and `redirectUrl` is null.
 */
export async function startPayment(db: Executor, provider: PaymentProvider, p: StartPayment): Promise<StartedPayment> {
  const attempt = { orderId: p.orderId, provider: provider.name, method: p.method, bank: p.bank, amountCents: p.amountCents, currency: p.currency };
  let opened: { ref: string; redirectUrl: string };
  try {
    opened = await through(provider, db).createPayment({
      amountCents: p.amountCents,
      currency: p.currency,
      method: p.method,
      bank: p.bank,
      description: p.description,
      reference: p.reference,
      idempotencyKey: p.idempotencyKey,
      returnUrl: p.returnUrl,
      locale: p.locale,
    });
  } catch (refused) {
    const [row] = await db
      .insert(payments)
      .values({ ...attempt, providerRef: null, status: 'failed', failureReason: 'error' })
      .returning({ id: payments.id });
    return { paymentId: must(row, 'an insert returns its row').id, redirectUrl: null, refused };
  }
  const [row] = await db
    .insert(payments)
    .values({ ...attempt, providerRef: opened.ref, status: 'open', redirectUrl: opened.redirectUrl })
    .returning({ id: payments.id });
  return { paymentId: must(row, 'an insert returns its row').id, redirectUrl: opened.redirectUrl };
}

/** Keeps the event id; true only the first time. Run it in the transaction of the event's effect. */
export async function recordEvent(tx: Executor, event: Pick<WebhookEvent, 'id' | 'ref' | 'status' | 'dispute'>): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId: event.id, providerRef: event.ref, type: event.dispute ? 'payment.disputed' : 'payment.updated' })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/**
 * Locks what owns a payment (its order) before the payment itself, in one statement, and returns
 * it: `ownerId` is the payment's order id as SQL (a sub-select by the provider's reference).
 */
export type LockOwner<O> = (tx: Tx, ownerId: SQL) => Promise<O | undefined>;

/** The provider's word on a payment, asked before any lock is taken (a call over the network must not hold the order's row). */
export type PaymentRead = { ref: string; remote: ProviderPayment | null };

/** Asks the provider about a payment, outside any transaction; `refreshPayment` then applies it under the locks. */
export async function readPayment(db: Executor, provider: PaymentProvider, ref: string): Promise<PaymentRead> {
  return { ref, remote: await through(provider, db).getPayment(ref) };
}

/**
 * Claims the right to ask the provider about an order's open payments because its payer is back on
 * the shop's page: at most once every `everyMs` for all processes (the claim is the row's update).
 */
export async function claimAskOnReturn(db: Executor, orderId: number, now: Date, everyMs: number): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ askedOnReturnAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['open', 'pending']),
        or(isNull(payments.askedOnReturnAt), lt(payments.askedOnReturnAt, new Date(now.getTime() - everyMs))),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0;
}

/** How far a payment has come: open, then pending, then an end (paid, failed, canceled, expired). */
const progress = (status: string) => (status === 'open' ? 0 : status === 'pending' ? 1 : 2);

/**
 * Whether a read made before the locks may be applied to the row as it now stands: not when the
 * shop has since stored a status further along (another event came between), nor another end.
 */
function stillNewest(read: PaymentRead | undefined, row: PaymentRecord): read is PaymentRead & { remote: ProviderPayment } {
  const remote = read?.remote;
  if (!remote || read.ref !== row.providerRef) return false;
  if (remote.status === row.status) return true;
  return progress(remote.status) > progress(row.status);
}

/**
 * Stores the provider's status of the payment (authoritative). The row is locked first, so two
 * events for one payment are applied one after the other. `read`, asked before the locks, is used
 * when it is at least as far along as what the shop has stored; else (another event came between)
 * the provider is asked again under the lock, so an older word never overwrites a newer one. Null when the shop does not know
 * the payment or the provider does not. The caller has locked the payment's order before (the
 * order of locks everywhere: order, then payment); a webhook does it with `lockOwner`.
 */
export async function refreshPayment(tx: Tx, provider: PaymentProvider, ref: string, read?: PaymentRead): Promise<RefreshedPayment | null> {
  return (await refreshOwnedPayment(tx, provider, ref, read))?.payment ?? null;
}

async function refreshOwnedPayment<O>(tx: Tx, provider: PaymentProvider, ref: string, read?: PaymentRead, lockOwner?: LockOwner<O>) {
  const owner = lockOwner ? await lockOwner(tx, sql`(select ${payments.orderId} from ${payments} where ${payments.providerRef} = ${ref})`) : undefined;
  const [row] = await tx.select().from(payments).where(eq(payments.providerRef, ref)).for('update');
  if (!row || row.provider !== provider.name) return null;
  const remote = stillNewest(read, row) ? read.remote : await through(provider, tx).getPayment(ref);
  if (!remote) return null;
  const failureReason = remote.status === 'failed' ? remote.failureReason : null;
  // Transfer instructions once given are kept (a provider may stop showing them once paid).
  const transfer = remote.transfer ?? row.transfer ?? null;
  const moved = remote.status !== row.status || failureReason !== row.failureReason;
  if (moved || JSON.stringify(transfer) !== JSON.stringify(row.transfer ?? null)) {
    await tx
      .update(payments)
      .set({ status: remote.status, failureReason, transfer, ...(moved ? { updatedAt: new Date() } : {}) })
      .where(eq(payments.id, row.id));
  }
  const payment: RefreshedPayment = {
    paymentId: row.id,
    orderId: row.orderId,
    status: remote.status,
    failureReason,
    previousStatus: row.status as ProviderStatus,
    amountCents: remote.amountCents,
    currency: remote.currency,
    method: remote.method,
    transfer,
  };
  return { payment, owner };
}

export type DisputeRecord = typeof paymentDisputes.$inferSelect;

/**
 * Keeps a dispute of a payment, or its new status; returns the row when it is new or changed (what
 * the operators are alerted of), null when the provider told the same thing again.
 */
export async function recordDispute(tx: Executor, payment: Pick<RefreshedPayment, 'paymentId' | 'orderId'>, d: ProviderDispute): Promise<DisputeRecord | null> {
  const now = new Date();
  const [row] = await tx
    .insert(paymentDisputes)
    .values({
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      providerRef: d.ref,
      amountCents: d.amountCents,
      currency: d.currency,
      reason: d.reason,
      status: d.status,
    })
    .onConflictDoUpdate({
      target: paymentDisputes.providerRef,
      set: { status: d.status, amountCents: d.amountCents, reason: d.reason, updatedAt: now },
      setWhere: sql`${paymentDisputes.status} <> excluded.status or ${paymentDisputes.amountCents} <> excluded.amount_cents`,
    })
    .returning();
  return row ?? null;
}

/** The disputes of an order's payments, oldest first. */
export async function disputesOfOrder(db: Executor, orderId: number): Promise<DisputeRecord[]> {
  return db.select().from(paymentDisputes).where(eq(paymentDisputes.orderId, orderId)).orderBy(paymentDisputes.createdAt, paymentDisputes.id);
}

export type EventOutcome = 'accepted' | 'duplicate' | 'unknown';

/**
 * The whole of a webhook's handling in one transaction: keep the event id, re-read the payment,
 * then `effect` (the order side) with the provider's status and the owner `lockOwner` locked. A
 * duplicate does nothing; an error in `effect` rolls the event back too, so the provider's retry
 * is processed again. `lockOwner` locks the order before the payment: the expiry and the sweep
 * lock the order, then the payment, and a webhook taking them the other way round deadlocked with them.
 */
export async function acceptPaymentEvent<O>(
  db: Executor,
  provider: PaymentProvider,
  event: Pick<WebhookEvent, 'id' | 'ref' | 'status' | 'dispute'>,
  effect?: (tx: Tx, payment: RefreshedPayment, owner: O | undefined, dispute: DisputeRecord | null) => Promise<void>,
  lockOwner?: LockOwner<O>,
): Promise<EventOutcome> {
  const read = await readPayment(db, provider, event.ref);
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return 'duplicate';
    const refreshed = await refreshOwnedPayment(tx, provider, event.ref, read, lockOwner);
    if (!refreshed) return 'unknown';
    // A dispute the event tells of is kept with the payment it is about (new, or its new status).
    const dispute = event.dispute ? await recordDispute(tx, refreshed.payment, event.dispute) : null;
    await effect?.(tx, refreshed.payment, refreshed.owner, dispute);
    return 'accepted';
  });
}

/** Whether the shop opened a payment with this provider and reference. */
export async function paymentKnown(db: Executor, provider: string, ref: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .limit(1);
  return rows.length > 0;
}

/** Every attempt for an order, oldest first. */
export async function paymentsOfOrder(db: Executor, orderId: number): Promise<PaymentRecord[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt, payments.id);
}

export async function latestPayment(db: Executor, orderId: number): Promise<PaymentRecord | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1);
  return row ?? null;
}

/** Whether the provider refused one of the order's payments as suspected fraud. */
export async function refusedAsFraud(db: Executor, orderId: number): Promise<boolean> {
  return (await paymentsOfOrder(db, orderId)).some((p) => failureReasonOf(p.failureReason) === 'fraud');
}

/** How many payments were started for the order (the retry limit behind error 2036 counts these). */
export async function countAttempts(db: Executor, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** Where the payer of the order's latest open payment goes to pay it, or null (none open). */
export async function openPaymentUrl(db: Executor, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: payments.redirectUrl })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'open')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.url ?? null;
}
