import { expect, test } from '@playwright/test';
import { PASSWORD, REGISTER, accountButton, emailFor, existingCustomer, form, guestAccountLink, identify, logIn, shot } from './account-screen-steps.ts';
import { expectAccessible, hydrated, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';
import { solvedCaptcha } from '../helpers/captcha.ts';

// The account screens as a new and a returning customer walk them (§4 Login, Logout, identify):
// identify with a new e-mail, register, find the account in the header, log out from a protected
// page and land home; identify with the now known e-mail, log in wrongly and rightly; and get a
// new password through the e-mail the development mailbox shows.

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

test('a new customer registers, finds the account in the header, logs out from a protected page and logs back in', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = emailFor(testInfo, 'giulia');

  // Identify: nothing is sent without a valid e-mail.
  await page.goto('/conto/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Accedi o crea un account', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page, testInfo);
  await shot(page, 'identify');
  await form(page).getByLabel('Indirizzo email').fill('giulia@');
  await solveHumanCheck(page, form(page));
  await form(page).getByRole('button', { name: 'Continua' }).click();
  await expect(form(page).getByText('Inserisci un indirizzo email valido', { exact: true })).toBeVisible();
  await expect(form(page).getByLabel('Indirizzo email')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'identify-error');

  // An unknown e-mail leads to register, the e-mail carried along.
  await identify(page, email);
  await page.waitForURL(/\/conto\/registrazione\/\?email=/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Crea il tuo account', level: 1 })).toBeVisible();
  await expect(form(page).getByLabel('Indirizzo email', { exact: true })).toHaveValue(email);
  await expect(page.getByText('Almeno 8 caratteri')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'register');

  // The form's rules (§5): e-mails must match, the password is too short, the two passwords differ.
  const f = form(page);
  await f.getByLabel('Nome', { exact: true }).fill('Giulia');
  await f.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await f.getByLabel("Ripeti l'indirizzo email").fill(`x${email}`);
  await f.getByLabel('Password', { exact: true }).fill('corta');
  await f.getByLabel('Ripeti la password').fill('diversa');
  await solveHumanCheck(page, f);
  await f.getByRole('button', { name: 'Crea account' }).click();
  await expect(f.getByText('Le email inserite non corrispondono', { exact: true })).toBeVisible();
  await expect(f.getByText('La password deve contenere almeno 8 caratteri', { exact: true })).toBeVisible();
  await expect(f.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByLabel('Nome', { exact: true })).toHaveValue('Giulia');
  await expectAccessible(page, testInfo);
  await shot(page, 'register-errors');

  // The rules are ticked while typing; then the account is made and open.
  await f.getByLabel("Ripeti l'indirizzo email").fill(email);
  await f.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.locator('.password-rules li.is-met')).toHaveCount(3);
  await f.getByLabel('Ripeti la password').fill(PASSWORD);
  await expect(page.locator('.password-rules li.is-met')).toHaveCount(4);
  await f.getByRole('checkbox', { name: /newsletter/ }).check();
  await solveHumanCheck(page, f);
  await f.getByRole('button', { name: 'Crea account' }).click();
  await page.waitForURL(/\/conto\/registrazione\/esito-positivo\/$/);
  await expect(page.getByRole('heading', { name: 'Benvenuto, Giulia!', level: 1 })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, testInfo);
  await shot(page, 'register-success');

  // The header knows the customer: the account menu toggles and closes on Escape and outside clicks.
  const menuButton = accountButton(page, 'Giulia');
  await menuButton.click();
  const menu = page.locator('#account-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(email);
  for (const name of ['Panoramica', 'I miei ordini', 'Dati personali', 'Rubrica indirizzi']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Esci' })).toBeEnabled();
  await expectAccessible(page, testInfo);
  await shot(page, 'menu', false);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.locator('main').click({ position: { x: 4, y: 4 } });
  await expect(menu).toBeHidden();

  // Logged in, login and register are not for this customer: on to the overview.
  await page.goto('/conto/accesso/');
  await expect(page).toHaveURL(/\/conto\/overview\/$/);

  // Log out from a protected page: a pending state while it goes, then home as a guest.
  await hydrated(page);
  await page.route('**/conto/esci/**', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await accountButton(page, 'Giulia').click();
  await menu.getByRole('button', { name: 'Esci' }).click();
  await expect(menu.getByRole('button', { name: 'Uscita in corso…' })).toBeDisabled();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(guestAccountLink(page)).toHaveAttribute('href', '/conto/');
  await page.unroute('**/conto/esci/**');

  // The e-mail is now known: identify leads to login; a wrong password is refused at the field (1105).
  await identify(page, email);
  await page.waitForURL(/\/conto\/accesso\/\?email=/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Accedi al tuo account', level: 1 })).toBeVisible();
  await expect(form(page).getByLabel('Indirizzo email')).toHaveValue(email);
  await expectAccessible(page, testInfo);
  await shot(page, 'login');
  await logIn(form(page), 'Sbagliata-123');
  await expect(form(page).getByText('La combinazione di email e password non è corretta.')).toBeVisible();
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, testInfo);
  await shot(page, 'login-error');

  // The right one opens the account overview, and the header shows the account again.
  await logIn(form(page), PASSWORD);
  await page.waitForURL(/\/conto\/overview\/$/);
  await expect(accountButton(page, 'Giulia')).toBeVisible();
});

test('a customer who forgot the password gets a link by e-mail, sets a new one and logs in with it', async ({ page, playwright, baseURL }, testInfo) => {
  walkOnce('mobile');
  const email = emailFor(testInfo, 'marco');
  const api = await playwright.request.newContext({ baseURL });
  await existingCustomer(api, email);
  await api.dispose();

  await page.goto('/conto/accesso/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await page.waitForURL(/\/conto\/password-dimenticata\//);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Password dimenticata?', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'forgot');
  await form(page).getByLabel('Indirizzo email').fill(email);
  await solveHumanCheck(page, form(page));
  await form(page).getByRole('button', { name: 'Inviami il link' }).click();
  await page.waitForURL(/\/conto\/password-dimenticata\/esito-positivo\/$/);
  await expect(page.getByRole('heading', { name: 'Controlla la tua email', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'forgot-success');

  // The e-mail in the development mailbox, and its link.
  let link = '';
  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await page
      .getByRole('link')
      .filter({ hasText: /password/i })
      .first()
      .click({ timeout: 1000 });
    const html = await page.content();
    link = /\/conto\/nuova-password\/\?token=[A-Za-z0-9_%-]+/.exec(html.replaceAll('&amp;', '&'))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000, intervals: [1000] });

  // A made-up token is refused (1306) with the way to a new link.
  await page.goto('/conto/nuova-password/?token=inventato');
  await hydrated(page);
  await form(page).getByLabel('Nuova password', { exact: true }).fill('Nuova-2026!');
  await form(page).getByLabel('Ripeti la nuova password').fill('Nuova-2026!');
  await form(page).getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('alert')).toContainText('Il link per scegliere una nuova password non è valido o è scaduto.');
  await expect(page.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'new-password-bad-link');

  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Scegli una nuova password', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'new-password');
  await form(page).getByLabel('Nuova password', { exact: true }).fill('Nuova-2026!');
  await form(page).getByLabel('Ripeti la nuova password').fill('Nuova-2026!');
  await form(page).getByRole('button', { name: 'Salva la nuova password' }).click();
  await page.waitForURL(/\/conto\/nuova-password\/esito-positivo\/$/);
  await expect(page.getByRole('heading', { name: 'Password cambiata', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'new-password-success');

  // The link works once; the new password opens the account.
  await page.goto(link);
  await hydrated(page);
  await form(page).getByLabel('Nuova password', { exact: true }).fill('Ancora-2026!');
  await form(page).getByLabel('Ripeti la nuova password').fill('Ancora-2026!');
  await form(page).getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByRole('alert')).toContainText('non è valido o è scaduto');
  await page.getByRole('link', { name: "Torna all'accesso" }).click();
  await page.waitForURL(/\/conto\/accesso\/$/);
  await hydrated(page);
  await form(page).getByLabel('Indirizzo email').fill(email);
  await logIn(form(page), 'Nuova-2026!');
  await page.waitForURL(/\/conto\/overview\/$/);
  await expect(accountButton(page, 'Marco')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login sends nothing without the human check, and logging out of a protected page goes home', async ({ page, baseURL }, testInfo) => {
    walkOnce('desktop');
    // No JavaScript, no human check: the form says why and the API is not asked.
    await page.goto('/conto/accesso/');
    await form(page).getByLabel('Indirizzo email').fill('chiunque@example.it');
    await form(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form(page).getByRole('button', { name: 'Accedi' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('La verifica di sicurezza non è riuscita. Riprova.');
    await expect(form(page).getByLabel('Indirizzo email')).toHaveValue('chiunque@example.it');

    // A session made through the API in this browser: the account icon leads to the overview.
    const email = emailFor(testInfo, 'luca');
    const res = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      data: {
        query: REGISTER,
        variables: {
          userData: { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null },
          captchaToken: await solvedCaptcha(),
          input: {
            firstName: 'Luca',
            lastName: 'Verdi',
            email,
            emailConfirmation: email,
            password: PASSWORD,
            passwordConfirmation: PASSWORD,
            subscribed: false,
          },
        },
      },
    });
    expect((await res.json()).data.createAccount.status).toBe(true);
    await page.goto('/carrello/');
    await expect(page.locator('.header__actions').getByRole('link', { name: 'Il mio conto, Luca' })).toHaveAttribute('href', '/conto/overview/');

    // Logged in, the login page sends on to the overview (§6), or to the `next` page of checkout.
    await page.goto('/conto/accesso/?next=%2Fcarrello%2F');
    await expect(page).toHaveURL(/\/carrello\/$/);

    // The header's logout form, posted from a protected page: home, as a guest; an open page stays.
    const logout = (next: string) => page.request.post('/conto/esci/', { form: { next }, headers: { origin: baseURL! }, maxRedirects: 0 });
    const away = await logout('/conto/dettagli-personali/');
    expect(away.status()).toBe(303);
    expect(away.headers().location).toBe('/');
    await page.goto('/');
    await expect(guestAccountLink(page)).toHaveAttribute('href', '/conto/');
    const stay = await logout('/carrello/?da=menu');
    expect(stay.headers().location).toBe('/carrello/?da=menu');
    expect((await logout('//altrove.example/')).headers().location).toBe('/');
  });
});
