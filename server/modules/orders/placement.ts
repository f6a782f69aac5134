import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { paymentSchema } from '../../../common/forms/checkout-form.ts';
import { MAX_PAYMENT_ATTEMPTS, PAYMENT_WINDOW_MINUTES } from '../../../common/rules/order-limits.ts';
import { codesOfPackage, isStockBacked, releaseCodes, reserveCodes } from '../fulfilment/index.ts';
import { stockSettings } from '../../config.ts';
import { holdUntil, unpaidOrdersHoldingStock } from './holds.ts';
import type { Tx } from '../../db/client.ts';
import { withBasket, withPendingOrder } from './lock.ts';
import { countAttempts, refusedAsFraud, startPayment, paymentProvider, type OfferedMethod } from '../payments/index.ts';
import { checkBasketRules, orderByUuid, packagesOf, shipmentsOf, type Order } from './basket.ts';
import { errorCodes, type ErrorItem, failure, fieldError, validationErrors } from '../../errors.ts';
import { orderView, type OrderView } from './view.ts';
import { buildPath } from '../../../common/paths.ts';
import * as t from './tables.ts';
import { must } from '../../../common/must.ts';

export type PlaceInput = {
  method?: string | null;
  bank?: string | null;
  termsAccepted?: boolean | string | null;
  expectedGrandTotal?: number | null;
  /** Where the request came from (the transport knows), for the cap on unpaid orders per client. */
  clientAddress?: string | null;
};
export type PlaceResult = { order: Order | null; redirectUrl: string | null; totalsChanged: boolean; errors: ErrorItem[] };

const BANK_TRANSFER_WINDOW_DAYS = 7;

export class OutOfStock extends Error {}

/** What must be true before a basket may become an order; the first failure is returned. */
async function readiness(ctx: RequestContext, view: OrderView, input: PlaceInput, offered: OfferedMethod[]): Promise<ErrorItem[]> {
  if (!view.packages.length || view.totals.grandTotal <= 0 || view.totals.subTotal <= 0) return failure(ctx, errorCodes.CART_ZERO_BALANCE, 'orderUuid');
  const rules = await checkBasketRules(ctx, view.packages);
  if (rules.length) return rules;
  if (!view.order.billing) return [fieldError(ctx, 'validation.required', 'details')];
  const physical = view.packages.filter((p) => p.kind === 'physical');
  const addressed = (tag: string) => view.shipments.some((s) => s.tag === tag && s.address);
  if (physical.some((p) => !addressed(p.shipmentTag))) return [fieldError(ctx, 'validation.addressRequired', 'delivery.addresses')];
  const parsed = paymentSchema.safeParse({
    method: input.method ?? '',
    bank: input.bank ?? '',
    termsAccepted: input.termsAccepted === true ? 'true' : (input.termsAccepted ?? ''),
  });
  if (!parsed.success) return validationErrors(ctx, parsed, 'payment.');
  if (parsed.data.method === 'invoice' && view.order.billing.customerType !== 'BUSINESS')
    return [fieldError(ctx, 'validation.paymentMethodRequired', 'payment.method')];
  return methodRefusal(ctx, offered, parsed.data.method, parsed.data.bank);
}

/**
 * The method must be one the provider offers on this storefront, and online banking needs a bank
 * from its list (the bank choice's) when the provider lists banks: one that lists none (Stripe,
 * iDEAL 2.0) has the payer choose the bank on its own page. `offered` is asked before the order's lock is taken: a remote
 * provider's answer is an HTTP call, never made while the lock is held.
 */
export function methodRefusal(ctx: RequestContext, offered: OfferedMethod[], method: string, bank: string | null | undefined): ErrorItem[] {
  const chosen = offered.find((m) => m.id === method);
  if (!chosen) return [fieldError(ctx, 'validation.paymentMethodRequired', 'payment.method')];
  if (method === 'bank_redirect' && chosen.banks?.length && !chosen.banks.some((b) => b.id === bank))
    return [fieldError(ctx, 'validation.bankRequired', 'payment.bank')];
  return [];
}

/**
 * Reserves what each stock-backed digital package of the order lacks (all of it at placement; what
 * a released hold gave back, on payment), or throws OutOfStock.
 */
export async function reserveStock(tx: Tx, view: OrderView): Promise<void> {
  for (const p of view.packages) {
    if (!isStockBacked(p.product, p.kind as 'digital' | 'physical')) continue;
    const missing = p.quantity - (await codesOfPackage(tx, p.id));
    if (missing > 0 && !(await reserveCodes(tx, { variationId: p.variationId, orderId: view.order.id, packageId: p.id, quantity: missing })))
      throw new OutOfStock();
  }
}

export function holdsStock(view: OrderView): boolean {
  return view.packages.some((p) => isStockBacked(p.product, p.kind as 'digital' | 'physical'));
}

function returnUrl(ctx: RequestContext, uuid: string): string {
  return `${buildPath(ctx.store, 'paymentProcessing', {}, ctx.locale)}?order=${uuid}`;
}

/**
 * Opens the order's payment at the provider (after the placement's commit: no lock is held during
 * the call). When the provider cannot open it, the attempt is recorded as a technical failure and
 * the answer is 2037: the order stays pending, so the customer can try again or choose another method.
 */
async function openPayment(
  ctx: RequestContext,
  order: Order,
  method: string,
  bank: string | null,
): Promise<{ redirectUrl: string | null; errors: ErrorItem[] }> {
  const started = await startPayment(ctx.db, paymentProvider(ctx.db, ctx.store.id), {
    orderId: order.id,
    amountCents: order.grandTotalCents!,
    currency: ctx.store.currency,
    method: method as never,
    bank,
    description: `${ctx.store.brand} ${order.number}`,
    reference: order.number!,
    // The attempt's count, raised under the order's lock: a retry of this attempt asks for the same payment.
    idempotencyKey: `${order.number!}:${order.paymentAttempts}`,
    returnUrl: returnUrl(ctx, order.uuid),
    locale: ctx.locale,
  });
  if (started.redirectUrl) return { redirectUrl: started.redirectUrl, errors: [] };
  ctx.logger?.warn({ err: started.refused, order: order.number }, 'the payment provider did not open a payment');
  return { redirectUrl: null, errors: failure(ctx, errorCodes.PAYMENT_FAILED) };
}

type Placement = { order?: Order; totalsChanged?: boolean; errors: ErrorItem[] };

/**
 * Places the basket as an order with the server's totals, in one transaction that holds the
 * basket's lock: the lines, totals and limits are read after the lock, so a change racing the
 * placement either lands before it (and is in the totals) or finds an order and changes nothing.
 * When the totals differ from what the customer last saw, nothing is placed and `totalsChanged`
 * says so. Codes are reserved in the same transaction; the payment opens at the provider after commit.
 */
export async function placeOrder(ctx: RequestContext, uuid: string | null, input: PlaceInput, now = new Date()): Promise<PlaceResult> {
  const none = { order: null, redirectUrl: null, totalsChanged: false };
  const method = String(input.method);
  const offered = await paymentProvider(ctx.db, ctx.store.id).methods({ storeId: ctx.store.id });
  let placement: Placement;
  try {
    placement = await withBasket(ctx, uuid, 'regular', async (tx, basket, txCtx): Promise<Placement> => {
      if (!basket) return { errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
      const view = await orderView(txCtx, basket, txCtx.db);
      const errors = await readiness(txCtx, view, input, offered);
      if (errors.length) return { errors };
      if (input.expectedGrandTotal != null && Math.round(input.expectedGrandTotal * 100) !== view.totals.grandTotal) return { totalsChanged: true, errors: [] };
      const holds = holdsStock(view);
      const client = { address: input.clientAddress ?? null, email: view.order.billing!.email };
      if (holds && (await unpaidOrdersHoldingStock(tx, client, now)) >= stockSettings().unpaidPerClient)
        return { errors: failure(ctx, errorCodes.ORDER_TOO_MANY_UNPAID, 'orderUuid') };
      const windowMs = method === 'bank_transfer' ? BANK_TRANSFER_WINDOW_DAYS * 86_400_000 : PAYMENT_WINDOW_MINUTES * 60_000;
      const [row] = await tx
        .update(t.orders)
        .set({
          status: 'pending',
          number: sql`'${sql.raw(ctx.store.country)}-' || nextval('orders_number_seq')`,
          placedAt: now,
          expiresAt: new Date(now.getTime() + windowMs),
          termsAcceptedAt: now,
          paymentMethod: method,
          paymentAttempts: 1,
          totals: snapshotOf(view),
          grandTotalCents: view.totals.grandTotal,
          updatedAt: now,
          stockHeldUntil: holds ? holdUntil(now) : null,
          clientAddress: client.address,
        })
        .where(eq(t.orders.id, basket.id))
        .returning();
      await reserveStock(tx, view);
      // No e-mail yet: the order is confirmed when the provider takes its payment (payment-outcome.ts).
      return { order: must(row, 'the basket is locked in this transaction'), errors: [] };
    });
  } catch (err) {
    if (err instanceof OutOfStock) return { ...none, errors: failure(ctx, errorCodes.CART_OUT_OF_STOCK, 'orderUuid') };
    throw err;
  }
  if (!placement.order) return { ...none, totalsChanged: !!placement.totalsChanged, errors: placement.errors };
  // Placed either way: when the payment did not open, the order waits for a retry (2037).
  return { order: placement.order, totalsChanged: false, ...(await openPayment(ctx, placement.order, method, input.bank ?? null)) };
}

/** The totals frozen at placement. */
export function snapshotOf(view: OrderView): t.OrderTotalsSnapshot {
  return {
    subTotal: view.totals.subTotal,
    grandTotal: view.totals.grandTotal,
    grandTotalWithoutTax: view.totals.grandTotalWithoutTax,
    adjustments: view.totals.adjustments.map((a) => ({ title: a.type, adjustmentType: a.type, cents: a.cents, vatCents: a.vatCents })),
  };
}

/** A new payment attempt for a pending order whose last payment failed (§4 retry payment), under the order's lock. */
export async function retryPayment(ctx: RequestContext, uuid: string | null, input: PlaceInput, now = new Date()): Promise<PlaceResult> {
  const none = { order: null, redirectUrl: null, totalsChanged: false };
  const parsed = paymentSchema.safeParse({ method: input.method ?? '', bank: input.bank ?? '', termsAccepted: 'true' });
  const offered = await paymentProvider(ctx.db, ctx.store.id).methods({ storeId: ctx.store.id });
  let retried: Placement;
  try {
    retried = await withPendingOrder(ctx, uuid, async (tx, order, txCtx): Promise<Placement> => {
      if (!order || order.flow !== 'regular') return { errors: await notRetryable(txCtx, uuid) };
      if (order.paymentAttempts >= MAX_PAYMENT_ATTEMPTS || (await countAttempts(txCtx.db, order.id)) >= MAX_PAYMENT_ATTEMPTS)
        return { errors: failure(ctx, errorCodes.PAYMENT_TOO_MANY_ATTEMPTS, 'orderUuid') };
      if (!parsed.success) return { errors: validationErrors(ctx, parsed, 'payment.') };
      if (parsed.data.method === 'invoice' && order.billing?.customerType !== 'BUSINESS')
        return { errors: [fieldError(ctx, 'validation.paymentMethodRequired', 'payment.method')] };
      const refused = methodRefusal(ctx, offered, parsed.data.method, parsed.data.bank);
      if (refused.length) return { errors: refused };
      const view = await orderView(txCtx, order, txCtx.db);
      await reserveStock(tx, view);
      const [row] = await tx
        .update(t.orders)
        .set({
          paymentMethod: parsed.data.method,
          paymentAttempts: sql`${t.orders.paymentAttempts} + 1`,
          updatedAt: now,
          stockHeldUntil: holdsStock(view) ? holdUntil(now) : null,
        })
        .where(eq(t.orders.id, order.id))
        .returning();
      return { order: row, errors: [] };
    });
  } catch (err) {
    if (err instanceof OutOfStock) return { ...none, errors: failure(ctx, errorCodes.CART_OUT_OF_STOCK, 'orderUuid') };
    throw err;
  }
  if (!retried.order || !parsed.success) return { ...none, errors: retried.errors };
  return { order: retried.order, totalsChanged: false, ...(await openPayment(ctx, retried.order, parsed.data.method, parsed.data.bank ?? null)) };
}

/** Why an order cannot be paid again: refused as suspected fraud (2039), else not found (9003). */
async function notRetryable(ctx: RequestContext, uuid: string | null): Promise<ErrorItem[]> {
  const order = uuid ? await orderByUuid(ctx, uuid) : null;
  if (order?.flow === 'regular' && order.status === 'canceled' && (await refusedAsFraud(ctx.db, order.id)))
    return failure(ctx, errorCodes.ORDER_FRAUD_SUSPECTED, 'orderUuid');
  return failure(ctx, errorCodes.NOT_FOUND, 'orderUuid');
}

/**
 * The customer leaves the retry page (§4): the unpaid order is canceled, its codes go back, and
 * its packages return to a fresh basket so nothing is lost. Returns the new basket's uuid.
 */
export async function cancelUnpaidOrder(
  ctx: RequestContext,
  uuid: string | null,
  now = new Date(),
): Promise<{ basketUuid: string | null; errors: ErrorItem[] }> {
  return withPendingOrder(ctx, uuid, async (tx, order, txCtx) => {
    if (!order || order.flow !== 'regular') return { basketUuid: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
    const packages = await packagesOf(txCtx.db, order.id);
    const shipments = await shipmentsOf(txCtx.db, order.id);
    await tx.update(t.orders).set({ status: 'canceled', canceledAt: now, updatedAt: now, stockHeldUntil: null }).where(eq(t.orders.id, order.id));
    await releaseCodes(tx, order.id);
    const [inserted] = await tx
      .insert(t.orders)
      .values({ uuid: crypto.randomUUID(), storeId: order.storeId, locale: order.locale, billing: order.billing, customerId: order.customerId })
      .returning();
    const basket = must(inserted, 'an insert returns its row');
    for (const s of shipments) await tx.insert(t.shipments).values({ ...s, id: undefined, orderId: basket.id, dispatchDate: null });
    for (const p of packages) await tx.insert(t.packages).values({ ...p, id: undefined, orderId: basket.id, createdAt: undefined });
    return { basketUuid: basket.uuid, errors: [] };
  });
}
