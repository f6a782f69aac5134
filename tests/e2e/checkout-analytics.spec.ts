import { expect, test } from '@playwright/test';
import { atCheckoutStep, dataLayerEvents, expectAccessible, fillSandboxCard, hydrated, keepDataLayerEvents, keptDataLayerEvents, walkOnce } from './helpers.ts';
import { details } from './checkout-details.ts';

// The rotating selling points would be caught mid-fade by the contrast check.
test.use({ reducedMotion: 'reduce' });

// Analytics as a shop's marketing team reads them: the data layer, from the first list a visitor
// sees to the purchase, only with the visitor's consent.

test.describe("analytics with the visitor's consent (issue 16)", () => {
  const names = (events: { event: string }[]) => events.map((e) => e.event);
  // The item is the product (its id in the catalogue) in every event.
  const trattoria = { item_id: expect.stringMatching(/^\d+$/), item_name: expect.stringContaining('Trattoria del Borgo Lume') };

  test('with consent given, the e-commerce events carry their items from the list to the purchase, once, with the click id', async ({ page }, testInfo) => {
    walkOnce('desktop');
    await page.goto('/carte-regalo/?gclid=TEST-CLICK-1');
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookie su Donami' });
    await expect(banner).toBeVisible();
    await expectAccessible(page, testInfo);
    expect(await dataLayerEvents(page)).toEqual([]); // nothing before the choice
    await banner.getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner).toHaveCount(0);
    const consent = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => Array.isArray(e) && e[0] === 'consent'));
    expect(consent).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
    // The cards on screen are reported as seen, together, each with its place in the list.
    const list = { item_list_id: 'product_list', item_list_name: 'All gift cards' };
    const titles = await page.locator('.product-card:visible .product-card__title').allTextContents();
    const at = titles.findIndex((title) => title.includes('Trattoria del Borgo Lume'));
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['view_item_list']);
    const [seen] = await dataLayerEvents(page);
    expect(seen!.ecommerce).toMatchObject(list);
    const seenItems = seen!.ecommerce!.items;
    expect(seenItems.map((i) => i.index)).toEqual(seenItems.map((_, i) => i)); // the rows on screen, from the first card
    expect(seenItems.map((i) => i.item_name)).toEqual(titles.slice(0, seenItems.length));
    expect(seenItems[at]).toEqual({ ...trattoria, ...list, index: at, item_category: 'GIFTCARD_DIGITAL', price: expect.any(Number) });
    // Choosing the card: select_item with the same item, then the product page's view_item.
    await page.locator('.product-card__link').filter({ hasText: 'Trattoria del Borgo Lume' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Trattoria del Borgo Lume/ })).toBeVisible();
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['view_item_list', 'select_item', 'view_item']);
    const [, selected, viewed] = await dataLayerEvents(page);
    expect(selected!.ecommerce).toEqual({ ...list, items: [seenItems[at]] });
    expect(viewed!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: seenItems[at]!.item_id, quantity: 1 }] });
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await page.waitForURL(/\/carrello\//);
    await expect(page.getByRole('heading', { name: /Trattoria del Borgo Lume/ }).first()).toBeVisible();
    await expect.poll(async () => names((await dataLayerEvents(page)).slice(3))).toEqual(['add_to_cart', 'view_cart']);
    const [added, cart] = (await dataLayerEvents(page)).slice(3);
    expect(added!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ ...trattoria, quantity: 1, price: expect.any(Number) }] });
    const productId = added!.ecommerce!.items[0]!.item_id;
    expect(cart!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ item_id: productId, quantity: 1 }] });
    // The checkout (a new page: its data layer starts empty).
    await details(page, `analytics-${Date.now()}@example.it`);
    await page.getByRole('button', { name: 'Continua' }).click();
    await atCheckoutStep(page, 'payment');
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['begin_checkout', 'add_shipping_info']);
    expect((await dataLayerEvents(page))[0]!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ ...trattoria, quantity: 1 }] });
    // Paying: the form refused (terms not accepted) sends nothing; sent, add_payment_info with the method.
    await page.getByRole('radio', { name: /Carta di credito/ }).check();
    await keepDataLayerEvents(page);
    await page.getByRole('button', { name: /^Paga/ }).click();
    await expect(page.getByRole('checkbox', { name: /Accetto/ })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('checkbox', { name: /Accetto/ }).check();
    await page.getByRole('button', { name: /^Paga/ }).click();
    await page.waitForURL(/\/psp\/sandbox\/pay\//);
    const paid = await keptDataLayerEvents(page);
    expect(names(paid)).toEqual(['add_payment_info']);
    expect(paid[0]!.ecommerce).toMatchObject({ currency: 'EUR', payment_type: 'card', items: [{ ...trattoria, quantity: 1 }] });
    expect(paid[0]!.ecommerce!.value).toBeGreaterThan(0);
    await fillSandboxCard(page, 'Giulia Rossi');
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
    await expect(page.getByText('Completato')).toBeVisible();
    await expect.poll(async () => names(await dataLayerEvents(page))).toEqual(['purchase']);
    const [purchase] = await dataLayerEvents(page);
    const number = (await page.locator('.confirmation__number strong').first().textContent())!.trim();
    expect(purchase!.ecommerce).toMatchObject({ transaction_id: number, currency: 'EUR', gclid: 'TEST-CLICK-1', items: [{ item_id: productId, quantity: 1 }] });
    expect(purchase!.ecommerce!.value).toBeGreaterThan(0);
    // A reload of the confirmation sends no second purchase.
    await page.reload();
    await hydrated(page);
    expect(names(await dataLayerEvents(page))).toEqual([]);
  });

  test('with consent refused nothing is pushed and no click id is kept', async ({ page }, testInfo) => {
    walkOnce('mobile');
    await page.goto('/carte-regalo/gift-card-trattoria-del-borgo-lume/?gclid=TEST-CLICK-2');
    await hydrated(page);
    await page.getByRole('region', { name: 'Cookie su Donami' }).getByRole('button', { name: 'Solo necessari' }).click();
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await page.waitForURL(/\/carrello\//);
    await expect(page.getByRole('heading', { name: /Trattoria del Borgo Lume/ }).first()).toBeVisible();
    await page.goto('/cassa/');
    await hydrated(page);
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('gclid'))).toBeNull();
    // The choice is kept: no banner on the next page; the footer's Cookies link changes it.
    await expect(page.getByRole('region', { name: 'Cookie su Donami' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Impostazioni dei cookie' });
    await expect(settings.getByRole('checkbox', { name: 'Cookie statistici' })).not.toBeChecked();
    await expectAccessible(page, testInfo);
  });
});
