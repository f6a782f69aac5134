import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import type { AuditEntry, Audit } from '../../server/staff-action.ts';
import { orders } from '../../server/modules/orders/index.ts';
import { PLACE, inFiveDays, pay, privateBuyer, readyBasket } from './checkout.ts';
import type { apiClient } from './api.ts';
import { must } from '../../common/must.ts';

// The back office's services as the admin API calls them: a member of staff, an audit writer that
// records what it is given, and orders placed through the shop's API.

export const support = { staffId: 'staff-support-1', reason: 'customer called' };
export const BRAND = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
export const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 2 };

/** An audit writer that keeps every entry it is given (in the action's transaction). */
export function auditSpy(): Audit & { entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  const audit = async (_tx: unknown, entry: AuditEntry) => {
    entries.push(entry);
  };
  return Object.assign(audit, { entries });
}

let buyers = 0;

/** Places an order of `packages` paid with `method`; `outcome` is what the payer does on the provider's page (none: left open). */
export async function placeOrder(
  database: Database,
  api: ReturnType<typeof apiClient>,
  opts: { packages?: Record<string, unknown>[]; method?: string; outcome?: 'paid' | 'pending'; email?: string; later?: boolean } = {},
) {
  buyers++;
  const email = opts.email ?? `staff-buyer-${buyers}-${Date.now()}@example.it`;
  const { uuid } = await readyBasket(api, opts.packages ?? [BRAND], {
    buyer: { ...privateBuyer, lastName: `Verdi${buyers}`, email, confirmEmail: email },
    // `later`: every card is to be sent in five days (cards due at once go out with the payment).
    digital: opts.later ? inFiveDays : undefined,
  });
  const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: opts.method ?? 'card', termsAccepted: true } })).data.placeOrder;
  if (placed.errors.length) throw new Error(JSON.stringify(placed.errors));
  if (opts.outcome) await pay(database, api, placed.redirectUrl as string, opts.outcome);
  const [order] = await database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return { ...must(order, 'the order exists'), redirectUrl: placed.redirectUrl as string, email };
}

/** The order as it now is. */
export async function reread(database: Database, id: number) {
  return must((await database.db.select().from(orders).where(eq(orders.id, id)))[0], 'the order exists');
}
