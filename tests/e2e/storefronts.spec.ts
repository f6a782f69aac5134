import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, isMobile, screenshot, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';
import { seedCard } from '../../server/db/seed/cards.ts';

test('the Dutch storefront has its own paths, texts and header version', async ({ page }, info) => {
  await page.goto('/cadeaubonnen/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle cadeaubonnen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('.top-bar')).toHaveCount(0);
  await expect(page.locator('.header--v2')).toHaveCount(1);
  await page.locator('.product-card__link').first().click();
  await expect(page).toHaveURL(/\/cadeaubonnen\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Cadeaubon|Alles-in-één|Donatie/);
  await expectAccessible(page, info);
  await page.goto('/en/cadeaubonnen/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All gift cards');
  await expect(page.locator('link[hreflang="nl-NL"]')).toHaveAttribute('href', 'https://www.donami.nl/cadeaubonnen/');
});

test.describe('a phone that does not ask for less motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the Italian top bar rotates its three selling points on a phone', async ({ page }, info) => {
    test.skip(!isMobile(info), 'selling points rotate only up to 1023 px');
    await page.goto('/');
    await hydrated(page);
    const current = page.locator('.top-bar__usps li.is-current');
    await expect(current).toHaveText('Ordinato entro le 17:00, consegnato domani');
    await expect(current).toHaveText('Sempre un regalo aziendale adatto', { timeout: 4500 });
  });
});

test('a giving moment leads to its cards', async ({ page }, info) => {
  walkOnce('desktop');
  await page.goto('/occasioni-per-donare/');
  await page
    .getByRole('link', { name: /compleanno/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/occasioni-per-donare\/compleanno\/$/);
  // The address changes before React has drawn the new page: wait for the cards, then count them.
  await expect(page.locator('.product-grid > li').nth(5)).toBeVisible();
  await expectAccessible(page, info);
});

test('a restaurant card shows where it can be used, on a map and in a list', async ({ page }, info) => {
  walkOnce('mobile');
  await page.goto('/carte-regalo/gift-card-trattoria-del-borgo-lume/');
  await page.getByRole('link', { name: /Vedi tutti i punti vendita/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Punti vendita Trattoria del Borgo Lume');
  // The drawn map shows until the tile map is ready (the run's own tile server), then gives way to
  // it: wait for that state, not for whichever of the two a moment happens to show.
  await expect(page.getByRole('region', { name: 'Mappa dei punti vendita' })).toHaveAttribute('data-state', 'ready');
  const count = await page.locator('.location-list li').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expectAccessible(page, info);
  await page.locator('.location-list a').first().click();
  await expect(page.locator('.facts')).toContainText('Indirizzo');
});

/** Step 1 of the Dutch checkout, as a private buyer; it ends on step 2. */
async function dutchDetails(page: Page, email: string) {
  await page.getByLabel('Voornaam', { exact: true }).fill('Sanne');
  await page.getByLabel('Achternaam', { exact: true }).fill('de Vries');
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Herhaal het e-mailadres').fill(email);
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.waitForURL(/step=delivery/);
  await expect(page.locator('[aria-current="step"]')).toContainText('Verzending en levering');
}

test('a Dutch shopper’s checkout is Dutch: the address starts in the Netherlands', async ({ page }, info) => {
  walkOnce('desktop');
  await page.goto('/cadeaubonnen/alles-in-een-cadeaubon/');
  await hydrated(page);
  await page.getByText('Fysiek', { exact: true }).click();
  await page.getByRole('textbox', { name: /Bedrag in euro/ }).fill('25');
  await page.getByRole('button', { name: /In winkelmandje/ }).click();
  await page.waitForURL(/\/winkelmandje\//);
  await page.goto('/bestellen/');
  await expect(page.getByRole('heading', { name: 'Afrekenen', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const email = `nl-${info.project.name}-${Date.now()}@example.nl`;
  await dutchDetails(page, email);
  await expect(page.getByLabel('Land', { exact: true }).first()).toHaveValue('NL');
  await expectAccessible(page, info);
});

test('a Dutch shopper pays by online banking, choosing a Dutch bank', async ({ page }, info) => {
  walkOnce('mobile');
  await page.goto('/cadeaubonnen/alles-in-een-cadeaubon/');
  await hydrated(page);
  await page.getByRole('radio', { name: '€ 25', exact: true }).check();
  await page.getByRole('button', { name: /In winkelmandje/ }).click();
  await page.waitForURL(/\/winkelmandje\//);
  await page.goto('/bestellen/');
  const email = `ideal-${info.project.name}-${Date.now()}@example.nl`;
  await dutchDetails(page, email);
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.waitForURL(/step=payment/);
  await expect(page.locator('[aria-current="step"]')).toContainText('Betaling');
  // Dutch VAT on the fees, as the summary computes it (0,16 of 0,95 at 21 %).
  await expect(page.getByText('inclusief 21% btw')).toBeVisible();
  // Online banking opens the bank choice, with the banks of the Netherlands only.
  await page.getByRole('radio', { name: /Online bankieren/ }).check();
  const modal = page.getByRole('dialog', { name: 'Met welke bank betaal je?' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('radio')).toHaveCount(5);
  await expect(modal.getByText('Banca del Lario')).toHaveCount(0);
  await modal.getByRole('radio', { name: 'Grachtenbank' }).check();
  await expectAccessible(page, info);
  await screenshot(page, 'nl-bank-choice');
  await modal.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/Grachtenbank/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('button', { name: /^Betaal/ }).click();
  // The Dutch storefront has checkoutV2 on (decision 033): the order overview first, where the
  // shopper confirms; the Italian one, with it off, goes straight to the provider (checkout.spec.ts).
  const overview = page.getByRole('dialog', { name: 'Overzicht van je bestelling' });
  await expect(overview).toBeVisible();
  await expect(overview.getByText(/^1 × .*Alles-in-één/)).toBeVisible();
  await expect(overview.getByText(`Digitale cadeaubonnen per e-mail naar ${email}: Direct na betaling (binnen 1 uur)`)).toBeVisible();
  await expect(overview.getByText('Online bankieren', { exact: true })).toBeVisible();
  await expect(overview.getByText('Gekozen bank: Grachtenbank')).toBeVisible();
  await expect(overview.getByText(`Bestelling op naam van Sanne de Vries, bevestiging naar ${email}`)).toBeVisible();
  // The total, and the confirm button pays it (25 € and the 0,95 service fee).
  await expect(overview.getByRole('definition').last()).toHaveText(/^€\s25,95$/);
  await expect(page).toHaveURL(/step=payment/);
  await expectAccessible(page, info);
  await screenshot(page, 'nl-checkout-overview', false);
  // "Wijzigen" goes back to the form, as it was; confirming places the order.
  await overview.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(overview).toBeHidden();
  await expect(page.getByRole('button', { name: /^Betaal/ })).toBeFocused();
  await page.getByRole('button', { name: /^Betaal/ }).click();
  await overview.getByRole('button', { name: /^Bevestigen en €\s25,95 betalen$/ }).click();
  // The provider's page, at the bank chosen in the shop, in the shopper's language.
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { name: 'Grachtenbank' })).toBeVisible();
  await page.getByRole('button', { name: /^Keur de betaling van € \d+,\d\d goed$/ }).click();
  await page.waitForURL(/\/bestellen\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByText('Afgerond')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expectAccessible(page, info);
});

test('a Dutch holder enters a Dutch card in the doubler, in Dutch', async ({ page }, info) => {
  walkOnce('mobile'); // a card enters once a month: the other width would find it entered
  const card = seedCard('browserNl2');
  await page.goto('/verdubbelaar/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { name: 'De saldoverdubbelaar', level: 1 })).toBeVisible();
  const form = page.locator('form.doubler-form');
  await form.getByLabel('Kaartnummer').fill(card.number);
  await form.getByLabel('Pincode', { exact: true }).fill(card.pin);
  await form.getByLabel('Je e-mailadres').fill('winnaar@example.nl');
  await form.getByLabel(/Ik ga akkoord met e-mails over de trekking/).check();
  await expectAccessible(page, info);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Doe mee aan de trekking' }).click();
  await page.waitForURL(/\/verdubbelaar\/bedankt\/alles-in-een-cadeaubon\/\?/);
  await expect(page.getByRole('heading', { name: 'Je doet mee!', level: 1 })).toBeVisible();
  await expect(page.getByText(/Je kaart doet mee aan de trekking van \w+ \d{4}\. We trekken de winnende kaart op/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar de verdubbelaar' })).toHaveAttribute('href', '/verdubbelaar/');
  await screenshot(page, 'doubler-nl-thanks');
  await expectAccessible(page, info);
});
