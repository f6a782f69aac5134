import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentProvider, paymentsOfOrder, refundedCents, refundPayment, RefundRefused, refundsOfOrder, type RefundRecord } from '../payments/index.ts';
import { stopPackage } from '../fulfilment/index.ts';
import { cardsIssuedUnder, setStatus } from '../giftcards/index.ts';
import { StaffRefusal, type Audit, type StaffActor } from '../../staff-action.ts';
import { cancel } from './payment-outcome.ts';
import { flowHooks } from './flow-hooks.ts';
import { contextForOrder } from './context.ts';
import { orderView } from './view.ts';
import type { Order } from './basket.ts';
import * as t from './tables.ts';
import { CREDIT_NOTE_JOB } from './credit-notes.ts';
import { enqueue } from '../../jobs/queue.ts';

// Refunds and cancellations by staff (issue 17). Each runs in one transaction that locks the order
// first (the house's order of locks: order, payment, codes, card), re-reads its state there, asks
// the provider through the payment port, and writes the refund, the package's stopped deliveries,
// its blocked cards and the audit row together. A second call is refused with a clear code; a
// second call at the same moment waits for the first's lock and is then refused the same way.

export type RefundDone = {
  orderId: number;
  orderNumber: string | null;
  orderStatus: string;
  refund: Pick<RefundRecord, 'id' | 'scope' | 'packageId' | 'amountCents' | 'providerRef' | 'createdAt'>;
  /** What happened to the refunded packages' cards: undelivered codes back in stock, deliveries stopped, issued cards blocked. */
  codesReleased: number;
  deliveriesStopped: number;
  cardsBlocked: number;
  /** A whole redeem order: the balance it took, given back on the holder's cards (cents). */
  balanceReturnedCents?: number;
};

/** Locks an order by id; refuses when there is none (or it is still a basket). */
export async function lockPlacedOrder(tx: Tx, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  if (!order || order.status === 'basket') throw new StaffRefusal('order-not-found', `no order ${orderId}`);
  return order;
}

function needReason(staff: StaffActor): string {
  const reason = staff.reason?.trim();
  if (!reason) throw new StaffRefusal('reason-required', 'a refund or a cancellation needs a reason');
  return reason;
}

async function paidPayment(tx: Tx, orderId: number) {
  const paid = (await paymentsOfOrder(tx, orderId)).filter((p) => p.status === 'paid' && p.providerRef);
  const payment = paid.at(-1);
  if (!payment) throw new StaffRefusal('not-paid', `order ${orderId} has no paid payment to refund`);
  return payment;
}

/** Refuses when a card the package issued was spent: its money is gone, so the package is not refunded whole. */
async function refuseSpent(tx: Tx, order: Order, pkg: { id: number; valueCents: number }) {
  const cards = await cardsIssuedUnder(tx, `order:${order.id}:package:${pkg.id}:`);
  if (cards.some((c) => c.balanceCents < pkg.valueCents))
    throw new StaffRefusal('cards-spent', `a card of package ${pkg.id} of order ${order.number} was spent: block it or adjust it instead`);
}

/** Stops a refunded package: its codes not sent back to stock, its deliveries not sent canceled, its issued cards blocked. */
async function stopAndBlock(tx: Tx, order: Order, packageId: number, reason: string) {
  const stopped = await stopPackage(tx, packageId);
  let cardsBlocked = 0;
  for (const card of await cardsIssuedUnder(tx, `order:${order.id}:package:${packageId}:`)) {
    if (card.status === 'blocked') continue;
    await setStatus(tx, card.id, 'blocked', `refund of order ${order.number}: ${reason}`);
    cardsBlocked++;
  }
  return { ...stopped, cardsBlocked };
}

async function refundThrough(tx: Tx, db: Db, order: Order, input: Parameters<typeof refundPayment>[2]): Promise<RefundRecord> {
  let row: RefundRecord | null;
  try {
    row = await refundPayment(tx, paymentProvider(db, order.storeId, input.payment.provider), input);
  } catch (err) {
    if (err instanceof RefundRefused) throw new StaffRefusal('provider-refused', `the provider refused the refund (${err.reason})`);
    throw err;
  }
  if (!row) throw new StaffRefusal('already-refunded', `order ${input.payment.orderId}: ${input.scope} is refunded already`);
  // Its credit note, made after this commits (decision 046): nothing when the order has no invoice.
  await enqueue(tx, CREDIT_NOTE_JOB, { refundId: row.id });
  return row;
}

const shown = (r: RefundRecord) => ({
  id: r.id,
  scope: r.scope,
  packageId: r.packageId,
  amountCents: r.amountCents,
  providerRef: r.providerRef,
  createdAt: r.createdAt,
});

/**
 * Refunds one package of a paid order: its total (cards and their extras) goes back through the
 * provider, its cards are stopped (codes not sent return to stock; cards issued are blocked). The
 * order stays completed. Refused: no such order or package, not completed, no reason, refunded
 * already, a card of it spent. A brand's code already delivered stays with the receiver.
 */
export async function refundPackage(db: Db, staff: StaffActor, audit: Audit, input: { orderId: number; packageId: number }): Promise<RefundDone> {
  const reason = needReason(staff);
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    if (order.status === 'canceled' && (await refundedCents(tx, order.id)) > 0) throw new StaffRefusal('already-refunded', `order ${order.number} is refunded`);
    if (order.status !== 'completed')
      throw new StaffRefusal('not-paid', `order ${order.number} is ${order.status}: only a completed order has packages to refund`);
    const payment = await paidPayment(tx, order.id);
    const view = await orderView(contextForOrder(db, order), order, tx);
    const pkg = view.packages.find((p) => p.id === input.packageId);
    if (!pkg) throw new StaffRefusal('package-not-found', `order ${order.number} has no package ${input.packageId}`);
    await refuseSpent(tx, order, pkg);
    const before = await refundedCents(tx, order.id);
    if (before + pkg.totalCents > payment.amountCents)
      throw new StaffRefusal('already-refunded', `order ${order.number} has less left to refund than the package`);
    const refund = await refundThrough(tx, db, order, {
      payment,
      scope: `package:${pkg.id}`,
      packageId: pkg.id,
      amountCents: pkg.totalCents,
      staffId: staff.staffId,
      reason,
    });
    const stopped = await stopAndBlock(tx, order, pkg.id, reason);
    await audit(tx, {
      action: 'order.refund-package',
      target: `order:${order.number}/package:${pkg.id}`,
      before: { refundedCents: before },
      after: { refundedCents: before + refund.amountCents, refund: shown(refund), ...stopped },
      reason,
    });
    return { orderId: order.id, orderNumber: order.number, orderStatus: order.status, refund: shown(refund), ...stopped };
  });
}

/**
 * Gives back part of a paid order's payment (a goodwill refund: no package is stopped, no card
 * blocked, the order stays as it is). Each is its own scope (`amount:<n>`, n counted under the
 * order's lock), so a retry after a crash asks the provider with the same key and gets the same
 * refund, while a second refund asked on purpose is a new one. Refused: no such order, nothing
 * paid, no reason, an amount not above zero or above what is left.
 */
export async function refundAmount(db: Db, staff: StaffActor, audit: Audit, input: { orderId: number; amountCents: number }): Promise<RefundDone> {
  const reason = needReason(staff);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new StaffRefusal('bad-amount', 'the amount to refund must be above zero');
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    const payment = await paidPayment(tx, order.id);
    const earlier = await refundsOfOrder(tx, order.id);
    const before = earlier.reduce((s, r) => s + r.amountCents, 0);
    if (before + input.amountCents > payment.amountCents)
      throw new StaffRefusal('already-refunded', `order ${order.number} has ${payment.amountCents - before} cents left to refund`);
    const scope = `amount:${earlier.filter((r) => r.scope.startsWith('amount:')).length + 1}`;
    const refund = await refundThrough(tx, db, order, { payment, scope, packageId: null, amountCents: input.amountCents, staffId: staff.staffId, reason });
    await audit(tx, {
      action: 'order.refund-amount',
      target: `order:${order.number}`,
      before: { refundedCents: before },
      after: { refundedCents: before + refund.amountCents, refund: shown(refund) },
      reason,
    });
    return {
      orderId: order.id,
      orderNumber: order.number,
      orderStatus: order.status,
      refund: shown(refund),
      codesReleased: 0,
      deliveriesStopped: 0,
      cardsBlocked: 0,
    };
  });
}

/**
 * Cancels a paid order and gives back all that is left of its payment (after any package refunds):
 * every package is stopped as a package refund stops it and the order is canceled. Also refunds a
 * canceled order that was paid late (the operators' "refund the customer" e-mail). Refused: no
 * such order, nothing paid, no reason, nothing left to refund, a card of it spent.
 */
export async function refundOrder(db: Db, staff: StaffActor, audit: Audit, input: { orderId: number }, now = new Date()): Promise<RefundDone> {
  const reason = needReason(staff);
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    const payment = await paidPayment(tx, order.id);
    const before = await refundedCents(tx, order.id);
    const left = payment.amountCents - before;
    if (left <= 0) throw new StaffRefusal('already-refunded', `order ${order.number} is refunded already`);
    const packages = await tx.select().from(t.packages).where(eq(t.packages.orderId, order.id));
    for (const pkg of packages) await refuseSpent(tx, order, pkg);
    const refund = await refundThrough(tx, db, order, { payment, scope: 'order', packageId: null, amountCents: left, staffId: staff.staffId, reason });
    const stopped = { codesReleased: 0, deliveriesStopped: 0, cardsBlocked: 0 };
    for (const pkg of packages) {
      const s = await stopAndBlock(tx, order, pkg.id, reason);
      stopped.codesReleased += s.codesReleased;
      stopped.deliveriesStopped += s.deliveriesStopped;
      stopped.cardsBlocked += s.cardsBlocked;
    }
    // A redeem order also took balance from the holder's cards: it goes back on them.
    const balanceReturnedCents = (await flowHooks(order.flow)?.refunded?.(tx, order, reason)) ?? 0;
    const status = 'canceled';
    if (order.status !== status)
      await tx.update(t.orders).set({ status, canceledAt: now, updatedAt: now, stockHeldUntil: null }).where(eq(t.orders.id, order.id));
    await audit(tx, {
      action: 'order.refund',
      target: `order:${order.number}`,
      before: { status: order.status, refundedCents: before },
      after: { status, refundedCents: before + refund.amountCents, refund: shown(refund), ...stopped, balanceReturnedCents },
      reason,
    });
    return { orderId: order.id, orderNumber: order.number, orderStatus: status, refund: shown(refund), ...stopped, balanceReturnedCents };
  });
}

/**
 * Cancels an order still waiting for its payment: its codes go back to stock and its flow is undone
 * as an expiry would (a redeem order's balance returns). Nothing was paid, so nothing is refunded;
 * a payment that still arrives is a late payment (decision 017's rule). Refused: not pending, no reason.
 */
export async function cancelOrder(
  db: Db,
  staff: StaffActor,
  audit: Audit,
  input: { orderId: number },
  now = new Date(),
): Promise<{ orderId: number; orderStatus: string }> {
  const reason = needReason(staff);
  return db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, input.orderId);
    if (order.status !== 'pending')
      throw new StaffRefusal('not-pending', `order ${order.number} is ${order.status}: only an unpaid order is canceled without a refund`);
    await cancel(tx, order, now);
    await audit(tx, { action: 'order.cancel', target: `order:${order.number}`, before: { status: order.status }, after: { status: 'canceled' }, reason });
    return { orderId: order.id, orderStatus: 'canceled' };
  });
}
