// The redeem screens' view of the GraphQL contract (ISSUE4 "Contract: redeem API"): the fragments
// the redeem documents spread (app/routes/redeem*.server.ts) and the component types derived from
// them. Components import the types only, so the fragments stay out of the browser bundle.
import type { SubmissionResult } from '@conform-to/react';
import type { Money } from '../../../common/money.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { graphql, type ResultOf } from '../../graphql/index.ts';

export type { ErrorItem, Money };

export const RedeemSessionFragment = graphql(`
  fragment RedeemSession on RedeemSession {
    redeemToken
    cards {
      number
      lastDigits
      balance {
        currency
        value
      }
      expiresAt
    }
    balance {
      currency
      value
    }
    shopPath
    businessPageId
    orderUuid
    minimumRemaining {
      currency
      value
    }
    maxPerCard {
      currency
      value
    }
  }
`);

export const RedeemDataFragment = graphql(`
  fragment RedeemData on RedeemData {
    title
    description
    minimumCustomAmount {
      currency
      value
    }
    maximumCustomAmount {
      currency
      value
    }
  }
`);

export const RedeemProductFragment = graphql(
  `
    fragment RedeemProduct on Product {
      id
      slug
      title
      description
      productType
      backgroundColor
      showHand
      showShadow
      image {
        url {
          href
          type
        }
        alt
      }
      variationsToShow
      redeemData {
        ...RedeemData
      }
      packageExtras {
        id
        price {
          currency
          value
        }
      }
      giftCardBrand {
        id
        iframeUrl
        redirectLink
        redirectTime
        externalProductLink {
          title
          url
        }
      }
    }
  `,
  [RedeemDataFragment],
);

export const RedeemAddressFragment = graphql(`
  fragment RedeemAddress on Address {
    firstName
    lastName
    email
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
  }
`);

export const RedeemOrderFragment = graphql(
  `
    fragment RedeemOrder on RedeemOrder {
      id
      status
      number
      quantity
      needsAddress
      hasDeliveryDetails
      shipments {
        id
        tag
        kind
        deliveryDate
        formattedDeliveryDate
        deliveryAddress {
          ...RedeemAddress
        }
        packages {
          id
          kind
          mainProduct {
            id
            slug
            title
            path
            productType
            backgroundColor
            image {
              url {
                href
                type
              }
              alt
            }
            redeemData {
              ...RedeemData
            }
          }
          items {
            type
            qty
            text
            variation {
              title
              price {
                currency
                value
              }
            }
          }
          packageTotals {
            mainItemAmount {
              currency
              value
            }
            mainItemEditable
            promotionAmount {
              currency
              value
            }
          }
          totalPrice {
            currency
            value
          }
        }
      }
      billingAddress {
        firstName
        lastName
        email
      }
      totals {
        subTotal {
          currency
          value
        }
        grandTotal {
          currency
          value
        }
        adjustments {
          title
          adjustmentType
          price {
            currency
            value
          }
        }
      }
      balance {
        currency
        value
      }
      remainingBalance {
        currency
        value
      }
      extraToPay {
        currency
        value
      }
      payments {
        method
        status
        card
        value {
          currency
          value
        }
      }
    }
  `,
  [RedeemAddressFragment, RedeemDataFragment],
);

/** The redeem session; redeemToken is given once, in the answer that opens the session. */
export type RedeemSession = ResultOf<typeof RedeemSessionFragment>;
export type RedeemProduct = ResultOf<typeof RedeemProductFragment>;
export type GiftCardBrand = NonNullable<RedeemProduct['giftCardBrand']>;
export type RedeemAddress = ResultOf<typeof RedeemAddressFragment>;
/** The order's id is its uuid (the order link). */
export type RedeemOrder = ResultOf<typeof RedeemOrderFragment>;
export type RedeemShipment = RedeemOrder['shipments'][number];
export type RedeemPackage = RedeemShipment['packages'][number];

export type { Page } from '../../lib/listing.ts';

/** What a redeem action answers to the form that posted (field errors by the API's parameter). */
export type RedeemActionData = {
  intent: string;
  ok: boolean;
  errors: ErrorItem[];
  values?: Record<string, string>;
  /** The card form's answer to a refused check (the kit's, decision 025): its errors and what was typed, the PIN excepted. */
  reply?: SubmissionResult | null;
};

export { packagesOf } from './order.ts';
