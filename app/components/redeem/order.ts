// Reading a redeem order (no documents here: the browser bundle imports these).
import type { RedeemOrder, RedeemPackage } from './fragments.ts';

/** Every package of the order, in shipment order. */
export function packagesOf(order: RedeemOrder | null): RedeemPackage[] {
  return order ? order.shipments.flatMap((s) => s.packages) : [];
}

/** Item types of a package line (§3 order line kinds, as the redeem API names them). */
export const ITEM = { giftcard: 'giftcard', donation: 'donation', wrapper: 'wrapper', message: 'message' } as const;

/** A package's kind as the forms name it (the API answers it as a string). */
export function packageKind(p: Pick<RedeemPackage, 'kind'>): 'digital' | 'physical' {
  return p.kind === 'physical' ? 'physical' : 'digital';
}
