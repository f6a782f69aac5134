import { expect, test, type Page } from '@playwright/test';
import { atCheckoutStep, expectAccessible, expectErrorModal, fillSandboxCard, hydrated, screenshot, walkOnce } from './helpers.ts';
import { details } from './checkout-details.ts';

// The rotating selling points would be caught mid-fade by the contrast check.
test.use({ reducedMotion: 'reduce' });

// Buying, as a customer would: the product page, the basket, the four checkout steps, the sandbox
// provider's page, the confirmation, and the e-mails in the development mailbox.

async function addToBasket(page: Page, slug: string, opts: { kind?: 'Digitale' | 'Fisica'; value?: string; quantity?: number; note?: string } = {}) {
  await page.goto(`/carte-regalo/${slug}/`);
  await hydrated(page);
  if (opts.kind) await page.getByText(opts.kind, { exact: true }).click();
  if (opts.value) await page.getByRole('radio', { name: opts.value, exact: true }).check();
  if (opts.quantity) await page.getByRole('textbox', { name: 'Quantità', exact: true }).fill(String(opts.quantity));
  if (opts.note) await page.getByLabel(/Messaggio personale/).fill(opts.note);
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.waitForURL(/\/carrello\//);
}

/** Pay goes straight to the provider: the Italian storefront has checkoutV2 off (no overview, decision 033). */
async function chooseAndPay(page: Page, method: RegExp) {
  await atCheckoutStep(page, 'payment');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await page.getByRole('button', { name: /^Paga/ }).click();
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
}

test('a guest buys a digital card with a note, pays by card and finds the code and the PDF in the mailbox', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `ospite-${testInfo.project.name}-${Date.now()}@example.it`;
  await addToBasket(page, 'gift-card-streetwear-quartiere', { note: 'Buon compleanno, Luca!' });
  await details(page, email, false, async () => {
    // The electronic invoice, asked for: the codice fiscale and the home address appear, a wrong
    // code is refused on its field, with the address it needs.
    const code = page.getByLabel('Codice fiscale');
    await expect(code).toBeHidden();
    await page.getByRole('checkbox', { name: /Voglio la fattura elettronica/ }).check();
    await expect(page.getByRole('group', { name: /Codice fiscale e residenza/ })).toBeVisible();
    await code.fill('RSSMRA80A01H501V');
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByText('Il codice fiscale non è valido: controlla le 16 lettere e cifre')).toBeVisible();
    await expect(page.getByText('Inserisci il CAP')).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshot(page, 'checkout-e-invoice-private');
    await code.fill('rssmra80a01h501u');
    await page.getByLabel('Via', { exact: true }).fill('Via dei Serpenti');
    await page.getByLabel('Numero civico', { exact: true }).fill('12');
    await page.getByLabel('CAP', { exact: true }).fill('00184');
    await page.getByLabel('Città', { exact: true }).fill('Roma');
  });
  await expectAccessible(page, testInfo);
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'payment');
  await expect(page.getByText('Buon compleanno, Luca!')).toBeVisible();
  await expectAccessible(page, testInfo);
  await chooseAndPay(page, /Carta di credito/);
  await expect(page.getByText('25,95 €').first()).toBeVisible();
  await fillSandboxCard(page, 'Giulia Rossi');
  await page.getByRole('button', { name: /^Paga 25,95/ }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
  await expect(page.getByText('Completato')).toBeVisible();
  await expectAccessible(page, testInfo);
  await expect(page.getByRole('link', { name: /Carrello vuoto/ })).toBeVisible();

  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: /La tua gift card Streetwear Quartiere/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: /La tua gift card Streetwear Quartiere/ }).click();
  await expect(page.getByText(/Codice/).first()).toBeVisible();
  await expect(page.getByText(/[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/).first()).toBeVisible();
  await expect(page.getByText('Buon compleanno, Luca!').first()).toBeVisible();
  const pdf = page.getByRole('link', { name: /\.pdf/ });
  const res = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a business orders physical cards on invoice, with registered mail above 300 euro', async ({ page }, testInfo) => {
  walkOnce('mobile');
  await addToBasket(page, 'gift-card-streetwear-quartiere', { kind: 'Fisica', value: '100 €', quantity: 4 });
  await details(page, `azienda-${Date.now()}@example.it`, true);
  await page.getByLabel('Nome', { exact: true }).fill('Marco');
  await page.getByLabel('Cognome', { exact: true }).fill('Bianchi');
  await page.getByLabel('Via').fill('Via Roma');
  await page.getByLabel('Numero civico').fill('12');
  await page.getByLabel('CAP').fill('20121');
  await page.getByLabel('Città').fill('Milano');
  await expect(page.getByRole('checkbox', { name: /raccomandata/ })).toBeChecked();
  await expectAccessible(page, testInfo);
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Spedizione con raccomandata').first()).toBeVisible();
  await expect(page.getByText('408,90 €').first()).toBeVisible();
  await chooseAndPay(page, /Fattura/);
  await page.getByLabel(/Accetto di pagare con fattura/).check();
  await page.getByRole('button', { name: 'Accetta e paga con fattura' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByText('Completato')).toBeVisible();
  await expect(page.getByText(/Le gift card fisiche partono .* Spedizione con raccomandata\./)).toBeVisible();
});

test('a technical error at the provider, then an answer that fails, each in the error modal of the retry page; leaving then still brings the cards back', async ({
  page,
}, testInfo) => {
  walkOnce('mobile');
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await details(page, `riprova-${Date.now()}@example.it`);
  await page.getByRole('button', { name: 'Continua' }).click();
  await chooseAndPay(page, /Carta di credito/);
  await fillSandboxCard(page, 'Giulia Rossi');
  await page.getByRole('button', { name: 'Errore tecnico' }).click();
  await page.waitForURL(/\/cassa\/\?error=payment&order=/, { timeout: 20_000 });
  // 2037, in Italian, in the error modal: keyboard and screen reader in it, Escape closes it.
  const modal = await expectErrorModal(page, 'Si è verificato un errore durante il pagamento. Riprova o scegli un altro metodo di pagamento.');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'error-modal-2037', false);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  const notice = page.getByRole('alert').filter({ hasText: 'Il pagamento non è andato a buon fine' });
  await expect(notice).toContainText('Si è verificato un errore durante il pagamento.');
  await page.getByRole('radio', { name: /Wallet digitale/ }).check();
  // The retry's answer fails as a whole (a server error): the page stays, the error modal gives the
  // generic text (code -1), and closing it puts the focus back on the button.
  const posts = (url: URL) => url.pathname.endsWith('.data');
  await page.route(posts, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback()));
  const retryButton = page.getByRole('button', { name: /Riprova a pagare/ });
  await retryButton.click();
  const failed = await expectErrorModal(page, 'Ops, qualcosa è andato storto.');
  await failed.getByRole('button', { name: 'Ho capito' }).click();
  await expect(failed).toBeHidden();
  await expect(retryButton).toBeFocused();
  await page.unroute(posts);
  // The failed retry did not leave retry mode: leaving the page still deletes the unpaid order.
  await page
    .getByRole('link', { name: /Carrello/ })
    .first()
    .click();
  await page.waitForURL(/\/carrello\/$/);
  await expect(page.getByRole('heading', { name: /Trattoria del Borgo Lume/ }).first()).toBeVisible();
});

test('a bank transfer stays pending, with the transfer details and the promise of an e-mail', async ({ page }, testInfo) => {
  walkOnce('desktop');
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await details(page, `bonifico-${Date.now()}@example.it`);
  await page.getByRole('button', { name: 'Continua' }).click();
  await chooseAndPay(page, /^Bonifico bancario/);
  await page.getByRole('button', { name: 'Ho preso nota, pagherò con bonifico' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'In attesa del bonifico' })).toBeVisible();
  await expect(page.getByText(/Appena lo riceviamo ti mandiamo una email di conferma/)).toBeVisible();
  await expect(page.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  await expectAccessible(page, testInfo);
});

test('a card payment left pending says it waits for the confirmation, not for a bank transfer', async ({ page }, testInfo) => {
  walkOnce('desktop');
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await details(page, `in-attesa-${Date.now()}@example.it`);
  await page.getByRole('button', { name: 'Continua' }).click();
  await chooseAndPay(page, /Carta di credito/);
  await fillSandboxCard(page, 'Giulia Rossi');
  await page.getByRole('button', { name: 'In attesa' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Pagamento in attesa di conferma', level: 1 })).toBeVisible();
  await expect(page.getByText(/il servizio di pagamento non ha ancora confermato il pagamento/)).toBeVisible();
  await expect(page.getByText(/^\s*Appena il pagamento è confermato, le gift card digitali arrivano/)).toBeVisible();
  await expect(page.getByText('In attesa del bonifico')).toHaveCount(0);
  await expect(page.getByText('IBAN')).toHaveCount(0);
  await expect(page.getByText(/arrivano via email entro 1 ora \(o alla data scelta\) a:/)).toHaveCount(1);
  await expectAccessible(page, testInfo);
});

test('leaving the retry page brings the cards back to the basket at once; after the last failure no retry is offered', async ({ page }, testInfo) => {
  walkOnce('mobile');
  // Each failure brings the retry page with its reason in the error modal (§7), closed as a person would.
  const fail = async (reason: string, close: 'Ho capito' | 'Escape') => {
    await fillSandboxCard(page, 'Giulia Rossi');
    await page.getByRole('button', { name: 'Fallito' }).click();
    await page.waitForURL(/\/cassa\/\?error=payment&order=/, { timeout: 20_000 });
    const modal = await expectErrorModal(page, reason);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await modal.getByRole('button', { name: close }).click();
    await expect(modal).toBeHidden();
  };
  const retry = async () => {
    await page.getByRole('radio', { name: /Carta di credito/ }).check();
    await page.getByRole('button', { name: /Riprova a pagare/ }).click();
    await page.waitForURL(/\/psp\/sandbox\/pay\//);
  };
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await details(page, `tentativi-${Date.now()}@example.it`);
  await page.getByRole('button', { name: 'Continua' }).click();
  await chooseAndPay(page, /Carta di credito/);
  await fail('Non siamo riusciti a elaborare il tuo pagamento.', 'Ho capito');
  await expect(page.getByText('Ti restano 2 tentativi.', { exact: false })).toBeVisible();
  await retry();
  // The second failure of the order: 2038, ask the payment provider.
  await fail('Il pagamento non è riuscito per due volte. Contatta il fornitore del servizio di pagamento.', 'Escape');
  await expect(page.getByRole('alert').filter({ hasText: 'Il pagamento non è andato a buon fine' })).toContainText(
    'Il pagamento non è riuscito per due volte.',
  );
  await expect(page.getByText('Ti resta 1 tentativo.', { exact: false })).toBeVisible();
  await retry();
  await fail('Sono stati effettuati troppi tentativi.', 'Ho capito');
  // The third failure: no attempt left, no retry, the way back to the basket.
  const notice = page.getByRole('alert').filter({ hasText: 'Il pagamento non è andato a buon fine' });
  await expect(notice).toContainText('Sono stati effettuati troppi tentativi.');
  await expect(notice).toContainText('non può più essere pagato: le gift card tornano nel carrello');
  await expect(notice).not.toContainText('ancora valido');
  await expect(page.getByRole('button', { name: /Riprova a pagare/ })).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await hydrated(page);
  await notice.getByRole('link', { name: 'Torna al carrello' }).click();
  await page.waitForURL(/\/carrello\/$/);
  // No reload: the order was deleted before the basket was read.
  await expect(page.getByRole('heading', { name: /Trattoria del Borgo Lume/ }).first()).toBeVisible();
  await expect(page.getByText('Il tuo carrello è vuoto')).toHaveCount(0);
});

test('an order the provider refuses as suspected fraud is canceled, and the error modal says why (2039)', async ({ page }, testInfo) => {
  walkOnce('desktop');
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await details(page, `frode-${Date.now()}@example.it`);
  await page.getByRole('button', { name: 'Continua' }).click();
  await chooseAndPay(page, /Carta di credito/);
  await fillSandboxCard(page, 'Giulia Rossi');
  await page.getByRole('button', { name: 'Frode sospetta' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expectErrorModal(page, 'Non possiamo elaborare questo ordine. Contatta il nostro servizio clienti.');
  await expectAccessible(page, testInfo);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Ordine annullato', level: 1 })).toBeVisible();
  await expect(page.getByText(/Grazie per il tuo ordine/)).toHaveCount(0);
});
