import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { journeyStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';
import { api, ERR, registerCustomer } from './account-steps.ts';
import { expectAccessible, hydrated, screenshot, walkOnce } from './helpers.ts';

// Customers and the dashboard in the back office (issue 18), in Italian: a customer registers and
// places an order by bank transfer; an admin sees it on the dashboard, finds the customer, downloads
// their data and erases them; the order stays with its total and without their name or e-mail.

test.use({ reducedMotion: 'reduce' });

const PLACE_ORDER = {
  add: `mutation A($userData: UserData!, $package: GiftcardPackageInput!) { addGiftcardPackage(userData: $userData, package: $package) { order { id } ${ERR} } }`,
  details: `mutation D($userData: UserData!, $orderUuid: String, $details: CheckoutDetailsInput!) { setCheckoutDetails(userData: $userData, orderUuid: $orderUuid, details: $details) { ${ERR} } }`,
  delivery: `mutation V($userData: UserData!, $orderUuid: String, $delivery: CheckoutDeliveryInput!) { setCheckoutDelivery(userData: $userData, orderUuid: $orderUuid, delivery: $delivery) { ${ERR} } }`,
  place: `mutation P($userData: UserData!, $orderUuid: String, $payment: CheckoutPaymentInput!) { placeOrder(userData: $userData, orderUuid: $orderUuid, payment: $payment) { order { number } ${ERR} } }`,
};

/** A registered customer's order of a 30 € card, to be paid by bank transfer: placed through the shop's API. */
async function placeTransferOrder(page: Page, email: string): Promise<string> {
  const pkg = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
  const added = (await api(page, PLACE_ORDER.add, { package: pkg })).addGiftcardPackage;
  expect(added.errors).toEqual([]);
  const orderUuid = added.order.id as string;
  const details = { customerType: 'PRIVATE', firstName: 'Chiara', lastName: 'Neri', email, confirmEmail: email, phoneCountry: 'IT', phoneNumber: '3479876543' };
  expect((await api(page, PLACE_ORDER.details, { orderUuid, details })).setCheckoutDetails.errors).toEqual([]);
  const delivery = { addresses: [], physical: [], digital: [], registeredMail: false };
  expect((await api(page, PLACE_ORDER.delivery, { orderUuid, delivery })).setCheckoutDelivery.errors).toEqual([]);
  const placed = (await api(page, PLACE_ORDER.place, { orderUuid, payment: { method: 'bank_transfer', termsAccepted: true } })).placeOrder;
  expect(placed.errors).toEqual([]);
  return placed.order.number as string;
}

async function logInAsAdmin(page: Page) {
  const staff = journeyStaff('people', 'admin');
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Accesso al back office' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
  await page.getByLabel('Codice di verifica').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo di oggi', level: 1 })).toBeVisible();
}

test('an admin sees today’s order on the dashboard, finds its customer, downloads their data and erases them', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `chiara.gdpr.${Date.now()}@example.it`;
  await registerCustomer(page, email);
  const number = await placeTransferOrder(page, email);

  await logInAsAdmin(page);
  const today = page.getByRole('region', { name: 'Ordini e incassi di oggi' });
  await expect(today.getByRole('row', { name: /^IT/ })).toBeVisible();
  expect(Number(await today.getByRole('row', { name: /^IT/ }).getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
  const waiting = page.getByRole('region', { name: /Ordini in attesa di bonifico/ });
  await expect(waiting.getByRole('link', { name: number })).toHaveAttribute('href', `/admin/orders/${number}`);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-dashboard');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Clienti' }).click();
  await page.getByLabel('E-mail o nome').fill(email);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('link', { name: 'Chiara Neri' })).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-customers');
  await page.getByRole('link', { name: 'Chiara Neri' }).click();
  await expect(page.getByRole('heading', { name: 'Chiara Neri', level: 1 })).toBeVisible();
  const orderRow = page.getByRole('row', { name: new RegExp(number) });
  await expect(orderRow.getByRole('link', { name: number })).toBeVisible();
  const total = await orderRow.getByRole('cell').last().textContent();
  expect(total).toMatch(/€/);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-customer');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica i dati' }).click();
  const file = await download;
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { tables: Record<string, Record<string, unknown>[]> };
  expect(exported.tables.customers?.[0]).toMatchObject({ email, firstName: 'Chiara', lastName: 'Neri' });
  expect(exported.tables.orders?.map((o) => o.number)).toContain(number);

  const erase = page.getByRole('form', { name: 'Cancella i dati personali (GDPR)' });
  await erase.getByLabel('Motivo').fill('Richiesta GDPR via e-mail del cliente');
  await erase.getByRole('button', { name: 'Cancella definitivamente' }).click();
  await expect(page.getByText('Fatto: i dati personali sono cancellati.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(email);
  await expect(page.getByRole('main')).not.toContainText('Neri');
  await expect(
    page
      .getByRole('row', { name: new RegExp(number) })
      .getByRole('cell')
      .last(),
  ).toHaveText(total!);
  await expect(page.getByRole('form', { name: 'Cancella i dati personali (GDPR)' })).toHaveCount(0);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-customer-erased');
});
