import { expect, test } from '@playwright/test';
import { expectAccessible, fillSandboxCard, hydrated, isMobile, walkOnce } from './helpers.ts';
import { card, cardsOf, shot, solveHumanCheck, fillCard, checkCard, choose, basket, optionTitle, optionAs } from './redeem-steps.ts';

// Spending a card's balance, as a holder would: the balance check with the human check solved by
// the widget itself, the redeem shop, its modals and basket, the redeem checkout, and paying an
// extra on the sandbox provider's page. Each project spends its own cards: they run side by side.

test.use({ reducedMotion: 'reduce' });
// A journey solves human checks and walks the whole flow, screenshots included.
test.describe.configure({ timeout: 90_000 });

test('a holder checks a balance: an unknown number, a refused card, then the balance and expiry', async ({ page }, testInfo) => {
  walkOnce('mobile');
  await page.goto('/controlla-il-credito/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Controlla il credito della tua gift card', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'check');
  const form = page.locator('form.card-check');
  await fillCard(form, '4111111111111111111', '123456');
  await form.getByRole('button', { name: 'Controlla il credito' }).click();
  await expect(page.getByText('Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.')).toBeVisible();

  const expired = card('expired');
  await fillCard(form, expired.number, expired.pin);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Controlla il credito' }).click();
  await expect(page.getByText('Questa carta è scaduta.')).toBeVisible();
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue('');
  await expectAccessible(page, testInfo);
  await shot(page, 'check-error');

  await checkCard(page, 'active25');
  const cards = page.getByRole('region', { name: 'La tua carta' });
  await expect(cards.getByText('25 €').first()).toBeVisible();
  await expect(cards.getByText(/Valida fino al \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(cards.getByText(/6390 53•• .* 0255/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scegli con il tuo credito' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'check-result');
  expect(await page.evaluate(() => sessionStorage.getItem('donami.redeem'))).toContain('0255');

  // Starting again ends the session: the form is back, and the browser forgot it.
  await page.getByRole('button', { name: 'Ricomincia con un’altra carta' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Vuoi ricominciare?' })).toBeVisible();
  await shot(page, 'reset-modal', false);
  await page.getByRole('button', { name: 'Sì, ricomincia' }).click();
  await expect(page.getByRole('heading', { name: 'Numero della carta e PIN' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('donami.redeem'))).toBeNull();
});

test('a holder spends the balance on two gift cards and a donation, and keeps the rest', async ({ page }, testInfo) => {
  walkOnce('mobile');
  // Three choices, the basket, the checkout and the mailbox, each screen checked at both widths: over 90 s in CI.
  test.setTimeout(180_000);
  const { within } = cardsOf(testInfo);
  await checkCard(page, within);
  await page.getByRole('link', { name: 'Scegli con il tuo credito' }).click();
  await page.waitForURL(/\/controlla-il-credito\/risultato\/1\//);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Scegli con il tuo credito', level: 1 })).toBeVisible();
  await expect(page.locator('.redeem-product')).toHaveCount(16);
  await expectAccessible(page, testInfo);
  await shot(page, 'shop');

  const digital = await optionAs(page, 'digital');
  await page.getByRole('link', { name: digital }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'choose-modal', false);
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await choose(page, digital, { amount: '20', message: 'Buon compleanno, Sara!' });

  // With a choice in the basket, the logo (out of the redeem screens) asks first: the leave-page warning.
  await page.getByRole('link', { name: 'Donami, vai alla home page' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Vuoi lasciare il negozio del credito?' })).toBeVisible();
  await page.getByRole('button', { name: 'Resta qui' }).click();
  await expect(page).toHaveURL(/\/controlla-il-credito\/risultato\/1\//);

  // The next page of options comes in place; a physical card of it goes by post in an envelope.
  await page.getByRole('link', { name: 'Mostra altri' }).click();
  await expect(page.locator('.redeem-product')).toHaveCount(32);
  await choose(page, await optionAs(page, 'physical', 16), { amount: '25', physical: true, wrapper: 'Busta regalo' });
  await choose(page, await optionTitle(page, 'donation'), { amount: '15' });

  // 20 + 25 + 15, the envelope 1,50 and the post 1,95.
  const panel = await basket(page, testInfo);
  await expect(panel.getByText('Buon compleanno, Sara!')).toBeVisible();
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Credito usato' })).toContainText('63,45 €');
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Credito rimanente' })).toContainText('36,55 €');
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Da pagare' })).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await shot(page, 'basket', !isMobile(testInfo));

  // Cards by post and no address yet: the guest delivery modal asks, the address first.
  await panel.getByRole('link', { name: 'Vai alla cassa' }).click();
  const delivery = page.getByRole('dialog', { name: 'A chi spediamo?' });
  await expect(delivery.getByText('Indirizzo per le gift card fisiche')).toBeVisible();
  await delivery.getByLabel('Via').fill('Via dei Mille');
  await delivery.getByLabel('Numero civico').fill('8');
  await delivery.getByLabel('CAP').fill('40121');
  await delivery.getByLabel('Città').fill('Bologna');
  await expectAccessible(page, testInfo);
  await shot(page, 'delivery-modal', false);
  await delivery.getByRole('button', { name: 'Continua', exact: true }).click();
  const email = `sara-${testInfo.project.name}@example.it`;
  await delivery.getByLabel('Nome', { exact: true }).fill('Sara');
  await delivery.getByLabel('Cognome', { exact: true }).fill('Conti');
  await delivery.getByLabel('Indirizzo email', { exact: true }).fill(email);
  await delivery.getByLabel("Ripeti l'indirizzo email").fill(email);
  await delivery.getByRole('button', { name: 'Continua alla cassa' }).click();

  await page.waitForURL(/\/controlla-il-credito\/cassa\//);
  await expect(page.getByText('Il credito copre tutto: non devi pagare nulla.')).toBeVisible();
  await expect(page.getByText(/Via dei Mille 8, 40121 Bologna/)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'checkout');
  await page.getByRole('button', { name: 'Conferma l’ordine' }).click();
  await expect(page.getByText('Accetta i termini e le condizioni per continuare')).toBeVisible();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await page.getByRole('button', { name: 'Conferma l’ordine' }).click();

  await page.waitForURL(/\/controlla-il-credito\/cassa\/\?order=/);
  // A balance is left: the redeem doubler modal offers this month's draw, once.
  const doubler = page.getByRole('dialog', { name: 'Raddoppia il saldo della tua carta' });
  await expect(doubler).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'doubler-offer', false);
  await doubler.getByRole('button', { name: 'No, grazie' }).click();
  await expect(doubler).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Grazie! Il tuo ordine è confermato' })).toBeVisible();
  await expect(page.getByText('Sulla tua carta restano 36,55 €.')).toBeVisible();
  await expect(page.getByText(`Le gift card digitali arrivano via e-mail entro 1 ora a ${email}.`)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'placed');
});

test('a holder chooses more than the balance and pays the extra on the provider’s page', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const { extra } = cardsOf(testInfo);
  await checkCard(page, extra);
  const balance = card(extra).valueCents / 100;
  await page.getByRole('link', { name: 'Scegli con il tuo credito' }).click();
  await hydrated(page);
  await choose(page, await optionAs(page, 'digital'), { amount: String(balance + 20) });
  const panel = await basket(page, testInfo);
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Da pagare' })).toContainText('20 €');
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Credito rimanente' })).toContainText('0 €');
  await panel.getByRole('link', { name: 'Vai alla cassa' }).click();

  await page.waitForURL(/\/controlla-il-credito\/cassa\//);
  await page.getByLabel('Nome', { exact: true }).fill('Luca');
  await page.getByLabel('Cognome', { exact: true }).fill('Ferri');
  await page.getByLabel('Indirizzo email', { exact: true }).fill(`luca-${testInfo.project.name}@example.it`);
  await page.getByLabel("Ripeti l'indirizzo email").fill(`luca-${testInfo.project.name}@example.it`);
  await page.getByRole('button', { name: 'Continua alla cassa' }).click();

  await expect(page.getByText(/paga la differenza di 20\s€/)).toBeVisible();
  await page.getByRole('radio', { name: /Carta di credito/ }).check();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await expectAccessible(page, testInfo);
  await shot(page, 'checkout-extra');
  await page.getByRole('button', { name: /^Paga 20/ }).click();

  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  await fillSandboxCard(page, 'Luca Ferri');
  await page.getByRole('button', { name: /^Paga 20/ }).click();
  await page.waitForURL(/\/cassa\/(?:[0-9a-f-]{36}\/|\?order=)/, { timeout: 20_000, waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: /Grazie/ })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, testInfo);
  await shot(page, 'placed-extra');

  // The card is spent: the balance check of the session says so.
  await page.goto('/controlla-il-credito/');
  await expect(page.getByRole('region', { name: 'La tua carta' }).locator('.redeem-card__balance')).toHaveText(/^Credito\s*0\s€$/);
});

test('the info page of an option, and the warning before closing the tab', async ({ page }, testInfo) => {
  walkOnce('desktop');
  // A card no journey spends: the refusals below count on its balance.
  await checkCard(page, 'active25');
  await page.getByRole('link', { name: 'Scegli con il tuo credito' }).click();
  await expect(page.getByRole('heading', { name: 'Scegli con il tuo credito', level: 1 })).toBeVisible();

  const tile = page.locator('.redeem-product').first();
  const title = (await tile.locator('.redeem-product__title').textContent())!.trim();
  await tile.getByRole('link').click();

  // A refusal belongs to its attempt: the modal opened again starts clean, and a changed amount drops it.
  const modal = page.getByRole('dialog');
  const amount = modal.getByLabel(/Importo in euro/);
  const add = modal.getByRole('button', { name: 'Aggiungi al carrello del credito' });
  const leavesTooLittle = modal.getByText('Dopo il riscatto il saldo deve essere zero oppure almeno 5 €: scegli un importo diverso');
  const belowMinimum = modal.getByText(/^Scegli un importo di almeno/);
  // Closed with its button, or with Esc as a keyboard user would.
  const reopen = async (close: 'button' | 'Escape' = 'button') => {
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal).toBeHidden();
    await tile.getByRole('link').click();
    await expect(modal).toBeVisible();
  };
  // All the balance but 3 euro: the rest would fall below 5 euro.
  const balance = Number((await modal.getByRole('button', { name: /^Usa \d+\s€$/ }).textContent())!.replace(/\D/g, ''));
  await amount.fill(String(balance - 3));
  await add.click();
  await expect(leavesTooLittle).toBeVisible();
  await reopen();
  await expect(amount).toHaveValue('');
  await expect(leavesTooLittle).toHaveCount(0);
  await amount.fill(String(balance - 3));
  await add.click();
  await expect(leavesTooLittle).toBeVisible();
  await amount.fill(String(balance - 10));
  await expect(leavesTooLittle).toHaveCount(0);
  await amount.fill('3');
  await add.click();
  await expect(belowMinimum).toBeVisible();
  await expect(amount).toBeFocused();
  await reopen('Escape');
  await expect(belowMinimum).toHaveCount(0);

  await modal.getByRole('link', { name: 'Maggiori informazioni' }).click();
  await page.waitForURL(/\/controlla-il-credito\/info\/[a-z0-9-]+\//);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/^da \d+\s€ a \d+\s€$/)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'info');
  await page.getByRole('link', { name: /Scegli questa/ }).click();
  await expect(page.getByRole('heading', { name: `Hai scelto: ${title}` })).toBeVisible();
  await expect(page.getByLabel(/Importo in euro/)).toBeVisible();

  // Browser-close warning: while the session lives, closing the tab asks first.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('a Dutch holder checks a Dutch card and gives part of it to a charity, in Dutch', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const c = card('browserNl');
  await page.goto('/saldocheck/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const form = page.locator('form.card-check');
  await form.getByLabel('Kaartnummer').fill(c.number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await form.getByLabel('Pincode', { exact: true }).fill(c.pin);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Saldo checken' }).click();
  await expect(page.getByRole('heading', { name: 'Je tegoed' })).toBeVisible();
  await expect(page.getByText('€ 50').first()).toBeVisible();
  await page.getByRole('link', { name: 'Kies met je tegoed' }).click();
  await page.waitForURL(/\/saldocheck\/inwisselen\//);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Kies met je tegoed', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);

  const charity = page.locator('.redeem-product', { has: page.locator('.redeem-product__tag') }).first();
  const title = (await charity.locator('.redeem-product__title').textContent())!.trim();
  await charity.getByRole('link').click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(/Bedrag in euro/).fill('15');
  await modal.getByRole('button', { name: 'In het tegoedmandje' }).click();
  await expect(modal).toBeHidden();
  const panel = page.locator('#redeem-basket');
  await expect(panel.getByText(title)).toBeVisible();
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Resterend tegoed' })).toContainText('35');
  await panel.getByRole('link', { name: 'Naar afrekenen' }).click();

  // Only a donation: the checkout asks where the certificate goes, on the page.
  await expect(page.getByRole('heading', { name: 'Controleren en bevestigen', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waar sturen we het heen?' })).toBeVisible();
  const delivery = page.locator('form', { has: page.getByRole('button', { name: 'Verder naar afrekenen' }) });
  const email = `nl-tegoed-${Date.now()}@example.nl`;
  await delivery.getByLabel('Voornaam').fill('Sanne');
  await delivery.getByLabel('Achternaam').fill('de Vries');
  await delivery.getByLabel('E-mailadres', { exact: true }).fill(email);
  await delivery.getByLabel('Herhaal het e-mailadres').fill(email);
  await expectAccessible(page, testInfo);
  await delivery.getByRole('button', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByText(`donatiebewijs en bevestiging naar ${email}`)).toBeVisible();
  await expect(page.getByText('Je tegoed dekt alles: je hoeft niets te betalen.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
  await page.getByRole('button', { name: 'Bestelling bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Bedankt! Je bestelling is bevestigd' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Je donatie is gedaan: het donatiebewijs komt binnen 1 uur per e-mail naar ${email}.`)).toBeVisible();
  await expect(page.getByText('Er staat nog € 35 op je kaart.')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'nl-placed');
});
