// A company on the business pages: asks a quote (and finds both e-mails in the development
// mailbox), orders cards of a custom value in bulk, and the v3 page of the Dutch storefront.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, hydrated, isMobile, screenshot, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';

test.use({ reducedMotion: 'reduce' });

const shot = (page: Page, screen: string, fullPage = true) => screenshot(page, `business-${screen}`, fullPage);

/** The images below the fold load lazily: scrolled through, the full-page shot shows them. */
async function loadImages(page: Page) {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.onload = r;
              img.onerror = r;
            }),
      ),
    );
  });
}

async function fillCompany(form: Locator, email: string) {
  await form.getByLabel('Ragione sociale').fill('Officine Brambilla Srl');
  await form.getByLabel('Partita IVA').fill('IT 01234567897');
  await form.getByLabel('Nome e cognome').fill('Giulia Brambilla');
  await form.getByLabel('Email di lavoro').fill(email);
  await form.getByLabel('Telefono').fill('02 8734 1190');
}

test('a company asks a quote and gets the promise of an answer within the hour, and the sales team all the details', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `acquisti.${testInfo.project.name}.${Date.now()}@brambilla.example`;
  await page.goto('/azienda/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift card aziendali per dipendenti, clienti e partner' })).toBeVisible();
  const promises = page.locator('.biz-hero .biz-promises');
  for (const promise of ['Preventivo entro 1 ora', 'Spedito in giornata', 'Gift card esenti IVA', 'Pagamento su fattura']) {
    await expect(promises.getByText(promise, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Per le aziende' }).getByRole('link', { name: 'Gift card Tutto-in-uno per aziende' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verdemare Logistica' })).toBeVisible();
  await loadImages(page);
  await expectAccessible(page, testInfo);
  await shot(page, 'page');

  await page.getByRole('link', { name: 'Richiedi un preventivo' }).first().click();
  const form = page.locator('form.biz-quote-form');
  await expect(form).toBeInViewport();

  // Sent without a message: the field says what is missing, the rest stays as typed.
  await fillCompany(form, email);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(form.getByText('Scrivi un messaggio')).toBeInViewport();
  await expect(form.getByLabel('Messaggio')).toBeFocused();
  await expect(form.getByLabel('Ragione sociale')).toHaveValue('Officine Brambilla Srl');
  await expectAccessible(page, testInfo);
  await shot(page, 'quote-errors', false);

  const message = 'Vorremmo una gift card per ciascuno dei nostri 80 dipendenti, da consegnare entro il 15 dicembre.';
  await form.getByLabel('Messaggio').fill(message);
  await expect(form.getByText(`${1000 - message.length} caratteri rimanenti`)).toBeVisible();
  await form.getByLabel('Numero di carte').fill('80');
  await form.getByLabel('Valore per carta (€)').fill('50');
  await form.getByLabel('Nota').fill('Riferimento ordine interno 2026/118');
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Richiesta inviata' });
  await expect(sent.getByRole('heading', { name: 'Richiesta inviata: il preventivo arriva entro 1 ora' })).toBeVisible();
  const reference = (await sent.textContent())!.match(/PR-\d{6}/)![0];
  await expectAccessible(page, testInfo);
  await shot(page, 'quote-sent', false);

  await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: `Abbiamo ricevuto la tua richiesta di preventivo (${reference})` }).click();
  await expect(page.locator('pre')).toContainText('Il nostro team vendite ti invierà il preventivo entro 1 ora');
  await expect(page.locator('pre')).toContainText(message);

  await page.goto('/__mailbox/?to=vendite%40donami.it');
  await page.getByRole('link', { name: `Nuova richiesta di preventivo ${reference} – Officine Brambilla Srl` }).click();
  const details = page.locator('pre');
  for (const line of [
    'Partita IVA: IT01234567897',
    'Referente: Giulia Brambilla',
    `Email: ${email}`,
    'Telefono: +39 02 8734 1190',
    'Numero di carte: 80',
    'Nota: Riferimento ordine interno 2026/118',
    message,
  ]) {
    await expect(details).toContainText(line);
  }
});

test('the business product form adds 10 cards of a custom value to the basket', async ({ page }, testInfo) => {
  walkOnce('mobile');
  await page.goto('/azienda/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Ordina in quantità: Gift card Tutto-in-uno Donami' }).click();
  const modal = page.getByRole('dialog', { name: 'Ordina in quantità' });
  await expect(modal).toBeVisible();
  await modal.getByText('Altro importo', { exact: true }).click();
  await modal.getByLabel('Importo per carta in euro').fill('40');
  await modal.getByLabel('Numero di carte').fill('10');
  await expect(modal.getByText(/^10 carte da 40\s€$/)).toBeVisible();
  await expect(modal.getByText(/^400\s€$/)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'product-form', false);

  // Past the order's value limit (10,000 euro): the form says so, and the server refuses it with 2030.
  await modal.getByLabel('Importo per carta in euro').fill('150');
  await modal.getByLabel('Numero di carte').fill('100');
  await expect(modal.getByRole('status')).toContainText('Supera il valore massimo di un ordine online: richiedi un preventivo');
  await modal.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(modal.getByRole('alert')).toHaveText("Hai superato il limite di gift card nell'ordine.");
  await shot(page, 'product-form-limit', false);

  await modal.getByLabel('Importo per carta in euro').fill('40');
  await modal.getByLabel('Numero di carte').fill('10');
  await modal.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page).toHaveURL(/\/carrello\/$/);
  await expect(page.getByText('Gift card Tutto-in-uno Donami').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Carrello, 10 articoli/ })).toBeVisible();
});

test('/azienda/{product}/ chooses the product in the form on the page, and "ask a quote" carries it to the quote form', async ({ page }, testInfo) => {
  walkOnce('desktop');
  await page.goto('/azienda/gift-card-tutto-in-uno/');
  await hydrated(page);
  const section = page.locator('#ordina');
  await expect(section.getByRole('heading', { name: 'Ordina in quantità: Gift card Tutto-in-uno Donami' })).toBeVisible();
  await section.getByText(/^75\s€$/).click();
  await section.getByLabel('Numero di carte').fill('100');
  await section.getByRole('button', { name: 'Richiedi un preventivo' }).click();
  const form = page.locator('form.biz-quote-form');
  await expect(form.getByText('Preventivo per Gift card Tutto-in-uno Donami')).toBeVisible();
  await expect(form.getByLabel('Numero di carte')).toHaveValue('100');
  await expect(form.getByLabel('Valore per carta (€)')).toHaveValue('75');
  await expectAccessible(page, testInfo);
  if (!isMobile(testInfo)) await shot(page, 'product-page', false);
});

test('the Dutch storefront shows the v3 business page under its business header', async ({ page }, testInfo) => {
  walkOnce('mobile');
  await page.goto('/zakelijk/');
  await hydrated(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Zakelijk', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: /\+31 20 555 0134/ })).toBeVisible();
  // On a phone the form follows the title at once: the header keeps to logo, basket and menu.
  if (!isMobile(testInfo)) await expect(header.getByRole('link', { name: 'Offerte in 1 uur' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Zakelijke cadeaukaarten voor medewerkers, klanten en partners' })).toBeVisible();
  // v3: the quote form is in the hero.
  await expect(page.locator('.biz-hero #preventivo form.biz-quote-form')).toBeVisible();
  await loadImages(page);
  await expectAccessible(page, testInfo);
  await shot(page, 'v3');

  await page.goto('/business/request-a-quote/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vraag een offerte aan' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'quote-page');

  // The Italian page stays v1, under the shop's header.
  await page.goto('/azienda/');
  await expect(page.locator('.biz--v1')).toBeVisible();
  await expect(page.locator('.biz-header')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the business product form on /azienda/{product}/ still adds the cards to the basket', async ({ page }) => {
    walkOnce('desktop');
    await page.goto('/azienda/gift-card-tutto-in-uno/');
    const section = page.locator('#ordina');
    await section.getByText('Altro importo', { exact: true }).click();
    await section.getByLabel('Importo per carta in euro').fill('30');
    await section.getByLabel('Numero di carte').fill('12');
    await section.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page).toHaveURL(/\/carrello\/$/);
    await expect(page.getByRole('link', { name: /Carrello, 12 articoli/ })).toBeVisible();
  });
});
