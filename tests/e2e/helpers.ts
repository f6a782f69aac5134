import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from './axe.ts';

const widths = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
type Width = keyof typeof widths;
const WALKED_ONCE = 'walked once';

/**
 * A long journey walks once, at the width given (the other project skips it), and each screen it
 * checks for accessibility or shoots is checked and shot at the other width too. The long journeys
 * are shared between the two widths, so both are walked.
 */
export function walkOnce(at: Width) {
  const info = test.info();
  test.skip(info.project.name !== at, `walked once, at ${at} width; its screens are checked and shot at the other width too`);
  info.annotations.push({ type: WALKED_ONCE, description: at });
}

/** Runs `look` at the width the journey walks at, and again at the other one when it walks once. */
async function atEachWidth(page: Page, info: TestInfo, look: () => Promise<void>) {
  await look();
  const walked = info.annotations.find((a) => a.type === WALKED_ONCE)?.description;
  if (!walked) return;
  const walking = page.viewportSize() ?? widths[walked as Width];
  await page.setViewportSize(widths[walked === 'mobile' ? 'desktop' : 'mobile']);
  try {
    await look();
  } finally {
    await page.setViewportSize(walking);
  }
}

/**
 * Whether the journeys take screenshots for review: when asked, with SHOTS=1 or SHOTS_DIR (a full-page
 * shot costs the browser about 0.8 CPU-s on 2 cores, and nobody looks at CI's).
 */
export const SHOOTING = process.env.SHOTS === '1' || !!process.env.SHOTS_DIR;
/** Where the journeys put their screenshots for review: SHOTS_DIR, or reports/shots. */
export const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../reports/shots');

/** A screenshot of the screen for review, named with the viewport's width (at both widths when the journey walks once). */
export async function screenshot(page: Page, name: string, fullPage = true) {
  if (!SHOOTING) return;
  mkdirSync(SHOTS, { recursive: true });
  await atEachWidth(page, test.info(), async () => {
    await settled(page);
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage });
  });
}

/**
 * Fails on any WCAG 2.1 A/AA violation of the screen as it settles: the page's animations and
 * transitions end first (colours caught halfway through a fade fail the contrast check).
 */
export async function expectAccessible(page: Page, testInfo: TestInfo) {
  await atEachWidth(page, testInfo, () => checkAccessible(page, testInfo));
}

/** The screen's animations and transitions have ended (a modal has opened, a fade is over). */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // a spinner turns for ever
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}

async function checkAccessible(page: Page, testInfo: TestInfo) {
  await settled(page);
  const summary = await axeViolations(page);
  const width = page.viewportSize()?.width;
  if (summary.length) await testInfo.attach(`axe at ${width} px`, { body: summary.join('\n'), contentType: 'text/plain' });
  expect(summary, `accessibility violations at ${width} px`).toEqual([]);
}

/** The error modal (§7 default handler) is open with `text` (Italian), the focus inside it; answers the modal. */
export async function expectErrorModal(page: Page, text: string) {
  const modal = page.getByRole('alertdialog', { name: 'Ops!' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(text);
  await expect(modal.getByRole('button', { name: 'Chiudi' })).toBeFocused();
  return modal;
}

export function isMobile(testInfo: TestInfo) {
  return testInfo.project.name === 'mobile';
}

/** The visitor chose their cookies before this page (as the banner keeps the choice), so it asks nothing. */
export async function withConsent(page: Page, choice: { statistics: boolean; marketing: boolean }) {
  await page.addInitScript((c) => window.localStorage.setItem('cookieConsent', JSON.stringify({ ...c, at: new Date().toISOString() })), choice);
}

/** The data layer's events (its consent signals left out). */
type LayerEvent = {
  event: string;
  ecommerce?: {
    currency?: string;
    value?: number;
    transaction_id?: string;
    gclid?: string;
    payment_type?: string;
    item_list_id?: string;
    item_list_name?: string;
    items: Record<string, unknown>[];
  };
};
export async function dataLayerEvents(page: Page): Promise<LayerEvent[]> {
  return page.evaluate(() => (window.dataLayer ?? []).filter((e) => !!e && typeof e === 'object' && 'event' in e) as LayerEvent[]);
}

/**
 * From now on the page's data layer events are also kept in the tab's session storage, so that
 * they can be read after the browser has moved on to the payment provider's page.
 */
export async function keepDataLayerEvents(page: Page) {
  await page.evaluate(() => {
    const layer = (window.dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const events = entries.filter((e) => !!e && typeof e === 'object' && 'event' in e);
      const kept = JSON.parse(sessionStorage.getItem('e2e:dataLayer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e:dataLayer', JSON.stringify([...kept, ...events]));
      return push(...entries);
    };
  });
}

export async function keptDataLayerEvents(page: Page): Promise<LayerEvent[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:dataLayer') ?? '[]') as LayerEvent[]);
}

type RouterState = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
/**
 * Waits until React has hydrated the page (app/root.tsx marks it) and the router is at rest (no
 * navigation, revalidation or form submission under way), so clicks reach the screen they aim at.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter;
    if (!document.documentElement.hasAttribute('data-hydrated') || !router) return false;
    const { navigation, revalidation, fetchers } = router.state;
    return navigation.state === 'idle' && revalidation === 'idle' && [...fetchers.values()].every((f) => f.state === 'idle');
  });
}

/** Fills the sandbox provider's card form with its test card (README: 4242 4242 4242 4242). */
export async function fillSandboxCard(page: Page, holder: string) {
  await page.getByLabel('Titolare della carta').fill(holder);
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Mese (MM)').fill('12');
  await page.getByLabel('Anno (AA)').fill('30');
  await page.getByLabel('CVC').fill('123');
}

const checkoutStepNames = { delivery: 'Spedizione e consegna', payment: 'Pagamento' } as const;

/**
 * The checkout has moved on to `step`: its address says so and the steps list marks it current.
 * The address changes as the new step's data arrives; waiting for the list as well means the old
 * step's form (which has fields and a "Continua" of the same names) is gone before the journey types.
 */
export async function atCheckoutStep(page: Page, step: keyof typeof checkoutStepNames) {
  await page.waitForURL(new RegExp(`step=${step}`));
  await expect(page.locator('[aria-current="step"]')).toContainText(checkoutStepNames[step]);
}
