import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, isMobile, screenshot, walkOnce } from './helpers.ts';

test('home shows the most chosen cards, the way to all 200+ cards and the balance check', async ({ page }, info) => {
  walkOnce('desktop');
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Gift card/);
  await expect(page.getByRole('heading', { name: 'I più scelti' })).toBeVisible();
  await expect(page.locator('.featured > li')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Vedi tutte le 200\+ gift card/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Controlla il credito e riscatta' }).first()).toBeVisible();
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Donami`);
  await expect(page.locator('footer')).toContainText('Ordinato nei giorni lavorativi entro le 17:00, spedito lo stesso giorno');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ '@type': 'Organization', name: 'Donami', url: 'https://www.donami.it' });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.donami.it/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  await expectAccessible(page, info);
});

test('a shopper goes from the menu to a category and on to a card', async ({ page }, info) => {
  await page.goto('/');
  await hydrated(page);
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.locator('.mobile-cats li')).toHaveCount(6);
    await menu.getByRole('button', { name: 'Vedi tutte le categorie' }).click();
    expect(await menu.locator('.mobile-cats li').count()).toBeGreaterThan(12);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await menu.getByRole('link', { name: 'Ristoranti' }).click();
  } else {
    await page.getByRole('button', { name: 'Gift card' }).click();
    const panel = page.locator('#gc-menu-panel');
    await panel.getByRole('link', { name: 'Moda' }).hover();
    await expect(panel.getByText('I più scelti in Moda')).toBeVisible();
    // Desktop large (1280 px and up) shows 4 top products; smaller screens 2.
    await expect(panel.locator('.gc-menu__products li:visible')).toHaveCount(4);
    await page.mouse.click(5, 600);
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Gift card' }).click();
    await panel.getByRole('link', { name: 'Ristoranti' }).click();
  }
  await expect(page).toHaveURL(/\/categoria\/ristoranti\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ristoranti' })).toBeVisible();
  await expectAccessible(page, info);
  const first = page.locator('.product-card__link').first();
  const title = (await first.locator('.product-card__title').textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectAccessible(page, info);
});

test('the product form checks the custom amount and the personal note with the exact messages', async ({ page }) => {
  walkOnce('mobile');
  await page.goto('/carte-regalo/gift-card-tutto-in-uno/');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Fisica' }).check();
  await page.getByLabel(/Importo in euro/).fill('7.5');
  await page.getByLabel('Messaggio personale (facoltativo)').fill('Buon compleanno 🎉');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByText('Scegli un valore di almeno 10 e al massimo 500 senza decimali')).toBeVisible();
  await expect(page.getByText('Non sono ammessi emoji')).toBeVisible();
  await page.getByLabel(/Importo in euro/).fill('40');
  await page.getByLabel('Messaggio personale (facoltativo)').fill('Buon compleanno!');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page).toHaveURL(/\/carrello\/$/);
  await expect(page.getByText('Buon compleanno!')).toBeVisible();
});

test('the choice card page lists all its options, donations included', async ({ page }) => {
  walkOnce('desktop');
  await page.goto('/carte-regalo/gift-card-tutto-in-uno/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift card Tutto-in-uno Donami');
  const options = page.locator('#choice-options ~ .product-grid li, section[aria-labelledby="choice-options"] .product-card');
  expect(await options.count()).toBeGreaterThanOrEqual(120);
  await expect(page.getByRole('heading', { name: /Donazioni/ })).toBeVisible();
});

test('the product list shows 16 cards and "show more" merges the next ones without duplicates', async ({ page }, info) => {
  walkOnce('mobile');
  await page.goto('/carte-regalo/');
  await hydrated(page);
  // The page holds the 17th card too, for desktop small only (decision 035).
  const cards = page.locator('.product-card:visible');
  await expect(cards).toHaveCount(16);
  await page.getByRole('link', { name: 'Mostra altre' }).click();
  await expect(cards).toHaveCount(32);
  const titles = await cards.locator('.product-card__title').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
  await expect(page.getByText(/^32 di \d+ gift card$/)).toBeVisible();
  await screenshot(page, 'listing-show-more');
  await expectAccessible(page, info);
});

/** The catalogue's products in the product list's order, straight from the API. */
async function listedTitles(page: Page, count: number): Promise<string[]> {
  const res = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    data: {
      query: 'query($u: UserData!, $n: Int!) { products(userData: $u, paging: { itemsPerPage: $n, pageNumber: 1 }) { items { title } } }',
      variables: { u: { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null }, n: count },
    },
  });
  return ((await res.json()) as { data: { products: { items: { title: string }[] } } }).data.products.items.map((i) => i.title);
}

test('on a small desktop (1100 px) a page holds 17 cards, and page 2 starts at the 18th product', async ({ page }, info) => {
  walkOnce('desktop');
  await page.setViewportSize({ width: 1100, height: 900 });
  const first35 = await listedTitles(page, 35);
  await page.goto('/carte-regalo/');
  await hydrated(page);
  const cards = page.locator('.product-card:visible');
  await expect(cards).toHaveCount(17);
  expect(await cards.locator('.product-card__title').allTextContents()).toEqual(first35.slice(0, 17));
  // Three columns: the 17 cards and the closing tile fill six rows.
  const tile = page.getByRole('link', { name: /Non trovi quella giusta\?/ });
  const [last, tileBox] = [await cards.nth(16).boundingBox(), await tile.boundingBox()];
  expect(Math.abs(last!.y - tileBox!.y)).toBeLessThan(2);
  await expect(page.getByText(/^17 di \d+ gift card$/)).toBeVisible();
  await screenshot(page, 'listing-desktop-small');
  await expectAccessible(page, info);
  // The crawlable link to page 2, then "show more" on page 2: no card skipped, none twice.
  await page.getByRole('link', { name: 'Pagina successiva' }).click();
  await expect(page).toHaveURL(/\/carte-regalo\/2\/$/);
  await expect(cards.first().locator('.product-card__title')).toHaveText(first35[17]!);
  await expect(cards).toHaveCount(17);
  await page.getByRole('link', { name: 'Pagina precedente' }).click();
  await expect(page).toHaveURL(/\/carte-regalo\/$/);
  await page.getByRole('link', { name: 'Mostra altre' }).click();
  await expect(cards).toHaveCount(34);
  expect(await cards.locator('.product-card__title').allTextContents()).toEqual(first35.slice(0, 34));
  // Wider again, the same page is the 16-a-page one: no product lost at the seam.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(cards).toHaveCount(32);
  expect(await cards.locator('.product-card__title').allTextContents()).toEqual(first35.slice(0, 32));
});

test('filters by category through the query string', async ({ page }) => {
  walkOnce('desktop');
  await page.goto('/carte-regalo/?cb_api_giftcard_categories=libri');
  await expect(page.locator('.product-card:visible').first()).toBeVisible();
  await page.goto('/carte-regalo/2/');
  await expect(page.locator('.product-card:visible')).toHaveCount(16);
});

test('an unknown page shows the not-found message with a way home', async ({ page }, info) => {
  walkOnce('mobile');
  const response = await page.goto('/questa-pagina-non-esiste/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/404/');
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expectAccessible(page, info);
});

test('paths without a trailing slash are redirected permanently', async ({ request }) => {
  walkOnce('desktop');
  const res = await request.get('/carte-regalo', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/carte-regalo/');
});
