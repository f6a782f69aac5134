import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { paymentSchema } from '../../../common/forms/checkout-form.ts';
import { MAX_PAYMENT_ATTEMPTS, PAYMENT_WINDOW_MINUTES } from '../../../common/rules/order-limits.ts';
import { isStockBacked, releaseCodes, reserveCodes } from '../fulfilment/stock.ts';
import { paymentProvider } from '../payments/index.ts';
import { countAttempts, startPayment } from '../payments/service.ts';
import { checkBasketRules, findBasket, orderByUuid, packagesOf, shipmentsOf, type Order } from './basket.ts';
import { errorCodes, failure, fieldError, validationErrors, type ErrorItem } from './errors.ts';
import { orderView, type OrderView } from './view.ts';
import { sendOrderConfirmation } from './emails.ts';
import { buildPath } from '../../../common/paths.ts';
import * as t from './tables.ts';

export type PlaceInput = { method?: string | null; bank?: string | null; termsAccepted?: boolean | string | null; expectedGrandTotal?: number | null };
export type PlaceResult = { order: Order | null; redirectUrl: string | null; totalsChanged: boolean; errors: ErrorItem[] };

const BANK_TRANSFER_WINDOW_DAYS = 7;

class OutOfStock extends Error {}

/** What must be true before a basket may become an order; the first failure is returned. */
async function readiness(ctx: RequestContext, view: OrderView, input: PlaceInput): Promise<ErrorItem[]> {
  if (!view.packages.length || view.totals.grandTotal <= 0 || view.totals.subTotal <= 0) return failure(ctx, errorCodes.CART_ZERO_BALANCE, 'orderUuid');
  const rules = await checkBasketRules(ctx, view.packages);
  if (rules.length) return rules;
  if (!view.order.billing) return [fieldError(ctx, 'validation.required', 'details')];
  const physical = view.packages.filter((p) => p.kind === 'physical');
  const addressed = (tag: string) => view.shipments.some((s) => s.tag === tag && s.address);
  if (physical.some((p) => !addressed(p.shipmentTag))) return [fieldError(ctx, 'validation.addressRequired', 'delivery.addresses')];
  const parsed = paymentSchema.safeParse({ method: input.method ?? '', bank: input.bank ?? '', termsAccepted: input.termsAccepted === true ? 'true' : input.termsAccepted ?? '' });
  if (!parsed.success) return validationErrors(ctx, parsed, 'payment.');
  if (parsed.data.method === 'invoice' && view.order.billing.customerType !== 'BUSINESS') return [fieldError(ctx, 'validation.paymentMethodRequired', 'payment.method')];
  if (parsed.data.method === 'bank_redirect' && !parsed.data.bank) return [fieldError(ctx, 'validation.bankRequired', 'payment.bank')];
  return [];
}

/** Reserves the codes of every stock-backed digital package of the order, or throws OutOfStock. */
async function reserveStock(tx: Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0], view: OrderView) {
  for (const p of view.packages) {
    if (!isStockBacked(p.product, p.kind as 'digital' | 'physical')) continue;
    const ok = await reserveCodes(tx, { variationId: p.variationId, orderId: view.order.id, packageId: p.id, quantity: p.quantity });
    if (!ok) throw new OutOfStock();
  }
}

function returnUrl(ctx: RequestContext, uuid: string): string {
  return `${buildPath(ctx.store, 'paymentProcessing', {}, ctx.locale)}?order=${uuid}`;
}

async function openPayment(ctx: RequestContext, order: Order, method: string, bank: string | null): Promise<string> {
  const { redirectUrl } = await startPayment(ctx.db, paymentProvider(ctx.db), {
    orderId: order.id, amountCents: order.grandTotalCents!, currency: ctx.store.currency, method: method as never, bank,
    description: `${ctx.store.brand} ${order.number}`, reference: order.number!, returnUrl: returnUrl(ctx, order.uuid), locale: ctx.locale,
  });
  return redirectUrl;
}

/**
 * Places the basket as an order with the server's totals: when they differ from what the customer
 * last saw, nothing is placed and `totalsChanged` says so. Codes are reserved in the same
 * transaction; then the payment opens at the provider.
 */
export async function placeOrder(ctx: RequestContext, uuid: string | null, input: PlaceInput, now = new Date()): Promise<PlaceResult> {
  const none = { order: null, redirectUrl: null, totalsChanged: false };
  const basket = await findBasket(ctx, uuid);
  if (!basket) return { ...none, errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
  const view = await orderView(ctx, basket);
  const errors = await readiness(ctx, view, input);
  if (errors.length) return { ...none, errors };
  if (input.expectedGrandTotal != null && Math.round(input.expectedGrandTotal * 100) !== view.totals.grandTotal) return { ...none, totalsChanged: true, errors: [] };
  const method = String(input.method);
  const windowMs = method === 'bank_transfer' ? BANK_TRANSFER_WINDOW_DAYS * 86_400_000 : PAYMENT_WINDOW_MINUTES * 60_000;
  let placed: Order;
  try {
    placed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.update(t.orders).set({
        status: 'pending', number: sql`'${sql.raw(ctx.store.country)}-' || nextval('orders_number_seq')`,
        placedAt: now, expiresAt: new Date(now.getTime() + windowMs), termsAcceptedAt: now, paymentMethod: method, paymentAttempts: 1,
        totals: { subTotal: view.totals.subTotal, grandTotal: view.totals.grandTotal, grandTotalWithoutTax: view.totals.grandTotalWithoutTax, adjustments: view.totals.adjustments.map((a) => ({ title: a.type, adjustmentType: a.type, cents: a.cents, vatCents: a.vatCents })) },
        grandTotalCents: view.totals.grandTotal, updatedAt: now,
      }).where(and(eq(t.orders.id, basket.id), eq(t.orders.status, 'basket'))).returning();
      if (!row) throw new OutOfStock();
      await reserveStock(tx, view);
      await sendOrderConfirmation(tx, ctx, { ...view, order: row });
      return row;
    });
  } catch (err) {
    if (err instanceof OutOfStock) return { ...none, errors: failure(ctx, errorCodes.CART_OUT_OF_STOCK, 'orderUuid') };
    throw err;
  }
  const redirectUrl = await openPayment(ctx, placed, method, input.bank ?? null);
  return { order: placed, redirectUrl, totalsChanged: false, errors: [] };
}

/** A new payment attempt for a pending order whose last payment failed (§4 retry payment). */
export async function retryPayment(ctx: RequestContext, uuid: string | null, input: PlaceInput): Promise<PlaceResult> {
  const none = { order: null, redirectUrl: null, totalsChanged: false };
  const order = await orderByUuid(ctx, uuid);
  if (!order || order.status !== 'pending') return { ...none, errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
  if ((await countAttempts(ctx.db, order.id)) >= MAX_PAYMENT_ATTEMPTS) return { ...none, errors: failure(ctx, errorCodes.PAYMENT_TOO_MANY_ATTEMPTS, 'orderUuid') };
  const parsed = paymentSchema.safeParse({ method: input.method ?? '', bank: input.bank ?? '', termsAccepted: 'true' });
  if (!parsed.success) return { ...none, errors: validationErrors(ctx, parsed, 'payment.') };
  if (parsed.data.method === 'invoice' && order.billing?.customerType !== 'BUSINESS') return { ...none, errors: [fieldError(ctx, 'validation.paymentMethodRequired', 'payment.method')] };
  const view = await orderView(ctx, order);
  try {
    await ctx.db.transaction(async (tx) => {
      await releaseCodes(tx, order.id);
      await reserveStock(tx, view);
      await tx.update(t.orders).set({ paymentMethod: parsed.data.method, paymentAttempts: sql`${t.orders.paymentAttempts} + 1`, updatedAt: new Date() }).where(eq(t.orders.id, order.id));
    });
  } catch (err) {
    if (err instanceof OutOfStock) return { ...none, errors: failure(ctx, errorCodes.CART_OUT_OF_STOCK, 'orderUuid') };
    throw err;
  }
  const redirectUrl = await openPayment(ctx, order, parsed.data.method, parsed.data.bank ?? null);
  return { order, redirectUrl, totalsChanged: false, errors: [] };
}

/**
 * The customer leaves the retry page (§4): the unpaid order is canceled, its codes go back, and
 * its packages return to a fresh basket so nothing is lost. Returns the new basket's uuid.
 */
export async function cancelUnpaidOrder(ctx: RequestContext, uuid: string | null): Promise<{ basketUuid: string | null; errors: ErrorItem[] }> {
  const order = await orderByUuid(ctx, uuid);
  if (!order || order.status !== 'pending') return { basketUuid: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
  const [packages, shipments] = await Promise.all([packagesOf(ctx.db, order.id), shipmentsOf(ctx.db, order.id)]);
  const basketUuid = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx.update(t.orders).set({ status: 'canceled', canceledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(t.orders.id, order.id), eq(t.orders.status, 'pending'))).returning();
    if (!done) return;
    await releaseCodes(tx, order.id);
    const [basket] = await tx.insert(t.orders).values({ uuid: basketUuid, storeId: order.storeId, locale: order.locale, billing: order.billing }).returning();
    for (const s of shipments) await tx.insert(t.shipments).values({ ...s, id: undefined, orderId: basket.id, dispatchDate: null });
    for (const p of packages) await tx.insert(t.packages).values({ ...p, id: undefined, orderId: basket.id, createdAt: undefined });
  });
  return { basketUuid, errors: [] };
}
