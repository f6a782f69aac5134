// Steps shared by the journeys of accounts in checkout: the shop's API from the page's own cookie
// jar, a human-check token solved as the widget would, a customer registered through the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { screenshot } from './helpers.ts';

export const PASSWORD = 'Regalo!2026';

export const shot = (page: Page, screen: string, fullPage = true) => screenshot(page, `checkout-identify-${screen}`, fullPage);

const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };
export const ERR = 'errors { code message referencedRequestParameter }';

/** The shop's API from the page's own cookie jar: what it sets (the session) the browser then has. */
export async function api<T = Record<string, any>>(page: Page | APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const request = 'request' in page ? page.request : page;
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query, variables: { userData, ...variables } },
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors[0]?.message);
  return json.data as T;
}

/** A human-check token as the widget makes it: the server's own challenge, solved here. */
export async function humanToken(page: Page | APIRequestContext): Promise<string> {
  const { captchaChallenge } = await api<{ captchaChallenge: Challenge }>(page, 'query C($userData: UserData!) { captchaChallenge(userData: $userData) }');
  const solution = await solveChallenge({ challenge: captchaChallenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: { parameters: captchaChallenge.parameters, signature: captchaChallenge.signature }, solution })).toString(
    'base64',
  );
}

/** Registers through the API; the browser is then logged in as that customer. */
export async function registerCustomer(page: Page | APIRequestContext, email: string) {
  const input = {
    firstName: 'Chiara',
    lastName: 'Neri',
    email,
    emailConfirmation: email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    subscribed: false,
  };
  const r = await api(
    page,
    `mutation R($userData: UserData!, $input: CreateAccountInput!, $captchaToken: String) {
    createAccount(userData: $userData, input: $input, captchaToken: $captchaToken) { status ${ERR} } }`,
    { input, captchaToken: await humanToken(page) },
  );
  expect(r.createAccount.errors).toEqual([]);
}
