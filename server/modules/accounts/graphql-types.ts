// The accounts API's types (issue 5 contract): the profile, the user info loaded on start, the
// status answer most account operations give, and how a resolver gets its Call: the transport
// reads the browser's cookies into it, and applies the cookies the operation's result asks for.
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { ErrorItemRef, resolveStore, type UserDataInput } from '../../graphql/common.ts';
import { BASKET_COOKIE, applyCookies, clientFacts, readCookie, sessionOf, sessionToken } from '../../graphql/cookies.ts';
import type { CookieIntents } from '../../http/cookie-intents.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { clientKeysOf } from '../guard/index.ts';
import type { Browser, Call, StatusOutcome } from './login.ts';
import type { StatusResult } from './errors.ts';
import type { Customer } from './service.ts';

type Address = Pick<Customer, 'postCode' | 'houseNumber' | 'suffix' | 'street' | 'city' | 'administrativeArea' | 'companyName' | 'countryCode'>;

const CustomerAddress = builder.objectRef<Address>('CustomerAddress').implement({
  fields: (t) => ({
    postCode: t.exposeString('postCode', { nullable: true }),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    suffix: t.exposeString('suffix', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    administrativeArea: t.exposeString('administrativeArea', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
  }),
});

const hasAddress = (c: Customer) => [c.street, c.houseNumber, c.postCode, c.city].some((v) => v);

export const CustomerProfile = builder.objectRef<Customer>('CustomerProfile').implement({
  description: "The logged-in customer's own data (§3 CustomerProfile).",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    invoiceEmail: t.exposeString('invoiceEmail', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    phoneCountry: t.exposeString('phoneCountry', { nullable: true }),
    customerType: t.string({ description: 'PRIVATE or BUSINESS.', resolve: (c) => c.customerType }),
    companyName: t.exposeString('companyName', { nullable: true }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    chamberOfCommerce: t.exposeString('chamberOfCommerce', { nullable: true }),
    sdiCode: t.exposeString('sdiCode', { nullable: true }),
    pecAddress: t.exposeString('pecAddress', { nullable: true }),
    address: t.field({ type: CustomerAddress, nullable: true, resolve: (c) => (hasAddress(c) ? c : null) }),
    billingEmail: t.string({ description: 'Where invoices go: invoiceEmail when given, else email.', resolve: (c) => c.invoiceEmail || c.email }),
  }),
});

export const UserInfo = builder.objectRef<{ customer: Customer | null }>('UserInfo').implement({
  description: 'Logged in exactly when mainProfile is present.',
  fields: (t) => ({
    mainProfile: t.field({ type: CustomerProfile, nullable: true, resolve: (u) => u.customer }),
    subscribed: t.boolean({ resolve: (u) => !!u.customer?.subscribed }),
  }),
});

export const UserInfoPayload = builder.objectRef<{ customer: Customer | null; errors: ErrorItem[] }>('UserInfoPayload').implement({
  fields: (t) => ({
    user: t.field({ type: UserInfo, resolve: (p) => ({ customer: p.customer }) }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

export const ProfilePayload = builder.objectRef<{ customer: Customer | null; errors: ErrorItem[] }>('ProfilePayload').implement({
  fields: (t) => ({
    user: t.field({ type: UserInfo, nullable: true, resolve: (p) => (p.customer ? { customer: p.customer } : null) }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

export const StatusPayload = builder.objectRef<StatusResult>('AccountStatusPayload').implement({
  fields: (t) => ({
    status: t.exposeBoolean('status'),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

/** What the browser presented: its session (looked up once per request), cookie values, guard keys. */
async function browserOf(gql: GraphQLContext): Promise<Browser> {
  const session = await sessionOf(gql.db, gql.request);
  return {
    session,
    sessionToken: sessionToken(gql.request),
    basketUuid: readCookie(gql.request, BASKET_COOKIE),
    clientKeys: clientKeysOf(clientFacts(gql)),
  };
}

/**
 * Runs an account operation for userData's storefront; an unknown store answers its error. The
 * cookies the result asks for (`cookies`) are written here, and seen by later operations of the request.
 */
export async function withCall<T extends object>(
  userData: UserDataInput,
  gql: GraphQLContext,
  run: (call: Call) => Promise<T>,
  refused: (errors: ErrorItem[]) => T,
): Promise<T> {
  const r = resolveStore(userData, gql);
  if (!r.ok) return refused(r.errors);
  const result = await run({ ctx: r.ctx, browser: await browserOf(gql) });
  if ('cookies' in result) applyCookies(gql.request, result.cookies as CookieIntents | undefined);
  return result;
}

export function statusOf(userData: UserDataInput, gql: GraphQLContext, run: (call: Call) => Promise<StatusOutcome>): Promise<StatusResult> {
  return withCall(userData, gql, run, (errors) => ({ status: false, errors }));
}
