import { expect, type Page, type TestInfo } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Fails on any WCAG 2.1 A/AA violation of the screen as it settles: the page's animations and
 * transitions end first (colours caught halfway through a fade fail the contrast check).
 */
export async function expectAccessible(page: Page, testInfo: TestInfo) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity) // a spinner turns for ever
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')})`,
  );
  if (summary.length) await testInfo.attach('axe', { body: summary.join('\n'), contentType: 'text/plain' });
  expect(summary, 'accessibility violations').toEqual([]);
}

export function isMobile(testInfo: TestInfo) {
  return testInfo.project.name === 'mobile';
}

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  await page.waitForLoadState('networkidle');
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
