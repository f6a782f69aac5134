import type { Db } from '../../db/client.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import { contextForOrder } from './context.ts';
import type { Order, PackageRow, ShipmentRow } from './basket.ts';

export type PackageForDelivery = {
  orderId: number;
  orderNumber: string;
  storeId: number;
  locale: string;
  currency: string;
  storeBrand: string;
  packageId: number;
  quantity: number;
  valueCents: number;
  note: string | null;
  product: ProductView;
  receiver: { name: string; email: string };
  senderName: string | null;
};

/**
 * What the fulfilment of one digital package needs from its order, from rows the caller read itself
 * (the delivery job reads them with its lock, in one query): the product, the value, the note and
 * who receives it (the chosen receiver, else the buyer). Null unless the order is paid.
 */
export async function deliveryOf(db: Db, pkg: PackageRow, order: Order, shipment: ShipmentRow | null): Promise<PackageForDelivery | null> {
  if (order.status !== 'completed' || !order.billing || pkg.orderId !== order.id) return null;
  const ctx = contextForOrder(db, order);
  const product = (await getCatalogue(ctx)).byId.get(pkg.productId);
  if (!product) return null;
  const buyer = order.billing;
  const receiver = shipment?.receiver ?? { name: buyer.firstName, email: buyer.email };
  const gift = !!shipment?.receiver && shipment.receiver.email.toLowerCase() !== buyer.email.toLowerCase();
  return {
    orderId: order.id,
    orderNumber: order.number!,
    storeId: order.storeId,
    locale: order.locale,
    currency: ctx.store.currency,
    storeBrand: ctx.store.brand,
    packageId: pkg.id,
    quantity: pkg.quantity,
    valueCents: pkg.valueCents,
    note: pkg.note,
    product,
    receiver,
    senderName: gift ? `${buyer.firstName} ${buyer.lastName}` : null,
  };
}
