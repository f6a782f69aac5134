// Issue 15: the location finder. The map's tiles come from the run's own tile server
// (tests/e2e/tile-server.ts, started by playwright.config.ts); "unreachable" is the browser
// refusing every tile request. Decision 027.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, walkOnce } from './helpers.ts';

// Five locations: Bologna (two), Milano, Firenze, Parma.
const finder = '/carte-regalo/gift-card-trattoria-del-borgo-lume/posizione/';
const bolognina = `${finder}bologna-bolognina/`;
/** Around Bologna: its two locations and no other. */
const bolognaArea = 'latmin=44.40000&latmax=44.60000&lonmin=11.20000&lonmax=11.50000';
const TILE = /\/\d+\/\d+\/\d+\.png$/;
const AREA = /latmin=-?\d+\.\d{5}&latmax=-?\d+\.\d{5}&lonmin=-?\d+\.\d{5}&lonmax=-?\d+\.\d{5}$/;

const results = (page: Page) => page.locator('#locations-results');
const entries = (page: Page) => page.locator('.locations__results > .location-list > li');

async function tilesShown(page: Page) {
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
}

test('a visitor finds the restaurants near a town by its name, typed with a typo', async ({ page }, info) => {
  walkOnce('desktop');
  await page.goto(finder);
  await hydrated(page);
  await tilesShown(page);
  await expect(results(page)).toHaveText('5 punti vendita');
  await expect(page.getByRole('button', { name: /^Trattoria del Borgo Lume/ })).toHaveCount(5); // the markers
  await expectAccessible(page, info);

  // The place box forgives the typo; arrows and Enter choose, as a screen reader user would.
  const box = page.getByRole('combobox', { name: 'Cerca vicino a un luogo' });
  await box.fill('Bolgna');
  const option = page.getByRole('option', { name: 'Bologna (BO)' });
  await expect(option).toBeVisible();
  await expect(page.getByText(/^\d+ (luogo suggerito|luoghi suggeriti)$/)).toBeAttached();
  await expectAccessible(page, info);
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');

  await expect(page).toHaveURL(/\?q=Bologna\+%28BO%29&latmin=/);
  expect(page.url()).toMatch(AREA);
  await expect(results(page)).toHaveText('Vicino a Bologna (BO): 2 punti vendita in quest’area');
  await expect(entries(page)).toHaveCount(2);
  for (const entry of await entries(page).all()) await expect(entry).toContainText(/Bologna \(BO\).*a \d+(,\d)? km/);
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectAccessible(page, info);
});

test('moving the map searches the area it shows, and the address it writes can be shared', async ({ page }, info) => {
  await page.goto(`${finder}?q=Bologna+%28BO%29&${bolognaArea}`);
  await hydrated(page);
  await tilesShown(page);
  await expect(results(page)).toHaveText('Vicino a Bologna (BO): 2 punti vendita in quest’area');

  // Zooming out searches the visible area: the address follows (replaced), the list grows.
  let moves = 0;
  while ((await entries(page).count()) <= 2 && moves < 6) {
    const before = page.url();
    await page.getByRole('button', { name: 'Riduci la mappa' }).click();
    await expect(page).not.toHaveURL(before);
    moves += 1;
  }
  expect(page.url()).toMatch(AREA);
  expect(page.url()).not.toContain('q=');
  await expect(results(page)).toHaveText(/^\d punti vendita in quest’area$/);
  await expect(
    entries(page)
      .filter({ hasText: /Parma|Firenze/ })
      .first(),
  ).toBeVisible();

  // The address is shareable: opened anew, the page lists the same places and fits the map to it.
  const shared = page.url();
  const count = await entries(page).count();
  await page.goto(shared);
  await hydrated(page);
  await tilesShown(page);
  await expect(entries(page)).toHaveCount(count);
  expect(page.url()).toBe(shared); // fitting the map is not a move of the visitor's
  await expectAccessible(page, info);
});

test('when the tile server cannot be reached, the visitor reads message 9001 and keeps the list', async ({ page }, info) => {
  walkOnce('mobile');
  await page.route(TILE, (route) => route.abort('connectionrefused'));
  await page.goto(`${finder}?${bolognaArea}`);
  await expect(page.getByRole('alert')).toHaveText('Non è stato possibile caricare la mappa. Riprova più tardi.');
  await expect(page.locator('.tile-map')).toHaveCount(0);
  await expect(results(page)).toHaveText('2 punti vendita in quest’area');
  await expect(entries(page)).toHaveCount(2);
  await expectAccessible(page, info);
  // The place box still works without the map.
  await page.getByRole('combobox', { name: 'Cerca vicino a un luogo' }).fill('Parma');
  await page.getByRole('option', { name: 'Parma (PR)', exact: true }).click();
  await expect(results(page)).toHaveText('Vicino a Parma (PR): 1 punto vendita in quest’area');
  await entries(page)
    .getByRole('link', { name: /Parma Centro/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria del Borgo Lume Parma Centro');
  await expect(page.getByRole('alert')).toHaveText('Non è stato possibile caricare la mappa. Riprova più tardi.');
});

test('a location page gives the address, hours, a phone link, directions and its structured data', async ({ page }, info) => {
  walkOnce('desktop');
  await page.goto(bolognina);
  await hydrated(page);
  await tilesShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trattoria del Borgo Lume Bologna Bolognina');
  await expect(page.locator('address')).toContainText('40129 Bologna (BO)');
  const hours = page.getByRole('table', { name: 'Orari di apertura' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('rowheader').first()).toHaveText('lunedì');
  await expect(page.getByRole('link', { name: /^Chiama \+39 051/ })).toHaveAttribute('href', /^tel:\+39051\d+$/);
  const directions = page.getByRole('link', { name: /Indicazioni stradali/ });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=44\.5\d*,11\.3\d*$/);
  await expect(directions).toHaveAttribute('target', '_blank');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const place = data.find((d) => d['@type'] === 'Restaurant');
  expect(place).toMatchObject({
    name: 'Trattoria del Borgo Lume Bologna Bolognina',
    address: { '@type': 'PostalAddress', postalCode: '40129', addressLocality: 'Bologna', addressRegion: 'BO', addressCountry: 'IT' },
    geo: { '@type': 'GeoCoordinates' },
  });
  expect(place.geo.latitude).toBeCloseTo(44.51, 1);
  expect(place.openingHoursSpecification.length).toBeGreaterThanOrEqual(12);
  await expectAccessible(page, info);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finder filters by the area in the address, searches a place and ignores a broken area', async ({ page }) => {
    walkOnce('desktop');
    await page.goto(`${finder}?${bolognaArea}`);
    await expect(results(page)).toHaveText('2 punti vendita in quest’area');
    await expect(page.getByRole('group', { name: 'Mappa dei punti vendita' })).toBeVisible(); // the drawn map
    await page.getByRole('combobox', { name: 'Cerca vicino a un luogo' }).fill('Milnao');
    await page.locator('.place-box').getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\?q=Milano\+%28MI%29&latmin=\d+\.\d{5}&latmax=\d+\.\d{5}&lonmin=\d+\.\d{5}&lonmax=\d+\.\d{5}$/);
    await expect(results(page)).toHaveText('Vicino a Milano (MI): 1 punto vendita in quest’area');
    await page.goto(`${finder}?latmin=abc&latmax=44.6&lonmin=11.2&lonmax=11.5`);
    await expect(results(page)).toHaveText('5 punti vendita');
    await page.goto(`${finder}?latmin=38&latmax=38.2&lonmin=15.5&lonmax=15.7`);
    await expect(results(page)).toHaveText('Nessun punto vendita in quest’area');
    await expect(page.getByRole('heading', { name: 'I più vicini' })).toBeVisible();
  });
});
