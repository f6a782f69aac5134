import { REGISTERED_MAIL_ABOVE_CENTS } from '../../../common/rules/order-limits.ts';

// What the shop charges beside the cards (decision 008). Gift cards are VAT-exempt; every fee
// and shipping price includes the storefront's VAT (common/storefronts.ts: 22% in Italy, 21% in
// the Netherlands). All amounts in cents.

export const extrasPrices = {
  wrapper: { envelope: 150, box: 395, 'digital-card': 95 } as Record<string, number>,
  giftPacking: 295,
  serviceFee: 95,
  shipping: { standard: 195, registered: 795 },
};

export type PricedPackage = {
  id: number;
  shipmentTag: string;
  kind: 'digital' | 'physical';
  valueCents: number;
  quantity: number;
  wrapper: string | null;
  giftPacking: boolean;
  note: string | null;
  containsWine: boolean;
};
export type PricedShipment = { tag: string; kind: 'digital' | 'physical'; registeredMail: boolean };

export type AdjustmentLine = { type: 'SERVICE_FEE' | 'SHIPPING' | 'REGISTERED_MAIL'; cents: number; vatCents: number };
export type Totals = {
  subTotal: number;
  grandTotal: number;
  grandTotalWithoutTax: number;
  vatCents: number;
  adjustments: AdjustmentLine[];
  digital: { qty: number; cents: number };
  physical: { qty: number; cents: number };
  extrasCents: number;
};

/** The VAT inside a price that includes it at `ratePercent`. */
function vatIncluded(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

/** The price of a package's extras: its wrapper and gift packing, one per card. */
export function packageExtrasCents(p: Pick<PricedPackage, 'wrapper' | 'giftPacking' | 'quantity'>): number {
  const wrapper = p.wrapper ? (extrasPrices.wrapper[p.wrapper] ?? 0) : 0;
  return (wrapper + (p.giftPacking ? extrasPrices.giftPacking : 0)) * p.quantity;
}

export function packageTotalCents(p: PricedPackage): number {
  return p.valueCents * p.quantity + packageExtrasCents(p);
}

/** Registered mail is the default, and then required, above 300 euro of physical cards or with wine. */
export function registeredMailRequired(packages: PricedPackage[]): boolean {
  const physical = packages.filter((p) => p.kind === 'physical');
  const value = physical.reduce((sum, p) => sum + p.valueCents * p.quantity, 0);
  return value > REGISTERED_MAIL_ABOVE_CENTS || physical.some((p) => p.containsWine);
}

/** A redeem order carries no service fee: the holder paid it when the card was bought (decision 014). */
export function computeTotals(packages: PricedPackage[], shipments: PricedShipment[], opts: { serviceFee: boolean; vatRatePercent: number }): Totals {
  const sum = (kind: 'digital' | 'physical') => {
    const list = packages.filter((p) => p.kind === kind);
    return { qty: list.reduce((s, p) => s + p.quantity, 0), cents: list.reduce((s, p) => s + p.valueCents * p.quantity, 0) };
  };
  const digital = sum('digital');
  const physical = sum('physical');
  const extrasCents = packages.reduce((s, p) => s + packageExtrasCents(p), 0);
  const adjustments: AdjustmentLine[] = [];
  const fee = (type: AdjustmentLine['type'], cents: number) => adjustments.push({ type, cents, vatCents: vatIncluded(cents, opts.vatRatePercent) });
  if (packages.length && opts.serviceFee) fee('SERVICE_FEE', extrasPrices.serviceFee);
  const forceRegistered = registeredMailRequired(packages);
  for (const s of shipments) {
    if (s.kind !== 'physical' || !packages.some((p) => p.shipmentTag === s.tag)) continue;
    if (s.registeredMail || forceRegistered) fee('REGISTERED_MAIL', extrasPrices.shipping.registered);
    else fee('SHIPPING', extrasPrices.shipping.standard);
  }
  const subTotal = digital.cents + physical.cents + extrasCents;
  const adjustmentsCents = adjustments.reduce((s, a) => s + a.cents, 0);
  const vatCents = adjustments.reduce((s, a) => s + a.vatCents, 0) + vatIncluded(extrasCents, opts.vatRatePercent);
  const grandTotal = subTotal + adjustmentsCents;
  return { subTotal, grandTotal, grandTotalWithoutTax: grandTotal - vatCents, vatCents, adjustments, digital, physical, extrasCents };
}
