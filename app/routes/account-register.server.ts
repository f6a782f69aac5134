// Register (/conto/registrazione/) and its success page: names, e-mail twice, password twice with
// the §5 rules, the newsletter, the human check. createAccount logs the new customer in.
import { redirect } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { safeNext } from '../lib/account-paths.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { registerFormSchema } from '../../common/forms/account-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import { accountPage, accountPaths, fieldErrors, formValues, missingToken, refuseWithChallenge, type Args, type ErrorItem } from './account.server.ts';

// The input object is written out field by field: the document does not depend on the input type's name.
const CREATE = graphql(`
  mutation AccountRegister(
    $userData: UserData!
    $firstName: String!
    $lastName: String!
    $email: String!
    $emailConfirmation: String!
    $password: String!
    $passwordConfirmation: String!
    $subscribed: Boolean!
    $captchaToken: String!
  ) {
    createAccount(
      userData: $userData
      captchaToken: $captchaToken
      input: {
        firstName: $firstName
        lastName: $lastName
        email: $email
        emailConfirmation: $emailConfirmation
        password: $password
        passwordConfirmation: $passwordConfirmation
        subscribed: $subscribed
      }
    ) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

const FIELDS = ['firstName', 'lastName', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'subscribed'] as const;

export const registerLoader = (args: Args) => accountPage(args, 'account.register.metaTitle', { guestOnly: true, challenge: true });
/** The success says the new customer is logged in: a visitor who is not is sent to the registration. */
export async function registerSuccessLoader(args: Args) {
  const page = await accountPage(args, 'account.registerSuccess.metaTitle', { guestOnly: false, challenge: false });
  if (page.firstName === null) throw redirect(page.paths.register);
  return page;
}

/**
 * Success logs the new customer in. A refusal comes back with what was typed (trimmed, never the
 * passwords), a new human check, and `userExists` when the e-mail has an account (a way to login).
 */
export async function registerAction(args: Args) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseForm(form, registerFormSchema, serverT(request));
  const v = formValues(form, [...FIELDS, 'captchaToken', 'next']);
  const kept = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    emailConfirmation: v.emailConfirmation.trim(),
  };
  const next = safeNext(v.next) ?? '';
  const hideFields = ['password', 'passwordConfirmation', 'captchaToken'];
  const refuse = (result: SubmissionResult, userExists = false) => refuseWithChallenge(args, result, kept, { userExists });
  const reply = (errors: ErrorItem[]) => replyWithApiErrors(submission, fieldErrors(errors), { fields: FIELDS, hideFields });
  const missing = missingToken(request, v.captchaToken, errorCodes.LOGIN_CAPTCHA_FAILED);
  if (submission.status !== 'success' || missing.length) return refuse(reply(missing));
  const r = await gql(context, CREATE, {
    ...kept,
    password: v.password,
    passwordConfirmation: v.passwordConfirmation,
    subscribed: v.subscribed === 'on',
    captchaToken: v.captchaToken,
  });
  const { status, errors } = r.createAccount;
  const paths = accountPaths(request);
  // From checkout (`next`), straight back to it; otherwise the welcome page.
  if (status) throw redirect(next || paths.registerSuccess, 303);
  if (errors.some((e) => e.code === errorCodes.ACCOUNT_ALREADY_LOGGED_IN)) throw redirect(next || paths.overview, 303);
  return refuse(
    reply(errors),
    errors.some((e) => e.code === errorCodes.ACCOUNT_USER_EXISTS),
  );
}
