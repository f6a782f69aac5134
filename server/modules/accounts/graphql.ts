// The accounts module's operations (issue 5 contract): identify, log in and out, register, and
// (graphql-area.ts) passwords, profile and address book. Resolvers only map arguments to the services;
// withCall (graphql-types.ts) reads the browser's cookies for them and applies the cookies they ask for.
import { builder } from '../../graphql/builder.ts';
import { UserData } from '../../graphql/common.ts';
import { errorCodes, fail, type ErrorItem } from './errors.ts';
import { checkUserExist, userLogin, userLogout, type Call, type StatusOutcome } from './login.ts';
import { createAccount, createAccountOnOrder } from './register.ts';
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

builder.queryField('getUserInfo', (t) => t.field({
  type: UserInfoPayload,
  description: 'Who is logged in (loaded on start): mainProfile is null for a visitor.',
  args: { userData: t.arg({ type: UserData, required: true }) },
  resolve: (_r, args, gql) => withCall<UserInfoResult>(args.userData, gql,
    async (call) => ({ customer: await customerOf(call.ctx.db, call.browser.session, call.ctx.store.id), errors: [] }),
    (errors) => ({ customer: null, errors })),
}));

builder.queryField('checkUserExist', (t) => t.field({
  type: StatusPayload,
  description: 'Whether an account exists for the e-mail (the identify step); needs the human check.',
  args: { userData: t.arg({ type: UserData, required: true }), email: t.arg.string({ required: true }), captchaToken: t.arg.string({ required: false }) },
  resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => checkUserExist(call, args.email, args.captchaToken)),
}));

builder.mutationField('userLogin', (t) => t.field({
  type: StatusPayload,
  description: 'Logs in with e-mail, password and the human check; the guest basket joins the account.',
  args: {
    userData: t.arg({ type: UserData, required: true }), email: t.arg.string({ required: true }),
    password: t.arg.string({ required: true }), captchaToken: t.arg.string({ required: false }),
  },
  resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => orGeneric(call, errorCodes.LOGIN_FAILED, () => userLogin(call, args))),
}));

builder.mutationField('userLogout', (t) => t.field({
  type: StatusPayload,
  description: 'Ends the session and forgets the session and basket cookies.',
  args: { userData: t.arg({ type: UserData, required: true }) },
  resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => userLogout(call)),
}));

const CreateAccountInput = builder.inputType('CreateAccountInput', {
  fields: (t) => ({
    firstName: t.string({ required: false }), lastName: t.string({ required: false }),
    email: t.string({ required: false }), emailConfirmation: t.string({ required: false }),
    password: t.string({ required: false }), passwordConfirmation: t.string({ required: false }),
    subscribed: t.boolean({ required: false }),
  }),
});

builder.mutationField('createAccount', (t) => t.field({
  type: StatusPayload,
  description: 'Registers (§5 password rules, newsletter choice) and logs the new customer in.',
  args: { userData: t.arg({ type: UserData, required: true }), input: t.arg({ type: CreateAccountInput, required: true }), captchaToken: t.arg.string({ required: false }) },
  resolve: (_r, args, gql) => statusOf(args.userData, gql,
    (call) => orGeneric(call, errorCodes.ACCOUNT_CREATION_FAILED, () => createAccount(call, args.input, args.captchaToken))),
}));

builder.mutationField('createAccountOnOrder', (t) => t.field({
  type: StatusPayload,
  description: 'An account from the basket\'s billing details (checkout step 1) or a guest order just placed; logs in.',
  args: {
    userData: t.arg({ type: UserData, required: true }), orderUuid: t.arg.string({ required: false }),
    password: t.arg.string({ required: false }), passwordConfirmation: t.arg.string({ required: false }), subscribed: t.arg.boolean({ required: false }),
  },
  resolve: (_r, args, gql) => statusOf(args.userData, gql,
    (call) => orGeneric(call, errorCodes.ACCOUNT_CREATION_FAILED, () => createAccountOnOrder(call, args))),
}));
