import { expect, type Page } from '@playwright/test';
import { atCheckoutStep } from './helpers.ts';

/** Step 1 of the Italian checkout, as a private or business customer, on to the delivery step; `more` before going on. */
export async function details(page: Page, email: string, business = false, more?: () => Promise<void>) {
  await page.goto('/cassa/');
  await expect(page.getByRole('heading', { name: 'Cassa', level: 1 })).toBeVisible();
  if (business) await page.getByRole('radio', { name: 'Azienda' }).check();
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await page.getByLabel('Indirizzo email', { exact: true }).fill(email);
  await page.getByLabel("Ripeti l'indirizzo email").fill(email);
  if (business) {
    await page.getByLabel('Ragione sociale').fill('Ufficio Aperto S.r.l.');
    await page.getByLabel('Partita IVA').fill('01234567897');
    await page.getByLabel(/Numero REA/).fill('MI-1234567');
    await page.getByLabel('Riferimento ordine').fill('Natale 2026');
    await page.getByLabel('Codice destinatario SDI').fill('M5UXCR1');
    // The registered office, which the e-invoice names; a company is not asked whether it wants one.
    await expect(page.getByRole('checkbox', { name: /Voglio la fattura elettronica/ })).toBeHidden();
    await page.getByLabel('Via', { exact: true }).fill('Via Tortona');
    await page.getByLabel('Numero civico', { exact: true }).fill('27');
    await page.getByLabel('CAP', { exact: true }).fill('20144');
    await page.getByLabel('Città', { exact: true }).fill('Milano');
  }
  await more?.();
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'delivery');
}
