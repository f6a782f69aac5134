// The account area's operations (issue 5 contract): passwords, personal data, the login e-mail,
// deleting the account, and the address book.
import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData } from '../../graphql/common.ts';
import type { ErrorItem } from '../../errors.ts';
import { addressBook, deleteAddressBookEntry, saveAddressBookEntry, type AddressBookEntry as Entry } from './address-book.ts';
import { changePassword, forgotPassword, resetPassword } from './password-reset.ts';
import { changeAccountEmail, deleteAccount, updateProfile, type ProfileResult } from './profile.ts';
import { ProfilePayload, StatusPayload, statusOf, withCall } from './graphql-types.ts';

builder.mutationField('changePassword', (t) =>
  t.field({
    type: StatusPayload,
    description: 'A new password for the logged-in customer; every other session ends, this one is renewed.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      currentPassword: t.arg.string({ required: false }),
      newPassword: t.arg.string({ required: false }),
      newPasswordConfirmation: t.arg.string({ required: false }),
      captchaToken: t.arg.string({ required: false }),
    },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => changePassword(call, args)),
  }),
);

builder.mutationField('forgotPassword', (t) =>
  t.field({
    type: StatusPayload,
    description: 'E-mails a single-use link to choose a new password; the same answer whether or not the e-mail has an account.',
    args: { userData: t.arg({ type: UserData, required: true }), email: t.arg.string({ required: true }), captchaToken: t.arg.string({ required: false }) },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => forgotPassword(call, args.email, args.captchaToken)),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: StatusPayload,
    description: 'The new password chosen through the e-mailed link (its token); every session of the account ends.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: false }),
      passwordConfirmation: t.arg.string({ required: false }),
    },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => resetPassword(call, args)),
  }),
);

const ProfileInput = builder.inputType('CustomerProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    invoiceEmail: t.string({ required: false }),
    phoneCountry: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    customerType: t.string({ required: false }),
    companyName: t.string({ required: false }),
    vatNumber: t.string({ required: false }),
    chamberOfCommerce: t.string({ required: false }),
    sdiCode: t.string({ required: false }),
    pecAddress: t.string({ required: false }),
    street: t.string({ required: false }),
    houseNumber: t.string({ required: false }),
    suffix: t.string({ required: false }),
    postCode: t.string({ required: false }),
    city: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    subscribed: t.boolean({ required: false }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: ProfilePayload,
    description: "The logged-in customer's personal and business details and newsletter choice.",
    args: { userData: t.arg({ type: UserData, required: true }), input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_r, args, gql) =>
      withCall<ProfileResult>(
        args.userData,
        gql,
        (call) => updateProfile(call, args.input),
        (errors) => ({ customer: null, errors }),
      ),
  }),
);

builder.mutationField('changeAccountEmail', (t) =>
  t.field({
    type: StatusPayload,
    description: 'The e-mail the customer logs in with; needs the password.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      email: t.arg.string({ required: false }),
      emailConfirmation: t.arg.string({ required: false }),
      password: t.arg.string({ required: false }),
    },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => changeAccountEmail(call, args)),
  }),
);

builder.mutationField('deleteAccount', (t) =>
  t.field({
    type: StatusPayload,
    description: 'Anonymises the account and ends its sessions; its orders stay for the accounts.',
    args: { userData: t.arg({ type: UserData, required: true }), password: t.arg.string({ required: false }), confirm: t.arg.boolean({ required: true }) },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => deleteAccount(call, args)),
  }),
);

const AddressBookEntry = builder.objectRef<Entry>('AddressBookEntry').implement({
  fields: (t) => ({
    id: t.id({ resolve: (e) => String(e.id) }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    postCode: t.exposeString('postCode', { nullable: true }),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    suffix: t.exposeString('suffix', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});

const AddressBookPayload = builder.objectRef<{ entries: Entry[]; errors: ErrorItem[] }>('AddressBookPayload').implement({
  fields: (t) => ({
    entries: t.field({ type: [AddressBookEntry], resolve: (p) => p.entries }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const AddressBookEntryPayload = builder.objectRef<{ entry: Entry | null; errors: ErrorItem[] }>('AddressBookEntryPayload').implement({
  fields: (t) => ({
    entry: t.field({ type: AddressBookEntry, nullable: true, resolve: (p) => p.entry }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

const AddressBookEntryInput = builder.inputType('AddressBookEntryInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    email: t.string({ required: false }),
    companyName: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    postCode: t.string({ required: false }),
    houseNumber: t.string({ required: false }),
    suffix: t.string({ required: false }),
    street: t.string({ required: false }),
    city: t.string({ required: false }),
  }),
});

builder.queryField('addressBook', (t) =>
  t.field({
    type: AddressBookPayload,
    description: "The logged-in customer's address book.",
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_r, args, gql) =>
      withCall(
        args.userData,
        gql,
        (call) => addressBook(call),
        (errors) => ({ entries: [] as Entry[], errors }),
      ),
  }),
);

builder.mutationField('saveAddressBookEntry', (t) =>
  t.field({
    type: AddressBookEntryPayload,
    description: "Adds an entry (without id) or changes one of the customer's own.",
    args: { userData: t.arg({ type: UserData, required: true }), input: t.arg({ type: AddressBookEntryInput, required: true }) },
    resolve: (_r, args, gql) =>
      withCall(
        args.userData,
        gql,
        (call) => saveAddressBookEntry(call, args.input),
        (errors) => ({ entry: null as Entry | null, errors }),
      ),
  }),
);

builder.mutationField('deleteAddressBookEntry', (t) =>
  t.field({
    type: StatusPayload,
    description: "Deletes one of the customer's entries; another customer's id answers 9003.",
    args: { userData: t.arg({ type: UserData, required: true }), id: t.arg.id({ required: true }) },
    resolve: (_r, args, gql) => statusOf(args.userData, gql, (call) => deleteAddressBookEntry(call, args.id)),
  }),
);
