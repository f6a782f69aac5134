import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, screenshot, walkOnce } from './helpers.ts';

// Issue 16, the routes and page types of §2 that had no trace in the code (decision 036): the promo
// pop-up and the promotion page, video blocks as click-to-load facades, the footer's disclaimer, the
// blank gift cards page, the redeem terms and privacy in the redeem layout, the restaurant page and
// the second home. One walk, at desktop width; each screen is checked and shot at both widths.

const dutchOrigin = (baseURL: string | undefined) => `http://nl.localhost:${new URL(baseURL!).port}`;
const shot = (page: Page, screen: string) => screenshot(page, `pages-${screen}`);

/** Every request the page makes to a video provider: there must be none before the visitor clicks play. */
async function watchVideoProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  // No network at test time: the players are answered here, as blank pages.
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com|youtube\.com|vimeo\.com/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return asked;
}

test('the pages of §2: promotion, video, disclaimer, blank cards, redeem terms and privacy, restaurant, the second home', async ({ page, baseURL }, info) => {
  walkOnce('desktop');
  test.setTimeout(240_000); // seven screens, each checked and shot at both widths
  const videoRequests = await watchVideoProviders(page);

  // A first visit: the cookie question comes first, and the promotion waits for its answer.
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookie su Donami' });
  await expect(banner).toBeVisible();
  const promo = page.getByRole('dialog', { name: 'Raddoppia il saldo della tua Tutto-in-uno' });
  await expect(promo).toHaveCount(0);
  await banner.getByRole('button', { name: 'Solo necessari' }).click();
  await expect(promo).toBeVisible();
  await expect(promo).toContainText('il primo lunedì di ogni mese');
  await expect(promo.getByRole('link', { name: 'Iscrivi la tua carta' })).toHaveAttribute('href', '/doppiatore/');
  // Non-modal: the page behind stays usable (its links are not inert).
  await expect(page.getByRole('link', { name: 'Scopri le gift card' })).toBeEnabled();
  await expectAccessible(page, info);
  await shot(page, 'home-promo');
  await promo.getByRole('button', { name: 'Chiudi la promozione' }).click();
  await expect(promo).toHaveCount(0);
  // Dismissed is remembered: not again, on the next visit either.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il regalo giusto, sempre');
  await expect(promo).toHaveCount(0);

  // The home's video: the shop's own poster, nothing from the provider until the click.
  const play = page.getByRole('link', { name: 'Guarda il video: Come funziona la gift card Tutto-in-uno' });
  await expect(play).toBeVisible();
  await expect(play).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText('Il video si carica da youtube-nocookie.com solo quando lo avvii.')).toBeVisible();
  expect(videoRequests).toEqual([]);
  await play.click();
  const player = page.locator('iframe[title="Come funziona la gift card Tutto-in-uno (video su YouTube)"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/);
  await expect(play).toHaveCount(0);

  // The footer's disclaimer: only its link until it is opened.
  const disclaimer = page.locator('.footer-disclaimer');
  const disclaimerText = disclaimer.getByText(/Donami vende gift card di marchi terzi come rivenditore/);
  await expect(disclaimerText).toBeHidden();
  await disclaimer.getByText('Avvertenze').click();
  await expect(disclaimerText).toBeVisible();
  await expect(disclaimer).toHaveAttribute('open', '');
  await shot(page, 'footer-disclaimer');

  // The blank gift cards page, from the footer, and on to activation.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift card in bianco', exact: true }).click();
  await expect(page).toHaveURL(/\/carte-in-bianco\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift card in bianco da attivare');
  await expect(page.getByRole('heading', { name: 'Come funziona l’attivazione' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Le carte in bianco' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Guarda il video: Come si attiva una gift card in bianco' })).toBeVisible();
  await expectAccessible(page, info);
  await shot(page, 'blank-cards');
  await page.getByRole('link', { name: 'Vai all’attivazione' }).click();
  await expect(page).toHaveURL(/\/attivare\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attiva la tua gift card');

  // The promotion page: the pop-up's promotion whole, with its conditions.
  await page.goto('/promozione/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raddoppia il saldo della tua Tutto-in-uno');
  await expect(page.getByRole('heading', { name: 'Condizioni' })).toBeVisible();
  await expect(page.getByText(/fino a un massimo di 250 euro/)).toBeVisible();
  await expect(page).toHaveTitle('Raddoppia il saldo della tua Tutto-in-uno | Donami');
  await expectAccessible(page, info);
  await shot(page, 'promotion');

  // The redeem terms and privacy, in the redeem layout, reached from the redeem footer.
  await page.goto('/controlla-il-credito/termini-e-condizioni/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condizioni per usare il credito');
  await expect(page.locator('.redeem-header')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.donami.it/controlla-il-credito/termini-e-condizioni/');
  await expectAccessible(page, info);
  await shot(page, 'redeem-terms');
  const redeemFooter = page.getByRole('contentinfo');
  await expect(redeemFooter.getByRole('link', { name: 'Condizioni del credito' })).toHaveAttribute('href', '/controlla-il-credito/termini-e-condizioni/');
  await redeemFooter.getByRole('link', { name: 'Privacy del credito' }).click();
  await expect(page).toHaveURL(/\/controlla-il-credito\/privacy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy per chi usa il credito');
  await expect(page.getByRole('link', { name: 'Informativa generale su privacy e cookie' })).toHaveAttribute('href', '/cookie-informativa-privacy/');
  await expectAccessible(page, info);
  await shot(page, 'redeem-privacy');

  // The restaurant page: a restaurant card's location, with booking, paying and its other restaurants.
  await page.goto('/carte-regalo/gift-card-trattoria-del-borgo-lume/posizione/');
  await page.locator('.location-list a').first().click();
  await expect(page.getByText('Ristorante', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prenota un tavolo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagare con la gift card' })).toBeVisible();
  const others = page.getByRole('region', { name: 'Altri ristoranti Trattoria del Borgo Lume' });
  await expect(others.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, info);
  await shot(page, 'restaurant');
  const next = (await others.getByRole('link').first().textContent())!;
  await others.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);

  // The second home, on the storefront whose toggle chooses it: the same blocks, its own layout.
  await page.goto(`${dutchOrigin(baseURL)}/`);
  await hydrated(page);
  await expect(page.locator('.home2-hero')).toHaveCount(1);
  await expect(page.locator('.hero')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Vind een cadeaubon per categorie' })).toBeVisible();
  // No promotion over the cookie question on this host, where nothing is answered yet.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const vimeo = page.getByRole('link', { name: 'Bekijk de video: Zo werkt de Alles-in-één cadeaubon' });
  await expect(vimeo).toHaveAttribute('href', /^https:\/\/vimeo\.com\/\d+$/);
  expect(videoRequests).toHaveLength(1); // the YouTube player the Italian home loaded on its click
  // Its accessibility is checked at both widths by the Dutch host's journey (storefront-hosts.spec.ts).
  await shot(page, 'home-v2');
  await vimeo.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?autoplay=1&dnt=1$/);
});
