// The account area's view of the GraphQL contract (accounts and customer orders): the fragments
// its documents spread (app/routes/account-*.server.ts) and the component types derived from
// them. Components import the types only, so the fragments stay out of the browser bundle.
import type { SubmissionResult } from '@conform-to/react';
import { graphql, type ResultOf } from '../../graphql/index.ts';
import { CheckoutOrderFragment } from '../checkout/fragments.ts';
import type { AddressBookEntry } from '../checkout/account-types.ts';

export const AccountUserFragment = graphql(`
  fragment AccountUserInfo on UserInfo {
    subscribed
    mainProfile {
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
      billingEmail
      address {
        postCode
        houseNumber
        suffix
        street
        city
        administrativeArea
        companyName
        countryCode
      }
    }
  }
`);

export const CustomerOrderRowFragment = graphql(`
  fragment CustomerOrderRow on CustomerOrder {
    uuid
    number
    status
    flow
    placedAt
    paymentMethod
    paymentMethodLabel
    grandTotal {
      value
      currency
    }
    packagesCount
    invoiceUrl
    canReorder
  }
`);

export const CustomerOrderFragment = graphql(
  `
    fragment CustomerOrderDetails on CustomerOrder {
      ...CustomerOrderRow
      creditNotes {
        number
        url
      }
      order {
        ...CheckoutOrder
      }
    }
  `,
  [CustomerOrderRowFragment, CheckoutOrderFragment],
);

export const ReorderLineFragment = graphql(`
  fragment ReorderLine on ReorderLine {
    title
    kind
    value {
      value
      currency
    }
    quantity
    available
    price {
      value
      currency
    }
  }
`);

export type UserInfo = ResultOf<typeof AccountUserFragment>;
export type CustomerProfile = NonNullable<UserInfo['mainProfile']>;
/** A logged-in customer: requireCustomer lets no one else through. */
export type Customer = UserInfo & { mainProfile: CustomerProfile };
export type CustomerOrderRow = ResultOf<typeof CustomerOrderRowFragment>;
export type CustomerOrder = ResultOf<typeof CustomerOrderFragment>;
/** The statuses the API answers (§3 Status); the contract types the field as a String. */
export type OrderStatus = 'pending' | 'completed' | 'canceled';
export type ReorderLine = ResultOf<typeof ReorderLineFragment>;
export type { AddressBookEntry };

export type AccountPaths = {
  overview: string;
  orders: string;
  data: string;
  addressBook: string;
  reorder: string;
  logout: string;
  identify: string;
  basket: string;
  home: string;
  productList: string;
};

/**
 * What a refused form post answers: the kit's reply (what was typed, never a password; the errors
 * by field) and which of the page's forms it is for (their `intent`; Conform has an `intent` of its own).
 */
export type FormReply = SubmissionResult & { form: string };
