import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { staffLogIn } from './staff-login.ts';
import { expectAccessible, screenshot, walkOnce } from './helpers.ts';

// Issue 18 (decisions 063, 065): an editor (operations) changes the text of a Dutch blog article in
// the back office and gives it a picture, opens the draft's preview on the Dutch storefront (that
// browser alone reads it), publishes it (a visitor reads it at once, with the picture) and restores
// the original text the same way.

test.use({ reducedMotion: 'reduce' });

async function publish(page: Page, id: string, reason: string) {
  await page.getByLabel(`Motivo (#${id})`).fill(reason);
  await page.getByRole('button', { name: new RegExp(`^(Pubblica|Ripristina) #${id}$`) }).click();
  await expect(page.getByText('Pubblicata: i visitatori la leggono ora.')).toBeVisible();
}

test('an editor changes a Dutch blog article, previews it, publishes it for every visitor and restores it', async ({ page, browser, baseURL }, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(120_000);
  await staffLogIn(page, 'pages', 'operations');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pagine' }).click();
  await expect(page.getByRole('heading', { name: 'Pagine del negozio', level: 1 })).toBeVisible();
  // Each tab waited for: the next one's link is only the Dutch store's once that page is there.
  const dutchTab = page.getByRole('navigation', { name: 'Negozio' }).getByRole('link', { name: /NL$/ });
  await dutchTab.click();
  await expect(dutchTab).toHaveAttribute('aria-current', 'page');
  const blog = page.getByRole('navigation', { name: 'Tipo' }).getByRole('link', { name: 'Blog' });
  await blog.click();
  await expect(blog).toHaveAttribute('aria-current', 'page');
  await expect(dutchTab).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-pages');

  // The first Dutch article (its English translation is listed after it).
  const item = page
    .getByRole('listitem')
    .filter({ hasText: /· NL · \/blog\// })
    .first();
  const path = /(\/blog\/\S+)/.exec((await item.getByRole('paragraph').textContent()) ?? '')![1]!;
  const original = (await item.getByRole('link').textContent())!.trim();
  await item.getByRole('link').click();
  await expect(page.getByRole('heading', { name: original, level: 1 })).toBeVisible();

  const title = `Cadeautips voor elke week ${Date.now()}`;
  const form = page.getByRole('form', { name: /Bozza nuova/ });
  await form.getByLabel('Titolo', { exact: true }).fill(title);
  await form.getByLabel('Testo', { exact: true }).fill('Een nieuwe eerste alinea van de redactie.\n\nEn een tweede alinea.');
  const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 230, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
  await form.getByLabel("Aggiungi un'immagine").setInputFiles({ name: 'tafel.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByLabel("Testo alternativo (cosa mostra l'immagine)").fill('Een feestelijk gedekte tafel');
  await form.getByLabel('Motivo').fill('Nieuwe titel voor de nieuwsbrief');
  await form.getByRole('button', { name: 'Salva la bozza' }).click();
  await expect(page.getByText('Bozza salvata: aprila in anteprima, poi pubblicala.')).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-page');
  const editor = page.url();
  const draft = page.getByRole('listitem').filter({ hasText: 'Nieuwe titel voor de nieuwsbrief' });
  const draftId = (/#(\d+)/.exec((await draft.getByRole('strong').textContent()) ?? '') ?? [])[1]!;
  const before = page.getByRole('listitem').filter({ hasText: 'testo di partenza' });
  const originalId = (/#(\d+)/.exec((await before.getByRole('strong').textContent()) ?? '') ?? [])[1]!;

  // The preview: this browser reads the draft on the Dutch storefront; a visitor still the original.
  const preview = await page.getByRole('link', { name: `Anteprima #${draftId}` }).getAttribute('href');
  await page.goto(preview!);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Een nieuwe eerste alinea van de redactie.')).toBeVisible();
  const article = `http://nl.localhost:${new URL(baseURL!).port}${path}`;
  // A new visitor each time (a browser keeps a page it read for a minute, as the shop allows).
  const aVisitorReads = async (heading: string, paragraph?: string) => {
    const visitor = await browser.newContext();
    const dutch = await visitor.newPage();
    await dutch.goto(article);
    await expect(dutch.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    if (paragraph) {
      await expect(dutch.getByText(paragraph)).toBeVisible();
      // The uploaded picture, drawn by the shop, above the text.
      const picture = dutch.getByRole('img', { name: 'Een feestelijk gedekte tafel' });
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThanOrEqual(480);
      await expectAccessible(dutch, testInfo);
      await screenshot(dutch, 'blog-article-picture');
    } else await expect(dutch.getByRole('img', { name: 'Een feestelijk gedekte tafel' })).toHaveCount(0);
    await visitor.close();
  };
  await aVisitorReads(original);
  await page.goto(`http://nl.localhost:${new URL(baseURL!).port}/_preview/end`);

  // Published: the visitor's next visit reads it at once.
  await page.goto(editor);
  await publish(page, draftId, 'Klaar voor de nieuwsbrief');
  await aVisitorReads(title, 'En een tweede alinea.');

  // Restored: the original text, published again.
  await publish(page, originalId, 'Terug naar de oorspronkelijke tekst');
  await aVisitorReads(original);
});

test('an editor makes a new Dutch giving moment with its cards, publishes it, and takes it off the storefront again', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(90_000);
  await staffLogIn(page, 'pages', 'admin');
  await page.goto('/admin/pages?store=1');
  const create = page.getByRole('form', { name: 'Nuova pagina' });
  const slug = `winterfeest-${Date.now()}`;
  await create.getByLabel('Che cosa').selectOption('givingMoment');
  await create.getByLabel('Titolo').fill('Winterfeest met collega’s');
  await create.getByLabel(/^Indirizzo/).fill(slug);
  await create.getByLabel('Primo paragrafo').fill('Een warm gebaar voor het hele team.');
  // A card the storefront does not sell is refused with the rule, and nothing is made.
  await create.getByLabel(/^Gift card mostrate/).fill('alles-in-een-cadeaubon\ngift-card-tutto-in-uno');
  await create.getByLabel('Colore dell’intestazione').fill('#1d3557');
  await create.getByLabel('Motivo').fill('Nieuw geefmoment voor december');
  await create.getByRole('button', { name: 'Crea la pagina' }).click();
  await expect(create.getByText(/Scegli da 1 a 24 gift card vendute in questo negozio/)).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-page-new-refused');
  await create.getByLabel(/^Gift card mostrate/).fill('alles-in-een-cadeaubon\ncadeaubon-streetwear-quartiere');
  await create.getByRole('button', { name: 'Crea la pagina' }).click();
  await expect(page.getByRole('heading', { name: 'Winterfeest met collega’s', level: 1 })).toBeVisible();
  await expect(page.getByText('Non visibile ai visitatori: pubblica una versione per metterla sul negozio.')).toBeVisible();
  await expect(page.getByLabel(/^Gift card mostrate/)).toHaveValue('alles-in-een-cadeaubon\ncadeaubon-streetwear-quartiere');
  await screenshot(page, 'admin-moment-editor');

  // A new visitor each time: nobody opens the moment until it is published, nor after it is withdrawn.
  const moment = `http://nl.localhost:${new URL(baseURL!).port}/geefmomenten/${slug}/`;
  const aVisitorOpens = async () => {
    const visitor = await browser.newContext();
    const dutch = await visitor.newPage();
    const status = (await dutch.goto(moment))?.status();
    if (status === 200) {
      await expect(dutch.getByRole('heading', { name: 'Winterfeest met collega’s', level: 1 })).toBeVisible();
      await expect(dutch.getByRole('link', { name: /Cadeaubon Streetwear Quartiere/ }).first()).toBeVisible();
      await expect(dutch.getByRole('link', { name: /Alles-in-één cadeaubon/ }).first()).toBeVisible();
    }
    await visitor.close();
    return status;
  };
  expect(await aVisitorOpens()).toBe(404);
  const draftId = (/#(\d+)/.exec(
    (await page.getByRole('listitem').filter({ hasText: 'Nieuw geefmoment voor december' }).getByRole('strong').textContent()) ?? '',
  ) ?? [])[1]!;
  await publish(page, draftId, 'Klaar');
  expect(await aVisitorOpens()).toBe(200);

  await page.getByLabel('Motivo (ritira dal negozio)').fill('Niet meer actueel');
  await page.getByRole('button', { name: 'Ritira dal negozio' }).click();
  await expect(page.getByText('Ritirata: i visitatori non la trovano più.')).toBeVisible();
  expect(await aVisitorOpens()).toBe(404);
});
