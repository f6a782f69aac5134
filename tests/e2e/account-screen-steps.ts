// Steps of the account screens' journeys (account.spec.ts): identify with an e-mail, log in as a
// person types, the header's account button, and a customer registered through the API.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { hydrated, screenshot } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';
import { solvedCaptcha } from '../helpers/captcha.ts';

export const PASSWORD = 'Regalo-2026!';

export const shot = (page: Page, screen: string, fullPage = true) => screenshot(page, `account-ui-${screen}`, fullPage);

export const emailFor = (testInfo: TestInfo, who: string) => `${who}-${testInfo.project.name}-${Date.now()}@example.it`;
export const form = (page: Page) => page.locator('form.auth-form');

/** The identify step: an e-mail and the human check; where it leads depends on the e-mail. */
export async function identify(page: Page, email: string) {
  await page.goto('/conto/');
  await hydrated(page);
  await form(page).getByLabel('Indirizzo email').fill(email);
  await solveHumanCheck(page, form(page));
  await form(page).getByRole('button', { name: 'Continua' }).click();
}

/**
 * Types the password and sends, as a person would: a form sent before its human check is done
 * waits for it and then goes (after a refusal the focus is already in the form, so the new
 * check starts with the click).
 */
export async function logIn(scope: Locator, password: string) {
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Accedi' }).click();
}

export const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Il mio conto, ${name}` });
export const guestAccountLink = (page: Page) => page.locator('.header__actions').getByRole('link', { name: 'Il mio conto', exact: true });

export const REGISTER = `mutation R($userData: UserData!, $input: CreateAccountInput!, $captchaToken: String) {
  createAccount(userData: $userData, input: $input, captchaToken: $captchaToken) { status errors { code message } } }`;

/** An account made through the API, away from the browser (whose session stays a guest's). */
export async function existingCustomer(request: APIRequestContext, email: string) {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: {
      query: REGISTER,
      variables: {
        userData: { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null },
        captchaToken: await solvedCaptcha(),
        input: {
          firstName: 'Marco',
          lastName: 'Bianchi',
          email,
          emailConfirmation: email,
          password: 'Vecchia-2020!',
          passwordConfirmation: 'Vecchia-2020!',
          subscribed: false,
        },
      },
    },
  });
  expect((await res.json()).data.createAccount).toEqual({ status: true, errors: [] });
}
