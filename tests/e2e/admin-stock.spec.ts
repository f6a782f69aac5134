import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { journeyStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';
import { expectAccessible, screenshot, walkOnce } from './helpers.ts';

// The back office's stock and card batches (issue 17, decision 048), in Italian: operations upload a
// CSV of codes with one bad and one duplicate row and see exactly those two refused and nothing
// loaded, then a clean file loads and the level rises; finance issues a batch of cards and downloads
// its numbers and PINs once, and a second download is refused; the form gives way to the result (one
// batch per form), and a blank-card batch follows for a storefront that sells them.

test.use({ reducedMotion: 'reduce' });
test.slow(); // two screens, each checked and shot at both widths, on a shared machine

const TRATTORIA = 'gift-card-trattoria-del-borgo-lume';

async function logIn(page: Page, role: 'operations' | 'finance') {
  const staff = journeyStaff('stock', role);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
  await page.getByLabel('Codice di verifica').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo di oggi', level: 1 })).toBeVisible();
}

const freeOf = async (page: Page) => Number(await page.getByRole('row').filter({ hasText: 'Trattoria del Borgo' }).getByRole('cell').nth(1).textContent());

test('operations upload a CSV: a bad and a duplicate row refuse the file, a clean file raises the level', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const run = Date.now().toString(36).toUpperCase();
  await logIn(page, 'operations');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Magazzino codici' }).click();
  await expect(page.getByRole('heading', { name: 'Magazzino codici', level: 1 })).toBeVisible();
  // The levels are paged and searched on the server: find the product by words of its name.
  await expect(page.getByRole('status').filter({ hasText: /^Righe 1–50 di \d+$/ })).toBeVisible();
  await page.getByLabel('Cerca un prodotto (nome, slug o SKU)').fill('trattoria borgo');
  await page.getByLabel('Cerca un prodotto (nome, slug o SKU)').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Righe 1–1 di 1$/ })).toBeVisible();
  const before = await freeOf(page);

  const upload = page.getByRole('form', { name: 'Carica codici da un file CSV' });
  const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload
    .getByLabel('File CSV')
    .setInputFiles(
      file('bad.csv', `product,code\n${TRATTORIA},E2E-${run}-1\n${TRATTORIA},codice rotto\n${TRATTORIA},E2E-${run}-2\n${TRATTORIA},E2E-${run}-1\n`),
    );
  await upload.getByRole('button', { name: 'Carica' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nessun codice caricato: alcune righe sono rifiutate. Correggi il file e caricalo di nuovo.');
  const refused = page.getByRole('region', { name: 'Righe rifiutate: 2' }).getByRole('row');
  await expect(refused).toHaveCount(3);
  await expect(refused.nth(1)).toHaveText(/^3\s*codice rotto\s*Codice non valido/);
  await expect(refused.nth(2)).toHaveText(
    new RegExp(`^5\\s*E2E-${run}-1\\s*Codice ripetuto: compare già in una riga precedente del file\\. La prima volta alla riga 2\\.`),
  );
  expect(await freeOf(page)).toBe(before);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-stock-refused');

  await upload.getByLabel('File CSV').setInputFiles(file('clean.csv', `code\nE2E-${run}-1\nE2E-${run}-2\n`));
  await upload.getByLabel('Prodotto di tutte le righe').selectOption(TRATTORIA);
  await upload.getByLabel('Motivo (facoltativo)').fill('Consegna del fornitore');
  await upload.getByRole('button', { name: 'Carica' }).click();
  await expect(page.getByText('Caricati 2 codici.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Trattoria del Borgo' }).getByRole('cell').nth(1)).toHaveText(String(before + 2));

  const threshold = page.getByRole('form', { name: 'Soglia di scorte basse' });
  await threshold.getByLabel('Prodotto', { exact: true }).selectOption(TRATTORIA);
  await threshold.getByLabel('Soglia (codici liberi)').fill(String(before + 2));
  await threshold.getByRole('button', { name: 'Salva la soglia' }).click();
  await expect(page.getByText(/Soglia salvata\. I codici liberi sono già alla soglia/)).toBeVisible();
  await screenshot(page, 'admin-stock');
});

test('finance issues a batch of cards and downloads its numbers and PINs once', async ({ page }, testInfo) => {
  walkOnce('mobile');
  await logIn(page, 'finance');
  await page.goto('/admin/card-batches');
  const form = page.getByRole('form', { name: 'Nuovo lotto' });
  await form.getByLabel('Valore in euro').fill('25');
  await form.getByLabel('Numero di carte').fill('3');
  await form.getByLabel('Motivo').fill('Fiera di Rimini');
  await form.getByRole('button', { name: 'Emetti' }).click();
  await expect(page.getByText(/^Emesse 3 carte: la prima è la 6390 53/)).toBeVisible();
  // The form gives way to the result: a second click cannot issue a second batch.
  await expect(form).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-card-batch');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica il CSV (una sola volta)' }).click()]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('number,pin,programme,status,value,currency,expires');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(/^639053\d{13},\d{6},choice,active,25\.00,EUR,\d{4}-\d{2}-\d{2}$/);

  await page.getByRole('button', { name: 'Scarica il CSV (una sola volta)' }).click();
  await expect(page.getByRole('alert')).toHaveText('Il CSV di questo lotto è già stato scaricato o è scaduto: non si può scaricare di nuovo.');

  // Blank cards for a storefront that sells them (store 53), from a new form.
  await form.getByLabel('Programma').selectOption('blank');
  await form.getByLabel('Valore in euro').fill('50');
  await form.getByLabel('Numero di carte').fill('2');
  await form.getByLabel('Motivo').fill('Scaffale negozio');
  await form.getByRole('button', { name: 'Emetti' }).click();
  await expect(page.getByText(/^Emesse 2 carte: la prima è la 6391 53/)).toBeVisible();
  const [blank] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica il CSV (una sola volta)' }).click()]);
  expect((await readFile(await blank.path(), 'utf8')).trim().split('\r\n')[1]).toMatch(/^639153\d{13},\d{6},blank,blank,50\.00,EUR,$/);
  await page.getByRole('link', { name: 'Emetti un altro lotto' }).click();
  await expect(form.getByLabel('Numero di carte')).toHaveValue('');
});
