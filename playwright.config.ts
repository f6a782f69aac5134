import { defineConfig } from '@playwright/test';
import { e2eSettings } from './tests/e2e/env.ts';
import { browserForTests } from './tests/helpers/browser.ts';

// The test process signs human-check challenges as the server does: the same settings.
for (const [name, value] of Object.entries(e2eSettings)) process.env[name] ??= value;

const port = Number(process.env.E2E_PORT ?? 3210);
// The location journeys' map tiles come from a tile server of the run's own (tests/e2e/tile-server.ts).
const tilePort = Number(process.env.E2E_TILE_PORT ?? port + 7);
// The browser: CHROME_PATH (npm test sets it), else the one tests/helpers/browser.ts finds or
// provides; it sets CHROME_PATH, so the workers, which load this file too, take the same one.
const executablePath = process.env.CHROME_PATH || (await browserForTests());

export default defineConfig({
  testDir: 'tests/e2e',
  // A cap, not a wait: the long journeys (walked once, checked at both widths) took 40-48 s on
  // this 2-core machine with the two workers busy; a journey stuck on a state still fails.
  timeout: 90_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // As a visitor who asked for less motion: the screens are checked as they stand, not halfway
    // through a fade (the rotating selling points, a closing dialog).
    reducedMotion: 'reduce',
    // The mailbox is behind the operator login in production mode (scripts/e2e-server.ts sets it).
    httpCredentials: { username: 'operator', password: 'e2e-operator-password' },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.ts',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port), LOG_LEVEL: 'warn', MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: 'Tiles: e2e' },
    },
    {
      command: 'node tests/e2e/tile-server.ts',
      url: `http://127.0.0.1:${tilePort}/healthz`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { TILE_PORT: String(tilePort) },
    },
  ],
});
