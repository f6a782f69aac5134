// The page of the link e-mailed by "create an account with this order" (/conto/conferma-account/
// ?token=…, issue 12). Opening it changes nothing (mail scanners open links too); the customer
// confirms with a post. An unknown e-mail's link makes the account and logs in; a known one's
// joins the order to the account once its owner is logged in. Either way the orders page follows.
import { data, redirect } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { accountConfirmFormSchema } from '../../common/forms/account-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { fieldErrors, formValues, withQuery, type Args } from './account.server.ts';

const PAGE = graphql(`
  query AccountConfirmPage($userData: UserData!, $token: String!) {
    accountLink(userData: $userData, token: $token) {
      kind
      email
    }
    getUserInfo(userData: $userData) {
      user {
        mainProfile {
          email
        }
      }
    }
  }
`);
const CONFIRM = graphql(`
  mutation AccountConfirm($userData: UserData!, $token: String!) {
    confirmAccountOnOrder(userData: $userData, token: $token) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type AccountLinkKind = 'NEW_ACCOUNT' | 'EXISTING_ACCOUNT';

export type AccountConfirmData = {
  title: string;
  token: string;
  /** What the link is for; null for a link that is unknown, used or expired. */
  kind: AccountLinkKind | null;
  email: string | null;
  /** The e-mail of the account logged in on this browser, if any. */
  loggedInAs: string | null;
  paths: { login: string; forgot: string; register: string; orders: string; home: string };
};

function confirmPaths(request: Request, token: string, email: string | null): AccountConfirmData['paths'] {
  const { store, language } = locate(new URL(request.url));
  const path = (screen: Parameters<typeof buildPath>[1]) => buildPath(store, screen, {}, language);
  // Logging in comes back here, to join the order with the same link.
  const back = withQuery(path('accountConfirm'), { token });
  return {
    login: withQuery(path('login'), { email, next: back }),
    forgot: path('forgotPassword'),
    register: path('register'),
    orders: path('accountOrders'),
    home: path('home'),
  };
}

const tokenOf = (value: string | null) => (value ?? '').trim().slice(0, 200);

export async function accountConfirmLoader({ request, context }: Args): Promise<AccountConfirmData> {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const r = token ? await gql(context, PAGE, { token }) : null;
  // The contract types the kind as a String: the two kinds this page knows, else a link that is no good.
  const answered = r?.accountLink.kind;
  const kind: AccountLinkKind | null = answered === 'NEW_ACCOUNT' || answered === 'EXISTING_ACCOUNT' ? answered : null;
  const email = r?.accountLink.email ?? null;
  const t = serverT(request);
  const titleKey = kind === 'EXISTING_ACCOUNT' ? 'account.confirm.joinTitle' : kind ? 'account.confirm.title' : 'account.confirm.badTitle';
  return {
    title: `${t(titleKey)} | ${t('meta.suffix')}`,
    token,
    kind,
    email,
    loggedInAs: r?.getUserInfo.user.mainProfile?.email ?? null,
    paths: confirmPaths(request, token, email),
  };
}

/** A refusal's errors go on the form; `spent` when the link is no good any more (the page says so instead). */
export async function accountConfirmAction({ request, context }: Args) {
  const form = await request.formData();
  const submission = parseForm(form, accountConfirmFormSchema, serverT(request));
  const token = tokenOf(formValues(form, ['token']).token);
  const r = await gql(context, CONFIRM, { token });
  const { status, errors } = r.confirmAccountOnOrder;
  const paths = confirmPaths(request, token, null);
  if (status) throw redirect(paths.orders, 303);
  // The owner of an existing account logs in first, and comes back to this link.
  if (errors.some((e) => e.code === errorCodes.ACCOUNT_LOGIN_REQUIRED)) throw redirect(paths.login, 303);
  const spent = errors.some((e) => e.code === errorCodes.NOT_FOUND);
  return data({ ...replyWithApiErrors(submission, fieldErrors(errors), { fields: [] }), spent }, { status: 400 });
}
