import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../context.ts';
import { storefrontById, type Locale, type StorefrontConfig } from '../../../common/storefronts.ts';
import type { Order } from './basket.ts';

/** The request context an order's background work runs in: its storefront and its language. */
export function contextForOrder(db: Db, order: Pick<Order, 'storeId' | 'locale'>): RequestContext {
  return { db, store: storeOfOrder(order), locale: order.locale as Locale, redeemToken: null };
}

/** The storefront an order was placed on (its rules: clock, VAT, operators). */
export function storeOfOrder(order: Pick<Order, 'storeId'>): StorefrontConfig {
  const store = storefrontById(order.storeId);
  if (!store) throw new Error(`order of unknown store ${order.storeId}`);
  return store;
}
