import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eSettings } from './env.ts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seedCard } from '../../server/db/seed/cards.ts';
import { freshDatabase } from '../helpers/fresh-database.ts';
import { expectAccessible, hydrated, screenshot, walkOnce } from './helpers.ts';
import { solveHumanCheck } from './redeem-steps.ts';

// The monthly balance doubler, as a holder and an operator would live it: enter a card on
// /doppiatore/, run the draw with the operators' command, and find the doubled balance (the page's
// past draws, the winner's e-mail, the balance check).
//
// The draw is an operator's command on the shop's database. Nothing is exposed over HTTP to run a
// draw, so this journey runs a shop of its own on a fresh database: on the PostgreSQL of
// TEST_DATABASE_URL when there is one (CI), where the command runs beside the shop; otherwise on
// PGlite, which one process opens at a time: start the shop, enter the card, stop it, draw, start
// it again.

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
const NODE = existsSync(path.join(ROOT, 'node_modules/.bin/node')) ? path.join(ROOT, 'node_modules/.bin/node') : process.execPath;
const CARD = seedCard('browser3'); // 100 €, reserved for this journey
const EMAIL = 'vincitrice@example.it';

type Shop = { url: string; stop(): Promise<void> };
/** Where the journey's shop keeps its data: what the shop and the command are started with. */
type Store = { env: Record<string, string>; shared: boolean; remove(): void };

async function freshStore(): Promise<Store> {
  const server = process.env.TEST_DATABASE_URL;
  // The shop runs through the draw: no page from its cache may hide the result.
  if (server) return { env: { DATABASE_URL: await freshDatabase(server, 'donami_e2e_doubler'), PAGE_CACHE_MS: '0' }, shared: true, remove: () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'donami-doubler-e2e-'));
  return { env: { DATA_DIR: dataDir }, shared: false, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startShop(store: Store, port: number): Promise<Shop> {
  const child: ChildProcess = spawn(NODE, ['server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...store.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A production start needs real settings (decision 018): the journeys' own test values.
      ...e2eSettings,
    },
  });
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += String(d);
  });
  // The shop must not outlive this test's worker: a shop left running (a start that timed out on a
  // loaded machine) kept its port and a CPU share for the rest of the run.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const url = `http://127.0.0.1:${port}`;
  try {
    await expect(async () => {
      if (child.exitCode !== null) throw new Error(`the shop stopped: ${errors}`);
      expect((await fetch(`${url}/healthz`)).ok).toBe(true);
    }).toPass({ timeout: 90_000, intervals: [250] });
  } catch (e) {
    kill();
    throw e;
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `npm run doubler -- …` on the shop's database (stopped, on PGlite). */
function doubler(store: Store, ...args: string[]): string {
  const r = spawnSync(NODE, ['scripts/doubler.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...store.env, LOG_LEVEL: 'warn' } });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

function romeMonth(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(new Date());
}

const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
const masked = `${CARD.number.slice(0, 4)} ${CARD.number.slice(4, 6)}•• •••• ••• ${CARD.number.slice(-4)}`;

/** The screen checked and shot (at both widths: the walk runs once, its own shop takes most of a minute to start, twice). */
async function shot(page: Page, testInfo: TestInfo, screen: string) {
  await expectAccessible(page, testInfo);
  await screenshot(page, `doubler-${screen}`);
}

test("enter the doubler, run the draw and see the winner's doubled balance", async ({ page }, testInfo) => {
  walkOnce('desktop');
  const store = await freshStore();
  const port = await freePort();
  let shop = await startShop(store, port);
  try {
    // The page: what the doubler is, this month's commitment, the form.
    await page.goto(`${shop.url}/doppiatore/`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Il doppiatore del saldo', level: 1 })).toBeVisible();
    await expect(page.getByText('fino a 250 €').first()).toBeVisible();
    await expect(page.getByText('Ancora nessuna carta iscritta')).toBeVisible();
    const seedHash = (await page.getByTestId('doubler-seed-hash').textContent())!.trim();
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    await expectAccessible(page, testInfo);
    await shot(page, testInfo, 'page');

    // A wrong PIN is refused like an unknown number; consent is required.
    const form = page.locator('form.doubler-form');
    await form.getByLabel('Numero della carta').fill(spaced(CARD.number));
    await form.getByLabel('PIN', { exact: true }).fill('000000');
    await form.getByLabel('La tua e-mail').fill(EMAIL);
    await solveHumanCheck(page, form);
    await form.getByRole('button', { name: 'Partecipa all’estrazione' }).click();
    await expect(form.getByText('Per partecipare devi acconsentire a ricevere le e-mail sull’estrazione')).toBeVisible();
    await form.getByLabel(/Acconsento a ricevere e-mail/).check();
    await solveHumanCheck(page, form);
    await form.getByRole('button', { name: 'Partecipa all’estrazione' }).click();
    // The card's refusal names no field (the same for a wrong PIN and an unknown number): the error modal says it (§7).
    const refusal = page.getByRole('alertdialog', { name: 'Ops!' });
    await expect(refusal).toContainText('Non conosciamo questo numero');
    await expectAccessible(page, testInfo);
    await shot(page, testInfo, 'errors');
    await refusal.getByRole('button', { name: 'Ho capito' }).click();
    await expect(refusal).toBeHidden();

    // The right PIN: the card is in this month's draw.
    await form.getByLabel('PIN', { exact: true }).fill(CARD.pin);
    if (!(await form.getByLabel(/Acconsento a ricevere e-mail/).isChecked())) await form.getByLabel(/Acconsento a ricevere e-mail/).check();
    await solveHumanCheck(page, form);
    await form.getByRole('button', { name: 'Partecipa all’estrazione' }).click();
    await page.waitForURL(/\/doppiatore\/grazie\/gift-card-tutto-in-uno\/\?mese=/);
    await expect(page.getByRole('heading', { name: 'Sei in gara!', level: 1 })).toBeVisible();
    await expect(page.getByText(/La tua carta partecipa all’estrazione di \w+ \d{4}\. Estraiamo la carta vincente lunedì/)).toBeVisible();
    await expectAccessible(page, testInfo);
    await shot(page, testInfo, 'thanks');

    await page.goto(`${shop.url}/doppiatore/`);
    await expect(page.getByText('1 carta iscritta')).toBeVisible();
    await expect(page.getByTestId('doubler-seed-hash')).toHaveText(seedHash);

    // The operator draws the month (early: its Monday has not come) and anyone can check it.
    if (!store.shared) await shop.stop();
    const month = romeMonth();
    const drawn = doubler(store, 'draw', '--store', '53', '--month', month, '--early');
    expect(drawn).toContain(`store 53, ${month}: drawn: entry`);
    expect(drawn).toMatch(/wins 100\s€, e-mailed to vincitrice@example\.it/);
    expect(doubler(store, 'draw', '--store', '53', '--month', month, '--early')).toContain('already drawn');
    const verified = doubler(store, 'verify', '--store', '53', '--month', month);
    expect(verified).toContain(`seed hash  ${seedHash}`);
    expect(verified).toContain('OK: the published winner is the one the seed gives');

    // The page publishes the result, the seed that matches the commitment, and the entries.
    if (!store.shared) shop = await startShop(store, port);
    await page.goto(`${shop.url}/doppiatore/`);
    await hydrated(page);
    const draw = page.getByTestId(`doubler-draw-${month}`);
    await expect(draw.getByText(masked).first()).toBeVisible();
    await expect(draw.getByText('+100 €')).toBeVisible();
    await draw.getByText('Seme e carte in gara, per verificare').click();
    await expect(draw.getByText(seedHash)).toBeVisible();
    await expect(draw.getByRole('table')).toContainText('Vincente');
    await expectAccessible(page, testInfo);
    await shot(page, testInfo, 'drawn');

    // The winner's e-mail tells the new balance.
    // (The shop's job worker sends it: on PostgreSQL the shop ran all along, and it may still be on its way.)
    const won = page.getByRole('link', { name: /Hai vinto il doppiatore di/ });
    await expect(async () => {
      await page.goto(`${shop.url}/__mailbox/?to=${encodeURIComponent(EMAIL)}`);
      await expect(won).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000, intervals: [1000] });
    await won.click();
    await expect(page.locator('pre')).toContainText(/Abbiamo aggiunto 100,00\s€ alla carta: il nuovo saldo è 200,00\s€\./);

    // And the balance check shows it.
    await page.goto(`${shop.url}/controlla-il-credito/`);
    await hydrated(page);
    const check = page.locator('form.card-check');
    await check.getByLabel('Numero della carta').fill(spaced(CARD.number));
    await check.getByLabel('PIN', { exact: true }).fill(CARD.pin);
    await solveHumanCheck(page, check);
    await check.getByRole('button', { name: 'Controlla il credito' }).click();
    await expect(page.getByRole('heading', { name: 'Il tuo credito' })).toBeVisible();
    await expect(page.locator('.redeem-cards__total')).toContainText('200');
  } finally {
    await shop.stop();
    store.remove();
  }
});
