import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, hydrated, isMobile } from './helpers.ts';
import { shot as redeemShot } from './redeem-steps.ts';

const shot = (page: Page, screen: string, fullPage = false) => redeemShot(page, `layout-${screen}`, fullPage);

test.describe('a visitor from another country', () => {
  test.use({ extraHTTPHeaders: { 'x-client-country': 'NL' } });

  test('is offered the store switcher, and dismissing it keeps it away', async ({ page }, info) => {
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Seleziona il paese e la lingua' });
    await expect(banner).toContainText('Paese rilevato: Paesi Bassi. Vuoi passare al negozio Donami di questo paese?');
    await shot(page, 'store-banner');
    await banner.getByRole('button', { name: 'Scegli il negozio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleziona il paese e la lingua' });
    await expect(dialog).toBeVisible();
    // The form starts from the store the banner offers: the Netherlands, in Dutch.
    await expect(dialog.getByText('Paesi Bassi')).toBeVisible();
    await expect(dialog.getByText('Nederlands')).toBeVisible();
    await expect(dialog.getByText('€ EUR')).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
    await shot(page, 'store-switcher', false);
    await expectAccessible(page, info);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await banner.getByRole('button', { name: 'Chiudi' }).click();
    await expect(banner).toBeHidden();
    const until = Number(await page.evaluate(() => window.localStorage.getItem('storeSwitcherDismissedUntil')));
    expect(until - Date.now()).toBeGreaterThan(47 * 3600_000);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Seleziona il paese e la lingua' })).toHaveCount(0);
    if (isMobile(info)) return;
  });
});

test.describe('a visitor from a country without a storefront', () => {
  test.use({ extraHTTPHeaders: { 'x-client-country': 'DE' } });

  test('is offered no store: there is none for Germany', async ({ page }) => {
    const ip = page.waitForResponse((r) => new URL(r.url()).pathname === '/ip');
    await page.goto('/');
    await hydrated(page);
    expect(await (await ip).json()).toMatchObject({ country_code: 'DE', storefront: null });
    await expect(page.getByRole('region', { name: 'Seleziona il paese e la lingua' })).toHaveCount(0);
  });
});

test('the footer has its sections, payment marks, social links and legal links', async ({ page }, info) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const legal = footer.locator('.footer__legal');
  await expect(legal.getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute('href', '/termini-e-condizioni/');
  await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/cookie-informativa-privacy/');
  await expect(legal.getByRole('button', { name: 'Cookie' })).toBeVisible();
  expect(await footer.locator('.footer__section').count()).toBeGreaterThanOrEqual(3);
  await expect(footer.locator('.footer__social a')).toHaveCount(5);
  // Issue 16: each link is named as the network writes itself, not by its lower-case key.
  const social = footer.getByRole('list', { name: 'Seguici' });
  for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube']) await expect(social.getByRole('link', { name, exact: true })).toHaveCount(1);
  const payments = footer.locator('.footer__payments li');
  const shown = await payments.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
  expect(shown).toBe(isMobile(info) ? 4 : await payments.count());
});

test('the scroll-to-top button appears past two screen heights', async ({ page }) => {
  await page.goto('/carte-regalo/gift-card-tutto-in-uno/');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Torna su' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2 + 50));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
});
