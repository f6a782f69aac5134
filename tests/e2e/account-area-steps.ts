// Steps of the account area's journeys (account-area.spec.ts): the shop's API from the page's own
// cookie jar, a customer registered and logged in through it, a card in the basket and the real
// checkout paid in the sandbox.
import { expect, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { atCheckoutStep, fillSandboxCard, hydrated, screenshot } from './helpers.ts';

export const PASSWORD = 'Segreta!2026';
const ERR = 'errors { code message referencedRequestParameter }';
const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null };

export const shot = (page: Page, screen: string, fullPage = true) => screenshot(page, `account-area-${screen}`, fullPage);

/** The shop's API from the browser's context: the cookies it sets (session, basket) are the page's. */
async function api<T = Record<string, any>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: { query, variables: { userData, ...variables } },
  });
  const json = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors[0]?.message);
  return json.data;
}

/** A human-check token, solved here as the widget would solve it in the page. */
async function captcha(page: Page): Promise<string> {
  const { captchaChallenge } = await api<{ captchaChallenge: Challenge }>(page, 'query C($userData: UserData!) { captchaChallenge(userData: $userData) }');
  const solution = await solveChallenge({ challenge: captchaChallenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: { parameters: captchaChallenge.parameters, signature: captchaChallenge.signature }, solution })).toString(
    'base64',
  );
}

export async function register(page: Page, email: string) {
  const input = {
    firstName: 'Giulia',
    lastName: 'Rossi',
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
    { input, captchaToken: await captcha(page) },
  );
  expect(r.createAccount.errors).toEqual([]);
}

export async function logIn(page: Page, email: string, password: string) {
  const r = await api(
    page,
    `mutation L($userData: UserData!, $email: String!, $password: String!, $captchaToken: String) {
    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERR} } }`,
    { email, password, captchaToken: await captcha(page) },
  );
  return r.userLogin as { status: boolean; errors: { code: number }[] };
}

export async function addToBasket(page: Page) {
  await page.goto('/carte-regalo/gift-card-streetwear-quartiere/');
  await hydrated(page);
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.waitForURL(/\/carrello\//);
}

/** The basket through the real checkout, paid by card in the sandbox. */
export async function checkout(page: Page, email: string) {
  await page.goto('/cassa/');
  for (const [label, value] of [
    ['Nome', 'Giulia'],
    ['Cognome', 'Rossi'],
    ['Indirizzo email', email],
    ["Ripeti l'indirizzo email", email],
  ] satisfies [string, string][]) {
    const input = page.getByLabel(label, { exact: true });
    if ((await input.isVisible()) && (await input.isEditable())) await input.fill(value);
  }
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.waitForURL(/step=(delivery|payment)/);
  await hydrated(page);
  if (/step=delivery/.test(page.url())) {
    await page.getByRole('button', { name: 'Continua' }).click();
    await atCheckoutStep(page, 'payment');
  }
  await page.getByRole('radio', { name: /Carta di credito/ }).check();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await page.getByRole('button', { name: /^Paga/ }).click();
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  await fillSandboxCard(page, 'Giulia Rossi');
  await page.getByRole('button', { name: /^Paga \d/ }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByText('Completato')).toBeVisible();
}
