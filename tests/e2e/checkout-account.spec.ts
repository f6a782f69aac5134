import { expect, test, type Page } from '@playwright/test';
import { ERR, PASSWORD, api, registerCustomer, shot } from './account-steps.ts';
import { atCheckoutStep, expectAccessible, fillSandboxCard, hydrated, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';

// Accounts in checkout (issue 5, §4 identify-user flow, §6): the basket guest order modal, an
// account asked for with the order (issue 12: the human check, one message for every e-mail, the
// account made from the e-mailed link), a logged-in customer going straight to step 2, and the
// address book filling the delivery address. The redeem checkout's identify step is in
// redeem-checkout-account.spec.ts.

test.use({ reducedMotion: 'reduce' });

async function saveBookEntry(page: Page, input: Record<string, string>) {
  const r = await api(
    page,
    `mutation S($userData: UserData!, $input: AddressBookEntryInput!) {
    saveAddressBookEntry(userData: $userData, input: $input) { entry { id } ${ERR} } }`,
    { input },
  );
  expect(r.saveAddressBookEntry.errors).toEqual([]);
}

async function addToBasket(page: Page, slug: string, kind?: 'Fisica') {
  await page.goto(`/carte-regalo/${slug}/`);
  await hydrated(page);
  if (kind) await page.getByText(kind, { exact: true }).click();
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.waitForURL(/\/carrello\//);
  await hydrated(page);
}

async function payByCard(page: Page) {
  await page.getByRole('radio', { name: /Carta di credito/ }).check();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await page.getByRole('button', { name: /^Paga \d/ }).click();
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  await fillSandboxCard(page, 'Marta Galli');
  await page.getByRole('button', { name: /^Paga \d/ }).click();
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
}

/** Step 1 as a guest, from the basket's guest order modal: the buyer's name and e-mail. */
async function guestDetails(page: Page, email: string) {
  await page
    .getByRole('dialog', { name: 'Come vuoi ordinare?' })
    .getByRole('link', { name: /Ordina come ospite/ })
    .click();
  await page.waitForURL(/\/cassa\/$/);
  await hydrated(page);
  await page.getByLabel('Nome', { exact: true }).fill('Marta');
  await page.getByLabel('Cognome', { exact: true }).fill('Galli');
  await page.getByLabel('Indirizzo email', { exact: true }).fill(email);
  await page.getByLabel("Ripeti l'indirizzo email").fill(email);
}

const SENT = "Ti abbiamo inviato un'email: conferma il tuo account dal link che contiene. Intanto puoi completare l'ordine.";

/** Ticks "create an account", types the password, solves the human check and goes on to step 2. */
async function askForAccount(page: Page) {
  const box = page.getByRole('group', { name: 'Crea un account con questo ordine' });
  if (!(await box.getByRole('checkbox', { name: /Crea un account con questo ordine/ }).isChecked())) {
    await box.getByRole('checkbox', { name: /Crea un account con questo ordine/ }).check();
  }
  await box.getByLabel('Scegli una password').fill(PASSWORD);
  await box.getByLabel('Ripeti la password').fill(PASSWORD);
  await solveHumanCheck(page, page.locator('form.checkout-form'));
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.waitForURL(/step=delivery&account=email/);
  // The same words for every e-mail: nobody is logged in, the order goes on as a guest.
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  await expect(page.getByRole('region', { name: 'I tuoi dati', exact: true })).toHaveCount(0);
}

/** The link of the newest account e-mail to `email`, from the development mailbox. */
async function accountLink(page: Page, email: string, subject: string): Promise<string> {
  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const text = (await page.locator('pre').first().textContent()) ?? '';
  const link = /\/conto\/conferma-account\/\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
  expect(link).not.toBe('');
  return link;
}

test('a guest asks for an account with the order, confirms it from the e-mail and finds the paid order in it', async ({ page }, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(240_000); // a payment and the mailbox on top of the checkout
  const email = `nuovo-${testInfo.project.name}-${Date.now()}@example.it`;
  await addToBasket(page, 'gift-card-streetwear-quartiere');

  // The basket guest order modal: log in, register or order as a guest.
  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  const modal = page.getByRole('dialog', { name: 'Come vuoi ordinare?' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: /Accedi/ })).toHaveAttribute('href', '/conto/accesso/?next=%2Fcassa%2F');
  await expect(modal.getByRole('link', { name: /Registrati/ })).toHaveAttribute('href', '/conto/registrazione/?next=%2Fcassa%2F');
  await expectAccessible(page, testInfo);
  await shot(page, 'basket-modal', false);
  await guestDetails(page, email);

  // Step 1 offers the same choice above the guest form; the account box opens when ticked,
  // with the human check.
  await expect(page.getByRole('heading', { name: 'Hai già un account?' })).toBeVisible();
  await expect(page.getByLabel('Scegli una password')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Non sono un robot' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Crea un account con questo ordine/ }).check();
  await expect(page.getByText("Per sicurezza ti mandiamo un'email con un link per confermare l'account")).toBeVisible();
  await page.getByLabel('Scegli una password').fill('corta');
  await page.getByLabel('Ripeti la password').fill('corta');
  await page.getByRole('checkbox', { name: /newsletter/ }).check();
  await solveHumanCheck(page, page.locator('form.checkout-form'));
  await expectAccessible(page, testInfo);
  await shot(page, 'details-guest');

  // A refused password is said at the field; what was typed stays, the passwords are typed again.
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText(/La password è troppo corta/)).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Marta');
  await expect(page.getByRole('checkbox', { name: /Crea un account con questo ordine/ })).toBeChecked();
  await expectAccessible(page, testInfo);
  await shot(page, 'details-password-error');
  await askForAccount(page);
  await expectAccessible(page, testInfo);
  await shot(page, 'delivery-account-email-sent');

  // The checkout goes on as a guest: delivery, payment.
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'payment');
  await payByCard(page);
  const number = (await page.locator('.confirmation__number strong').first().textContent())!.trim();

  // The e-mail to the billing address, and its link: the page says what it does, the button does it.
  const link = await accountLink(page, email, 'Conferma il tuo account Donami');
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Conferma il tuo account', level: 1 })).toBeVisible();
  await expect(page.getByText(`conferma l'account per ${email}`)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'account-confirm');
  await page.getByRole('button', { name: 'Conferma e accedi' }).click();

  // Logged in, with the order in the history.
  await page.waitForURL(/\/conto\/orders\/$/);
  await expect(page.getByRole('button', { name: 'Il mio conto, Marta' })).toBeVisible();
  await expect(page.getByText(number).first()).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'account-orders-after-confirm');

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Link non valido', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'account-confirm-used');
});

test('an e-mail that has an account gets the same message; its owner logs in from the e-mail and the order joins the account', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(120_000);
  const email = `titolare-${testInfo.project.name}-${Date.now()}@example.it`;
  const other = await playwright.request.newContext({ baseURL });
  await registerCustomer(other, email); // the owner, in another browser
  await other.dispose();
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  await guestDetails(page, email);
  await askForAccount(page);

  // The owner's mailbox says an account exists; its link asks to log in, then joins the order.
  const link = await accountLink(page, email, 'Hai già un account Donami');
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: "Collega l'ordine al tuo account", level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'account-confirm-existing');
  await page.getByRole('link', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/conto\/accesso\/\?/);
  await hydrated(page);
  const login = page.locator('form.auth-form');
  await expect(login.getByLabel('Indirizzo email')).toHaveValue(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await solveHumanCheck(page, login);
  await login.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL(/\/conto\/conferma-account\/\?token=/);
  await hydrated(page);
  await expect(page.getByRole('button', { name: "Collega l'ordine" })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'account-confirm-existing-logged-in');
  await page.getByRole('button', { name: "Collega l'ordine" }).click();
  await page.waitForURL(/\/conto\/orders\/$/);
  await expect(page.getByRole('button', { name: 'Il mio conto, Chiara' })).toBeVisible();
});

test('a logged-in customer goes from the basket straight to step 2, with the details from the profile', async ({ page }, testInfo) => {
  walkOnce('mobile');
  const email = `cliente-${testInfo.project.name}-${Date.now()}@example.it`;
  await page.goto('/');
  await registerCustomer(page, email);
  await addToBasket(page, 'gift-card-trattoria-del-borgo-lume');
  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  await page.waitForURL(/\/cassa\/\?step=delivery/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const details = page.getByRole('region', { name: 'I tuoi dati', exact: true });
  await expect(details).toContainText('Chiara Neri');
  await expect(details).toContainText(email);
  await expectAccessible(page, testInfo);
  await shot(page, 'delivery-logged-in');

  // "Change" opens step 1 with the saved details.
  await details.getByRole('link', { name: /Modifica/ }).click();
  await page.waitForURL(/step=details/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Chiara');
  await expect(page.getByLabel('Indirizzo email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('heading', { name: 'Hai già un account?' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Crea un account/ })).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await shot(page, 'details-logged-in');
});

test('a saved address book entry is offered on step 2 and fills the delivery address', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `rubrica-${testInfo.project.name}-${Date.now()}@example.it`;
  await page.goto('/');
  await registerCustomer(page, email);
  await saveBookEntry(page, {
    firstName: 'Nonna',
    lastName: 'Pina',
    email: 'nonna.pina@example.it',
    countryCode: 'IT',
    street: 'Via Garibaldi',
    houseNumber: '7',
    postCode: '10122',
    city: 'Torino',
  });
  await addToBasket(page, 'gift-card-streetwear-quartiere', 'Fisica');
  await page.goto('/cassa/');
  await atCheckoutStep(page, 'delivery');
  await hydrated(page);
  const saved = page.getByLabel('Indirizzo salvato');
  await expect(saved.locator('option', { hasText: 'Nonna Pina' })).toHaveCount(1);
  await saved.selectOption({ label: 'Nonna Pina · Via Garibaldi 7, 10122 Torino' });
  await expect(page.getByLabel('Via')).toHaveValue('Via Garibaldi');
  await expect(page.getByLabel('CAP')).toHaveValue('10122');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Nonna');
  await expectAccessible(page, testInfo);
  await shot(page, 'delivery-address-book');
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'payment');
});

test('without JavaScript the address book entry comes back filled in by the "use" button', async ({ browser }, testInfo) => {
  walkOnce('desktop');
  const { baseURL, viewport, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport, locale, timezoneId });
  const page = await context.newPage();
  const email = `senzajs-${testInfo.project.name}-${Date.now()}@example.it`;
  await page.goto('/');
  await registerCustomer(page, email);
  await saveBookEntry(page, { firstName: 'Zio', lastName: 'Beppe', email: 'zio.beppe@example.it' });
  // The product form posts without JavaScript too.
  await page.goto('/carte-regalo/gift-card-streetwear-quartiere/');
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.waitForURL(/\/carrello\//);
  await page.getByRole('link', { name: 'Vai alla cassa' }).click();
  await atCheckoutStep(page, 'delivery');
  const receiver = page.getByLabel('Contatto salvato').first();
  await receiver.selectOption({ label: 'Zio Beppe · zio.beppe@example.it' });
  await page.getByRole('button', { name: 'Usa' }).first().click();
  await expect(page.getByLabel('Email del destinatario').first()).toHaveValue('zio.beppe@example.it');
  await expect(page.getByLabel('Nome del destinatario').first()).toHaveValue('Zio Beppe');
  await expect(page.getByText('Dati di Zio Beppe inseriti dalla rubrica.')).toBeVisible();
  await shot(page, 'delivery-book-nojs');
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'payment');
  await context.close();
});
