// The checkout's view of the GraphQL contract: the fragments its documents spread and the
// component types derived from them. Components import the types only (no runtime cost).
import { graphql, type ResultOf } from '../../graphql/index.ts';

export const AddressFragment = graphql(`
  fragment CheckoutAddress on Address {
    firstName
    lastName
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
    email
    invoiceEmail
    phoneNumber
    vatNumber
    referenceNumber
    kvkNumber
    sdiCode
    pecAddress
    fiscalCode
    customerType
  }
`);

export const CheckoutOrderFragment = graphql(
  `
    fragment CheckoutOrder on GiftcardOrder {
      id
      number
      status
      quantity
      paymentMethod
      registeredMailRequired
      expectedDispatchDate
      dispatchToday
      shipments {
        tag
        kind
        deliveryDate
        formattedDeliveryDate
        registeredMail
        deliveryAddress {
          ...CheckoutAddress
        }
        receiver {
          name
          email
        }
        packages {
          id
        }
      }
      packagesGroups {
        tag
        packageId
        receiverTitle
        receiverDescription
        totalPrice {
          value
          currency
        }
        cardsPreviews {
          productLabel
          image {
            url {
              href
            }
            alt
          }
          color {
            color
          }
        }
        package {
          giftcard {
            qty
            variation {
              title
              variationType
              price {
                value
                currency
              }
              product {
                id
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
            value
            currency
          }
        }
        physicalTotal {
          qty
          price {
            value
            currency
          }
        }
        extra {
          value
          currency
        }
      }
      totals {
        subTotal {
          value
          currency
        }
        grandTotalWithoutTax {
          value
          currency
        }
        tax {
          value
          currency
        }
        grandTotal {
          value
          currency
        }
        adjustments {
          title
          adjustmentType
          price {
            value
            currency
          }
        }
      }
      billingAddress {
        ...CheckoutAddress
      }
    }
  `,
  [AddressFragment],
);

export const PaymentMethodFragment = graphql(`
  fragment PaymentMethodData on PaymentMethod {
    id
    label
    businessOnly
    banks {
      id
      issuer
    }
  }
`);

export type Address = ResultOf<typeof AddressFragment>;
export type CheckoutOrder = ResultOf<typeof CheckoutOrderFragment>;
export type CheckoutShipment = CheckoutOrder['shipments'][number];
export type PaymentMethodData = ResultOf<typeof PaymentMethodFragment>;

// The accounts contract as the checkout reads it (the profile of step 1, the address book of step 2).
export const CheckoutProfileFragment = graphql(`
  fragment CheckoutProfile on CustomerProfile {
    firstName
    lastName
    email
    invoiceEmail
    phoneNumber
    phoneCountry
    customerType
    companyName
    vatNumber
    chamberOfCommerce
    sdiCode
    pecAddress
    address {
      postCode
      houseNumber
      suffix
      street
      city
      countryCode
      companyName
    }
  }
`);

export const AddressBookEntryFragment = graphql(`
  fragment CheckoutBookEntry on AddressBookEntry {
    id
    firstName
    lastName
    email
    companyName
    countryCode
    postCode
    houseNumber
    suffix
    street
    city
  }
`);

export type CustomerProfile = ResultOf<typeof CheckoutProfileFragment>;
export type AddressBookEntry = ResultOf<typeof AddressBookEntryFragment>;
