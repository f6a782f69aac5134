import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seedCards } from '../../server/db/seed/cards.ts';
import { expectAccessible, hydrated, isMobile, screenshot, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';
import { must } from '../../common/must.ts';

// Activating a blank card, as its holder would: the form and its refusals, the thanks page, the
// voucher page while the card is being activated, the e-mail the job sends, and the voucher page
// of the active card. Each project activates a blank card of its own: they run side by side.
// The job waits ACTIVATION_DELAY_SECONDS (a minute by default): the e2e server may set it shorter.

test.use({ reducedMotion: 'reduce' });

type Key = (typeof seedCards)[number]['key'];
const CARDS: Record<'mobile' | 'desktop', Key> = { mobile: 'blank', desktop: 'blankJourney' };

function cardOf(testInfo: TestInfo) {
  const key = CARDS[isMobile(testInfo) ? 'mobile' : 'desktop'];
  const card = seedCards.find((c) => c.key === key);
  if (!card) throw new Error(`no seeded card ${key}`);
  return card;
}

/** A number with the Italian blank-card prefix and a valid check digit that the shop never issued. */
function unknownBlankNumber(): string {
  const partial = '639153987654321098';
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return partial + ((10 - (sum % 10)) % 10);
}

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const shot = (page: Page, screen: string) => screenshot(page, `activation-${screen}`);

async function submit(page: Page, number: string, email: string) {
  await page.getByLabel('Numero della carta').fill(number);
  await page.getByLabel('Indirizzo email').fill(email);
  await solveHumanCheck(page, page.locator('form.activation-form'));
  await page.getByRole('button', { name: 'Attiva la carta' }).click();
}

test('a holder activates a blank card and follows it from the thanks page to the active card', async ({ page }, testInfo) => {
  walkOnce('mobile');
  // The activation waits for the job's delay: up to a minute and a bit with the default.
  test.setTimeout(180_000);
  const card = cardOf(testInfo);
  const email = `attivazione-${testInfo.project.name}-${Date.now()}@example.it`;

  await page.goto('/attivare/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Attiva la tua gift card', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('Attiviamo la carta entro 24 ore.')).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'form');

  // Nothing typed: each field says what it needs.
  await page.getByRole('button', { name: 'Attiva la carta' }).click();
  await expect(page.getByText('Inserisci il numero della carta', { exact: true })).toBeVisible();
  await expect(page.getByText("Inserisci l'indirizzo email", { exact: true })).toBeVisible();
  await expect(page.getByLabel('Numero della carta')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, testInfo);
  await shot(page, 'errors');

  // A choice card is no blank card: refused at the number; a bad e-mail at the e-mail.
  await submit(page, spaced(seedCards.find((c) => c.key === 'active25')!.number), 'giulia@');
  await expect(page.getByText('Inserisci un indirizzo email valido.')).toBeVisible();
  await submit(page, spaced(seedCards.find((c) => c.key === 'active25')!.number), email);
  await expect(page.getByText('Questa carta non può essere attivata: il numero non è tra quelli ammessi.')).toBeVisible();
  // A blank-card number the shop never issued: the general refusal (4001), on the number it is about.
  await submit(page, spaced(unknownBlankNumber()), email);
  await expect(page.getByText('Non è stato possibile attivare questa carta.')).toBeVisible();
  await expect(page.getByLabel('Numero della carta')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Indirizzo email')).toHaveValue(email);
  await expectAccessible(page, testInfo);
  await shot(page, 'refused');

  await submit(page, spaced(card.number), email);
  await page.waitForURL(/\/attivare\/grazie\/\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Grazie! Abbiamo ricevuto la tua richiesta', level: 1 })).toBeVisible();
  await expect(page.getByText(`${card.number.slice(-4)} entro 24 ore.`)).toBeVisible();
  await expect(page.getByText(`Quando la carta sarà attiva ti invieremo un’email a ${email}.`)).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'thanks');

  await page.getByRole('link', { name: 'Segui l’attivazione' }).click();
  await page.waitForURL(/\/daticarta\/\?code=[2-9A-Z-]{19}$/);
  await expect(page.getByRole('heading', { name: 'Dati della carta', level: 1 })).toBeVisible();
  const facts = page.locator('.voucher__facts');
  await expect(facts.getByText('In attivazione')).toBeVisible();
  await expect(facts.getByText('50 €')).toBeVisible();
  await expect(facts.getByText('24 mesi dall’attivazione')).toBeVisible();
  await expect(facts.getByText(`6391 53•• •••• ••• ${card.number.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(card.number)).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await shot(page, 'voucher-pending');

  // The job activates the card after its delay and e-mails the holder the voucher link.
  const subject = /La tua gift card è attiva/;
  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 150_000, intervals: [2000] });
  await page.getByRole('link', { name: subject }).click();
  const text = await page.locator('pre').innerText();
  expect(text).toContain(`6391 53•• •••• ••• ${card.number.slice(-4)}`);
  const link = /https?:\/\/[^/\s]+(\/daticarta\/\?code=[2-9A-Z-]{19})/.exec(text);
  expect(link, 'the voucher link in the e-mail').not.toBeNull();

  await page.goto(must(link?.[1], 'the mail has the link'));
  await expect(facts.getByText('Attiva', { exact: true })).toBeVisible();
  await expect(facts.getByText(/^\d{1,2} \p{L}+ \d{4}$/u)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Controlla il credito e spendi' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await shot(page, 'voucher-active');
});

test('the voucher page asks for the code and says so when it does not know one', async ({ page }, testInfo) => {
  walkOnce('desktop');
  await page.goto('/daticarta/');
  await expect(page.getByRole('heading', { name: 'Trova la tua carta', level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page, testInfo);
  await shot(page, 'lookup');

  await page.getByRole('button', { name: 'Mostra i dati' }).click();
  await expect(page.getByText('Inserisci il codice voucher', { exact: true })).toBeVisible();

  await page.getByLabel('Codice voucher').fill('abcd-efgh-jkmn-pqrs');
  await page.getByRole('button', { name: 'Mostra i dati' }).click();
  await expect(page.getByRole('heading', { name: 'Codice non trovato', level: 1 })).toBeVisible();
  expect((await page.goto('/daticarta/?code=ABCD-EFGH-JKMN-PQRS'))?.status()).toBe(404);
  await expect(page.getByText('Non troviamo una carta con questo codice.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Codice voucher')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, testInfo);
  await shot(page, 'not-found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page and comes back with its messages', async ({ page }) => {
    walkOnce('desktop');
    await page.goto('/attivare/');
    await page.getByLabel('Numero della carta').fill('6391 53');
    await page.getByLabel('Indirizzo email').fill('giulia.rossi@example.it');
    const answer = page.waitForResponse((r) => r.url().endsWith('/attivare/') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Attiva la carta' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText('Il numero della carta è composto da 19 cifre')).toBeVisible();
    await expect(page.getByLabel('Indirizzo email')).toHaveValue('giulia.rossi@example.it');
  });
});

test('while the form is on its way, its button says it is busy and keeps its name', async ({ page }, testInfo) => {
  walkOnce('mobile');
  await page.goto('/attivare/');
  await hydrated(page);
  // The post is held until the button has been looked at: the busy state, not a moment of it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/attivare/'),
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  await submit(page, spaced(unknownBlankNumber()), `occupato-${testInfo.project.name}@example.it`);
  const button = page.getByRole('button', { name: 'Attiva la carta' });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page, testInfo);
  release();
  await expect(page.getByText('Non è stato possibile attivare questa carta.')).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
});
