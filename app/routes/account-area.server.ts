import { redirect, type LoaderFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { MessageKey } from '../i18n/it.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import type { Screen } from '../../common/storefronts.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { AccountUserFragment, type AccountPaths, type Customer } from '../components/account-area/fragments.ts';
import { graphql } from '../graphql/index.ts';

// What every account-area screen shares on the server: who is logged in (getUserInfo decides,
// §2 "Logged in means mainProfile is present"), the paths of the account screens, the page title.

export type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const USER = graphql(
  `
    query AccountUser($userData: UserData!) {
      getUserInfo(userData: $userData) {
        user {
          ...AccountUserInfo
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [AccountUserFragment],
);

const SCREENS = {
  overview: 'accountOverview',
  orders: 'accountOrders',
  data: 'accountData',
  addressBook: 'addressBook',
  reorder: 'reorder',
  logout: 'logout',
  identify: 'accountIdentify',
  basket: 'basket',
  home: 'home',
  productList: 'productList',
} as const satisfies Record<keyof AccountPaths, Screen>;

export function accountPaths(request: Request): AccountPaths {
  const { store, language } = locate(new URL(request.url));
  return Object.fromEntries(Object.entries(SCREENS).map(([k, screen]) => [k, buildPath(store, screen, {}, language)])) as AccountPaths;
}

export function pageTitle(request: Request, key: MessageKey): string {
  const t = serverT(request);
  return `${t(key)} | ${t('meta.suffix')}`;
}

/** The logged-in customer, or a redirect to the identify screen: every account screen is protected (§6). */
export async function requireCustomer({ request, context }: Args): Promise<Customer> {
  const r = await gql(context, USER);
  const user = r.getUserInfo.user;
  if (!user.mainProfile) throw redirect(accountPaths(request).identify);
  return user as Customer;
}

/** A form post's text fields, trimmed of nothing: what was typed goes back into the form on a refusal. */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * The API's errors under the form's field names ("input.postCode" is the form's postCode), for
 * replyWithApiErrors: each field's go at it, the others once each on the form.
 */
export function areaErrors(errors: ErrorItem[], fields: readonly string[]): ErrorItem[] {
  const seen = new Set<string>();
  return errors
    .map((e) => ({ ...e, referencedRequestParameter: (e.referencedRequestParameter ?? '').split('.').pop() || null }))
    .filter((e) => (e.referencedRequestParameter !== null && fields.includes(e.referencedRequestParameter)) || (!seen.has(e.message) && seen.add(e.message)));
}

/** Errors of a refused "not logged in" (1401, 1206): the session ended under the form, so back to identify. */
export function leaveWhenLoggedOut(request: Request, errors: ErrorItem[]): void {
  if (errors.some((e) => e.code === 1401)) throw redirect(accountPaths(request).identify);
}
