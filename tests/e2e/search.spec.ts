import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { dataLayerEvents, expectAccessible, hydrated, withConsent } from './helpers.ts';

async function openSearch(page: Page, info: TestInfo) {
  const opener = info.project.name === 'mobile' ? page.getByRole('button', { name: 'Cerca' }) : page.getByPlaceholder('Cosa stai cercando?');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cerca' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('search suggests popular terms, forgives a typo and leads to the card', async ({ page }, info) => {
  await withConsent(page, { statistics: true, marketing: false });
  await page.goto('/');
  await hydrated(page);
  const dialog = await openSearch(page, info);
  await expect(dialog.getByRole('heading', { name: 'Ricerche popolari' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Buoni popolari' })).toBeVisible();
  const clicks = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'search_box_click').length);
  expect(clicks).toBe(1);
  await expectAccessible(page, info);
  await dialog.getByRole('searchbox').fill('Trattoria Borgo Lumme');
  await expect(dialog.getByRole('status').filter({ hasText: /risultat/ })).toBeVisible();
  const first = dialog.locator('.search-results a').first();
  await expect(first).toContainText('Trattoria del Borgo Lume');
  // Analytics: the popular coupons and the results are product lists, seen and chosen (the home page's lists left out).
  const lists = async (event: string) =>
    (await dataLayerEvents(page)).filter((e) => e.event === event && e.ecommerce!.item_list_id!.startsWith('search')).map((e) => e.ecommerce!);
  await expect.poll(async () => (await lists('view_item_list')).map((l) => l.item_list_id)).toEqual(['search_popular_coupons', 'search_modal']);
  const [coupons, results] = await lists('view_item_list');
  expect(coupons!.items[0]).toMatchObject({ index: 0, item_list_name: 'Search: popular coupons' });
  expect(results!.items[0]).toMatchObject({
    index: 0,
    item_list_id: 'search_modal',
    item_name: 'Gift card Trattoria del Borgo Lume',
    price: expect.any(Number),
  });
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift card Trattoria del Borgo Lume');
  expect(await lists('select_item')).toEqual([{ item_list_id: 'search_modal', item_list_name: 'Search: results', items: [results!.items[0]] }]);
});

test('a search with no match says so in the exact words', async ({ page }, info) => {
  await page.goto('/');
  await hydrated(page);
  const dialog = await openSearch(page, info);
  await dialog.getByRole('searchbox').fill('xqzwv');
  await expect(dialog.getByText('Oh no! Nessun risultato trovato. Controlla l’ortografia o prova con un altro termine di ricerca.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
