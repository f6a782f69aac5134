import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { browserForTests } from '../tests/helpers/browser.ts';
import { must } from '../common/must.ts';

export type Scores = { performance: number; accessibility: number; seo: number; bestPractices: number; runs: number[] };

// Lighthouse's simulated scores vary from run to run on a loaded 2-core machine: each page is
// measured RUNS times and the median run is kept (a run that errors is measured again).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse mobile scores (0–100) of each page, with the system Chromium. */
export async function lighthouseScores(base: string, pages: Record<string, string>): Promise<Record<string, Scores>> {
  const chromePath = await browserForTests();
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: mkdtempSync(path.join(tmpdir(), 'donami-lh-')),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const out: Record<string, Scores> = {};
  try {
    for (const [name, p] of Object.entries(pages)) {
      const runs: Omit<Scores, 'runs'>[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const r = await lighthouse(base + p, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        });
        if (!r || r.lhr.runtimeError) continue;
        const c = r.lhr.categories;
        const score = (id: string) => Math.round((must(c[id], `Lighthouse was asked for ${id}`).score ?? 0) * 100);
        runs.push({ performance: score('performance'), accessibility: score('accessibility'), seo: score('seo'), bestPractices: score('best-practices') });
      }
      runs.sort((a, b) => a.performance - b.performance);
      // A page no run could measure scores 0, below every budget.
      const median = runs[Math.floor(runs.length / 2)] ?? { performance: 0, accessibility: 0, seo: 0, bestPractices: 0 };
      out[name] = { ...median, runs: runs.map((x) => x.performance) };
      console.log(`Lighthouse ${name}:`, JSON.stringify(out[name]));
    }
  } finally {
    chrome.kill();
  }
  return out;
}
