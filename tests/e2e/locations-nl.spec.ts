// Issue 15: the location finder on the Dutch storefront, in Dutch. The seeded Dutch card of
// Trattoria del Borgo Lume has three locations: Amsterdam Oud-West, Groningen Oosterpoort and
// Eindhoven Centrum (server/db/seed/data/cities-nl.ts). Tiles come from the run's tile server.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, screenshot, walkOnce } from './helpers.ts';

const finder = '/cadeaubonnen/cadeaubon-trattoria-del-borgo-lume/locaties/';
const TILE = /\/\d+\/\d+\/\d+\.png$/;
const AREA = /latmin=-?\d+\.\d{5}&latmax=-?\d+\.\d{5}&lonmin=-?\d+\.\d{5}&lonmax=-?\d+\.\d{5}$/;
const MAP_FAILED = 'De plattegrond kon niet worden geladen. Probeer het later opnieuw.';

const results = (page: Page) => page.locator('#locations-results');
const entries = (page: Page) => page.locator('.locations__results > .location-list > li');
const placeBox = (page: Page) => page.getByRole('combobox', { name: 'Zoeken bij een plaats' });

test('a Dutch visitor finds the restaurant near Amsterdam, typed with a typo, moves the map to find more, and opens its page', async ({ page }, info) => {
  await page.goto(finder);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locaties van Trattoria del Borgo Lume');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(results(page)).toHaveText('3 locaties');
  await expect(page.getByRole('button', { name: /^Trattoria del Borgo Lume/ })).toHaveCount(3); // the markers
  await screenshot(page, 'locations-nl-finder');
  await expectAccessible(page, info);

  await placeBox(page).fill('Amstrdam');
  await page.getByRole('option', { name: 'Amsterdam, Noord-Holland', exact: true }).click();
  await expect(page).toHaveURL(/\?q=Amsterdam%2C\+Noord-Holland&latmin=/);
  expect(page.url()).toMatch(AREA);
  await expect(results(page)).toHaveText('In de buurt van Amsterdam, Noord-Holland: 1 locatie in dit gebied');
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText(/1054 [A-Z]{2} Amsterdam \(Noord-Holland\).*op \d+(,\d)? km/);
  await expectAccessible(page, info);

  // Moving the map (zooming out) searches the area it shows: the address follows, the list grows.
  let moves = 0;
  while ((await entries(page).count()) <= 1 && moves < 8) {
    const before = page.url();
    await page.getByRole('button', { name: 'Kaart uitzoomen' }).click();
    await expect(page).not.toHaveURL(before);
    moves += 1;
  }
  expect(page.url()).toMatch(AREA);
  expect(page.url()).not.toContain('q=');
  await expect(results(page)).toHaveText(/^\d locaties in dit gebied$/);
  await expect(
    entries(page)
      .filter({ hasText: /Groningen|Eindhoven/ })
      .first(),
  ).toBeVisible();
  // The address is shareable: opened anew, it lists the same places.
  const shared = page.url();
  const count = await entries(page).count();
  await page.goto(shared);
  await hydrated(page);
  await expect(entries(page)).toHaveCount(count);

  await entries(page)
    .getByRole('link', { name: /Amsterdam Oud-West/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria del Borgo Lume Amsterdam Oud-West');
  await expect(page.locator('address')).toContainText(/1054 [A-Z]{2} Amsterdam \(Noord-Holland\)/);
  const hours = page.getByRole('table', { name: 'Openingstijden' });
  await expect(hours.getByRole('rowheader').first()).toHaveText('maandag');
  await expect(page.getByRole('link', { name: /^Bel \+31 20/ })).toHaveAttribute('href', /^tel:\+3120\d{7}$/);
  await expect(page.getByRole('link', { name: /Routebeschrijving/ })).toHaveAttribute('href', /destination=52\.3\d*,4\.8\d*$/);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(data.find((d) => d['@type'] === 'Restaurant')).toMatchObject({
    address: { postalCode: expect.stringMatching(/^1054 [A-Z]{2}$/), addressLocality: 'Amsterdam', addressRegion: 'Noord-Holland', addressCountry: 'NL' },
  });
  await screenshot(page, 'locations-nl-location');
  await expectAccessible(page, info);
});

test('without tiles the Dutch visitor reads message 9001 in Dutch and keeps the list and the place box', async ({ page }, info) => {
  walkOnce('mobile');
  await page.route(TILE, (route) => route.abort('connectionrefused'));
  await page.goto(finder);
  await expect(page.getByRole('alert')).toHaveText(MAP_FAILED);
  await expect(page.locator('.tile-map')).toHaveCount(0);
  await expect(entries(page)).toHaveCount(3);
  await expectAccessible(page, info);
  await placeBox(page).fill('Groningen');
  await page.getByRole('option', { name: 'Groningen, Groningen', exact: true }).click();
  await expect(results(page)).toHaveText('In de buurt van Groningen, Groningen: 1 locatie in dit gebied');
  await expect(entries(page).first()).toContainText('Groningen Oosterpoort');
});
