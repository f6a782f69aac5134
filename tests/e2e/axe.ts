// The accessibility check of a screen: axe-core, put into the page once per document and run there
// in one call. (@axe-core/playwright's builder puts axe into every frame on every check and finishes
// the run in a blank page of its own: about 2 s a check against about 0.6 s here, on 2 cores, and
// the journeys check a few hundred screens.) Frames are left out: the shop's own frames (the mailbox's
// e-mail, a brand's shop) are checked as pages of their own.
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The WCAG 2.1 A/AA violations of the page as it stands, one line each (rule, help, up to three elements). */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const found = await window.axe.run(exclude.length ? { exclude: exclude.map((s) => [s]) } : document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
        resultTypes: ['violations'],
      });
      return found.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    },
    { tags: TAGS, exclude },
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(' | ')})`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
