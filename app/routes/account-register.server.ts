// Register (/conto/registrazione/) and its success page: names, e-mail twice, password twice with
// the §5 rules, the newsletter, the human check. createAccount logs the new customer in.
import { redirect } from 'react-router';
import { z } from 'zod';
import { gql } from '../lib/api.server.ts';
import { graphql } from '../graphql/index.ts';
import { safeNext } from '../lib/account-paths.ts';
import { emailPair, firstName, lastName, passwordPair } from '../../common/rules/schemas.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { accountPage, accountPaths, fieldIssues, formValues, missingToken, refusedWithCheck, type Args, type ErrorItem } from '../loaders/account.server.ts';

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

const FIELDS = ['firstName', 'lastName', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'subscribed', 'captchaToken', 'next'];
const names = z.object({ firstName, lastName });

export const registerLoader = (args: Args) => accountPage(args, 'account.register.metaTitle', { guestOnly: true, challenge: true });
export const registerSuccessLoader = (args: Args) => accountPage(args, 'account.registerSuccess.metaTitle', { guestOnly: false, challenge: false });

/** The form's own rules (§5), each field's first issue under the API's field names. */
export function registerIssues(request: Request, v: Record<string, string>): ErrorItem[] {
  return [
    ...fieldIssues(request, names.safeParse({ firstName: v.firstName, lastName: v.lastName })),
    ...fieldIssues(request, emailPair.safeParse({ email: v.email, confirmEmail: v.emailConfirmation }), { confirmEmail: 'emailConfirmation' }),
    ...fieldIssues(request, passwordPair.safeParse({ password: v.password, confirmPassword: v.passwordConfirmation }), {
      confirmPassword: 'passwordConfirmation',
    }),
  ];
}

export async function registerAction(args: Args) {
  const { request, context } = args;
  const v = formValues(await request.formData(), FIELDS);
  const kept = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    emailConfirmation: v.emailConfirmation.trim(),
    subscribed: v.subscribed === 'on' ? 'on' : '',
    next: safeNext(v.next) ?? '',
  };
  const local = [...registerIssues(request, v), ...missingToken(request, v.captchaToken, errorCodes.LOGIN_CAPTCHA_FAILED)];
  if (local.length) return refusedWithCheck(args, local, kept);
  const r = await gql(context, request, CREATE, {
    firstName: kept.firstName,
    lastName: kept.lastName,
    email: kept.email,
    emailConfirmation: kept.emailConfirmation,
    password: v.password,
    passwordConfirmation: v.passwordConfirmation,
    subscribed: kept.subscribed === 'on',
    captchaToken: v.captchaToken,
  });
  const { status, errors } = r.createAccount;
  const paths = accountPaths(request);
  // From checkout (`next`), straight back to it; otherwise the welcome page.
  if (status) throw redirect(kept.next || paths.registerSuccess, 303);
  if (errors.some((e) => e.code === errorCodes.ACCOUNT_ALREADY_LOGGED_IN)) throw redirect(kept.next || paths.overview, 303);
  return refusedWithCheck(args, errors, kept);
}
