import { expect, test } from '@playwright/test';
import { staffLogIn } from './staff-login.ts';
import { expectAccessible, screenshot, walkOnce } from './helpers.ts';

// Issue 18 (decision 064): an editor (operations) changes the Dutch storefront's trust mark at the
// foot of its pages in the back office, opens the draft's preview on the Dutch home (that browser alone sees
// it), publishes it (a visitor sees it at once) and restores the mark as it was.

test.use({ reducedMotion: 'reduce' });

test('an editor changes a Dutch trust mark, previews it, publishes it for every visitor and restores it', async ({ page, browser, baseURL }, testInfo) => {
  walkOnce('desktop');
  test.setTimeout(120_000);
  await staffLogIn(page, 'menus', 'operations');
  await page.goto('/admin/pages?store=1');
  await page.getByRole('link', { name: 'Marchi di fiducia · NL' }).click();
  await expect(page.getByRole('heading', { name: 'Marchi di fiducia · NL', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: /Bozza nuova/ });
  // The third mark is the one of the bottom bar, in every page's footer.
  const first = form.getByRole('group', { name: 'Riga 3' });
  await expect(first.getByLabel('Posizione')).toHaveValue('bottombar');
  const original = await first.getByLabel('Testo del marchio').inputValue();
  const label = `Veilig betalen met elke kaart ${Date.now() % 1000}`;
  await first.getByLabel('Testo del marchio').fill(label);
  await form.getByLabel('Motivo').fill('Duidelijker keurmerk onderaan');
  await form.getByRole('button', { name: 'Salva la bozza' }).click();
  await expect(page.getByText('Bozza salvata: aprila in anteprima sulla home, poi pubblicala.')).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-document');
  const editor = page.url();
  const idOf = async (text: string) =>
    (/#(\d+)/.exec((await page.getByRole('listitem').filter({ hasText: text }).getByRole('strong').textContent()) ?? '') ?? [])[1]!;
  const draftId = await idOf('Duidelijker keurmerk onderaan');
  const originalId = await idOf('versione di partenza');

  // The preview: this browser sees the draft's mark on the Dutch home; a visitor still the original.
  await page.goto((await page.getByRole('link', { name: `Anteprima #${draftId}` }).getAttribute('href'))!);
  await expect(page.getByRole('contentinfo').getByRole('img', { name: label })).toBeVisible();
  const home = `http://nl.localhost:${new URL(baseURL!).port}/`;
  const aVisitorSees = async (mark: string) => {
    const visitor = await browser.newContext();
    const dutch = await visitor.newPage();
    await dutch.goto(home);
    await expect(dutch.getByRole('contentinfo').getByRole('img', { name: mark })).toBeVisible();
    await visitor.close();
  };
  await aVisitorSees(original);
  await page.goto(`${home}_preview/end`);

  const publish = async (id: string, reason: string) => {
    await page.getByLabel(`Motivo (#${id})`).fill(reason);
    await page.getByRole('button', { name: new RegExp(`^(Pubblica|Ripristina) #${id}$`) }).click();
    await expect(page.getByText('Pubblicato: i visitatori lo vedono ora.')).toBeVisible();
  };
  await page.goto(editor);
  await publish(draftId, 'Klaar');
  await aVisitorSees(label);
  await publish(originalId, 'Terug naar het oorspronkelijke keurmerk');
  await aVisitorSees(original);
});
