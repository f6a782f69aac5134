import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { shareCatalogue } from '../catalog/index.ts';
import * as t from './tables.ts';

// One change, one transaction, one lock (decision 017). Every command on a basket, a redeem basket
// or a placed order takes its order row FOR UPDATE first and re-checks the status inside the
// lock: a basket that another process placed a moment ago is no longer a basket here, so nothing
// can be added to an order after its totals were frozen. Everything the change reads after the
// lock (packages, shipments, totals, limits) is read through the same transaction.

export type Order = typeof t.orders.$inferSelect;
type Flow = 'regular' | 'redeem';

/** The request context with its database swapped for the transaction, for the services called inside. */
export function within(ctx: RequestContext, tx: Tx): RequestContext {
  shareCatalogue(ctx.db, tx);
  return { ...ctx, db: tx };
}

/** Locks the order row a uuid names in this storefront, when it has one of the statuses given. */
export async function lockOrder(tx: Tx, ctx: RequestContext, uuid: string | null, statuses: string[], flow?: Flow): Promise<Order | null> {
  if (!uuid) return null;
  const [row] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.uuid, uuid), eq(t.orders.storeId, ctx.store.id)))
    .for('update');
  if (!row || !statuses.includes(row.status) || (flow && row.flow !== flow)) return null;
  return row;
}

/**
 * Runs `change` in one transaction holding the lock of the open basket `uuid` names. When there
 * is no such basket (unknown, another store, another flow, or placed meanwhile), `change` gets
 * null and decides: open a new basket, or answer "not found".
 */
export async function withBasket<T>(
  ctx: RequestContext,
  uuid: string | null,
  flow: Flow,
  change: (tx: Tx, basket: Order | null, txCtx: RequestContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => change(tx, await lockOrder(tx, ctx, uuid, ['basket'], flow), within(ctx, tx)));
}

/** The same for a placed order that is still waiting for its payment. */
export async function withPendingOrder<T>(
  ctx: RequestContext,
  uuid: string | null,
  change: (tx: Tx, order: Order | null, txCtx: RequestContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => change(tx, await lockOrder(tx, ctx, uuid, ['pending']), within(ctx, tx)));
}
