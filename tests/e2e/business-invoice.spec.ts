import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SHOOTING, SHOTS, atCheckoutStep, expectAccessible, hydrated, settled, walkOnce } from './helpers.ts';

// The rotating selling points would be caught mid-fade by the contrast check.
test.use({ reducedMotion: 'reduce' });

// A company orders on invoice, as its office manager would: the business details with the Italian
// rules (partita IVA with its check digit, SDI code or PEC), the provider's 30-day terms, the
// confirmation, and the invoice PDF in the e-mail of the development mailbox.

/**
 * The business fields in view below the sticky header, in a window tall enough for all of them, at
 * phone and desktop width (the journey walks once), named with the width.
 */
async function shoot(page: Page, name: string) {
  if (!SHOOTING) return;
  const size = page.viewportSize()!;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1400 });
    await page.getByRole('group', { name: 'Dati aziendali' }).evaluate((el) => {
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - header - 24, behavior: 'instant' });
    });
    await settled(page); // the top bar's selling points fade when the width changes
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

async function addDigitalCard(page: Page) {
  await page.goto('/carte-regalo/gift-card-streetwear-quartiere/');
  await hydrated(page);
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.waitForURL(/\/carrello\//);
}

async function fillCompany(page: Page, email: string, vatNumber: string) {
  await page.goto('/cassa/');
  // A radio checked before React has hydrated is put back by the hydration.
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Cassa', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Azienda' }).check();
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await page.getByLabel('Indirizzo email', { exact: true }).fill(email);
  await page.getByLabel("Ripeti l'indirizzo email").fill(email);
  await page.getByLabel('Ragione sociale').fill('Ufficio Aperto S.r.l.');
  await page.getByLabel('Partita IVA').fill(vatNumber);
  await page.getByLabel(/Numero REA/).fill('MI-1234567');
  await page.getByLabel('Riferimento ordine').fill('Natale 2026');
  // The registered office, which the e-invoice names.
  await page.getByLabel('Via', { exact: true }).fill('Via Tortona');
  await page.getByLabel('Numero civico', { exact: true }).fill('27');
  await page.getByLabel('CAP', { exact: true }).fill('20144');
  await page.getByLabel('Città', { exact: true }).fill('Milano');
}

test('a company orders on invoice and finds the invoice PDF in the e-mail', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `ufficio-${testInfo.project.name}-${Date.now()}@example.it`;
  await addDigitalCard(page);
  await fillCompany(page, email, '01234567898');
  await expect(page.getByRole('group', { name: 'Fattura elettronica', exact: true })).toBeVisible();
  await shoot(page, 'invoicing-business-details');
  await page.getByRole('button', { name: 'Continua' }).click();

  // The check digit is wrong and no SDI code or PEC was given: both fields say so, in Italian.
  const vat = page.getByLabel('Partita IVA');
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Questa partita IVA non è valida: controlla le 11 cifre')).toBeVisible();
  await expect(page.getByLabel('Codice destinatario SDI')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Inserisci il codice destinatario SDI oppure l'indirizzo PEC per la fattura elettronica")).toBeVisible();
  await expect(vat).toHaveValue('01234567898');
  await shoot(page, 'invoicing-business-details-errors');
  await expectAccessible(page, testInfo);

  await vat.fill('IT 012 345 678 97');
  await page.getByLabel('Codice destinatario SDI').fill('m5uxcr1');
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'delivery');
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'payment');
  await expectAccessible(page, testInfo);

  await page.getByRole('radio', { name: /Fattura/ }).check();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await page.getByRole('button', { name: /^Paga/ }).click();
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  // The provider's page: the buyer accepts its 30-day terms, and the order is accepted at once.
  await expect(page.getByRole('heading', { name: 'Fattura a 30 giorni' })).toBeVisible();
  await page.getByLabel(/Accetto di pagare con fattura/).check();
  await page.getByRole('button', { name: 'Accetta e paga con fattura' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
  await expect(page.getByText('Completato')).toBeVisible();
  await expectAccessible(page, testInfo);

  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: /Fattura FT-IT-\d{4}-\d{6}: il tuo ordine IT-\d+ è confermato/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: /Fattura FT-IT-\d{4}-\d{6}/ }).click();
  await expect(page.getByText(/pagala entro il/).first()).toBeVisible();
  await expect(page.getByText('IT60 X054 2811 1010 0000 0123 456').first()).toBeVisible();
  const pdf = page.getByRole('link', { name: /fattura-IT-\d+\.pdf/ });
  const res = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
