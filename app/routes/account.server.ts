// What the account screens (identify, login, register, passwords) share on the server: their
// paths, the page query (is someone logged in, a human-check challenge), the human check's
// missing token and the API's field names. The forms' rules are in common/forms/account-forms.ts.
// Everything goes through the API.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { MessageKey } from '../i18n/it.ts';
import { locate } from '../lib/locate.ts';
import { safeNext } from '../lib/account-paths.ts';
import { withQuery, type AccountPageData, type AccountPaths } from '../lib/account.ts';
import { buildPath } from '../../common/paths.ts';
import { errorItem, type ErrorItem } from '../../common/errors/catalogue.ts';

export type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;
export type { ErrorItem, AccountPageData, AccountPaths };
export { withQuery };

export function accountPaths(request: Request): AccountPaths {
  const { store, language } = locate(new URL(request.url));
  const path = (screen: Parameters<typeof buildPath>[1]) => buildPath(store, screen, {}, language);
  return {
    identify: path('accountIdentify'),
    login: path('login'),
    register: path('register'),
    registerSuccess: path('registerSuccess'),
    forgot: path('forgotPassword'),
    forgotSuccess: path('forgotPasswordSuccess'),
    newPassword: path('newPassword'),
    newPasswordSuccess: path('newPasswordSuccess'),
    overview: path('accountOverview'),
    home: path('home'),
  };
}

const PAGE = graphql(`
  query AccountPage($userData: UserData!, $withChallenge: Boolean!) {
    getUserInfo(userData: $userData) {
      user {
        mainProfile {
          firstName
        }
      }
    }
    captchaChallenge(userData: $userData) @include(if: $withChallenge)
  }
`);
const CHALLENGE = graphql(`
  query AccountChallenge($userData: UserData!) {
    captchaChallenge(userData: $userData)
  }
`);

/**
 * Loads a screen. `guestOnly`: a logged-in customer has nothing to do here (login, register,
 * forgot password, identify: §6) and goes on to the `next` page or the account overview.
 */
export async function accountPage(args: Args, titleKey: MessageKey, opts: { guestOnly: boolean; challenge: boolean }): Promise<AccountPageData> {
  const { request, context } = args;
  const paths = accountPaths(request);
  const params = new URL(request.url).searchParams;
  const next = safeNext(params.get('next'));
  const r = await gql(context, PAGE, { withChallenge: opts.challenge });
  const firstName = r.getUserInfo.user.mainProfile?.firstName ?? null;
  if (opts.guestOnly && firstName !== null) throw redirect(next ?? paths.overview);
  const t = serverT(request);
  return {
    title: `${t(titleKey)} | ${t('meta.suffix')}`,
    paths,
    challenge: r.captchaChallenge ?? null,
    email: (params.get('email') ?? '').trim().slice(0, 254),
    next,
    firstName,
  };
}

/** A new challenge for a form whose token the API has used up (a token passes once). */
export async function freshChallenge(args: Args): Promise<Record<string, unknown>> {
  const r = await gql(args.context, CHALLENGE);
  return r.captchaChallenge;
}

/**
 * A refused account form: what the reply says, with `kept` typed values put back (the reply hides
 * some) and a new human check (the API used the token up). 400.
 */
export async function refuseWithChallenge<E extends object = Record<never, never>>(
  args: Args,
  result: SubmissionResult,
  kept: Record<string, string>,
  extra: E = {} as E,
) {
  return data({ ...result, initialValue: { ...result.initialValue, ...kept }, ...extra, challenge: await freshChallenge(args) }, { status: 400 });
}

export function formValues<const K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')])) as Record<K, string>;
}

const localeOf = (request: Request) => locate(new URL(request.url)).language;

/** Nothing is sent without the human check's token (§4): the form's captcha error instead. */
export function missingToken(request: Request, token: string, code: number): ErrorItem[] {
  return token ? [] : [errorItem(localeOf(request), code, 'captchaToken')];
}

/** The API names fields of an input object as "input.email"; the forms' fields are "email". */
export function fieldErrors(errors: ErrorItem[]): ErrorItem[] {
  return errors.map((e) => ({ ...e, referencedRequestParameter: e.referencedRequestParameter?.replace(/^input\./, '') ?? null }));
}
