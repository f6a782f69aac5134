import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { journeyStaff, SEED_STAFF_PASSWORD } from '../../server/db/seed/staff.ts';
import { api, ERR } from './account-steps.ts';
import { expectAccessible, fillSandboxCard, screenshot, walkOnce } from './helpers.ts';

// The back office's orders (issue 17, decision 047), in Italian, as its staff would use them:
// support finds an order by the buyer's e-mail and sends the card e-mail again (the mailbox shows
// it twice), and is refused a refund its role does not allow; finance refunds one package of an
// order and marks a bank transfer received on another, which then completes and sends its card.
// The orders are placed through the shop's API and paid on the sandbox provider's page.

test.use({ reducedMotion: 'reduce' });

const BRAND = { productId: 'gift-card-trattoria-del-borgo-lume', variationType: 'digital', value: '30', quantity: 1 };
const CHOICE = { productId: 'gift-card-tutto-in-uno', variationType: 'digital', value: '25', quantity: 2 };
const POSTED = { productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '50', quantity: 1 };
const COMPANY = {
  customerType: 'BUSINESS',
  reference: 'Regali di Natale',
  companyName: 'Ufficio Aperto S.r.l.',
  chamberOfCommerce: 'MI-1234567',
  vatNumber: '01234567897',
  sdiCode: 'M5UXCR1',
  // The registered office the e-invoice names.
  street: 'Via Tortona',
  houseNumber: '27',
  postCode: '20144',
  city: 'Milano',
};
const SEAT = { firstName: 'Marta', lastName: 'Ferri', countryCode: 'IT', street: 'Via Roma', houseNumber: '12', postCode: '20121', city: 'Milano' };
const ADD = `mutation Add($userData: UserData!, $orderUuid: String, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, orderUuid: $orderUuid, package: $package) { order { id packagesGroups { packageId } } ${ERR} } }`;
const DETAILS = `mutation D($userData: UserData!, $orderUuid: String, $details: CheckoutDetailsInput!) {
  setCheckoutDetails(userData: $userData, orderUuid: $orderUuid, details: $details) { ${ERR} } }`;
const DELIVERY = `mutation V($userData: UserData!, $orderUuid: String, $delivery: CheckoutDeliveryInput!) {
  setCheckoutDelivery(userData: $userData, orderUuid: $orderUuid, delivery: $delivery) { ${ERR} } }`;
const PLACE = `mutation P($userData: UserData!, $orderUuid: String, $payment: CheckoutPaymentInput!) {
  placeOrder(userData: $userData, orderUuid: $orderUuid, payment: $payment) { redirectUrl order { number } ${ERR} } }`;

type Answer = { errors: unknown[] };
const ok = <T extends Answer>(answer: T): T => {
  expect(answer.errors).toEqual([]);
  return answer;
};

type Added = Answer & { order: { id: string; packagesGroups: { packageId: string }[] } };

/**
 * An order of `packages` placed through the shop's API and paid on the provider's page: by card, a
 * transfer promised, or a company's order on invoice (physical packages go to the company's seat).
 */
async function placeOrder(page: Page, email: string, packages: Record<string, unknown>[], method: 'card' | 'bank_transfer' | 'invoice'): Promise<string> {
  let added = null as Added | null;
  for (const p of packages)
    added = ok((await api<{ addGiftcardPackage: Added }>(page, ADD, { orderUuid: added?.order.id ?? null, package: p })).addGiftcardPackage);
  const orderUuid = added!.order.id;
  const person = { customerType: 'PRIVATE', firstName: 'Marta', lastName: 'Ferri', email, confirmEmail: email, phoneCountry: 'IT', phoneNumber: '3471234567' };
  const buyer = method === 'invoice' ? { ...person, ...COMPANY } : person;
  ok((await api<{ setCheckoutDetails: Answer }>(page, DETAILS, { orderUuid, details: buyer })).setCheckoutDetails);
  const posted = packages.some((p) => p.variationType === 'physical');
  const delivery = {
    addresses: posted ? [SEAT] : [],
    physical: posted ? added!.order.packagesGroups.map(({ packageId }) => ({ packageId, address: 0 })) : [],
    digital: [],
    registeredMail: false,
  };
  ok((await api<{ setCheckoutDelivery: Answer }>(page, DELIVERY, { orderUuid, delivery })).setCheckoutDelivery);
  const placed = ok(
    (
      await api<{ placeOrder: Answer & { redirectUrl: string; order: { number: string } } }>(page, PLACE, {
        orderUuid,
        payment: { method, termsAccepted: true },
      })
    ).placeOrder,
  );
  await page.goto(placed.redirectUrl);
  if (method === 'card') {
    await fillSandboxCard(page, 'Marta Ferri');
    await page.getByRole('button', { name: /^Paga \d/ }).click();
  } else if (method === 'invoice') {
    await page.getByLabel(/Accetto di pagare con fattura/).check();
    await page.getByRole('button', { name: 'Accetta e paga con fattura' }).click();
  } else {
    await page.getByRole('button', { name: 'Ho preso nota, pagherò con bonifico' }).click();
  }
  await page.waitForURL(/\/cassa\/[0-9a-f-]{36}\//, { timeout: 20_000, waitUntil: 'commit' });
  return placed.order.number;
}

async function logIn(page: Page, role: 'support' | 'finance') {
  const staff = journeyStaff('orders', role);
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_STAFF_PASSWORD);
  await page.getByLabel('Codice di verifica').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Riepilogo di oggi', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Ordini', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ordini', level: 1 })).toBeVisible();
}

/** Searches by e-mail and opens the one order found, once the payment's news reached it with `status`. */
async function openOrder(page: Page, email: string, status: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByText('Ordini trovati: 1')).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Ordine [A-Z]{2}-\d+$/ })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('definition').first()).toHaveText(status, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** Chooses the select's option whose text holds `text`. */
async function choose(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

async function mailboxCount(page: Page, email: string, subject: RegExp, count: number) {
  await expect(async () => {
    await page.goto(`/__mailbox/?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: subject })).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test('support finds an order by e-mail and sends its card e-mail again; a refund is refused to its role', async ({ page }, testInfo) => {
  walkOnce('desktop');
  const email = `supporto-${Date.now()}@example.it`;
  await placeOrder(page, email, [BRAND], 'card');
  await mailboxCount(page, email, /La tua gift card/, 1);

  await logIn(page, 'support');
  // The banner tells whoever works here that this shop takes no real money (issue 19).
  await expect(page.getByRole('paragraph').filter({ hasText: 'Pagamenti:' })).toContainText('Donami IT — Sandbox (nessun incasso)');
  await expectAccessible(page, testInfo);
  await openOrder(page, email, 'completato');
  await expect(page.getByRole('listitem').filter({ hasText: 'La tua gift card' })).toHaveCount(1);
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-order');

  const resend = page.getByRole('form', { name: 'Invia di nuovo un’e-mail' });
  await choose(resend.getByLabel('E-mail', { exact: true }), 'La tua gift card');
  await resend.getByLabel('Motivo').fill('La cliente non trova l’e-mail');
  await resend.getByRole('button', { name: 'Invia di nuovo' }).click();
  await expect(page.getByText('Fatto: l’ordine è aggiornato.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'La tua gift card' })).toHaveCount(2);

  // Refunds are finance's: kept among the other roles' actions, and refused with a clear message.
  await page.getByText('Azioni riservate ad altri ruoli').click();
  const refund = page.getByRole('form', { name: 'Rimborsa tutto l’ordine' });
  await refund.getByLabel('Motivo').fill('Prova');
  await refund.getByRole('button', { name: 'Rimborsa e annulla' }).click();
  await expect(page.getByRole('alert')).toHaveText('Il tuo ruolo non permette questa operazione.');
  await expect(page.getByRole('definition').first()).toHaveText('completato');

  await mailboxCount(page, email, /La tua gift card/, 2);
});

test('finance refunds one package of an order and marks a bank transfer received on another, whose card then goes out', async ({ page }, testInfo) => {
  walkOnce('mobile');
  const stamp = Date.now();
  const paidEmail = `rimborso-${stamp}@example.it`;
  const transferEmail = `bonifico-${stamp}@example.it`;
  const invoiceEmail = `fattura-${stamp}@example.it`;
  await placeOrder(page, paidEmail, [BRAND, CHOICE], 'card');
  await placeOrder(page, transferEmail, [BRAND], 'bank_transfer');
  await placeOrder(page, invoiceEmail, [POSTED], 'invoice');

  await logIn(page, 'finance');
  await screenshot(page, 'admin-orders-search');
  await openOrder(page, paidEmail, 'completato');
  const refund = page.getByRole('form', { name: 'Rimborsa un pacchetto' });
  await choose(refund.getByLabel('Pacchetto'), '× 2');
  await refund.getByLabel('Motivo').fill('Il cliente ne voleva una sola');
  await refund.getByRole('button', { name: 'Rimborsa' }).click();
  await expect(page.getByText('Fatto: l’ordine è aggiornato.')).toBeVisible();
  const refunded = page.getByRole('listitem').filter({ hasText: 'Il cliente ne voleva una sola' });
  await expect(refunded).toContainText('50,00 €');
  await expect(refunded).toContainText('Finance orders (Amministrazione)');
  await expect(page.getByRole('definition').first()).toHaveText('completato');
  // The refund's credit note is made by a job just after: the page lists it once it is there.
  const notes = page.getByRole('list', { name: 'Note di credito' });
  await expect(async () => {
    await page.reload();
    await expect(notes).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(notes).toContainText(/NC-IT-\d{4}-\d{6}/);
  await expect(notes).toContainText('-50,00 €');
  await screenshot(page, 'admin-order-credit-note');
  const [notePdf] = await Promise.all([page.waitForEvent('download'), notes.getByRole('link', { name: /PDF$/ }).click()]);
  expect(notePdf.suggestedFilename()).toMatch(/^nota-di-credito-NC-IT-\d{4}-\d{6}\.pdf$/);
  expect(
    readFileSync(await notePdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // A private buyer's digital cards: no address for the buyer's seat, so no e-invoice, and it says so.
  const eInvoice = page.getByRole('link', { name: 'Scarica la fattura elettronica (XML per lo SDI)' });
  await eInvoice.click();
  await expect(page.getByText('Manca un indirizzo per la sede del cliente: la fattura elettronica non può essere emessa.')).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-order-einvoice-refused', false);

  // A company's order on invoice: its FatturaPA XML, as it goes to SDI.
  await page.getByRole('link', { name: 'Torna alla ricerca' }).click();
  await expect(page.getByRole('heading', { name: 'Ordini', level: 1 })).toBeVisible();
  await openOrder(page, invoiceEmail, 'completato');
  const [download] = await Promise.all([page.waitForEvent('download'), eInvoice.click()]);
  expect(download.suggestedFilename()).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
  expect(xml).toContain('<Denominazione>Ufficio Aperto S.r.l.</Denominazione>');
  expect(xml).toContain('<Sede><Indirizzo>Via Tortona</Indirizzo><NumeroCivico>27</NumeroCivico><CAP>20144</CAP><Comune>Milano</Comune>');

  await page.getByRole('link', { name: 'Torna alla ricerca' }).click();
  await page.getByLabel('Metodo di pagamento').selectOption('bank_transfer');
  await page.getByLabel('Stato').selectOption('pending');
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('link', { name: /^[A-Z]{2}-\d+$/ }).first()).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-orders-results');
  await openOrder(page, transferEmail, 'in attesa di pagamento');
  const transfer = page.getByRole('form', { name: 'Bonifico ricevuto' });
  await transfer.getByLabel('Motivo').fill('Estratto conto del 28 novembre');
  await transfer.getByRole('button', { name: 'Segna come ricevuto' }).click();
  await expect(page.getByText('Fatto: l’ordine è aggiornato.')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('completato');
  await expectAccessible(page, testInfo);
  await mailboxCount(page, transferEmail, /La tua gift card Trattoria del Borgo Lume/, 1);

  await page.goto('/admin/orders/attention');
  await expect(page.getByRole('heading', { name: 'Ordini da controllare', level: 1 })).toBeVisible();
  await expectAccessible(page, testInfo);
  await screenshot(page, 'admin-orders-attention');
});
