// Forgot password (/conto/password-dimenticata/) and new password (/conto/nuova-password/?token=…),
// with their confirmation pages. The API e-mails the single-use link and answers the same whether
// or not the e-mail has an account; a bad or used link is 1306.
import { redirect } from 'react-router';
import { z } from 'zod';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { email as emailRule, passwordPair } from '../../common/rules/schemas.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import {
  accountPage,
  accountPaths,
  fieldErrors,
  fieldIssues,
  formValues,
  missingToken,
  refused,
  refusedWithCheck,
  type AccountPageData,
  type Args,
} from './account.server.ts';

const FORGOT = graphql(`
  mutation AccountForgotPassword($userData: UserData!, $email: String!, $captchaToken: String!) {
    forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const RESET = graphql(`
  mutation AccountResetPassword($userData: UserData!, $token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(userData: $userData, token: $token, password: $password, passwordConfirmation: $passwordConfirmation) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export const forgotLoader = (args: Args) => accountPage(args, 'account.forgot.metaTitle', { guestOnly: true, challenge: true });
export const forgotSuccessLoader = (args: Args) => accountPage(args, 'account.forgotSuccess.metaTitle', { guestOnly: false, challenge: false });
export const newPasswordSuccessLoader = (args: Args) => accountPage(args, 'account.newPasswordSuccess.metaTitle', { guestOnly: false, challenge: false });

export type NewPasswordData = AccountPageData & { token: string };

/** The link's token is only read here; whether it still works is the API's answer to the post. */
export async function newPasswordLoader(args: Args): Promise<NewPasswordData> {
  const page = await accountPage(args, 'account.newPassword.metaTitle', { guestOnly: false, challenge: false });
  const token = (new URL(args.request.url).searchParams.get('token') ?? '').trim().slice(0, 200);
  return { ...page, token };
}

const forgotSchema = z.object({ email: emailRule });

export async function forgotAction(args: Args) {
  const { request, context } = args;
  const v = formValues(await request.formData(), ['email', 'captchaToken']);
  const email = v.email.trim();
  const local = [
    ...fieldIssues(request, forgotSchema.safeParse({ email })),
    ...missingToken(request, v.captchaToken, errorCodes.FORGOT_PASSWORD_CAPTCHA_FAILED),
  ];
  if (local.length) return refusedWithCheck(args, local, { email });
  const r = await gql(context, request, FORGOT, { email, captchaToken: v.captchaToken });
  const { status, errors } = r.forgotPassword;
  const paths = accountPaths(request);
  if (errors.some((e) => e.code === errorCodes.FORGOT_PASSWORD_ALREADY_LOGGED_IN)) throw redirect(paths.overview, 303);
  if (status) throw redirect(paths.forgotSuccess, 303);
  return refusedWithCheck(args, errors, { email });
}

export async function newPasswordAction(args: Args) {
  const { request, context } = args;
  const v = formValues(await request.formData(), ['token', 'password', 'passwordConfirmation']);
  const kept = { token: v.token };
  const local = fieldIssues(request, passwordPair.safeParse({ password: v.password, confirmPassword: v.passwordConfirmation }), {
    confirmPassword: 'passwordConfirmation',
  });
  if (local.length) return refused({ errors: local, values: kept });
  const r = await gql(context, request, RESET, { token: v.token, password: v.password, passwordConfirmation: v.passwordConfirmation });
  const { status, errors } = r.resetPassword;
  if (status) throw redirect(accountPaths(request).newPasswordSuccess, 303);
  return refused({ errors: fieldErrors(errors), values: kept });
}
