// The identify-user flow in redeem mode (§4): a logged-in customer's delivery details come from
// the profile; a guest may identify with an e-mail (checkUserExist, human check): an existing
// account leads to login and back here, an unknown e-mail to the guest delivery form.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { buildPath } from '../../common/paths.ts';
import { errorItem } from '../../common/errors/catalogue.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { type ErrorItem, type RedeemAddress, type RedeemOrder } from '../components/redeem/fragments.ts';
import { CheckoutProfileFragment, type CustomerProfile } from '../components/checkout/fragments.ts';
import { graphql } from '../graphql/index.ts';
import { storefrontOf } from '../lib/storefront-context.ts';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const USER = graphql(
  `
    query RedeemUser($userData: UserData!) {
      getUserInfo(userData: $userData) {
        user {
          mainProfile {
            ...CheckoutProfile
          }
        }
      }
    }
  `,
  [CheckoutProfileFragment],
);
const CHECK = graphql(`
  query RedeemIdentify($userData: UserData!, $email: String!, $captchaToken: String) {
    checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const DELIVERY = graphql(`
  mutation RedeemProfileDelivery($userData: UserData!, $input: RedeemDeliveryInput!) {
    setRedeemDelivery(userData: $userData, input: $input) {
      order {
        id
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export async function loadRedeemProfile(args: Args): Promise<CustomerProfile | null> {
  const r = await redeemGql(args.context, args.request, USER);
  return r.getUserInfo.user.mainProfile;
}

/** The profile as the redeem delivery form shows it: name and e-mail, and the address when there is one. */
export function profileAddress(p: CustomerProfile, storeCountry: string): RedeemAddress {
  const a = p.address;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    countryCode: a?.countryCode || storeCountry,
    postCode: a?.postCode ?? null,
    houseNumber: a?.houseNumber ?? null,
    suffix: a?.suffix ?? null,
    street: a?.street ?? null,
    city: a?.city ?? null,
  };
}

/** What the profile gives setRedeemDelivery, by the delivery form's names; the address is empty unless cards travel by post. */
export function profileDelivery(profile: CustomerProfile, order: RedeemOrder, storeCountry: string) {
  const a = profileAddress(profile, storeCountry);
  const postal = order.needsAddress
    ? {
        countryCode: a.countryCode ?? '',
        postCode: a.postCode ?? '',
        houseNumber: a.houseNumber ?? '',
        suffix: a.suffix ?? '',
        street: a.street ?? '',
        city: a.city ?? '',
      }
    : { countryCode: '', postCode: '', houseNumber: '', suffix: '', street: '', city: '' };
  return { firstName: a.firstName ?? '', lastName: a.lastName ?? '', email: profile.email, emailConfirmation: profile.email, ...postal };
}

/**
 * A logged-in customer proceeds directly (§4): with a postcode in the profile, or no cards by
 * post, the profile is the delivery (setRedeemDelivery) and the checkout goes on to the overview.
 * Answers the API's errors when it refuses; null when the profile cannot serve (no postcode).
 */
export async function deliveryFromProfile(args: Args, order: RedeemOrder, profile: CustomerProfile): Promise<ErrorItem[] | null> {
  if (order.needsAddress && !profile.address?.postCode) return null;
  const { store } = storefrontOf(args.context);
  const r = await redeemGql(args.context, args.request, DELIVERY, { input: profileDelivery(profile, order, store.country) });
  return r.setRedeemDelivery.errors;
}

export type IdentifyAnswer = { intent: 'identify'; ok: boolean; errors: ErrorItem[]; values: Record<string, string> };

/**
 * The identify check (checkUserExist): nothing is sent without the human-check token (§4). An
 * existing account → login, coming back to the redeem checkout; an unknown e-mail → the answer
 * carries it to the guest delivery form.
 */
export async function identify(args: Args, values: Record<string, string>, checkout: string): Promise<IdentifyAnswer> {
  const email = (values.identifyEmail ?? '').trim();
  const { store, language } = storefrontOf(args.context);
  const kept = { identifyEmail: email };
  if (!values.captchaToken)
    return { intent: 'identify', ok: false, errors: [errorItem(language, errorCodes.LOGIN_CAPTCHA_FAILED, 'captchaToken')], values: kept };
  const r = await redeemGql(args.context, args.request, CHECK, { email, captchaToken: values.captchaToken });
  const { status, errors } = r.checkUserExist;
  if (errors.length) {
    return {
      intent: 'identify',
      ok: false,
      errors: errors.map((e) => (e.referencedRequestParameter === 'email' ? { ...e, referencedRequestParameter: 'identifyEmail' } : e)),
      values: kept,
    };
  }
  if (status) {
    const query = new URLSearchParams({ email, next: checkout });
    throw redirect(`${buildPath(store, 'login', {}, language)}?${query}`, 303);
  }
  return { intent: 'identify', ok: true, errors: [], values: { ...kept, email } };
}
