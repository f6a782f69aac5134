import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { locate } from '../lib/locate.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  DELETE_FIELDS,
  deleteAccountFormSchema,
  EMAIL_FIELDS,
  orNull,
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  profileFormSchema,
  profileInput,
} from '../../common/forms/account-area-forms.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { AccountUserFragment, type AccountPaths, type Customer, type FormReply } from '../components/account-area/fragments.ts';
import { graphql } from '../graphql/index.ts';

import { accountPaths, areaErrors, formValues, leaveWhenLoggedOut, pageTitle, requireCustomer, type Args } from './account-area.server.ts';

// /conto/dettagli-personali/: four forms on one page, told apart by `intent` — personal data
// (updateProfile), password (changePassword), and in the change/delete account modal the e-mail
// (changeAccountEmail) and the deletion (deleteAccount). Each success redirects (post/redirect/get)
// with ?salvato=<what>, so a reload sends nothing twice and the notice works without JavaScript.

const CHALLENGE = graphql(`
  query AccountChallenge($userData: UserData!) {
    captchaChallenge(userData: $userData)
  }
`);
const UPDATE = graphql(
  `
    mutation UpdateProfile($userData: UserData!, $input: CustomerProfileInput!) {
      updateProfile(userData: $userData, input: $input) {
        user {
          ...AccountUserInfo
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [AccountUserFragment],
);
const PASSWORD = graphql(`
  mutation ChangePassword($userData: UserData!, $currentPassword: String!, $newPassword: String!, $newPasswordConfirmation: String!, $captchaToken: String) {
    changePassword(
      userData: $userData
      currentPassword: $currentPassword
      newPassword: $newPassword
      newPasswordConfirmation: $newPasswordConfirmation
      captchaToken: $captchaToken
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
const EMAIL = graphql(`
  mutation ChangeAccountEmail($userData: UserData!, $email: String!, $emailConfirmation: String!, $password: String!) {
    changeAccountEmail(userData: $userData, email: $email, emailConfirmation: $emailConfirmation, password: $password) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const DELETE = graphql(`
  mutation DeleteAccount($userData: UserData!, $password: String!, $confirm: Boolean!) {
    deleteAccount(userData: $userData, password: $password, confirm: $confirm) {
      status
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export const SAVED = ['dati', 'password', 'email'] as const;
export type Saved = (typeof SAVED)[number];
export type AccountDataData = {
  title: string;
  user: Customer;
  challenge: Record<string, unknown>;
  saved: Saved | null;
  accountModal: boolean;
  paths: AccountPaths;
};

export async function accountDataLoader(args: Args): Promise<AccountDataData> {
  const user = await requireCustomer(args);
  const r = await gql(args.context, CHALLENGE);
  const params = new URL(args.request.url).searchParams;
  const saved = SAVED.find((s) => s === params.get('salvato')) ?? null;
  return {
    title: pageTitle(args.request, 'accountArea.data.metaTitle'),
    user: user as Customer,
    challenge: r.captchaChallenge,
    saved,
    accountModal: params.get('conto') === 'modifica',
    paths: accountPaths(args.request),
  };
}

type Payload = { status?: boolean; user?: unknown; errors: ErrorItem[] };

async function run(args: ActionFunctionArgs, intent: string, v: Record<string, string>): Promise<Payload> {
  const { context } = args;
  if (intent === 'profile') {
    return (await gql(context, UPDATE, { input: profileInput(v) })).updateProfile;
  }
  if (intent === 'password') {
    const vars = {
      currentPassword: v.currentPassword ?? '',
      newPassword: v.newPassword ?? '',
      newPasswordConfirmation: v.newPasswordConfirmation ?? '',
      captchaToken: orNull(v.captchaToken),
    };
    return (await gql(context, PASSWORD, vars)).changePassword;
  }
  if (intent === 'email') {
    const vars = { email: (v.email ?? '').trim(), emailConfirmation: (v.emailConfirmation ?? '').trim(), password: v.password ?? '' };
    return (await gql(context, EMAIL, vars)).changeAccountEmail;
  }
  const vars = { password: v.password ?? '', confirm: v.confirm === 'on' };
  return (await gql(context, DELETE, vars)).deleteAccount;
}

const SECRET = /password|captchaToken/i;
type Intent = 'profile' | 'password' | 'email' | 'delete';
const FIELDS: Record<Intent, readonly string[]> = { profile: PROFILE_FIELDS, password: PASSWORD_FIELDS, email: EMAIL_FIELDS, delete: DELETE_FIELDS };

/** Each form's rules, the browser's (decision 025): personal data by the storefront's country. */
function schemaOf(request: Request, intent: Intent) {
  if (intent === 'profile') return profileFormSchema(locate(new URL(request.url)).store.country);
  return { password: changePasswordFormSchema, email: changeEmailFormSchema, delete: deleteAccountFormSchema }[intent];
}

/**
 * A refusal comes back to its form (`intent`) with what was typed (never a password or the
 * human check's token) and the errors at their fields, the others on top of the form.
 */
export async function accountDataAction(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const values = formValues(form);
  const intent = (['profile', 'password', 'email', 'delete'].includes(values.intent ?? '') ? values.intent : 'profile') as Intent;
  const submission = parseForm(form, schemaOf(args.request, intent), serverT(args.request));
  const hideFields = Object.keys(values).filter((k) => SECRET.test(k));
  if (submission.status !== 'success') return data<FormReply>({ ...submission.reply({ hideFields }), form: intent }, { status: 400 });
  const r = await run(args, intent, values);
  const paths = accountPaths(args.request);
  if (intent === 'delete' && r.status) throw redirect(`${paths.home}?conto=eliminato`, 303);
  if (intent !== 'delete' && intent !== 'password') leaveWhenLoggedOut(args.request, r.errors);
  const ok = intent === 'profile' ? Boolean(r.user) && r.errors.length === 0 : Boolean(r.status);
  if (ok) throw redirect(`${paths.data}?salvato=${intent === 'profile' ? 'dati' : intent}`, 303);
  const fields = FIELDS[intent];
  return data<FormReply>({ ...replyWithApiErrors(submission, areaErrors(r.errors, fields), { fields, hideFields }), form: intent }, { status: 400 });
}
