// Identify (/conto/), login (/conto/accesso/) and logout (/conto/esci/): §4 Login, Logout and
// the identify-user flow. The API owns the session cookie; these actions only say where to go.
import { redirect } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { afterLogout, safeNext } from '../lib/account-paths.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { accountPage, accountPaths, fieldErrors, formValues, missingToken, refuseWithChallenge, withQuery, type Args } from './account.server.ts';
import { loginFormSchema } from '../../common/forms/login-form.ts';
import { identifyFormSchema } from '../../common/forms/account-forms.ts';
import { firstErrorOnly, parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';

const CHECK = graphql(`
  query AccountIdentify($userData: UserData!, $email: String!, $captchaToken: String!) {
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
const LOGIN = graphql(`
  mutation AccountLogin($userData: UserData!, $email: String!, $password: String!, $captchaToken: String!) {
    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const LOGOUT = graphql(`
  mutation AccountLogout($userData: UserData!) {
    userLogout(userData: $userData) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export const identifyLoader = (args: Args) => accountPage(args, 'account.identify.metaTitle', { guestOnly: true, challenge: true });
export const loginLoader = (args: Args) => accountPage(args, 'account.login.metaTitle', { guestOnly: true, challenge: true });

const IDENTIFY_FIELDS = ['email'];

/**
 * An existing e-mail goes on to login, an unknown one to register (§4), the e-mail and `next`
 * carried along. A refusal comes back with what was typed and a new human check; a post without
 * its token is refused with the form's own errors, as the API would.
 */
export async function identifyAction(args: Args) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseForm(form, identifyFormSchema, serverT(request));
  const values = formValues(form, ['email', 'captchaToken', 'next']);
  const email = values.email.trim();
  const hideFields = ['captchaToken'];
  const refuse = (result: SubmissionResult) => refuseWithChallenge(args, result, { email });
  const reply = (errors: ErrorItem[]) => replyWithApiErrors(submission, fieldErrors(errors), { fields: IDENTIFY_FIELDS, hideFields });
  const missing = missingToken(request, values.captchaToken, errorCodes.LOGIN_CAPTCHA_FAILED);
  if (submission.status !== 'success' || missing.length) return refuse(reply(missing));
  const r = await gql(context, CHECK, { email, captchaToken: values.captchaToken });
  const { status, errors } = r.checkUserExist;
  if (errors.length) return refuse(reply(errors));
  const paths = accountPaths(request);
  throw redirect(withQuery(status ? paths.login : paths.register, { email, next: safeNext(values.next) ?? '' }), 303);
}

const LOGIN_FIELDS = ['email', 'password'];

/**
 * Success goes to the `next` page (checkout) or the account overview. A refusal comes back with
 * the first error only (§4), what was typed (never the password) and a new human check.
 */
export async function loginAction(args: Args) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseForm(form, loginFormSchema, serverT(request));
  const values = formValues(form, ['email', 'password', 'captchaToken', 'next']);
  const email = values.email.trim();
  const next = safeNext(values.next) ?? '';
  const hideFields = ['password', 'captchaToken'];
  const refuse = (result: SubmissionResult) => refuseWithChallenge(args, firstErrorOnly(result), { email });
  const reply = (errors: ErrorItem[]) => replyWithApiErrors(submission, fieldErrors(errors), { fields: LOGIN_FIELDS, firstOnly: true, hideFields });
  if (submission.status !== 'success') return refuse(submission.reply({ hideFields }));
  const missing = missingToken(request, values.captchaToken, errorCodes.LOGIN_CAPTCHA_FAILED);
  if (missing.length) return refuse(reply(missing));
  const r = await gql(context, LOGIN, { email, password: values.password, captchaToken: values.captchaToken });
  const { status, errors } = r.userLogin;
  const paths = accountPaths(request);
  // Already logged in (1101): there is nothing to log into, the account is open.
  if (status || errors.some((e) => e.code === errorCodes.LOGIN_ALREADY_LOGGED_IN)) throw redirect(next || paths.overview, 303);
  return refuse(reply(errors));
}

/** /conto/esci/ answers posts only; a visit goes home. */
export function logoutLoader({ request }: Args) {
  return redirect(afterLogout(new URL(request.url), null));
}

/** Ends the session (the API expires its cookies) and goes back to the page, or home from a protected one. */
export async function logoutAction({ request, context }: Args) {
  const next = String((await request.formData()).get('next') ?? '');
  await gql(context, LOGOUT);
  throw redirect(afterLogout(new URL(request.url), next), 303);
}
