import type { Database } from '../../server/db/client.ts';
import { apiClient, italianUser } from './api.ts';
import { solvedCaptcha } from './captcha.ts';

// A browser for API tests: keeps the cookies the shop sets (session, basket) and sends them back,
// from an address of its own (so one test's failures do not spend another's login allowance).

export const ERR = 'errors { code message referencedRequestParameter }';
export const USER_INFO = `query U($userData: UserData!) { getUserInfo(userData: $userData) { user { subscribed mainProfile {
  firstName lastName email invoiceEmail phoneCountry phoneNumber customerType companyName vatNumber chamberOfCommerce sdiCode pecAddress billingEmail
  address { postCode houseNumber suffix street city administrativeArea companyName countryCode } } } ${ERR} } }`;
export const CHECK_USER = `query E($userData: UserData!, $email: String!, $captchaToken: String) {
  checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) { status ${ERR} } }`;
export const LOGIN = `mutation L($userData: UserData!, $email: String!, $password: String!, $captchaToken: String) {
  userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERR} } }`;
export const LOGOUT = `mutation O($userData: UserData!) { userLogout(userData: $userData) { status ${ERR} } }`;
export const REGISTER = `mutation R($userData: UserData!, $input: CreateAccountInput!, $captchaToken: String) {
  createAccount(userData: $userData, input: $input, captchaToken: $captchaToken) { status ${ERR} } }`;

let addresses = 0;

export type AccountClient = ReturnType<typeof accountClient>;

/** A client that keeps cookies between calls, like a browser. */
export function accountClient(database: Database, opts: { address?: string } = {}) {
  const { app } = apiClient(database);
  const address = opts.address ?? `203.0.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`;
  const jar = new Map<string, string>();
  async function graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify({ query, variables: { userData: italianUser, ...variables } }),
    });
    const setCookies = res.headers.getSetCookie();
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim()); // split gives at least one part
      const [name = '', ...value] = pair.split('=');
      if (attributes.some((a) => /^max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (json.errors?.length) throw new Error(`GraphQL: ${json.errors[0]?.message}`);
    return { data: json.data as T, setCookies };
  }
  return { app, graphql, jar, address, cookie: (name: string) => jar.get(name) ?? null };
}

let customers = 0;

export type TestCustomer = { email: string; password: string; firstName: string; lastName: string };

/** Registers a customer through the API; the client is then logged in as them. */
export async function registeredCustomer(client: AccountClient, opts: Partial<TestCustomer> & { subscribed?: boolean } = {}): Promise<TestCustomer> {
  const customer = {
    email: opts.email ?? `cliente.${process.pid}.${++customers}.${Date.now()}@example.it`,
    password: opts.password ?? 'Segreta!2026',
    firstName: opts.firstName ?? 'Giulia',
    lastName: opts.lastName ?? 'Rossi',
  };
  const input = { ...customer, emailConfirmation: customer.email, passwordConfirmation: customer.password, subscribed: opts.subscribed ?? false };
  const { data } = await client.graphql(REGISTER, { input, captchaToken: await solvedCaptcha() });
  if (!data.createAccount.status) throw new Error(`registeredCustomer: ${JSON.stringify(data.createAccount.errors)}`);
  return customer;
}

/** Logs the client in (with a fresh human-check token); returns the answer. */
export async function logIn(client: AccountClient, email: string, password: string) {
  const { data } = await client.graphql(LOGIN, { email, password, captchaToken: await solvedCaptcha() });
  return data.userLogin as { status: boolean; errors: { code: number; message: string; referencedRequestParameter: string | null }[] };
}

export async function logOut(client: AccountClient) {
  return (await client.graphql(LOGOUT)).data.userLogout as { status: boolean };
}

export async function userInfo(client: AccountClient) {
  return (await client.graphql(USER_INFO)).data.getUserInfo.user as { subscribed: boolean; mainProfile: Record<string, any> | null };
}

export const CHANGE_PASSWORD = `mutation P($userData: UserData!, $currentPassword: String, $newPassword: String, $newPasswordConfirmation: String, $captchaToken: String) {
  changePassword(userData: $userData, currentPassword: $currentPassword, newPassword: $newPassword, newPasswordConfirmation: $newPasswordConfirmation, captchaToken: $captchaToken) { status ${ERR} } }`;
export const FORGOT_PASSWORD = `mutation F($userData: UserData!, $email: String!, $captchaToken: String) {
  forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) { status ${ERR} } }`;
export const RESET_PASSWORD = `mutation N($userData: UserData!, $token: String!, $password: String, $passwordConfirmation: String) {
  resetPassword(userData: $userData, token: $token, password: $password, passwordConfirmation: $passwordConfirmation) { status ${ERR} } }`;
export const UPDATE_PROFILE = `mutation U($userData: UserData!, $input: CustomerProfileInput!) {
  updateProfile(userData: $userData, input: $input) { user { subscribed mainProfile { firstName lastName invoiceEmail billingEmail phoneCountry phoneNumber customerType companyName vatNumber sdiCode pecAddress
    address { street houseNumber suffix postCode city countryCode } } } ${ERR} } }`;
export const CHANGE_EMAIL = `mutation C($userData: UserData!, $email: String, $emailConfirmation: String, $password: String) {
  changeAccountEmail(userData: $userData, email: $email, emailConfirmation: $emailConfirmation, password: $password) { status ${ERR} } }`;
export const DELETE_ACCOUNT = `mutation D($userData: UserData!, $password: String, $confirm: Boolean!) {
  deleteAccount(userData: $userData, password: $password, confirm: $confirm) { status ${ERR} } }`;
export const ADDRESS_BOOK = `query B($userData: UserData!) { addressBook(userData: $userData) {
  entries { id firstName lastName email companyName countryCode postCode houseNumber suffix street city } ${ERR} } }`;
export const SAVE_ENTRY = `mutation S($userData: UserData!, $input: AddressBookEntryInput!) { saveAddressBookEntry(userData: $userData, input: $input) {
  entry { id firstName lastName email companyName countryCode postCode houseNumber suffix street city } ${ERR} } }`;
export const DELETE_ENTRY = `mutation X($userData: UserData!, $id: ID!) { deleteAddressBookEntry(userData: $userData, id: $id) { status ${ERR} } }`;
