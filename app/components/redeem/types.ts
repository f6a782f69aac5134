// The redeem screens' view of the GraphQL contract (ISSUE4 "Contract: redeem API"): the fields
// they read, and the documents' field lists kept beside the types they fill.
import type { Money } from '../../../common/money.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import type { Href } from '../../lib/store-data.ts';

export type { ErrorItem, Money };

export type RedeemCard = { number: string; lastDigits: string; balance: Money; expiresAt: string };
export type RedeemSession = {
  /** Given once, in the answer that opens the session. */
  redeemToken: string | null; cards: RedeemCard[]; balance: Money; shopPath: string; businessPageId: string | null;
  orderUuid: string | null; minimumRemaining: Money; maxPerCard: Money;
};

export type GiftCardBrand = {
  id: string; iframeUrl: string | null; redirectLink: string | null; redirectTime: number | null;
  externalProductLink: { title: string; url: string } | null;
};
export type RedeemData = { title: string; description: string; minimumCustomAmount: Money; maximumCustomAmount: Money };
export type RedeemProduct = {
  id: string; slug: string; title: string; description: string; productType: string; backgroundColor: string;
  showHand: boolean; showShadow: boolean; image: { url: Href; alt: string };
  variationsToShow: string[]; redeemData: RedeemData | null; packageExtras: { id: string; price: Money }[];
  giftCardBrand?: GiftCardBrand | null;
};

export type RedeemItem = { type: string; qty: number; text: string | null; variation: { title: string; price: Money } | null };
export type RedeemPackage = {
  id: string; kind: 'digital' | 'physical';
  mainProduct: Pick<RedeemProduct, 'id' | 'slug' | 'title' | 'productType' | 'backgroundColor' | 'image' | 'redeemData'> & { path: string };
  items: RedeemItem[];
  packageTotals: { mainItemAmount: Money; mainItemEditable: boolean; promotionAmount: Money };
  totalPrice: Money;
};
export type RedeemAddress = {
  firstName: string | null; lastName: string | null; email: string | null; countryCode: string | null; postCode: string | null;
  houseNumber: string | null; suffix: string | null; street: string | null; city: string | null;
};
export type RedeemShipment = {
  id: string; tag: string; kind: 'DIGITAL' | 'PHYSICAL'; deliveryDate: string | null; formattedDeliveryDate: string | null;
  deliveryAddress: RedeemAddress | null; packages: RedeemPackage[];
};
export type RedeemOrder = {
  /** The order's uuid (the order link). */
  id: string; status: 'BASKET' | 'PENDING' | 'COMPLETED' | 'CANCELED'; quantity: number; number: string | null; needsAddress: boolean; hasDeliveryDetails: boolean;
  shipments: RedeemShipment[];
  billingAddress: { firstName: string | null; lastName: string | null; email: string | null } | null;
  totals: { subTotal: Money; grandTotal: Money; adjustments: { title: string; adjustmentType: string; price: Money }[] };
  balance: Money; remainingBalance: Money; extraToPay: Money;
  payments: { method: 'giftcard' | 'extra'; status: string; card: string | null; value: Money }[];
};

export type Page<T> = { items: T[]; currentPage: number; itemsPerPage: number; totalItems: number };

/** What a redeem action answers to the form that posted (field errors by the API's parameter). */
export type RedeemActionData = { intent: string; ok: boolean; errors: ErrorItem[]; values?: Record<string, string> };

const M = '{ currency value }';
export const ERRORS = 'errors { code message referencedRequestParameter }';
export const SESSION_FIELDS = `redeemToken cards { number lastDigits balance ${M} expiresAt } balance ${M} shopPath businessPageId orderUuid
  minimumRemaining ${M} maxPerCard ${M}`;
const REDEEM_DATA = `redeemData { title description minimumCustomAmount ${M} maximumCustomAmount ${M} }`;
export const REDEEM_PRODUCT_FIELDS = `id slug title description productType backgroundColor showHand showShadow image { url { href type } alt }
  variationsToShow ${REDEEM_DATA} packageExtras { id price ${M} }
  giftCardBrand { id iframeUrl redirectLink redirectTime externalProductLink { title url } }`;
const ADDRESS = 'firstName lastName email countryCode postCode houseNumber suffix street city';
const PACKAGE = `id kind mainProduct { id slug title path productType backgroundColor image { url { href type } alt } ${REDEEM_DATA} }
  items { type qty text variation { title price ${M} } }
  packageTotals { mainItemAmount ${M} mainItemEditable promotionAmount ${M} } totalPrice ${M}`;
export const REDEEM_ORDER_FIELDS = `id status number quantity needsAddress hasDeliveryDetails
  shipments { id tag kind deliveryDate formattedDeliveryDate deliveryAddress { ${ADDRESS} } packages { ${PACKAGE} } }
  billingAddress { firstName lastName email }
  totals { subTotal ${M} grandTotal ${M} adjustments { title adjustmentType price ${M} } }
  balance ${M} remainingBalance ${M} extraToPay ${M} payments { method status card value ${M} }`;

/** Every package of the order, in shipment order. */
export function packagesOf(order: RedeemOrder | null): RedeemPackage[] {
  return order ? order.shipments.flatMap((s) => s.packages) : [];
}

/** Item types of a package line (§3 order line kinds, as the redeem API names them). */
export const ITEM = { giftcard: 'giftcard', donation: 'donation', wrapper: 'wrapper', message: 'message' } as const;
