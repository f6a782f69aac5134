// The basket as the page reads it from the API (§3 GiftcardOrder); the documents are in
// app/loaders/basket.server.ts.
import type { Money } from '../../../common/money.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';

type Href = { href: string; type: string };
type Item = { qty: number; variation: { title: string; price: Money } };

export type BasketGroup = {
  tag: string; packageId: string; receiverTitle: string; receiverDescription: string; totalPrice: Money;
  cardsPreviews: { productLabel: string; image: { url: Href; alt: string }; color: { color: string; opacity: number } }[];
  package: {
    id: string;
    giftcard: { qty: number; variation: { title: string; variationType: string; price: Money; product: { path: string; showShadow: boolean; showHand: boolean } | null } };
    wrapper: Item | null; giftPacking: Item | null; message: { text: string | null } | null;
  };
};

export type BasketShipment = { tag: string; kind: 'DIGITAL' | 'PHYSICAL'; registeredMail: boolean };

export type BasketOrder = {
  id: string; quantity: number;
  shipments: BasketShipment[];
  packagesGroups: BasketGroup[];
  groupedTotals: { digitalTotal: { qty: number; price: Money }; physicalTotal: { qty: number; price: Money }; extra: Money };
  totals: {
    subTotal: Money; grandTotalWithoutTax: Money; tax: Money; grandTotal: Money;
    adjustments: { title: string; adjustmentType: string; price: Money }[];
  };
};

/** What a quantity change or a removal answers: the errors of that package, if any. */
export type BasketActionData = { intent: 'quantity' | 'delete'; packageId: string; errors: ErrorItem[] };
