import { expect, test, type Page } from '@playwright/test';
import {
  atCheckoutStep,
  dataLayerEvents,
  expectAccessible,
  expectErrorModal,
  fillSandboxCard,
  hydrated,
  keepDataLayerEvents,
  keptDataLayerEvents,
  screenshot,
  walkOnce,
} from './helpers.ts';

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

async function details(page: Page, email: string, business = false) {
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
  }
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'delivery');
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
  await details(page, email);
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

test('a technical error at the provider, then an answer that fails, each in the error modal of the retry page; the retry succeeds', async ({
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
  await retryButton.click();
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Paga con Wallet' }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByText('Completato')).toBeVisible();
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

test.describe("analytics with the visitor's consent (issue 16)", () => {
  const names = (events: { event: string }[]) => events.map((e) => e.event);
  // The item is the product (its id in the catalogue) in every event.
  const trattoria = { item_id: expect.stringMatching(/^\d+$/), item_name: expect.stringContaining('Trattoria del Borgo Lume') };

  test('with consent given, the e-commerce events carry their items from the list to the purchase, once, with the click id', async ({ page }, testInfo) => {
    walkOnce('desktop');
    await page.goto('/carte-regalo/?gclid=TEST-CLICK-1');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie su Donami' });
    await expect(banner).toBeVisible();
    await expectAccessible(page, testInfo);
    expect(await dataLayerEvents(page)).toEqual([]); // nothing before the choice
    await banner.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner).toHaveCount(0);
    const consent = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => Array.isArray(e) && e[0] === 'consent'));
    expect(consent).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
    // The cards on screen are reported as seen, together, each with its place in the list.
    const list = { item_list_id: 'product_list', item_list_name: 'All gift cards' };
    const titles = await page.locator('.product-card:visible .product-card__title').allTextContents();
    const at = titles.findIndex((title) => title.includes('Trattoria del Borgo Lume'));
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['view_item_list']);
    const [seen] = await dataLayerEvents(page);
    expect(seen!.ecommerce).toMatchObject(list);
    const seenItems = seen!.ecommerce!.items;
    expect(seenItems.map((i) => i.index)).toEqual(seenItems.map((_, i) => i)); // the rows on screen, from the first card
    expect(seenItems.map((i) => i.item_name)).toEqual(titles.slice(0, seenItems.length));
    expect(seenItems[at]).toEqual({ ...trattoria, ...list, index: at, item_category: 'GIFTCARD_DIGITAL', price: expect.any(Number) });
    // Choosing the card: select_item with the same item, then the product page's view_item.
    await page.locator('.product-card__link').filter({ hasText: 'Trattoria del Borgo Lume' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Trattoria del Borgo Lume/ })).toBeVisible();
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['view_item_list', 'select_item', 'view_item']);
    const [, selected, viewed] = await dataLayerEvents(page);
    expect(selected!.ecommerce).toEqual({ ...list, items: [seenItems[at]] });
    expect(viewed!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: seenItems[at]!.item_id, quantity: 1 }] });
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await page.waitForURL(/\/carrello\//);
    await expect(page.getByRole('heading', { name: /Trattoria del Borgo Lume/ }).first()).toBeVisible();
    await expect.poll(async () => names((await dataLayerEvents(page)).slice(3))).toEqual(['add_to_cart', 'view_cart']);
    const [added, cart] = (await dataLayerEvents(page)).slice(3);
    expect(added!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ ...trattoria, quantity: 1, price: expect.any(Number) }] });
    const productId = added!.ecommerce!.items[0]!.item_id;
    expect(cart!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: productId, quantity: 1 }] });
    // The checkout (a new page: its data layer starts empty).
    await details(page, `analytics-${Date.now()}@example.it`);
    await page.getByRole('button', { name: 'Continua' }).click();
    await atCheckoutStep(page, 'payment');
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['begin_checkout', 'add_shipping_info']);
    expect((await dataLayerEvents(page))[0]!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ ...trattoria, quantity: 1 }] });
    // Paying: the form refused (terms not accepted) sends nothing; sent, add_payment_info with the method.
    await page.getByRole('radio', { name: /Carta di credito/ }).check();
    await keepDataLayerEvents(page);
    await page.getByRole('button', { name: /^Paga/ }).click();
    await expect(page.getByRole('checkbox', { name: /Accetto/ })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('checkbox', { name: /Accetto/ }).check();
    await page.getByRole('button', { name: /^Paga/ }).click();
    await page.waitForURL(/\/psp\/sandbox\/pay\//);
    const paid = await keptDataLayerEvents(page);
    expect(names(paid)).toEqual(['add_payment_info']);
    expect(paid[0]!.ecommerce).toMatchObject({ currency: 'EUR', payment_type: 'card', items: [{ ...trattoria, quantity: 1 }] });
    expect(paid[0]!.ecommerce!.value).toBeGreaterThan(0);
    await fillSandboxCard(page, 'Giulia Rossi');
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
    await expect(page.getByText('Completato')).toBeVisible();
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['purchase']);
    const [purchase] = await dataLayerEvents(page);
    const number = (await page.locator('.confirmation__number strong').first().textContent())!.trim();
    expect(purchase!.ecommerce).toMatchObject({ transaction_id: number, currency: 'EUR', gclid: 'TEST-CLICK-1', items: [{ item_id: productId, quantity: 1 }] });
    expect(purchase!.ecommerce!.value).toBeGreaterThan(0);
    // A reload of the confirmation sends no second purchase.
    await page.reload();
    await hydrated(page);
    expect(names(await dataLayerEvents(page))).toEqual([]);
  });

  test('with consent refused nothing is pushed and no click id is kept', async ({ page }, testInfo) => {
    walkOnce('mobile');
    await page.goto('/carte-regalo/gift-card-trattoria-del-borgo-lume/?gclid=TEST-CLICK-2');
    await hydrated(page);
    await page.getByRole('region', { name: 'Cookie su Donami' }).getByRole('button', { name: 'Solo necessari' }).click();
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await page.waitForURL(/\/carrello\//);
    await expect(page.getByRole('heading', { name: /Trattoria del Borgo Lume/ }).first()).toBeVisible();
    await page.goto('/cassa/');
    await hydrated(page);
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('gclid'))).toBeNull();
    // The choice is kept: no banner on the next page; the footer's Cookies link changes it.
    await expect(page.getByRole('region', { name: 'Cookie su Donami' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Impostazioni dei cookie' });
    await expect(settings.getByRole('checkbox', { name: 'Cookie statistici' })).not.toBeChecked();
    await expectAccessible(page, testInfo);
  });
});
