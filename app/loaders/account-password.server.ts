// Forgot password (/conto/password-dimenticata/) and new password (/conto/nuova-password/?token=…),
// with their confirmation pages. The API e-mails the single-use link and answers the same whether
// or not the e-mail has an account; a bad or used link is 1306.
import { data, redirect } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { forgotFormSchema, newPasswordFormSchema } from '../../common/forms/account-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import { accountPage, accountPaths, fieldErrors, formValues, missingToken, refuseWithChallenge, type AccountPageData, type Args } from './account.server.ts';

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

const FORGOT_FIELDS = ['email'];

/** A refusal comes back with the e-mail typed and a new human check (the API used the token up). */
export async function forgotAction(args: Args) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseForm(form, forgotFormSchema, serverT(request));
  const v = formValues(form, ['email', 'captchaToken']);
  const email = v.email.trim();
  const hideFields = ['captchaToken'];
  const refuse = (result: SubmissionResult) => refuseWithChallenge(args, result, { email });
  const reply = (errors: ErrorItem[]) => replyWithApiErrors(submission, fieldErrors(errors), { fields: FORGOT_FIELDS, hideFields });
  const missing = missingToken(request, v.captchaToken, errorCodes.FORGOT_PASSWORD_CAPTCHA_FAILED);
  if (submission.status !== 'success' || missing.length) return refuse(reply(missing));
  const r = await gql(context, FORGOT, { email, captchaToken: v.captchaToken });
  const { status, errors } = r.forgotPassword;
  const paths = accountPaths(request);
  if (errors.some((e) => e.code === errorCodes.FORGOT_PASSWORD_ALREADY_LOGGED_IN)) throw redirect(paths.overview, 303);
  if (status) throw redirect(paths.forgotSuccess, 303);
  return refuse(reply(errors));
}

const NEW_PASSWORD_FIELDS = ['password', 'passwordConfirmation'];

/** A refusal never sends the passwords back; `badLink` when the link is unknown, used or expired (1306). */
export async function newPasswordAction(args: Args) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseForm(form, newPasswordFormSchema, serverT(request));
  const v = formValues(form, ['token', 'password', 'passwordConfirmation']);
  const hideFields = ['password', 'passwordConfirmation'];
  if (submission.status !== 'success') return data({ ...submission.reply({ hideFields }), badLink: false }, { status: 400 });
  const r = await gql(context, RESET, { token: v.token, password: v.password, passwordConfirmation: v.passwordConfirmation });
  const { status, errors } = r.resetPassword;
  if (status) throw redirect(accountPaths(request).newPasswordSuccess, 303);
  const badLink = errors.some((e) => e.code === errorCodes.FORGOT_PASSWORD_TOKEN_INVALID);
  // The page answers a bad link itself, with the way to a new one: not the error modal's to say again.
  const others = errors.filter((e) => e.code !== errorCodes.FORGOT_PASSWORD_TOKEN_INVALID);
  return data({ ...replyWithApiErrors(submission, fieldErrors(others), { fields: NEW_PASSWORD_FIELDS, hideFields }), badLink }, { status: 400 });
}
