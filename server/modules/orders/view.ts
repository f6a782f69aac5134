import type { RequestContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import { packagesOf, shipmentsOf, type Order, type PackageRow, type ShipmentRow } from './basket.ts';
import { computeTotals, packageTotalCents, registeredMailRequired, type PricedPackage, type Totals } from './pricing.ts';

export type PackageView = PackageRow & { product: ProductView; totalCents: number };
export type OrderView = {
  order: Order;
  packages: PackageView[];
  shipments: ShipmentRow[];
  totals: Totals;
  registeredMailRequired: boolean;
  quantity: number;
};

export function priced(p: PackageRow, product: ProductView): PricedPackage {
  return { ...p, kind: p.kind as 'digital' | 'physical', containsWine: product.containsWine };
}

/** Everything a basket or order screen shows, with totals computed by the server now.
 * Rows are read through `exec` (a transaction when the caller holds one); the catalogue through ctx. */
export async function orderView(ctx: RequestContext, order: Order, exec: Executor = ctx.db): Promise<OrderView> {
  const catalogue = await getCatalogue(ctx);
  // One after the other: `exec` may be a transaction, one connection that takes one query at a time.
  const rows = await packagesOf(exec, order.id);
  const shipments = await shipmentsOf(exec, order.id);
  const packages = rows.flatMap((p) => {
    const product = catalogue.byId.get(p.productId);
    return product ? [{ ...p, product, totalCents: packageTotalCents(priced(p, product)) }] : [];
  });
  const pricedPackages = packages.map((p) => priced(p, p.product));
  const totals = computeTotals(
    pricedPackages,
    shipments.map((s) => ({ tag: s.tag, kind: s.kind as 'digital' | 'physical', registeredMail: s.registeredMail })),
    { serviceFee: order.flow !== 'redeem', vatRatePercent: ctx.store.vatRatePercent },
  );
  return {
    order,
    packages,
    shipments,
    totals,
    registeredMailRequired: registeredMailRequired(pricedPackages),
    quantity: packages.reduce((s, p) => s + p.quantity, 0),
  };
}
