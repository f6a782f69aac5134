import { expect, test, type Page } from '@playwright/test';
import { dataLayerEvents, expectAccessible, hydrated, walkOnce, withConsent } from './helpers.ts';

// The basket (/carrello/) walked as a shopper would, in Italian: add from a product page, change
// quantities, remove with the confirmation modal, and the refusals of the basket rules (§8).

// The header's selling points fade in and out on phones; axe caught mid-fade reports their
// contrast. Reduced motion keeps them still, so the checks are about this page.
test.use({ reducedMotion: 'reduce' });

const STREETWEAR = '/carte-regalo/gift-card-streetwear-quartiere/';
const STREETWEAR_TITLE = 'Gift card Streetwear Quartiere';

const basketLink = (page: Page, label: string) => page.locator('header').getByRole('link', { name: label });
const item = (page: Page, title: string) => page.getByRole('article', { name: title });
const totalRow = (page: Page, label: string) =>
  page
    .locator('.basket-totals__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function addDigital(page: Page, path: string, value: string, note?: string) {
  await page.goto(path);
  await hydrated(page);
  const digital = page.getByRole('radio', { name: /^Digitale/ });
  if (await digital.count()) await digital.check();
  await page.getByRole('radio', { name: value, exact: true }).check();
  if (note) await page.getByLabel('Messaggio personale (facoltativo)').fill(note);
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
}

test('a digital card with a personal note goes to the basket; quantity and removal update the totals', async ({ page }, info) => {
  walkOnce('desktop');
  await withConsent(page, { statistics: true, marketing: false });
  await addDigital(page, STREETWEAR, '25 €', 'Tanti auguri, Giulia!');
  await expect(page).toHaveURL(/\/carrello\/$/);
  await expect(page).toHaveTitle('Carrello | Donami');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeVisible();
  const card = item(page, STREETWEAR_TITLE);
  await expect(card.getByText('Digitale', { exact: true })).toBeVisible();
  await expect(card.getByText('Tanti auguri, Giulia!')).toBeVisible();
  await expect(card.getByText('1 pezzo da 25 €')).toBeVisible();
  await expect(totalRow(page, 'Costi di servizio')).toHaveText('0,95 €');
  await expect(totalRow(page, 'Totale')).toHaveText('25,95 €');
  await expect(page.getByText('Per e-mail entro 1 ora dal pagamento').first()).toBeVisible();
  await expect(basketLink(page, 'Carrello, 1 articolo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute('href', '/cassa/');
  await expectAccessible(page, info);

  await page.getByLabel(`Quantità di ${STREETWEAR_TITLE}`).selectOption('3');
  await expect(card.getByText('3 pezzi da 25 €')).toBeVisible();
  await expect(totalRow(page, '3 gift card digitali')).toHaveText('75 €');
  await expect(totalRow(page, 'Totale')).toHaveText('75,95 €');
  await expect(basketLink(page, 'Carrello, 3 articoli')).toBeVisible();
  await page.getByLabel(`Quantità di ${STREETWEAR_TITLE}`).selectOption('2');
  await expect(card.getByText('2 pezzi da 25 €')).toBeVisible();

  await page.getByRole('button', { name: `Rimuovi ${STREETWEAR_TITLE} dal carrello` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rimuovere la gift card?' });
  await expect(dialog).toContainText(STREETWEAR_TITLE);
  await dialog.getByRole('button', { name: 'Sì, rimuovi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello è vuoto' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(basketLink(page, 'Carrello vuoto')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scopri le gift card' })).toHaveAttribute('href', '/carte-regalo/');
  await expectAccessible(page, info);

  // Analytics (statistics allowed): each change of the basket with the cards it moved.
  const changes = (await dataLayerEvents(page)).filter((e) => /_cart$/.test(e.event) && e.event !== 'view_cart');
  const streetwear = { item_name: expect.stringContaining('Streetwear Quartiere'), price: 25 };
  expect(changes.map((e) => [e.event, e.ecommerce!.items.map((i) => i.quantity), e.ecommerce!.value])).toEqual([
    ['add_to_cart', [1], 25], // from the product page
    ['add_to_cart', [2], 50], // 1 → 3
    ['remove_from_cart', [1], 25], // 3 → 2
    ['remove_from_cart', [2], 50], // the package removed
  ]);
  for (const e of changes) expect(e.ecommerce).toMatchObject({ currency: 'EUR', items: [streetwear] });
});

test('the basket is private and an empty basket says so', async ({ page }, info) => {
  walkOnce('desktop');
  const response = await page.goto('/carrello/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello è vuoto' })).toBeVisible();
  await expect(basketLink(page, 'Carrello vuoto')).toBeVisible();
  await expectAccessible(page, info);
});

test('an out-of-stock card is refused on the product page with the catalogue message', async ({ page }) => {
  walkOnce('mobile');
  await addDigital(page, '/carte-regalo/gift-card-droni-cielo-aperto/', '50 €');
  await expect(page.getByRole('alert')).toHaveText('Non è possibile continuare con questa gift card perché al momento è esaurita.');
  await expect(page).toHaveURL(/gift-card-droni-cielo-aperto\/$/);
  await expect(basketLink(page, 'Carrello vuoto')).toBeVisible();
});

test('a physical choice card from its own page is posted with the shipping price', async ({ page }) => {
  walkOnce('desktop');
  await page.goto('/carte-regalo/gift-card-tutto-in-uno/');
  await hydrated(page);
  await page.getByRole('radio', { name: /^Fisica/ }).check();
  await page.getByLabel(/Importo in euro/).fill('40');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page).toHaveURL(/\/carrello\/$/);
  const card = item(page, 'Gift card Tutto-in-uno Donami');
  await expect(card.getByText('Fisica', { exact: true })).toBeVisible();
  await expect(card.getByText('1 pezzo da 40 €')).toBeVisible();
  await expect(page.getByText('Spedizione postale', { exact: true }).last()).toBeVisible();
  await expect(totalRow(page, 'Spedizione con posta ordinaria')).toHaveText('1,95 €');
  await expect(totalRow(page, 'Totale')).toHaveText('42,90 €');
});

test('quantities the basket rules refuse are explained next to the package and not saved', async ({ page }) => {
  walkOnce('desktop');
  await addDigital(page, '/carte-regalo/gift-card-viaggi-orizzonte/', '400 €');
  await expect(page).toHaveURL(/\/carrello\/$/);
  const travel = item(page, 'Gift card Viaggi Orizzonte');
  await page.getByLabel('Quantità di Gift card Viaggi Orizzonte').selectOption('2');
  await expect(travel.getByRole('alert')).toHaveText(
    "Hai superato il limite di importo per le gift card di terze parti nell'ordine. Il limite è di 500 euro per ordine.",
  );
  await expect(page.getByLabel('Quantità di Gift card Viaggi Orizzonte')).toHaveValue('1');
  await expect(totalRow(page, 'Totale')).toHaveText('400,95 €');

  // 40 codes in stock for this card: a hundred cannot be promised (2031).
  await addDigital(page, STREETWEAR, '10 €');
  await page.getByLabel(`Quantità di ${STREETWEAR_TITLE}`).selectOption('100');
  await expect(item(page, STREETWEAR_TITLE).getByRole('alert')).toHaveText('Non è possibile continuare con questa gift card perché al momento è esaurita.');
  await expect(page.getByLabel(`Quantità di ${STREETWEAR_TITLE}`)).toHaveValue('1');
  await expect(basketLink(page, 'Carrello, 2 articoli')).toBeVisible();
});

// A form posted without JavaScript carries the page's Origin only when the page's Referrer-Policy
// allows it: under "no-referrer" browsers send `Origin: null` and React Router refuses the action.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper adds a card, changes the quantity and removes it', async ({ page }) => {
    walkOnce('desktop');
    await page.goto(STREETWEAR);
    await page.getByLabel('Messaggio personale (facoltativo)').fill('Per te!');
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page).toHaveURL(/\/carrello\/$/);
    const card = item(page, STREETWEAR_TITLE);
    await expect(card.getByText('Per te!')).toBeVisible();
    await expect(totalRow(page, 'Totale')).toHaveText('25,95 €');
    await expect(basketLink(page, 'Carrello, 1 articolo')).toBeVisible();

    await page.getByLabel(`Quantità di ${STREETWEAR_TITLE}`).selectOption('2');
    await card.getByRole('button', { name: 'Aggiorna' }).click();
    await expect(card.getByText('2 pezzi da 25 €')).toBeVisible();
    await expect(totalRow(page, 'Totale')).toHaveText('50,95 €');
    await expect(basketLink(page, 'Carrello, 2 articoli')).toBeVisible();

    await page.getByRole('button', { name: `Rimuovi ${STREETWEAR_TITLE} dal carrello` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Il tuo carrello è vuoto' })).toBeVisible();
    await expect(basketLink(page, 'Carrello vuoto')).toBeVisible();
  });
});
