// The redeem journeys' steps: the cards each width spends and how a holder checks, chooses and pays.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { seedCards } from '../../server/db/seed/cards.ts';
import { hydrated, isMobile, screenshot } from './helpers.ts';

export type Key = (typeof seedCards)[number]['key'];
/** Cards reserved for these journeys, one set per project (a spent card cannot be spent twice). */
export const CARDS: Record<'mobile' | 'desktop', { within: Key; extra: Key }> = {
  mobile: { within: 'browser1', extra: 'browser2' },
  desktop: { within: 'browser4', extra: 'browser5' },
};

export function card(key: Key) {
  const c = seedCards.find((s) => s.key === key);
  if (!c) throw new Error(`no seeded card ${key}`);
  return c;
}

export function cardsOf(testInfo: TestInfo) {
  return CARDS[isMobile(testInfo) ? 'mobile' : 'desktop'];
}

/** A screen for the record; a modal is taken as the viewport shows it. */
export const shot = (page: Page, screen: string, fullPage = true) => screenshot(page, `redeem-ui-${screen}`, fullPage);

/**
 * The ALTCHA widget solves its proof of work in the page; the form may be sent once it has. It
 * starts when the form gets the focus. A refused post brings a new challenge, and with it a new
 * widget, idle, which may replace the one seen a moment before: the widget's own state is asked
 * until it says verified, and an idle one is started (a click on its checkbox while it works
 * would stop the work under way). Then its checkbox and the token.
 */
export async function solveHumanCheck(page: Page, scope = page.locator('body')) {
  const widget = scope.locator('altcha-widget');
  await expect(widget).toBeAttached({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        widget.evaluate(async (w: HTMLElement & { getState(): string; verify(): Promise<unknown> }) => {
          // The element is in the page before its script has defined it (a busy machine shows the gap).
          await customElements.whenDefined('altcha-widget');
          const state = w.getState();
          if (state !== 'verifying' && state !== 'verified') void w.verify();
          return state;
        }),
      { timeout: 45_000 },
    )
    .toBe('verified');
  await expect(scope.getByRole('checkbox', { name: /^(Verificato|Geverifieerd)$/ })).toBeChecked();
  await expect(scope.locator('input[name="captchaToken"]')).not.toHaveValue('');
}

export async function fillCard(scope: ReturnType<Page['locator']>, number: string, pin: string) {
  await scope.getByLabel('Numero della carta').fill(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await scope.getByLabel('PIN', { exact: true }).fill(pin);
}

export async function checkCard(page: Page, key: Key) {
  const c = card(key);
  await page.goto('/controlla-il-credito/');
  await hydrated(page);
  const form = page.locator('form.card-check');
  await fillCard(form, c.number, c.pin);
  await solveHumanCheck(page, form);
  await form.getByRole('button', { name: 'Controlla il credito' }).click();
  await expect(page.getByRole('heading', { name: 'Il tuo credito' })).toBeVisible();
}

/** Opens an option of the redeem shop and adds it with the redeem gift card modal. */
export async function choose(page: Page, title: RegExp, opts: { amount: string; physical?: boolean; message?: string; wrapper?: string }) {
  // A modal just closed is closed once the address no longer names its option: before that, the
  // option's link points at the page as it is, and clicking it opens nothing.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]choose=/);
  await page.getByRole('link', { name: title }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  if (opts.physical) await modal.getByText('Fisica', { exact: true }).click();
  else if (await modal.getByText('Digitale', { exact: true }).count()) await modal.getByText('Digitale', { exact: true }).click();
  if (opts.wrapper) await modal.getByRole('radio', { name: new RegExp(opts.wrapper) }).check();
  await modal.getByLabel(/Importo in euro/).fill(opts.amount);
  if (opts.message) await modal.getByLabel(/Messaggio personale/).fill(opts.message);
  await modal.getByRole('button', { name: 'Aggiungi al carrello del credito' }).click();
  await expect(modal).toBeHidden();
}

/** The redeem basket: beside the list on a desktop, in its modal on a phone. */
export async function basket(page: Page, testInfo: TestInfo) {
  if (!isMobile(testInfo)) return page.locator('#redeem-basket');
  await page.getByRole('link', { name: 'Vedi il carrello' }).click();
  return page.getByRole('dialog');
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The title of the first tile from `from` on that is a donation (or not), as a link-name pattern. */
export async function optionTitle(page: Page, kind: 'gift card' | 'donation', from = 0): Promise<RegExp> {
  const tiles = page.locator('.redeem-product');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  for (let i = from; i < count; i++) {
    const tile = tiles.nth(i);
    if ((kind === 'donation') !== (await tile.locator('.redeem-product__tag').count()) > 0) continue;
    return new RegExp(`^${escape((await tile.locator('.redeem-product__title').textContent())!.trim())}`);
  }
  throw new Error(`no ${kind} among the options`);
}

/**
 * The first gift card from `from` on that can be had as `kind`: its modal offers the choice, or
 * (digital) shows no wrapping, which only a card sent by post has.
 */
export async function optionAs(page: Page, kind: 'digital' | 'physical', from = 0): Promise<RegExp> {
  const tiles = page.locator('.redeem-product');
  await expect(tiles.first()).toBeVisible();
  for (let i = from; i < (await tiles.count()); i++) {
    const tile = tiles.nth(i);
    if (await tile.locator('.redeem-product__tag').count()) continue;
    await tile.getByRole('link').click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByLabel(/Importo in euro/)).toBeVisible();
    const both = (await modal.getByText('Fisica', { exact: true }).count()) > 0;
    const postOnly = !both && (await modal.getByText('Confezione', { exact: true }).count()) > 0;
    const title = (await tile.locator('.redeem-product__title').textContent())!.trim();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal).toBeHidden();
    if (kind === 'physical' ? both : !postOnly) return new RegExp(`^${escape(title)}`);
  }
  throw new Error(`no ${kind} gift card among the options`);
}
