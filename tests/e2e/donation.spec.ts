import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expectAccessible, hydrated, isMobile, screenshot, SHOOTING, SHOTS, walkOnce } from './helpers.ts';
import { basket, checkCard, choose, escape } from './redeem-steps.ts';

// A donation is a donation (issue 11): a holder gives 20 € of a card's balance to a charity in the
// redeem shop, confirms, and gets the thank-you e-mail with the "attestato di donazione" as a PDF,
// not a gift card. Each project spends its own card; 100 € leave room to walk the journey again
// on one server (--repeat-each), even at the same time.

test.use({ reducedMotion: 'reduce' });
// A journey solves the human check and walks the whole flow, screenshots included.
test.describe.configure({ timeout: 90_000 });

const CHARITY = 'Fondazione Mare Pulito';

const shot = (page: Page, screen: string) => screenshot(page, `donation-${screen}`);

/**
 * The mailbox's e-mail page, its own markup: the e-mail sits in a sandboxed frame that runs no
 * script, so axe cannot enter it (it is checked on a page of its own below).
 */
async function expectAccessibleBesideTheMail(page: Page, testInfo: TestInfo) {
  const summary = await axeViolations(page, ['iframe']);
  if (summary.length) await testInfo.attach('axe', { body: summary.join('\n'), contentType: 'text/plain' });
  expect(summary, 'accessibility violations').toEqual([]);
}

test('a holder gives part of the balance to a charity and finds the attestato in the mailbox', async ({ page }, testInfo) => {
  walkOnce('mobile');
  // The whole way from the card to the mailbox, each screen checked at both widths: it took 90 s in CI.
  test.setTimeout(180_000);
  await checkCard(page, isMobile(testInfo) ? 'browser6' : 'browser7');
  await expectAccessible(page, testInfo);
  await page.getByRole('link', { name: 'Scegli con il tuo credito' }).click();
  await page.waitForURL(/\/controlla-il-credito\/risultato\/1\//);
  await hydrated(page);

  // The charity among the options, tagged as a donation; chosen like any option, for 20 €.
  const title = new RegExp(`^Donazione a ${escape(CHARITY)}`);
  const tile = page.locator('.redeem-product', { has: page.getByRole('link', { name: title }) });
  await expect(tile.locator('.redeem-product__tag')).toHaveText('Donazione');
  await tile.getByRole('link').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, testInfo);
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await choose(page, title, { amount: '20' });
  const panel = await basket(page, testInfo);
  await expect(panel.locator('.redeem-totals__row', { hasText: 'Credito usato' })).toContainText('20 €');
  await expect(panel.getByText('Donazione', { exact: true })).toBeVisible();
  await expectAccessible(page, testInfo);
  await panel.getByRole('link', { name: 'Vai alla cassa' }).click();

  // The redeem checkout: who the confirmation and the attestato go to, then confirm.
  await page.waitForURL(/\/controlla-il-credito\/cassa\//);
  const email = `dona-${testInfo.project.name}-${Date.now()}@example.it`;
  await page.getByLabel('Nome', { exact: true }).fill('Chiara');
  await page.getByLabel('Cognome', { exact: true }).fill('Galli');
  await page.getByLabel('Indirizzo email', { exact: true }).fill(email);
  await page.getByLabel("Ripeti l'indirizzo email").fill(email);
  await page.getByRole('button', { name: 'Continua alla cassa' }).click();
  await expect(page.getByText('Il credito copre tutto: non devi pagare nulla.')).toBeVisible();
  await expect(page.getByText(`Attestato di donazione e conferma a ${email}`)).toBeVisible();
  await page.getByRole('checkbox', { name: /Accetto/ }).check();
  await expectAccessible(page, testInfo);
  await page.getByRole('button', { name: 'Conferma l’ordine' }).click();

  // The confirmation: a balance is left, so the doubler is offered first (once); the donation is made.
  await page.waitForURL(/\/controlla-il-credito\/cassa\/\?order=/);
  const doubler = page.getByRole('dialog', { name: 'Raddoppia il saldo della tua carta' });
  await expect(doubler).toBeVisible();
  await doubler.getByRole('button', { name: 'No, grazie' }).click();
  await expect(doubler).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Grazie! Il tuo ordine è confermato' })).toBeVisible();
  await expect(page.getByText(`La donazione è fatta: l’attestato di donazione arriva via e-mail entro 1 ora a ${email}.`)).toBeVisible();
  await expect(page.getByText(/Le gift card digitali arrivano/)).toHaveCount(0);
  // What is left depends on how often the card was spent before (a repeated run may spend it at the same time).
  await expect(page.getByText(/^Sulla tua carta restano \d+\s€\.$/)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'placed');

  // The mailbox: the thank-you e-mail with the attestato, and no gift card.
  const subject = `Grazie per la tua donazione a ${CHARITY}`;
  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'card-delivery' })).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const text = page.locator('pre');
  await expect(text).toContainText(`hai donato 20,00 € a ${CHARITY}`);
  await expect(text).toContainText(/Riferimento: DON-IT-\d+-\d+/);
  await expect(text).not.toContainText('PIN');
  const frame = page.locator('iframe[title="Anteprima HTML dell’e-mail"]');
  await expect(frame.contentFrame().getByRole('heading', { name: subject })).toBeVisible();
  await expectAccessibleBesideTheMail(page, testInfo);
  await frame.scrollIntoViewIfNeeded();
  await shot(page, 'mailbox');

  // The e-mail itself, as a mail client at this width would show it.
  const mail = await page.context().newPage();
  await mail.setContent((await frame.getAttribute('srcdoc'))!.replace('<base target="_blank">', ''));
  await expect(mail.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(mail.locator('p', { hasText: new RegExp(`hai donato 20,00\\s€ a ${escape(CHARITY)}`) })).toBeVisible();
  await expectAccessible(mail, testInfo);
  await shot(mail, 'email');
  await mail.close();

  const attachment = page.getByRole('link', { name: /attestato-donazione-DON-IT-\d+-\d+\.pdf/ });
  await expect(attachment).toHaveCount(1);
  const res = await page.request.get((await attachment.getAttribute('href')) ?? '');
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await res.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (!SHOOTING) return;
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/donation-attestato-${page.viewportSize()?.width ?? 0}.pdf`, pdf);
});
