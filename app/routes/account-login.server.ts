// Identify (/conto/), login (/conto/accesso/) and logout (/conto/esci/): §4 Login, Logout and
// the identify-user flow. The API owns the session cookie; these actions only say where to go.
import { redirect } from 'react-router';
import { z } from 'zod';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { afterLogout, safeNext } from '../lib/account-paths.ts';
import { email as emailRule } from '../../common/rules/schemas.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { accountPage, accountPaths, fieldIssues, formValues, missingToken, refusedWithCheck, withQuery, type Args } from '../loaders/account.server.ts';

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

const identifySchema = z.object({ email: emailRule });
// §5 Login: e-mail and password required. The password's other rules are the register form's:
// an old password that breaks a newer rule must still open the account.
const loginSchema = z.object({ email: emailRule, password: z.string().min(1, { error: 'validation.passwordRequired' }) });

/** An existing e-mail goes on to login, an unknown one to register (§4), the e-mail and `next` carried along. */
export async function identifyAction(args: Args) {
  const { request, context } = args;
  const values = formValues(await request.formData(), ['email', 'captchaToken', 'next']);
  const email = values.email.trim();
  const local = [...fieldIssues(request, identifySchema.safeParse({ email })), ...missingToken(request, values.captchaToken, errorCodes.LOGIN_CAPTCHA_FAILED)];
  const kept = { email, next: safeNext(values.next) ?? '' };
  if (local.length) return refusedWithCheck(args, local, kept);
  const r = await gql(context, request, CHECK, { email, captchaToken: values.captchaToken });
  const { status, errors } = r.checkUserExist;
  if (errors.length) return refusedWithCheck(args, errors, kept);
  const paths = accountPaths(request);
  throw redirect(withQuery(status ? paths.login : paths.register, { email, next: kept.next }), 303);
}

/** Success goes to the `next` page (checkout) or the account overview; errors are kept, the first is shown. */
export async function loginAction(args: Args) {
  const { request, context } = args;
  const values = formValues(await request.formData(), ['email', 'password', 'captchaToken', 'next']);
  const email = values.email.trim();
  const kept = { email, next: safeNext(values.next) ?? '' };
  const local = [
    ...fieldIssues(request, loginSchema.safeParse({ email, password: values.password })),
    ...missingToken(request, values.captchaToken, errorCodes.LOGIN_CAPTCHA_FAILED),
  ];
  if (local.length) return refusedWithCheck(args, local, kept);
  const r = await gql(context, request, LOGIN, { email, password: values.password, captchaToken: values.captchaToken });
  const { status, errors } = r.userLogin;
  const paths = accountPaths(request);
  // Already logged in (1101): there is nothing to log into, the account is open.
  if (status || errors.some((e) => e.code === errorCodes.LOGIN_ALREADY_LOGGED_IN)) throw redirect(kept.next || paths.overview, 303);
  return refusedWithCheck(args, errors, kept);
}

/** /conto/esci/ answers posts only; a visit goes home. */
export function logoutLoader({ request }: Args) {
  return redirect(afterLogout(new URL(request.url), null));
}

/** Ends the session (the API expires its cookies) and goes back to the page, or home from a protected one. */
export async function logoutAction({ request, context }: Args) {
  const next = String((await request.formData()).get('next') ?? '');
  await gql(context, request, LOGOUT);
  throw redirect(afterLogout(new URL(request.url), next), 303);
}
