import type { RequestContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { failureReasonOf, paymentsOfOrder } from '../payments/index.ts';
import { MAX_PAYMENT_ATTEMPTS } from '../../../common/rules/order-limits.ts';
import { errorCodes, errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import type { Order } from './basket.ts';

// Why an order's payment did not go through, in the catalogue's words (§8 "Order and payment"):
// the retry page and the confirmation show it. The order's own payment attempts decide, oldest
// first, as the shop recorded them from the provider's answers.

type Attempt = { status: string; failureReason: string | null };

/**
 * The code for an order's payment history, or null when nothing failed (paid, still open or
 * pending, or never tried):
 * - 2039: the provider refused a payment as suspected fraud (the order is canceled);
 * - 2036: the last attempt failed and no attempt is left;
 * - 2038: the last attempt failed and it is the second failure or more (contact the provider);
 * - 2037: the last attempt met a technical error (the provider could not open or process it);
 * - 2035: the last attempt was declined, canceled by the payer or expired.
 */
export function paymentFailureCode(order: Pick<Order, 'status' | 'paymentAttempts'>, attempts: readonly Attempt[]): number | null {
  if (attempts.some((a) => a.status === 'failed' && failureReasonOf(a.failureReason) === 'fraud')) return errorCodes.ORDER_FRAUD_SUSPECTED;
  const last = attempts.at(-1);
  if (order.status !== 'pending' || !last || !['failed', 'canceled', 'expired'].includes(last.status)) return null;
  if (Math.max(order.paymentAttempts, attempts.length) >= MAX_PAYMENT_ATTEMPTS) return errorCodes.PAYMENT_TOO_MANY_ATTEMPTS;
  const failures = attempts.filter((a) => a.status === 'failed').length;
  if (last.status === 'failed' && failures >= 2) return errorCodes.PAYMENT_FAILED_TWICE;
  if (last.status === 'failed' && failureReasonOf(last.failureReason) === 'error') return errorCodes.PAYMENT_FAILED;
  return errorCodes.PAYMENT_DECLINED;
}

/** The error item of the order's payment failure (see paymentFailureCode), or null. */
export async function paymentFailure(ctx: Pick<RequestContext, 'locale'>, db: Executor, order: Order): Promise<ErrorItem | null> {
  if (order.status === 'basket' || order.status === 'completed') return null;
  const code = paymentFailureCode(order, await paymentsOfOrder(db, order.id));
  return code === null ? null : errorItem(ctx.locale, code, 'orderUuid');
}
