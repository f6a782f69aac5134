// The basket as the page reads it from the API (§3 GiftcardOrder): the fragment the basket's
// documents spread (app/routes/basket.server.ts) and the component types derived from it.
// Components import the types only, so the fragment stays out of the browser bundle.
import { graphql, type ResultOf } from '../../graphql/index.ts';
import type { SubmissionResult } from '@conform-to/react';

export const BasketOrderFragment = graphql(`
  fragment BasketOrder on GiftcardOrder {
    id
    quantity
    shipments {
      tag
      kind
      registeredMail
    }
    packagesGroups {
      tag
      packageId
      receiverTitle
      receiverDescription
      totalPrice {
        currency
        value
      }
      cardsPreviews {
        productLabel
        image {
          url {
            href
            type
          }
          alt
        }
        color {
          color
          opacity
        }
      }
      package {
        id
        giftcard {
          qty
          variation {
            title
            variationType
            price {
              currency
              value
            }
            product {
              id
              path
              showShadow
              showHand
            }
          }
        }
        wrapper {
          qty
          variation {
            title
            price {
              currency
              value
            }
          }
        }
        giftPacking {
          qty
          variation {
            title
            price {
              currency
              value
            }
          }
        }
        message {
          text
        }
      }
    }
    groupedTotals {
      digitalTotal {
        qty
        price {
          currency
          value
        }
      }
      physicalTotal {
        qty
        price {
          currency
          value
        }
      }
      extra {
        currency
        value
      }
    }
    totals {
      subTotal {
        currency
        value
      }
      grandTotalWithoutTax {
        currency
        value
      }
      tax {
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
  }
`);

export type BasketOrder = ResultOf<typeof BasketOrderFragment>;
export type BasketGroup = BasketOrder['packagesGroups'][number];

/** What a quantity change or a removal answers: the form kit's reply, with the API's refusal of that package, if any. */
export type BasketActionData = { intent: 'quantity' | 'delete'; packageId: string; reply: SubmissionResult };
