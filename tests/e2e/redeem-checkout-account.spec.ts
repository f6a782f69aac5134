import { expect, test } from '@playwright/test';
import { ERR, PASSWORD, api, humanToken, registerCustomer, shot } from './account-steps.ts';
import { expectAccessible, hydrated, isMobile, walkOnce } from './helpers.ts';
import { basket, checkCard, choose, optionAs, solveHumanCheck } from './redeem-steps.ts';

// Accounts in the redeem checkout (§4 identify-user flow, redeem mode): an unknown e-mail goes on
// as a guest, a known one logs in and comes back to the redeem checkout.

test.use({ reducedMotion: 'reduce' });

test('redeem checkout: an unknown e-mail goes on as a guest, a known one logs in and goes straight on', async ({ page, request }, testInfo) => {
  walkOnce('mobile');
  const known = `credito-${testInfo.project.name}-${Date.now()}@example.it`;
  await registerCustomer(request, known); // another browser: this page stays a guest
  await checkCard(page, isMobile(testInfo) ? 'active100' : 'active200');
  await page.getByRole('link', { name: 'Scegli con il tuo credito' }).click();
  await hydrated(page);
  await choose(page, await optionAs(page, 'digital'), { amount: '20' });
  const panel = await basket(page, testInfo);
  await panel.getByRole('link', { name: 'Vai alla cassa' }).click();
  await page.waitForURL(/\/controlla-il-credito\/cassa\//);
  await hydrated(page);

  // The account identify step beside the guest delivery form.
  const identify = page.getByRole('region', { name: 'Hai un account?' });
  await expect(identify).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'redeem-identify');
  const unknown = `ospite-${testInfo.project.name}-${Date.now()}@example.it`;
  await identify.getByLabel('La tua email').fill(unknown);
  await solveHumanCheck(page, identify);
  await identify.getByRole('button', { name: 'Verifica email' }).click();
  await expect(page.getByText(`Non c’è un account con ${unknown}`)).toBeVisible();
  await expect(page.getByLabel('Indirizzo email', { exact: true })).toHaveValue(unknown);
  await expect(identify.getByRole('button', { name: 'Verifica email' })).not.toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page, testInfo);
  await shot(page, 'redeem-identify-unknown');

  // A known e-mail leads to login, which comes back to the redeem checkout.
  await identify.getByLabel('La tua email').fill(known);
  await solveHumanCheck(page, identify);
  await identify.getByRole('button', { name: 'Verifica email' }).click();
  await page.waitForURL(/\/conto\/accesso\/\?/);
  const next = new URL(page.url()).searchParams;
  expect(next.get('next')).toBe('/controlla-il-credito/cassa/');
  expect(next.get('email')).toBe(known);
  const login = await api(
    page,
    `mutation L($userData: UserData!, $email: String!, $password: String!, $captchaToken: String) {
    userLogin(userData: $userData, email: $email, password: $password, captchaToken: $captchaToken) { status ${ERR} } }`,
    { email: known, password: PASSWORD, captchaToken: await humanToken(page) },
  );
  expect(login.userLogin.errors).toEqual([]);

  // Logged in, digital cards only: the profile is the delivery, straight on to the overview.
  await page.goto(next.get('next')!);
  const delivery = page.getByRole('region', { name: 'Consegna', exact: true });
  await expect(delivery).toContainText(known);
  await expect(page.getByRole('region', { name: 'Hai un account?' })).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await shot(page, 'redeem-logged-in');
});
