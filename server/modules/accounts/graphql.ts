// The accounts module's operations (issue 5 contract): identify, log in and out, register, an
// account at order time by e-mail (issue 12), and (graphql-area.ts) passwords, profile and address
// book. Resolvers only map arguments to the services; withCall (graphql-types.ts) reads the
// browser's cookies for them and applies the cookies they ask for.
import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData } from '../../graphql/common.ts';
import { fail } from './errors.ts';
import { errorCodes, type ErrorItem } from '../../errors.ts';
import { checkUserExist, userLogin, userLogout, type Call, type StatusOutcome } from './login.ts';
import { createAccount } from './register.ts';
import { accountLink, confirmAccountOnOrder, createAccountOnOrder, type AccountLinkResult } from './account-on-order.ts';
import { customerOf, type Customer } from './service.ts';
import { StatusPayload, UserInfoPayload, statusOf, withCall } from './graphql-types.ts';
import './graphql-area.ts';

type UserInfoResult = { customer: Customer | null; errors: ErrorItem[] };

/** An unexpected failure still answers the form's catalogued "something went wrong". */
async function orGeneric(call: Call, code: number, run: () => Promise<StatusOutcome>): Promise<StatusOutcome> {
  try {
    return await run();
  } catch (err) {
    console.error(`accounts: ${(err as Error).message}`);
    return fail(call.ctx, code);
  }
}

builder.queryField('getUserInfo', (t) =>
  t.field({
    type: UserInfoPayload,
    description: 'Who is logged in (loaded on start): mainProfile is null for a visitor.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_r, args, gql) =>
      withCall<UserInfoResult>(
        args.userData,
        gql,
        async (call) => ({ customer: await customerOf(call.ctx.db, call.browser.session, call.ctx.store.id), errors: [] }),
        (errors) => ({ customer: null, errors }),
      ),
  }),
);

builder.queryField('checkUserExist', (t) =>
  t.field({
    type: StatusPayload,
    description: 'Whether an account exists for the e-mail (the identify step); needs the human check.',
    args: { userData: t.arg({ type: UserData, required: true }), email: t.arg.string({ required: true }), captchaToken: t.arg.string({ required: false }) },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => checkUserExist(call, args.email, args.captchaToken)),
  }),
);

builder.mutationField('userLogin', (t) =>
  t.field({
    type: StatusPayload,
    description: 'Logs in with e-mail, password and the human check; the guest basket joins the account.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      captchaToken: t.arg.string({ required: false }),
    },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => orGeneric(call, errorCodes.LOGIN_FAILED, () => userLogin(call, args))),
  }),
);

builder.mutationField('userLogout', (t) =>
  t.field({
    type: StatusPayload,
    description: 'Ends the session and forgets the session and basket cookies.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => userLogout(call)),
  }),
);

const CreateAccountInput = builder.inputType('CreateAccountInput', {
  fields: (t) => ({
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    email: t.string({ required: false }),
    emailConfirmation: t.string({ required: false }),
    password: t.string({ required: false }),
    passwordConfirmation: t.string({ required: false }),
    subscribed: t.boolean({ required: false }),
  }),
});

builder.mutationField('createAccount', (t) =>
  t.field({
    type: StatusPayload,
    description: 'Registers (§5 password rules, newsletter choice) and logs the new customer in.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      input: t.arg({ type: CreateAccountInput, required: true }),
      captchaToken: t.arg.string({ required: false }),
    },
    resolve: (_r, args, gql) =>
      statusOf(args.userData, gql, (call) => orGeneric(call, errorCodes.ACCOUNT_CREATION_FAILED, () => createAccount(call, args.input, args.captchaToken))),
  }),
);

builder.mutationField('createAccountOnOrder', (t) =>
  t.field({
    type: StatusPayload,
    description:
      "Asks for an account for the buyer of the basket (checkout step 1's billing details) or of a guest order just placed. " +
      'Needs the human check and is rate-limited (1302). Answers the same whether or not the e-mail has an account and logs nobody in: ' +
      'the e-mail tells its owner what happened (a link that makes the account, or a note that one exists).',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      orderUuid: t.arg.string({ required: false }),
      password: t.arg.string({ required: false }),
      passwordConfirmation: t.arg.string({ required: false }),
      subscribed: t.arg.boolean({ required: false }),
      captchaToken: t.arg.string({ required: false }),
    },
    resolve: (_r, args, gql) =>
      statusOf(args.userData, gql, (call) => orGeneric(call, errorCodes.ACCOUNT_CREATION_FAILED, () => createAccountOnOrder(call, args))),
  }),
);

const AccountLinkPayload = builder.objectRef<AccountLinkResult>('AccountLinkPayload').implement({
  fields: (t) => ({
    kind: t.string({
      nullable: true,
      description: 'NEW_ACCOUNT (the link makes the account) or EXISTING_ACCOUNT (it joins the order to it); null for a bad link.',
      resolve: (p) => p.kind,
    }),
    email: t.string({ nullable: true, resolve: (p) => p.email }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.queryField('accountLink', (t) =>
  t.field({
    type: AccountLinkPayload,
    description: 'What the link e-mailed by createAccountOnOrder is for; 9003 when it is unknown, used or expired.',
    args: { userData: t.arg({ type: UserData, required: true }), token: t.arg.string({ required: true }) },
    resolve: (_r, args, gql) =>
      withCall<AccountLinkResult>(
        args.userData,
        gql,
        (call) => accountLink(call, args.token),
        (errors) => ({ kind: null, email: null, errors }),
      ),
  }),
);

builder.mutationField('confirmAccountOnOrder', (t) =>
  t.field({
    type: StatusPayload,
    description:
      'Follows the e-mailed link once: makes the account and logs in (1001 if one was made meanwhile), or, for an existing account, ' +
      'joins the order to it when its owner is logged in (1401). The order joins the account either way; 9003 for a bad link.',
    args: { userData: t.arg({ type: UserData, required: true }), token: t.arg.string({ required: true }) },
    resolve: (_r, args, gql) =>
      statusOf(args.userData, gql, (call) => orGeneric(call, errorCodes.ACCOUNT_CREATION_FAILED, () => confirmAccountOnOrder(call, args.token))),
  }),
);
