import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { claimAskOnReturn } from '../payments/index.ts';
import { errorCodes, failure, type ErrorItem } from '../../errors.ts';
import { orderByUuid } from './basket.ts';
import { askAboutLatest, reconcileLatest } from './reconcile.ts';
import * as t from './tables.ts';

// The payer is back on the shop's page from the provider's (§4 payment processing), and the
// provider's webhook may not have come: late, lost, or never sent. While the page waits, the shop
// asks the provider itself, at most once every few seconds per order whatever the number of pages
// or processes asking, and applies the answer exactly as a webhook would (under the order's lock,
// recorded among the reconciliations). A webhook that comes later finds nothing left to do.

const ASK_EVERY_MS = 5_000;

/** Asks the provider about a pending order's payment for its returning payer. Not found: 9003. */
export async function askOnReturn(ctx: RequestContext, uuid: string, now = new Date()): Promise<ErrorItem[]> {
  const order = await orderByUuid(ctx, uuid);
  if (!order || order.status === 'basket') return failure(ctx, errorCodes.NOT_FOUND, 'orderUuid');
  if (order.status !== 'pending' || !(await claimAskOnReturn(ctx.db, order.id, now, ASK_EVERY_MS))) return [];
  // The provider is asked before the order is locked; its answer is checked again under the lock.
  const read = await askAboutLatest(ctx.db, order);
  if (!read) return [];
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, order.id), eq(t.orders.status, 'pending')))
      .for('update');
    if (locked) await reconcileLatest(ctx.db, tx, locked, 'return', now, read);
  });
  return [];
}
