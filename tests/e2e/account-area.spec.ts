import { expect, test } from '@playwright/test';
import { PASSWORD, addToBasket, checkout, logIn, register, shot } from './account-area-steps.ts';
import { expectAccessible, hydrated, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';

// The account area as a registered customer walks it: buy, find the order, its details and its
// invoice, reorder; keep personal data, the address book and the password; delete the account.

test.use({ reducedMotion: 'reduce' });

test('the account pages send a visitor who is not logged in to the identify screen', async ({ page }) => {
  walkOnce('desktop');
  for (const path of [
    '/conto/overview/',
    '/conto/orders/',
    '/conto/dettagli-personali/',
    '/conto/lista/contatti/',
    '/riordino/?ordine=00000000-0000-0000-0000-000000000000',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/conto\/$/);
  }
});

test('a customer buys, finds the order with its details and invoice, and orders it again', async ({ page, browser }, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(240_000);
  const email = `area-ordini-${testInfo.project.name}-${Date.now()}@example.it`;
  // A guest fills the basket, then registers: the basket joins the account.
  await addToBasket(page);
  await register(page, email);

  await page.goto('/conto/overview/');
  await expect(page.getByRole('heading', { name: 'Ciao, Giulia!', level: 1 })).toBeVisible();
  await expect(page.getByText(/Non hai ancora fatto ordini/)).toBeVisible();
  await expect(page.getByText('Non sei iscritto alla newsletter')).toBeVisible();

  await checkout(page, email);

  await page.goto('/conto/overview/');
  const latest = page.locator('.order-row').first();
  await expect(latest.getByText('Completato')).toBeVisible();
  await expect(latest.getByText('25,95 €')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Il mio conto' }).getByRole('link', { name: 'Panoramica' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, testInfo);
  await shot(page, 'overview');

  await page.getByRole('navigation', { name: 'Il mio conto' }).getByRole('link', { name: 'I miei ordini' }).click();
  await expect(page.getByRole('heading', { name: 'I miei ordini', level: 1 })).toBeVisible();
  const row = page.locator('.order-row').first();
  const number = (await row.getByRole('heading').textContent())?.replace('Ordine ', '').trim() ?? '';
  expect(number).not.toBe('');
  await expect(row.getByText('Carta di credito')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'orders');

  await hydrated(page);
  await row.getByRole('link', { name: /Dettagli/ }).click();
  const details = page.getByRole('dialog', { name: `Dettagli dell’ordine ${number}` });
  await expect(details).toBeVisible();
  await expect(details.getByText(/Streetwear Quartiere/).first()).toBeVisible();
  await expect(details.getByText('Dati di fatturazione')).toBeVisible();
  await expect(details.getByText(email).first()).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'order-details', false);

  // The invoice: a PDF, for this customer.
  const invoice = details.getByRole('link', { name: /Scarica la fattura/ });
  const res = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Without JavaScript the details link opens the same modal from the address.
  const uuid = new URL(page.url()).searchParams.get('ordine') ?? '';
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const plain = await noJs.newPage();
  await plain.goto(`/conto/orders/?ordine=${uuid}`);
  await expect(plain.getByRole('dialog', { name: `Dettagli dell’ordine ${number}` })).toBeVisible();
  await plain.getByRole('link', { name: 'Chiudi' }).click();
  await expect(plain.getByRole('dialog')).toHaveCount(0);
  await noJs.close();

  await details.getByRole('link', { name: 'Riordina' }).click();
  await page.waitForURL(/\/riordino\/\?ordine=/);
  const reorder = page.getByRole('dialog', { name: `Riordina l’ordine ${number}` });
  await expect(reorder).toBeVisible();
  await expect(reorder.getByText('1 × Gift card Streetwear Quartiere')).toBeVisible();
  await expect(reorder.getByText('Totale di oggi')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'reorder', false);
  await reorder.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await page.waitForURL(/\/carrello\/$/);
  await expect(page.getByText(/Streetwear Quartiere/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Carrello, 1 articolo/ })).toBeVisible();
});

test('a customer keeps personal data, the address book and the password, then deletes the account', async ({ page }, testInfo) => {
  walkOnce('mobile');
  test.setTimeout(150_000);
  const email = `area-dati-${testInfo.project.name}-${Date.now()}@example.it`;
  await page.goto('/');
  await register(page, email);

  // Personal data, with the business details.
  await page.goto('/conto/dettagli-personali/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Dati personali', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await page.getByLabel('Cognome', { exact: true }).fill('Rossi Bianchi');
  await page.getByRole('radio', { name: 'Azienda' }).check();
  await page.getByLabel('Ragione sociale').fill('Ufficio Aperto S.r.l.');
  await page.getByLabel('Partita IVA').fill('01234567897');
  await page.getByLabel('Codice SDI').fill('M5UXCR1');
  await page.getByLabel('Via').fill('Via Roma');
  await page.getByLabel('Numero civico').fill('12');
  await page.getByLabel('CAP').fill('20121');
  await page.getByLabel('Città').fill('Milano');
  await page.getByRole('checkbox', { name: /newsletter/ }).check();
  await page.getByRole('button', { name: 'Salva i dati' }).click();
  await expect(page.getByText('I tuoi dati sono stati salvati.')).toBeVisible();
  await expect(page.getByLabel('Cognome', { exact: true })).toHaveValue('Rossi Bianchi');
  await shot(page, 'personal-data');
  await page.goto('/conto/overview/');
  await expect(page.getByText('Ufficio Aperto S.r.l.')).toBeVisible();
  await expect(page.getByText('Sei iscritto alla newsletter')).toBeVisible();

  // The address book: add, edit, delete with a confirmation.
  await page.goto('/conto/lista/contatti/');
  await hydrated(page);
  await expect(page.getByText(/La tua rubrica è vuota/)).toBeVisible();
  await page.getByRole('link', { name: 'Aggiungi contatto' }).click();
  const add = page.getByRole('dialog', { name: 'Nuovo contatto' });
  await expect(add).toBeVisible();
  await add.getByLabel('Nome', { exact: true }).fill('Luca');
  await add.getByLabel('Cognome', { exact: true }).fill('Verdi');
  await add.getByLabel('Indirizzo email').fill('luca.verdi@example.it');
  await expectAccessible(page, testInfo);
  await shot(page, 'address-add', false);
  await add.getByRole('button', { name: 'Salva il contatto' }).click();
  await expect(page.getByText('Il contatto è stato salvato.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Luca Verdi' })).toBeVisible();
  await page.getByRole('link', { name: 'Modifica Luca Verdi' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica contatto' });
  await expect(edit.getByLabel('Indirizzo email')).toHaveValue('luca.verdi@example.it');
  await edit.getByLabel('Via').fill('Corso Italia');
  await edit.getByLabel('Numero civico').fill('5');
  await edit.getByLabel('CAP').fill('50123');
  await edit.getByLabel('Città').fill('Firenze');
  await edit.getByRole('button', { name: 'Salva il contatto' }).click();
  await expect(page.getByText('50123 Firenze')).toBeVisible();
  // The check waits for the dialog to have gone: half faded out, its fields fail the contrast check.
  await expect(edit).toBeHidden();
  await expectAccessible(page, testInfo);
  await shot(page, 'address-book');
  await page.getByRole('link', { name: 'Elimina Luca Verdi' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminare il contatto?' });
  await expect(confirm.getByText(/Luca Verdi verrà tolto dalla tua rubrica/)).toBeVisible();
  await shot(page, 'address-delete', false);
  await confirm.getByRole('button', { name: 'Sì, elimina' }).click();
  await expect(page.getByText('Il contatto è stato eliminato.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Luca Verdi' })).toHaveCount(0);

  // The password: a wrong current one is refused, then the change goes through.
  const NEW = 'Ancora+Segreta9';
  await page.goto('/conto/dettagli-personali/');
  await hydrated(page);
  const form = page.locator('form.password-form');
  await form.getByLabel('Password attuale').fill('Sbagliata!2026');
  await form.getByLabel('Nuova password', { exact: true }).fill(NEW);
  await form.getByLabel('Ripeti la nuova password').fill(NEW);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText('La password attuale non è corretta.')).toBeVisible();
  await hydrated(page);
  await form.getByLabel('Password attuale').fill(PASSWORD);
  await form.getByLabel('Nuova password', { exact: true }).fill(NEW);
  await form.getByLabel('Ripeti la nuova password').fill(NEW);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText(/La password è stata cambiata/)).toBeVisible();

  // Log out from the account navigation: a protected page sends the customer home.
  await page.getByRole('navigation', { name: 'Il mio conto' }).getByRole('button', { name: 'Esci' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await logIn(page, email, PASSWORD)).status).toBe(false);
  expect((await logIn(page, email, NEW)).status).toBe(true);

  // The change/delete account modal: a new login e-mail, twice, with the password.
  const newEmail = email.replace('area-dati', 'area-nuova');
  await page.goto('/conto/dettagli-personali/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Cambia email o elimina il conto' }).click();
  const modal = page.getByRole('dialog', { name: 'Cambia o elimina il conto' });
  await expect(modal).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'account-modal', false);
  const change = modal.getByRole('form', { name: 'Cambia indirizzo email' });
  await change.getByLabel('Nuovo indirizzo email', { exact: true }).fill(newEmail);
  await change.getByLabel('Ripeti il nuovo indirizzo email').fill(newEmail);
  await change.getByLabel('La tua password').fill(NEW);
  await change.getByRole('button', { name: 'Cambia email' }).click();
  await expect(page.getByText('Il tuo indirizzo email è stato cambiato.')).toBeVisible();
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // Deleting needs the password and the confirmation.
  await page.getByRole('link', { name: 'Cambia email o elimina il conto' }).click();
  await expect(modal).toBeVisible();
  const deletion = modal.getByRole('form', { name: 'Elimina il conto' });
  await deletion.getByLabel('La tua password').fill('Sbagliata!2026');
  await deletion.getByRole('checkbox', { name: /eliminare il mio conto/ }).check();
  await deletion.getByRole('button', { name: 'Elimina il conto' }).click();
  // Refused: the modal comes back open with the reason, and nothing is deleted.
  await expect(deletion.getByText('La password non è corretta.')).toBeVisible();
  await deletion.getByLabel('La tua password').fill(NEW);
  await deletion.getByRole('checkbox', { name: /eliminare il mio conto/ }).check();
  await deletion.getByRole('button', { name: 'Elimina il conto' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('conto') === 'eliminato');
  await expect(page.getByRole('status').filter({ hasText: 'Il tuo conto è stato eliminato.' })).toBeVisible();
  await shot(page, 'deleted-notice', false);
  await page.goto('/conto/overview/');
  await expect(page).toHaveURL(/\/conto\/$/);
  for (const login of [email, newEmail]) expect((await logIn(page, login, NEW)).status).toBe(false);
});
