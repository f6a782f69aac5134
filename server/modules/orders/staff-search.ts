import { and, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { referencesOfCard } from '../giftcards/index.ts';
import { orderOfCode } from '../fulfilment/index.ts';
import * as t from './tables.ts';

// The back office's order search (issue 17). Every filter narrows; none given lists the latest
// orders. Indexed: the number (unique), the buyer's e-mail (lower(billing->>'email')), the
// storefront with the moment of placement, the status. A name is matched anywhere in "first last"
// (no index: it is read within the other filters). A card number finds the orders its ledger names
// (the one that sold it, those that spent it); a brand's code finds the order it was reserved for.

export type OrderSearch = {
  number?: string;
  email?: string;
  name?: string;
  /** A card number of the shop's own cards (spaces allowed) or a brand's code. */
  cardNumber?: string;
  placedFrom?: Date;
  /** Exclusive. */
  placedTo?: Date;
  /** 'pending', 'completed', 'canceled'; baskets are never listed. */
  status?: string;
  storeId?: number;
  paymentMethod?: string;
  /** From 1. */
  page?: number;
  /** 1 to 100, 25 when absent. */
  perPage?: number;
};

export type OrderHit = {
  id: number;
  uuid: string;
  number: string | null;
  status: string;
  flow: string;
  storeId: number;
  placedAt: Date | null;
  paidAt: Date | null;
  buyerName: string;
  email: string | null;
  grandTotalCents: number | null;
  paymentMethod: string | null;
};

export type OrderSearchPage = { total: number; page: number; perPage: number; orders: OrderHit[] };

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The orders a card number or a code points at; null when no card was asked about. */
async function ordersOfCard(db: Executor, cardNumber: string | undefined): Promise<number[] | null> {
  const asked = cardNumber?.trim();
  if (!asked) return null;
  const ids = new Set<number>();
  const digits = asked.replace(/[\s-]/g, '');
  const references = /^\d+$/.test(digits) ? await referencesOfCard(db, digits) : [];
  if (references.length) {
    const rows = await db.select({ id: t.orders.id }).from(t.orders).where(inArray(t.orders.number, references));
    for (const r of rows) ids.add(r.id);
  }
  const byCode = await orderOfCode(db, asked);
  if (byCode) ids.add(byCode);
  return [...ids];
}

/** One page of the orders the filters find, newest first, with how many there are in all. */
export async function searchOrders(db: Executor, query: OrderSearch): Promise<OrderSearchPage> {
  const perPage = Math.min(Math.max(Math.trunc(query.perPage ?? 25), 1), 100);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const byCard = await ordersOfCard(db, query.cardNumber);
  if (byCard?.length === 0) return { total: 0, page, perPage, orders: [] };
  const name = query.name?.trim();
  const email = query.email?.trim().toLowerCase();
  const where: (SQL | undefined)[] = [
    query.status ? eq(t.orders.status, query.status) : ne(t.orders.status, 'basket'),
    query.number?.trim() ? eq(t.orders.number, query.number.trim()) : undefined,
    email ? sql`lower(${t.orders.billing}->>'email') = ${email}` : undefined,
    name ? sql`(${t.orders.billing}->>'firstName') || ' ' || (${t.orders.billing}->>'lastName') ilike ${likeOf(name)}` : undefined,
    byCard ? inArray(t.orders.id, byCard) : undefined,
    query.placedFrom ? gte(t.orders.placedAt, query.placedFrom) : undefined,
    query.placedTo ? lt(t.orders.placedAt, query.placedTo) : undefined,
    query.storeId !== undefined ? eq(t.orders.storeId, query.storeId) : undefined,
    query.paymentMethod ? eq(t.orders.paymentMethod, query.paymentMethod) : undefined,
  ];
  const filter = and(...where);
  const [all] = await db.select({ n: count() }).from(t.orders).where(filter);
  const rows = await db
    .select()
    .from(t.orders)
    .where(filter)
    .orderBy(desc(t.orders.placedAt), desc(t.orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: all?.n ?? 0,
    page,
    perPage,
    orders: rows.map((o) => ({
      id: o.id,
      uuid: o.uuid,
      number: o.number,
      status: o.status,
      flow: o.flow,
      storeId: o.storeId,
      placedAt: o.placedAt,
      paidAt: o.paidAt,
      buyerName: o.billing ? `${o.billing.firstName} ${o.billing.lastName}` : '',
      email: o.billing?.email ?? null,
      grandTotalCents: o.grandTotalCents,
      paymentMethod: o.paymentMethod,
    })),
  };
}
