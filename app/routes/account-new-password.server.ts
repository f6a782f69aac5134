// New password (/conto/nuova-password/?token=…), from the link the forgot-password e-mail sent; a
// bad, used or expired link is 1306.
import { data, redirect } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { newPasswordFormSchema } from '../../common/forms/account-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import { accountPage, accountPaths, fieldErrors, formValues, type AccountPageData, type Args } from './account.server.ts';

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

export type NewPasswordData = AccountPageData & { token: string };

/** The link's token is only read here; whether it still works is the API's answer to the post. */
export async function newPasswordLoader(args: Args): Promise<NewPasswordData> {
  const page = await accountPage(args, 'account.newPassword.metaTitle', { guestOnly: false, challenge: false });
  const token = (new URL(args.request.url).searchParams.get('token') ?? '').trim().slice(0, 200);
  return { ...page, token };
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
