import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { seedCard } from '../../server/db/seed/cards.ts';
import { journeyStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';
import { expectAccessible, screenshot, walkOnce } from './helpers.ts';

// The back office (issue 17), in Italian, as its staff would use it: finance logs in with password
// and the authenticator app's code, finds a card, takes 25 € off it with a reason and sees it in the
// ledger; support, trying the same, is told its role may not; an admin finds the change in the audit
// log with its reason.

test.use({ reducedMotion: 'reduce' });

const CARD = seedCard('browserAdmin'); // 100 €, reserved for this journey
const REASON = 'Doppio addebito, pratica 4711';

async function logIn(page: Page, role: 'support' | 'finance' | 'admin') {
  const staff = journeyStaff('cards', role);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Accesso al back office' })).toBeVisible();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
  await page.getByLabel('Codice di verifica').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Accedi' }).click();
  // The back office opens on its dashboard (issue 18); the cards are one link away.
  await expect(page.getByRole('heading', { name: 'Riepilogo di oggi', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Carte' }).click();
  await expect(page.getByRole('heading', { name: 'Carte', level: 1 })).toBeVisible();
}

async function findCard(page: Page) {
  await page.getByLabel('Numero della carta').fill(CARD.number);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('heading', { name: 'Movimenti' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: 'Accesso al back office' })).toBeVisible();
}

test('finance adjusts a card with a reason, support is refused, an account locks, an admin reads it all in the audit log', async ({ page }, testInfo) => {
  walkOnce('desktop');
  await page.goto('/admin/');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-login');

  await logIn(page, 'finance');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Carte' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Registro attività' })).toHaveCount(0);
  await findCard(page);
  const adjust = page.getByRole('form', { name: 'Rettifica il saldo' });
  await adjust.getByLabel('Importo in euro (negativo per togliere)').fill('-25,00');
  await adjust.getByLabel('Motivo').fill(REASON);
  await adjust.getByRole('button', { name: 'Rettifica' }).click();
  await expect(page.getByText('Fatto: la carta è aggiornata.')).toBeVisible();
  await expect(page.getByText('75,00 €').first()).toBeVisible();
  const adjusted = page.getByRole('row').filter({ hasText: REASON });
  await expect(adjusted).toContainText('rettifica');
  await expect(adjusted).toContainText('-25,00 €');
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-card');
  await logOut(page);

  await logIn(page, 'support');
  await findCard(page);
  await adjust.getByLabel('Importo in euro (negativo per togliere)').fill('10');
  await adjust.getByLabel('Motivo').fill('Cortesia');
  await adjust.getByRole('button', { name: 'Rettifica' }).click();
  await expect(page.getByRole('alert')).toHaveText('Il tuo ruolo non permette questa operazione.');
  await expect(page.getByRole('row').filter({ hasText: 'Cortesia' })).toHaveCount(0);
  await logOut(page);

  // Five wrong codes lock an account (this journey's operations operator, who works no other step).
  const locked = journeyStaff('cards', 'operations');
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel('E-mail').fill(locked.email);
    await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
    await page.getByLabel('Codice di verifica').fill('000000');
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/')),
      page.getByRole('button', { name: 'Accedi' }).click(),
    ]);
  }
  await expect(page.getByRole('alert')).toHaveText("Troppi tentativi non riusciti: l'accesso è bloccato per 15 minuti.");

  await logIn(page, 'admin');
  await nav.getByRole('link', { name: 'Registro attività' }).click();
  await expect(page.getByRole('heading', { name: 'Registro attività' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: REASON });
  await expect(entry).toContainText('finance.cards@donami.test');
  await expect(entry).toContainText('card.adjust');
  await expect(entry).toContainText(`card:${CARD.number}`);
  await expect(entry).toContainText('balanceCents 10000 → status active, currency EUR, balanceCents 7500');
  // Logins, failed tries and the lock: who, when and what, each on its own row.
  await expect(page.getByRole('row').filter({ hasText: 'admin.cards@donami.test' }).filter({ hasText: 'staff.login' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: locked.email }).filter({ hasText: 'staff.login-failed' })).toHaveCount(4);
  await expect(page.getByRole('row').filter({ hasText: locked.email }).filter({ hasText: 'staff.locked' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: locked.email }).first().getByRole('cell').first()).toHaveText(/\d/);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-audit');
});
