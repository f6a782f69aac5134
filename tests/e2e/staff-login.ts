import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { journeyStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';

/** Logs a journey's own member of staff into the back office (password and code), in Italian. */
export async function staffLogIn(page: Page, journey: Parameters<typeof journeyStaff>[0], role: Parameters<typeof journeyStaff>[1]) {
  const staff = journeyStaff(journey, role);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
  await page.getByLabel('Codice di verifica').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
}
