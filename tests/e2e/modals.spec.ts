import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, hydrated, screenshot, walkOnce, withConsent } from './helpers.ts';

// The named modals of §2 a shopper meets on the catalogue pages (decision 037): testimonials,
// count of products, brands, gift packing preview and alternative choice. Each opens from its
// button, is labelled by its title, keeps the focus inside, closes on Escape or its close button
// and gives the focus back to the button.

/** Opens the modal from `button`; the dialog named `title`, once its answer is shown. */
async function open(page: Page, button: Locator, title: string | RegExp): Promise<Locator> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Caricamento' })).toHaveCount(0);
  return dialog;
}

/**
 * Tab never reaches the page behind the dialog (past its last control the focus may go to the
 * browser's own controls, as with any modal <dialog>, and comes back); Escape closes it and the
 * focus goes back to the button that opened it.
 */
async function closesWithEscape(page: Page, dialog: Locator, button: Locator) {
  const where = () =>
    page.evaluate(() => (document.activeElement?.closest('dialog[open]') ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    seen.push(await where());
  }
  expect(seen).not.toContain('page');
  expect(seen.filter((w) => w === 'dialog').length).toBeGreaterThan(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}

test('a shopper opens every catalogue modal: testimonials, count of products, brands, gift packing and the alternative choice', async ({ page }, info) => {
  walkOnce('desktop');
  test.setTimeout(150_000); // five modals, each checked and shot at both widths
  await withConsent(page, { statistics: false, marketing: false });
  // A modal's <dialog> in the wrong place (inside a <p>) breaks hydration: no page may throw.
  const thrown: string[] = [];
  page.on('pageerror', (e) => thrown.push(e.message));

  // Home: the testimonial block shows three; "read all" shows the twelve, with their average.
  await page.goto('/');
  await hydrated(page);
  const block = page.locator('section', { has: page.getByRole('heading', { name: 'Cosa dicono i nostri clienti' }) });
  await expect(block.locator('.testimonials > li')).toHaveCount(3);
  const readAll = block.getByRole('button', { name: 'Leggi tutte le recensioni' });
  const reviews = await open(page, readAll, 'Tutte le recensioni dei nostri clienti');
  await expect(reviews.locator('.testimonials > li')).toHaveCount(12);
  await expect(reviews).toContainText('Media 4,5 su 5 da 12 recensioni');
  await expect(reviews.getByRole('img', { name: 'Valutazione: 3 su 5' })).toHaveCount(1);
  await expectAccessible(page, info);
  await screenshot(page, 'modal-testimonials', false);
  await closesWithEscape(page, reviews, readAll);

  // Product list: how many gift cards per category; a row leads to the list it counts.
  await page.goto('/carte-regalo/');
  await hydrated(page);
  const countsButton = page.getByRole('button', { name: 'Quante gift card per categoria' });
  const counts = await open(page, countsButton, 'Quante gift card ci sono');
  await expect(counts).toContainText(/\d{3} gift card in tutto/);
  const restaurants = counts.getByRole('link', { name: /^Ristoranti \d+ gift card$/ });
  const restaurantCount = (await restaurants.textContent())!.match(/(\d+) gift card/)![1];
  await expect(counts.getByRole('heading', { name: 'Per tipo' })).toBeVisible();
  await expectAccessible(page, info);
  await screenshot(page, 'modal-count-of-products', false);
  await restaurants.click();
  await expect(page).toHaveURL(/\/categoria\/ristoranti\/$/);
  await expect(page.locator('.listing__count')).toContainText(`di ${restaurantCount} gift card`);

  // Brands: every brand the shop sells, with its logo; the search narrows it; a brand leads to its card.
  await page.goto('/carte-regalo/');
  await hydrated(page);
  const brandsButton = page.getByRole('button', { name: 'Tutti i marchi' });
  const brands = await open(page, brandsButton, 'I marchi delle nostre gift card');
  const total = Number((await brands.getByRole('status').textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(150);
  await expect(brands.locator('.brand-tile img').first()).toHaveAttribute('src', /^\/img\/brand\/it\/[a-z0-9-]+\.svg$/);
  await brands.getByLabel('Cerca un marchio').fill('fuoco');
  await expect(brands.getByRole('status')).toHaveText('1 marchio');
  await expectAccessible(page, info);
  await screenshot(page, 'modal-brands', false);
  await brands.getByLabel('Cerca un marchio').fill('zzzz');
  await expect(brands).toContainText('Nessun marchio corrisponde a «zzzz».');
  await brands.getByLabel('Cerca un marchio').fill('Fuoco Lento');
  await brands.getByRole('link', { name: 'Pizzeria Fuoco Lento' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pizzeria Fuoco Lento');

  // The all-in-one card: which brands it can become, its packing, and its alternative for companies.
  await page.goto('/carte-regalo/gift-card-tutto-in-uno/');
  await hydrated(page);
  const choiceBrandsButton = page.getByRole('button', { name: 'Tra quali marchi si sceglie' });
  const choiceBrands = await open(page, choiceBrandsButton, 'I marchi tra cui scegliere con questa gift card');
  const choiceTotal = Number((await choiceBrands.getByRole('status').textContent())!.match(/\d+/)![0]);
  expect(choiceTotal).toBeGreaterThan(100);
  expect(choiceTotal).toBeLessThan(total);
  await closesWithEscape(page, choiceBrands, choiceBrandsButton);

  await page.getByRole('radio', { name: 'Fisica' }).check();
  const packingButton = page.getByRole('button', { name: 'Vedi le confezioni' });
  const packing = await open(page, packingButton, 'Come arriva la tua gift card fisica');
  await expect(packing.getByRole('img', { name: 'Confezione regalo' })).toBeVisible();
  await expect(packing.getByRole('heading', { name: 'Confezione regalo' })).toBeVisible();
  await expect(packing.locator('li', { hasText: 'Confezione regalo' })).toContainText('2,95 € a carta');
  await expect(packing.locator('li', { hasText: 'Scatola regalo' })).toContainText('3,95 € a carta');
  await expectAccessible(page, info);
  await screenshot(page, 'modal-gift-packing', false);
  await packing.getByRole('button', { name: 'Chiudi' }).click();
  await expect(packing).toBeHidden();
  await expect(packingButton).toBeFocused();

  const alternativeButton = page.getByRole('button', { name: 'Scopri l’alternativa per le aziende' });
  const alternative = await open(page, alternativeButton, 'La Tutto-in-uno per le aziende');
  await expect(alternative).toContainText(/sceglie tra \d+ gift card e donazioni di queste categorie/);
  for (const category of ['Ristoranti', 'Esperienze', 'Benessere', 'Donazioni'])
    await expect(alternative.getByRole('listitem').filter({ hasText: category })).toHaveCount(1);
  await expectAccessible(page, info);
  await screenshot(page, 'modal-alternative-choice', false);
  await closesWithEscape(page, alternative, alternativeButton);
  await open(page, alternativeButton, 'La Tutto-in-uno per le aziende');
  await page.getByRole('link', { name: 'Ordina per la tua azienda' }).click();
  await expect(page).toHaveURL(/\/azienda\/gift-card-tutto-in-uno\/$/);
  expect(thrown).toEqual([]);
});
