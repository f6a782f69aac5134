// The account side of the checkout (§4 identify-user flow, §6): who is logged in, the profile
// that fills step 1, the address book that fills step 2, and the account asked for with an order.
// The accounts API owns the session cookie; these calls only read it or ask the API to set it.
import type { RouterContextProvider } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { buildPath } from '../../common/paths.ts';
import { errorItem } from '../../common/errors/catalogue.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../components/checkout/form-data.ts';
import { AddressBookEntryFragment, type AddressBookEntry } from '../components/checkout/fragments.ts';
import { graphql } from '../graphql/index.ts';
import type { CheckoutEntry } from '../components/basket/CheckoutButton.tsx';
import { storefrontOf } from '../lib/storefront-context.ts';

export { profileDetails } from '../components/checkout/account-types.ts';

type Ctx = Readonly<RouterContextProvider>;

const BOOK = graphql(
  `
    query CheckoutBook($userData: UserData!) {
      addressBook(userData: $userData) {
        entries {
          ...CheckoutBookEntry
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [AddressBookEntryFragment],
);
const ON_ORDER = graphql(`
  mutation AccountOnOrder($userData: UserData!, $password: String!, $passwordConfirmation: String!, $subscribed: Boolean, $captchaToken: String!) {
    createAccountOnOrder(
      userData: $userData
      password: $password
      passwordConfirmation: $passwordConfirmation
      subscribed: $subscribed
      captchaToken: $captchaToken
    ) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

/** The customer's saved receivers and addresses; none for a guest (the API answers 1401). */
export async function loadAddressBook(context: Ctx): Promise<AddressBookEntry[]> {
  const r = await gql(context, BOOK);
  return r.addressBook.entries ?? [];
}

/**
 * Asks for an account for the buyer of this basket, from its billing details (setCheckoutDetails
 * ran first). Nobody is logged in: the API e-mails the billing address, the same answer for every
 * e-mail, and the checkout goes on as a guest. Nothing is sent without the human check's token.
 */
export async function createAccountOnOrder(context: Ctx, request: Request, asked: AccountAsked): Promise<ErrorItem[]> {
  const language = storefrontOf(context).language;
  const { captchaToken } = asked;
  if (!captchaToken) return [accountField(errorItem(language, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken'))];
  const r = await gql(context, ON_ORDER, { ...asked, captchaToken });
  const { status, errors } = r.createAccountOnOrder;
  if (status || errors.length) return errors.map(accountField);
  // Refused without a reason: the catalogue's "something went wrong" of account creation.
  return [accountField(errorItem(language, errorCodes.ACCOUNT_CREATION_FAILED, null))];
}

/** What step 1 posts for an account: the passwords, the newsletter and the human check's token. */
type AccountAsked = { password: string; passwordConfirmation: string; subscribed: boolean; captchaToken: string };

/**
 * The API names the password fields as its arguments; the form posts them as account.*. A refusal
 * of the account itself (the human check, "could not send") goes on the "create an account" box,
 * where it is said and where the focus goes.
 */
function accountField(e: ErrorItem): ErrorItem {
  const p = e.referencedRequestParameter;
  return { ...e, referencedRequestParameter: p === 'password' || p === 'passwordConfirmation' ? `account.${p}` : 'account.create' };
}

/** Step 2's "use" buttons: an address book entry into one address block or one digital receiver. */
export function applyBookEntry(values: Record<string, string>, target: string, entry: AddressBookEntry): Record<string, string> {
  const out = { ...values };
  const [kind, key] = target.split(':');
  if (kind === 'address') {
    const prefix = `delivery.addresses.${Number(key)}.`;
    for (const f of ['firstName', 'lastName', 'companyName', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const)
      out[prefix + f] = entry[f] ?? '';
  } else if (kind === 'digital') {
    out[`delivery.digital.${key}.name`] = [entry.firstName, entry.lastName].filter(Boolean).join(' ');
    out[`delivery.digital.${key}.email`] = entry.email ?? '';
  }
  return out;
}

const LOGGED_IN = graphql(`
  query BasketUser($userData: UserData!) {
    getUserInfo(userData: $userData) {
      user {
        mainProfile {
          email
        }
      }
    }
  }
`);

/** The way from the basket to the checkout (§4): straight on when logged in, else the basket guest order choice. */
export async function checkoutEntry(context: Ctx): Promise<CheckoutEntry> {
  const { store, language } = storefrontOf(context);
  const checkout = buildPath(store, 'checkout', {}, language);
  const next = `?next=${encodeURIComponent(checkout)}`;
  const r = await gql(context, LOGGED_IN);
  return {
    loggedIn: !!r.getUserInfo.user.mainProfile,
    checkout,
    login: buildPath(store, 'login', {}, language) + next,
    register: buildPath(store, 'register', {}, language) + next,
  };
}
