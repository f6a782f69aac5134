import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { ADD, DETAILS, ERR, PLACE, businessBuyer, pay, readyBasket, runDeliveries } from '../../../tests/helpers/checkout.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { outbox } from '../notifications/tables.ts';
import { attachmentContent } from '../notifications/index.ts';
import { invoiceDataOf, renderInvoicePdf } from './invoice-pdf.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import * as t from './tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// A company orders on invoice through the API: the Italian business fields (partita IVA, SDI or
// PEC), the provider's acceptance, the order completed at once, the invoice e-mailed as a PDF.

const company = {
  ...businessBuyer,
  email: 'acquisti@ufficioaperto.it',
  confirmEmail: 'acquisti@ufficioaperto.it',
  vatNumber: 'IT 012 345 678 97',
  sdiCode: 'm5uxcr1',
};
const digital = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '50', quantity: 2 };
const BILLING = `query B($userData: UserData!, $uuid: String!) {
  order(userData: $userData, uuid: $uuid) { order { status billingAddress { customerType companyName vatNumber kvkNumber referenceNumber sdiCode pecAddress } } payment { status method } } }`;
const CART_BILLING = `mutation D($userData: UserData!, $orderUuid: String, $details: CheckoutDetailsInput!) {
  setCheckoutDetails(userData: $userData, orderUuid: $orderUuid, details: $details) { order { billingAddress { vatNumber sdiCode pecAddress } } ${ERR} } }`;

describe.each(databaseKinds)('orders on invoice on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  let basket: string;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
    basket = (await api.graphql(ADD, { package: digital })).data.addGiftcardPackage.order.id;
  });
  afterAll(async () => {
    await database.close();
  });
  /** The number the order's invoice was given when it completed (decision 046). */
  const invoiceNumberOf = async (orderId: number) =>
    must((await database.db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId)))[0], 'a completed order has its invoice').number;
  const details = async (changes: Record<string, unknown>) =>
    (await api.graphql(DETAILS, { orderUuid: basket, details: { ...company, ...changes } })).data.setCheckoutDetails.errors as {
      code: number;
      message: string;
      referencedRequestParameter: string;
    }[];

  it.each([
    ['a wrong check digit', { vatNumber: '01234567898' }, 'details.vatNumber', 'Questa partita IVA non è valida: controlla le 11 cifre'],
    ['ten digits', { vatNumber: '0123456789' }, 'details.vatNumber', 'Questa partita IVA non è valida: controlla le 11 cifre'],
    ['all zeros', { vatNumber: '00000000000' }, 'details.vatNumber', 'Questa partita IVA non è valida: controlla le 11 cifre'],
    ['no VAT number', { vatNumber: '' }, 'details.vatNumber', 'Inserisci la partita IVA'],
    [
      'neither SDI code nor PEC',
      { sdiCode: '', pecAddress: null },
      'details.sdiCode',
      "Inserisci il codice destinatario SDI oppure l'indirizzo PEC per la fattura elettronica",
    ],
    ['an SDI code of 6 characters', { sdiCode: 'M5UXCR' }, 'details.sdiCode', 'Il codice destinatario SDI è composto da 7 lettere o cifre'],
    ['an SDI code with a symbol', { sdiCode: 'M5U-CR1' }, 'details.sdiCode', 'Il codice destinatario SDI è composto da 7 lettere o cifre'],
    ['0000000 without a PEC', { sdiCode: '0000000' }, 'details.pecAddress', "Con il codice destinatario 0000000 inserisci anche l'indirizzo PEC"],
    ['a PEC that is no e-mail address', { sdiCode: null, pecAddress: 'ufficioaperto-pec.it' }, 'details.pecAddress', 'Inserisci un indirizzo PEC valido'],
  ])('refuses %s with its Italian message on its field', async (_name, changes, field, message) => {
    expect(await details(changes)).toEqual([{ code: 9004, message, referencedRequestParameter: field }]);
  });

  it('reports every problem at once, each on its field', async () => {
    const errors = await details({ vatNumber: '01234567898', sdiCode: '', companyName: '' });
    expect(errors.map((e) => e.referencedRequestParameter).sort()).toEqual(['details.companyName', 'details.sdiCode', 'details.vatNumber']);
  });

  it('stores the partita IVA as its 11 digits and the SDI code in capitals; a PEC alone is enough', async () => {
    const saved = (await api.graphql(CART_BILLING, { orderUuid: basket, details: company })).data.setCheckoutDetails;
    expect(saved.errors).toEqual([]);
    expect(saved.order.billingAddress).toEqual({ vatNumber: '01234567897', sdiCode: 'M5UXCR1', pecAddress: null });
    const pec = (await api.graphql(CART_BILLING, { orderUuid: basket, details: { ...company, sdiCode: '0000000', pecAddress: 'ufficioaperto@pec.it' } })).data
      .setCheckoutDetails;
    expect(pec.order.billingAddress).toEqual({ vatNumber: '01234567897', sdiCode: '0000000', pecAddress: 'ufficioaperto@pec.it' });
  });

  it('a private customer of the same storefront is not asked for business fields', async () => {
    expect(await details({ customerType: 'PRIVATE', vatNumber: 'x', sdiCode: 'x' })).toEqual([]);
  });

  it('a company orders on invoice: accepted at once, completed, cards delivered, the invoice PDF e-mailed', async () => {
    const { uuid } = await readyBasket(api, [digital], { buyer: company });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'invoice', termsAccepted: true, expectedGrandTotal: 100.95 } })).data
      .placeOrder;
    expect(placed.errors).toEqual([]);
    // The provider's page asks the buyer to accept its 30-day terms; accepting is the "paid" outcome.
    await pay(database, api, placed.redirectUrl, 'paid');
    const order = (await api.graphql(BILLING, { uuid })).data.order;
    expect(order.order.status).toBe('COMPLETED');
    expect(order.payment).toEqual({ status: 'paid', method: 'invoice' });
    expect(order.order.billingAddress).toEqual({
      customerType: 'BUSINESS',
      companyName: 'Ufficio Aperto S.r.l.',
      vatNumber: '01234567897',
      kvkNumber: 'MI-1234567',
      referenceNumber: 'Natale 2026',
      sdiCode: 'M5UXCR1',
      pecAddress: null,
    });
    // Accepted on invoice is completed at once: its card went out with the acceptance.
    expect(await runDeliveries(database)).toBe(0);

    const row = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'row exists');
    const mails = (await database.db.select().from(outbox)).filter((m) => m.orderId === row.id);
    // "Order accepted", with its invoice, is the order's confirmation: no other is sent.
    expect(mails.map((m) => m.kind).sort()).toEqual(['card-delivery', 'invoice-order-accepted']);
    const invoiceMail = mails.find((m) => m.kind === 'invoice-order-accepted')!;
    const number = await invoiceNumberOf(row.id);
    expect(number).toMatch(/^FT-IT-\d{4}-\d{6}$/);
    expect(invoiceMail.to).toBe('acquisti@ufficioaperto.it');
    expect(invoiceMail.subject).toBe(`Fattura ${number}: il tuo ordine ${row.number} è confermato`);
    expect(invoiceMail.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(invoiceMail.text).toContain(`Causale: ${number}`);
    expect(invoiceMail.text).toMatch(/pagala entro il \d{1,2} \w+ \d{4}/);
    expect(invoiceMail.attachments).toHaveLength(1);
    expect(invoiceMail.attachments[0]).toMatchObject({ filename: `fattura-${row.number}.pdf`, contentType: 'application/pdf' });
    expect((await attachmentContent(must(invoiceMail.attachments[0], 'the mail has the invoice'), invoiceMail)).subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(await renderInvoicePdf(await invoiceDataOf(database.db, row, storefrontById(row.storeId)!), { compress: false }));
    for (const shown of [
      `N. ${number}`,
      'Ufficio Aperto S.r.l.',
      'P.IVA IT01234567897',
      'Codice destinatario SDI: M5UXCR1',
      'Riferimento: Natale 2026',
      'Pagamento a 30 giorni data fattura',
    ]) {
      expect(text, shown).toContain(shown);
    }
    expect(text).toMatch(/Streetwear Quartiere - gift card digitale\n2\n50,00 €\nEsente\n100,00 €/);
    expect(text).toMatch(/Totale fattura\n100,95 €/);
  });

  // The Dutch storefront: its own business fields (KvK, btw-nummer), its own language for every
  // word of the invoice and its e-mail; English when the order was placed in English.
  const storeOne = (language: 'nl' | 'en') => ({
    app: api.app,
    graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
      api.graphql<T>(query, { userData: { language, storeID: 1, countryCode: 'NL', redeemToken: null }, ...variables }),
  });
  const dutchCompany = {
    ...company,
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'inkoop@kantoorlicht.nl',
    confirmEmail: 'inkoop@kantoorlicht.nl',
    companyName: 'Kantoorlicht B.V.',
    chamberOfCommerce: '12345678',
    vatNumber: 'NL123456789B01',
    reference: 'Kerst 2026',
    sdiCode: null,
  };
  const dutchDigital = { ...digital, productId: 'cadeaubon-streetwear-quartiere' };

  it('a Dutch company on invoice gets the e-mail, the file name and every word of the PDF in Dutch', async () => {
    const nl = storeOne('nl');
    const { uuid } = await readyBasket(nl, [dutchDigital], { buyer: dutchCompany });
    const placed = (await nl.graphql<any>(PLACE, { orderUuid: uuid, payment: { method: 'invoice', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'paid');
    const row = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'row exists');
    const mail = must(
      (await database.db.select().from(outbox)).find((m) => m.orderId === row.id && m.kind === 'invoice-order-accepted'),
      'the invoice mail',
    );
    const number = await invoiceNumberOf(row.id);
    expect(number).toMatch(/^FT-NL-\d{4}-\d{6}$/);
    expect(mail.subject).toBe(`Factuur ${number}: je bestelling ${row.number} is bevestigd`);
    expect(mail.text).toContain(`Omschrijving: ${number}`);
    expect(mail.attachments[0]).toMatchObject({ filename: `factuur-${row.number}.pdf`, contentType: 'application/pdf' });

    const data = await invoiceDataOf(database.db, row, storefrontById(row.storeId)!);
    expect(data.locale).toBe('nl');
    const text = pdfText(await renderInvoicePdf(data, { compress: false }));
    for (const shown of [
      `Factuurnummer: ${number}`,
      'Kantoorlicht B.V.',
      'Btw-nummer NL123456789B01',
      'KvK-nummer 12345678',
      'Betaalmethode: Op factuur (zakelijk)',
    ])
      expect(text, shown).toContain(shown);
    expect(text).toMatch(/Cadeaubon Streetwear Quartiere - digitale\s+cadeaukaart\n2\n€ 50,00\nVrijgesteld\n€ 100,00/);
    expect(text).toMatch(/Servicekosten\n1\n€ 0,95\n21%\n€ 0,95/);
    expect(text).toMatch(/Totaal\n€ 100,95/);
    expect(text).toContain('Te betalen binnen 30 dagen na factuurdatum');
    for (const word of ['Fattura', 'Totale', 'IVA', 'gift card digitale', 'Costi di servizio']) expect(text, word).not.toContain(word);
  });

  it('an order placed in English on the Dutch storefront gets an English invoice', async () => {
    const en = storeOne('en');
    const { uuid } = await readyBasket(en, [dutchDigital], { buyer: { ...dutchCompany, customerType: 'PRIVATE' } });
    const placed = (await en.graphql<any>(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'paid');
    const row = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'row exists');
    const data = await invoiceDataOf(database.db, row, storefrontById(row.storeId)!);
    expect(data.locale).toBe('en');
    const text = pdfText(await renderInvoicePdf(data, { compress: false }));
    expect(text).toContain(`Invoice no. ${await invoiceNumberOf(row.id)}`);
    expect(text).toMatch(/ - digital gift card\n2\n€50\.00\nExempt\n€100\.00/);
    expect(text).toMatch(/Service fee\n1\n€0\.95\n21%\n€0\.95/);
    expect(text).toMatch(/Invoice total\n€100\.95/);
    expect(text).toMatch(/Paid on \d\d\/\d\d\/\d{4} \(Credit or debit card\)\./);
    for (const word of ['Fattura', 'Factuur', 'Totale', 'IVA', 'btw']) expect(text, word).not.toContain(word);
  });

  it('a company paying by card gets the usual order confirmation once paid, without an invoice', async () => {
    const { uuid } = await readyBasket(api, [digital], { buyer: company });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
    await pay(database, api, placed.redirectUrl, 'paid');
    const row = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'row exists');
    const kinds = (await database.db.select().from(outbox))
      .filter((m) => m.orderId === row.id)
      .map((m) => m.kind)
      .sort();
    expect(kinds).toEqual(['card-delivery', 'order-confirmation']);
  });
});
