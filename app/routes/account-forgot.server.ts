// Forgot password (/conto/password-dimenticata/): the API e-mails the single-use link and answers
// the same whether or not the e-mail has an account.
import { redirect } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import { forgotFormSchema } from '../../common/forms/account-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import { accountPage, accountPaths, fieldErrors, formValues, missingToken, refuseWithChallenge, type Args } from './account.server.ts';

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
export const forgotLoader = (args: Args) => accountPage(args, 'account.forgot.metaTitle', { guestOnly: true, challenge: true });

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
