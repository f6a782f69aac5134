// Issue 15, storefront by host (decision 022): each storefront on its own host. On one machine
// without DNS the browser sends nl.localhost to this machine, so the Dutch storefront opens at
// http://nl.localhost:<port>/ while the Italian one stays at the journeys' own address.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, screenshot, walkOnce } from './helpers.ts';

/** The Dutch storefront's address on this machine: the journeys' port, on nl.localhost. */
const dutchOrigin = (baseURL: string | undefined) => `http://nl.localhost:${new URL(baseURL!).port}`;

const shot = (page: Page, screen: string) => screenshot(page, `storefront-host-${screen}`);

test('the Dutch storefront opens at / on nl.localhost, in Dutch', async ({ page, baseURL }, info) => {
  walkOnce('desktop');
  const dutch = dutchOrigin(baseURL);
  await page.goto(`${dutch}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle('Cadeaubonnen en cadeaukaarten voor elke gelegenheid | Donami');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Altijd het juiste cadeau');
  await expect(page.getByRole('heading', { level: 2, name: 'Meest gekozen' })).toBeVisible();
  await expect(page.locator('.header--v2')).toHaveCount(1);
  await expect(page.locator('link[hreflang="nl-NL"]')).toHaveAttribute('href', 'https://www.donami.nl/');
  // Its logo leads home on its own host; the Dutch pages keep their own paths.
  await expect(page.locator('a.header__logo')).toHaveAttribute('href', '/');
  await hydrated(page);
  await shot(page, 'nl-home');
  await expectAccessible(page, info);

  await page
    .getByRole('link', { name: /^Bekijk alle/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${dutch}/cadeaubonnen/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle cadeaubonnen');
  await page.locator('a.header__logo').click();
  await expect(page).toHaveURL(`${dutch}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Altijd het juiste cadeau');
});

test('the Italian storefront stays at / on the default host, and a Dutch page there links home to nl.localhost', async ({ page, baseURL }) => {
  walkOnce('mobile');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il regalo giusto, sempre');
  await page.goto('/cadeaubonnen/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('a.header__logo')).toHaveAttribute('href', `${dutchOrigin(baseURL)}/`);
});

test.describe('a visitor from the Netherlands on the Italian storefront', () => {
  test.use({ extraHTTPHeaders: { 'x-client-country': 'NL' } });

  test('switches storefront with the language form and lands on the Dutch host', async ({ page, baseURL }, info) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Seleziona il paese e la lingua' });
    await banner.getByRole('button', { name: 'Scegli il negozio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleziona il paese e la lingua' });
    await expect(dialog.getByText('Paesi Bassi')).toBeVisible();
    await dialog.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(`${dutchOrigin(baseURL)}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Altijd het juiste cadeau');
    // On its own storefront the visitor is offered no other.
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Kies je land en taal' })).toHaveCount(0);
    await expectAccessible(page, info);
  });

  test('from a page that is not the home, lands on the same page of the Dutch storefront', async ({ page, baseURL }, info) => {
    walkOnce('mobile'); // the accessibility check takes both widths
    await page.goto('/contattaci/');
    await hydrated(page);
    await page.getByRole('region', { name: 'Seleziona il paese e la lingua' }).getByRole('button', { name: 'Scegli il negozio' }).click();
    await page.getByRole('dialog', { name: 'Seleziona il paese e la lingua' }).getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(`${dutchOrigin(baseURL)}/klantenservice/contact/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klantenservice');
    await shot(page, 'contact-after-switch');
    await expectAccessible(page, info);
  });
});

test('on a Dutch product, choosing English in the language form keeps the product, by its language link', async ({ page, baseURL }, info) => {
  walkOnce('desktop');
  const dutch = dutchOrigin(baseURL);
  await page.goto(`${dutch}/cadeaubonnen/cadeaubon-trattoria-del-borgo-lume/`);
  await hydrated(page);
  await page
    .getByRole('button', { name: /Land en taal/ })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kies je land en taal' });
  await dialog.getByRole('combobox', { name: 'Taal' }).click();
  await dialog.getByRole('option', { name: 'English' }).click();
  await expectAccessible(page, info);
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page).toHaveURL(`${dutch}/en/cadeaubonnen/cadeaubon-trattoria-del-borgo-lume/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The product in English: its title, its description and the categories it is in (decision 062).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria del Borgo Lume gift card');
  await expect(page.getByText(/^With the Trattoria del Borgo Lume gift card you give something lovely/)).toBeVisible();
  await expect(page.getByText('Cadeaubon Trattoria del Borgo Lume')).toHaveCount(0);
  await expectAccessible(page, info);
});
