import { expect, test, type Page } from '@playwright/test';
import { staffLogIn } from './staff-login.ts';
import { atCheckoutStep, expectAccessible, expectErrorModal, fillSandboxCard, hydrated, screenshot, walkOnce } from './helpers.ts';
import { details } from './checkout-details.ts';

// Issue 18 (decision 052) and issue 16's `errorMessages`: operations saves a draft of the Italian
// storefront's toggles with the error messages per code off and previews it: in that browser only,
// a failed payment's error modal gives the generic text with the code. Then they publish the delay
// warning on the Dutch storefront: a visitor sees it at once, and it goes again when restored.

test.use({ reducedMotion: 'reduce' });

/** Saves a draft with one checkbox set as given; returns the draft's number. */
async function saveDraft(page: Page, toggle: string, on: boolean, reason: string): Promise<string> {
  const form = page.getByRole('form', { name: /Bozza nuova/ });
  await form.getByRole('checkbox', { name: toggle }).setChecked(on);
  await form.getByLabel('Motivo').fill(reason);
  await form.getByRole('button', { name: 'Salva la bozza' }).click();
  await expect(page.getByText('Bozza salvata: aprila in anteprima, poi pubblicala.')).toBeVisible();
  const draft = page.getByRole('listitem').filter({ hasText: reason });
  return (/#(\d+)/.exec((await draft.getByRole('strong').textContent()) ?? '') ?? [])[1]!;
}

async function publish(page: Page, id: string, reason: string) {
  await page.getByLabel(`Motivo (#${id})`).fill(reason);
  await page.getByRole('button', { name: `Pubblica #${id}` }).click();
  await expect(page.getByText('Pubblicata: i visitatori la vedono ora.')).toBeVisible();
}

test('operations previews the generic error messages, publishes a delay warning on the Dutch store and takes it back', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(120_000);
  await staffLogIn(page, 'toggles', 'operations');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Impostazioni negozio' }).click();
  await expect(page.getByRole('heading', { name: 'Impostazioni del negozio', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);

  // A draft of the Italian store, seen only through its preview link.
  const draft = await saveDraft(page, "Messaggi d'errore per codice", false, `Prova messaggi generici ${Date.now()}`);
  await screenshot(page, 'admin-toggles');
  const preview = await page.getByRole('link', { name: `Anteprima #${draft}` }).getAttribute('href');
  await page.goto(preview!);
  await page.goto('/carte-regalo/gift-card-trattoria-del-borgo-lume/');
  await hydrated(page);
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await page.waitForURL(/\/carrello\//);
  await details(page, `anteprima-${Date.now()}@example.it`);
  await page.getByRole('button', { name: 'Continua' }).click();
  await atCheckoutStep(page, 'payment');
  await page.getByRole('radio', { name: /Carta di credito/ }).check();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await page.getByRole('button', { name: /^Paga/ }).click();
  await page.waitForURL(/\/psp\/sandbox\/pay\//);
  await fillSandboxCard(page, 'Giulia Rossi');
  await page.getByRole('button', { name: 'Errore tecnico' }).click();
  await page.waitForURL(/\/cassa\/\?error=payment&order=/, { timeout: 20_000 });
  // Off, every error reads as the generic text, its code in small print for customer service.
  const modal = await expectErrorModal(page, 'Ops, qualcosa è andato storto.');
  await expect(modal).toContainText('2037');
  await expect(modal).not.toContainText('Riprova o scegli un altro metodo di pagamento');
  await page.goto('/_preview/end');

  // The Dutch store's delay warning, published: a visitor without any cookie sees it at once.
  await page.goto('/admin/toggles?store=1');
  const warning = 'Digitale cadeaubonnen worden op dit moment met vertraging verstuurd.';
  const on = await saveDraft(page, 'Avviso di ritardo', true, `Vertraging ${Date.now()}`);
  await publish(page, on, 'Ritardi del fornitore');
  const visitor = await browser.newContext();
  const dutch = await visitor.newPage();
  const checkPage = `http://nl.localhost:${new URL(baseURL!).port}/saldocheck/`;
  await dutch.goto(checkPage);
  await expect(dutch.getByText(warning)).toBeVisible();
  await expectAccessible(dutch, testInfo);

  // Taken back the same way: a new draft without it, published; the visitor's next page has none.
  const off = await saveDraft(page, 'Avviso di ritardo', false, `Geen vertraging ${Date.now()}`);
  await publish(page, off, 'Ritardi finiti');
  await dutch.goto(checkPage);
  await expect(dutch.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dutch.getByText(warning)).toHaveCount(0);
  await visitor.close();
});
