import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { journeyStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';
import { seedDonationMonth } from '../../server/db/seed/back-office.ts';
import { expectAccessible, hydrated, screenshot, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';

// The back office's money screens (issue 18), in Italian: a company asks a quote on the storefront,
// support answers it by e-mail and makes the order on invoice, which the company accepts from its
// e-mail; finance pays a month's donations to a charity with the transfer's reference; an admin
// looks at the doubler's draws.

test.use({ reducedMotion: 'reduce' });

async function logIn(page: Page, role: 'support' | 'finance' | 'admin') {
  const staff = journeyStaff('money', role);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
  await page.getByLabel('Codice di verifica').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo di oggi', level: 1 })).toBeVisible();
}

async function askQuote(page: Page, email: string): Promise<string> {
  await page.goto('/azienda/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Richiedi un preventivo' }).first().click();
  const form = page.locator('form.biz-quote-form');
  await form.getByLabel('Ragione sociale').fill('Officine Brambilla Srl');
  await form.getByLabel('Partita IVA').fill('IT 01234567897');
  await form.getByLabel('Nome e cognome').fill('Giulia Brambilla');
  await form.getByLabel('Email di lavoro').fill(email);
  await form.getByLabel('Telefono').fill('02 8734 1190');
  await form.getByLabel('Messaggio').fill('Due gift card da 50 € per i premi di fine anno.');
  await form.getByLabel('Numero di carte').fill('2');
  await form.getByLabel('Valore per carta (€)').fill('50');
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Richiesta inviata' });
  await expect(sent).toBeVisible();
  return (await sent.textContent())!.match(/PR-\d{6}/)![0];
}

test('support answers a quote by e-mail and converts it into an order on invoice the company accepts', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `acquisti.${Date.now()}@brambilla.example`;
  const reference = await askQuote(page, email);

  await logIn(page, 'support');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Preventivi' }).click();
  await expect(page.getByRole('heading', { name: 'Preventivi', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Officine Brambilla Srl');
  await expect(row).toContainText('nuova');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-quotes');

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Preventivi ${reference}` })).toBeVisible();
  const reply = page.getByRole('form', { name: 'Rispondi via e-mail' });
  await reply.getByLabel('Risposta').fill('Buongiorno Giulia,\nper 2 gift card da 50 € il totale è 100,95 €, pagamento su fattura a 30 giorni.');
  await reply.getByRole('button', { name: 'Invia la risposta' }).click();
  await expect(page.getByText('Risposta inviata: è nella coda delle e-mail.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^risposta inviata$/ })).toBeVisible();

  // A wrong SDI code: the checkout's own message, on its field; what was typed stays.
  const convert = page.getByRole('form', { name: "Crea l'ordine su fattura" });
  await convert.getByLabel('Prodotto (slug o id)').fill('gift-card-streetwear-quartiere');
  await convert.getByLabel('Numero REA / Camera di Commercio').fill('MI-1234567');
  await convert.getByLabel('Codice destinatario SDI').fill('M5UXCR');
  // The company's registered office, which its e-invoice names: the quote form does not ask it.
  await convert.getByLabel('Via', { exact: true }).fill('Via Tortona');
  await convert.getByLabel('Numero civico', { exact: true }).fill('27');
  await convert.getByLabel('CAP', { exact: true }).fill('20144');
  await convert.getByLabel('Città', { exact: true }).fill('Milano');
  await convert.getByLabel('Motivo').fill('Preventivo accettato al telefono');
  await convert.getByRole('button', { name: "Crea l'ordine" }).click();
  await expect(page.getByText('Il codice destinatario SDI è composto da 7 lettere o cifre').first()).toBeVisible();
  await expect(convert.getByLabel('Numero REA / Camera di Commercio')).toHaveValue('MI-1234567');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-quote');

  await convert.getByLabel('Codice destinatario SDI').fill('M5UXCR1');
  await convert.getByLabel('Motivo').fill('Preventivo accettato al telefono');
  await convert.getByRole('button', { name: "Crea l'ordine" }).click();
  await expect(page.getByText("Ordine creato: l'azienda riceve l'e-mail per accettarlo.")).toBeVisible();
  const number = (await page.locator('.admin-facts div').filter({ hasText: 'Ordine' }).locator('dd').textContent())!.trim();
  expect(number).toMatch(/^IT-\d+$/);
  await expect(page.getByRole('definition').filter({ hasText: /^vinta$/ })).toBeVisible();

  // The company's mailbox: the reply, then the order with the link to accept it.
  await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('link', { name: `Il tuo preventivo ${reference}` })).toBeVisible();
  await page.getByRole('link', { name: `Il tuo ordine su fattura ${number} (preventivo ${reference})` }).click();
  const link = (await page.locator('pre').textContent())!.match(/https?:\/\/\S+/)![0];
  await page.goto(new URL(new URL(link).pathname + new URL(link).search, page.url()).href);
  await expect(page.getByRole('heading', { name: 'Fattura a 30 giorni' })).toBeVisible();
  await page.getByLabel(/Accetto di pagare con fattura/).check();
  await page.getByRole('button', { name: 'Accetta e paga con fattura' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();

  // The order on invoice is the company's: its invoice, to its address, names its order.
  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: new RegExp(`Fattura FT-IT-\\d{4}-\\d{6}: il tuo ordine ${number} è confermato`) })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
});

test("finance marks a month's donations to a charity paid: the owed figure drops, the paid one shows the reference", async ({ page }, testInfo) => {
  walkOnce('mobile');
  await logIn(page, 'finance');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Donazioni' }).click();
  await page.getByLabel('Mese').fill(seedDonationMonth);
  await page.getByRole('button', { name: 'Mostra' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Associazione Alberi per Domani' });
  await expect(row.getByRole('cell').nth(0)).toContainText('40,00 €');
  await expect(row.getByRole('cell').nth(1)).toContainText('0,00 €');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-donations');

  await row.getByLabel('Riferimento del bonifico').fill('BON-2026-1104');
  await row.getByRole('button', { name: 'Segna pagato' }).click();
  await expect(page.getByText('Segnato pagato.')).toBeVisible();
  const paid = page.getByRole('row').filter({ hasText: 'Associazione Alberi per Domani' });
  await expect(paid.getByRole('cell').nth(0)).toContainText('0,00 €');
  await expect(paid.getByRole('cell').nth(1)).toContainText('40,00 €');
  await expect(paid.getByRole('cell').nth(2)).toHaveText('BON-2026-1104');
  await expect(paid.getByRole('button', { name: 'Segna pagato' })).toHaveCount(0);
  // The others are still owed.
  await expect(page.getByRole('row').filter({ hasText: 'Fondazione Nonni Insieme' }).getByRole('cell').nth(0)).toContainText('30,00 €');

  const csv = await page.request.get(`/admin/donations/csv?month=${seedDonationMonth}`);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(`${seedDonationMonth},Associazione Alberi per Domani,EUR,0,0.00,2,40.00,BON-2026-1104`);

  await page.getByRole('button', { name: 'Esci' }).click();
  await logIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Raddoppio' }).click();
  await expect(page.getByRole('heading', { name: 'Raddoppio del saldo', level: 1 })).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-doubler');
});
