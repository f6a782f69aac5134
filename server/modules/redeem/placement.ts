import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { z } from 'zod';
import { termsAccepted } from '../../../common/rules/schemas.ts';
import { buildPath } from '../../../common/paths.ts';
import { debit } from '../giftcards/index.ts';
import {
  OutOfStock,
  reserveStock,
  orderView,
  type OrderView,
  sendOrderConfirmation,
  complete,
  cancelUnpayableOrder,
  markRedeemOrderPlaced,
  redeemOrderByUuid,
  type Order,
  methodRefusal,
} from '../orders/index.ts';
import { errorCodes, failure, fieldError, validationErrors, type ErrorItem } from '../../errors.ts';
import { startPayment, paymentProvider, type OfferedMethod } from '../payments/index.ts';
import { PAYMENT_WINDOW_MINUTES } from '../../../common/rules/order-limits.ts';

import { REDEEM_EXTRA_METHODS, REDEEM_MIN_REMAINING_CENTS } from '../../../common/rules/redeem-limits.ts';
import { allocate, remainingAllowed, type Allocation } from './allocation.ts';
import { liveSession, withRedeemBasket } from './basket.ts';
import { cardsOfSession } from './check.ts';
import { redeemDebits } from './tables.ts';
import './outcome.ts';

// Placing a redeem order (§4 redeem flow step 3): the cards' balance is taken in the transaction
// that places the order, one conditional debit per card, so fifty holders of one card racing each
// other can never take more than it has. With nothing left to pay the order completes at once;
// otherwise the extra is paid at the provider, and a failed or expired payment gives the balance back.

export type RedeemPlaceInput = { expectedExtra?: number | null; method?: string | null; bank?: string | null; termsAccepted?: boolean | string | null };
export type RedeemPlaceResult = { order: Order | null; redirectUrl: string | null; totalsChanged: boolean; errors: ErrorItem[] };

const extraSchema = z.object({
  method: z.enum(REDEEM_EXTRA_METHODS, { error: 'validation.paymentMethodRequired' }),
  bank: z.string().optional(),
  termsAccepted,
});
const noExtraSchema = z.object({ termsAccepted });

class BalanceMoved extends Error {}

function readiness(ctx: RequestContext, view: OrderView, plan: Allocation, input: RedeemPlaceInput, offered: OfferedMethod[]): ErrorItem[] {
  if (!view.packages.length || view.totals.grandTotal <= 0) return failure(ctx, errorCodes.CART_ZERO_BALANCE, 'orderUuid');
  if (!view.order.billing) return [fieldError(ctx, 'validation.required', 'details')];
  if (view.packages.some((p) => p.kind === 'physical') && !view.shipments.some((s) => s.kind === 'physical' && s.address))
    return [fieldError(ctx, 'validation.addressRequired', 'delivery.address')];
  if (!remainingAllowed(plan)) return [fieldError(ctx, 'validation.redeemRemainingMin', 'amount', { min: REDEEM_MIN_REMAINING_CENTS / 100 })];
  const terms = input.termsAccepted === true ? 'true' : (input.termsAccepted ?? '');
  const parsed =
    plan.extraCents > 0
      ? extraSchema.safeParse({ method: input.method ?? '', bank: input.bank || undefined, termsAccepted: terms })
      : noExtraSchema.safeParse({ termsAccepted: terms });
  if (!parsed.success) return validationErrors(ctx, parsed, 'payment.');
  // The extra is paid with a method the storefront's provider offers (and a bank of its list, where it lists banks).
  return plan.extraCents > 0 ? methodRefusal(ctx, offered, String(input.method), input.bank) : [];
}

type Placement = { order?: Order; extraCents?: number; totalsChanged?: boolean; errors: ErrorItem[] };

/**
 * Places the holder's redeem basket in one transaction: the session and the basket are locked,
 * the lines, totals and the cards' split are read under the lock, each card is debited by one
 * conditional update, and with nothing left to pay the order completes in the same transaction.
 */
export async function placeRedeemOrder(ctx: RequestContext, input: RedeemPlaceInput, now = new Date()): Promise<RedeemPlaceResult> {
  const none = { order: null, redirectUrl: null, totalsChanged: false };
  const session = await liveSession(ctx);
  if (!session) return { ...none, errors: failure(ctx, errorCodes.NOT_FOUND, 'userData.redeemToken') };
  // Asked before the basket's lock: a remote provider's answer is an HTTP call (cached a while).
  const offered = await paymentProvider(ctx.db, ctx.store.id).methods({ storeId: ctx.store.id });
  let placement: Placement;
  try {
    placement = await withRedeemBasket(ctx, session, async (tx, session, basket, txCtx): Promise<Placement> => {
      if (!basket) return { errors: failure(ctx, errorCodes.CART_ZERO_BALANCE, 'orderUuid') };
      const view = await orderView(txCtx, basket, txCtx.db);
      const cards = await cardsOfSession(txCtx, session);
      const plan = allocate(
        cards.map((c) => ({ giftcardId: c.id, balanceCents: c.balanceCents })),
        view.totals.grandTotal,
      );
      // What the holder saw first: an extra that moved (another redemption spent the card) is news to show.
      if (input.expectedExtra != null && input.expectedExtra !== plan.extraCents) return { totalsChanged: true, errors: [] };
      const errors = readiness(ctx, view, plan, input, offered);
      if (errors.length) return { errors };
      const method = plan.extraCents > 0 ? String(input.method) : 'giftcard';
      const row = await markRedeemOrderPlaced(tx, basket, view, {
        method,
        extraCents: plan.extraCents,
        windowMinutes: PAYMENT_WINDOW_MINUTES,
        country: ctx.store.country,
        now,
      });
      if (!row) throw new BalanceMoved();
      await reserveStock(tx, { ...view, order: row });
      await sendOrderConfirmation(tx, txCtx, { ...view, order: row });
      if (plan.extraCents === 0 && !(await complete(ctx.db, tx, row, now))) throw new OutOfStock();
      // The cards last: each card's row stays locked from its debit to the commit, so the holders of
      // one card queue only for the debit and the commit, not for the whole placement.
      for (const part of plan.fromCards) {
        const taken = await debit(tx, {
          giftcardId: part.giftcardId,
          amountCents: part.cents,
          idempotencyKey: `redeem:${row.id}:${part.giftcardId}`,
          kind: 'redeem',
          reason: 'redeem order',
          reference: row.number ?? undefined,
        });
        if (!taken.ok) throw new BalanceMoved();
        await tx.insert(redeemDebits).values({ orderId: row.id, giftcardId: part.giftcardId, amountCents: part.cents });
      }
      return { order: row, extraCents: plan.extraCents, errors: [] };
    });
  } catch (err) {
    if (err instanceof BalanceMoved) return { ...none, totalsChanged: true, errors: [] };
    if (err instanceof OutOfStock) return { ...none, errors: failure(ctx, errorCodes.CART_OUT_OF_STOCK, 'orderUuid') };
    throw err;
  }
  const placed = placement.order;
  if (!placed) return { ...none, totalsChanged: !!placement.totalsChanged, errors: placement.errors };
  if (!placement.extraCents) return { order: (await redeemOrderByUuid(ctx, placed.uuid)) ?? placed, redirectUrl: null, totalsChanged: false, errors: [] };
  const started = await startPayment(ctx.db, paymentProvider(ctx.db, ctx.store.id), {
    orderId: placed.id,
    amountCents: placement.extraCents,
    currency: ctx.store.currency,
    method: placed.paymentMethod as never,
    bank: input.bank ?? null,
    description: `${ctx.store.brand} ${placed.number}`,
    reference: placed.number!,
    // A redeem order pays its extra once: no retry here.
    idempotencyKey: `${placed.number!}:1`,
    locale: ctx.locale,
    // Back to the redeem checkout, whose confirmation shows the balance used and the extra paid (§4: no retry while a redeem token exists).
    returnUrl: `${buildPath(ctx.store, 'redeemCheckout', {}, ctx.locale)}?order=${placed.uuid}`,
  });
  if (started.redirectUrl) return { order: placed, redirectUrl: started.redirectUrl, totalsChanged: false, errors: [] };
  // The provider would not open the payment (2037): no retry here, so the balance goes back at once,
  // as after a failed payment, and the choices to a new redeem basket.
  ctx.logger?.warn({ err: started.refused, order: placed.number }, 'the payment provider did not open a payment');
  await cancelUnpayableOrder(ctx.db, placed.id);
  return { ...none, errors: failure(ctx, errorCodes.PAYMENT_FAILED) };
}

/** What a placed redeem order took from each card. */
export async function debitsOf(ctx: RequestContext, orderId: number) {
  return ctx.db
    .select()
    .from(redeemDebits)
    .where(and(eq(redeemDebits.orderId, orderId), eq(redeemDebits.refunded, false)));
}
