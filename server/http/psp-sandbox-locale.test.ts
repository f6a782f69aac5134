import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { sandboxPages } from '../../tests/helpers/sandbox-pages.ts';
import { PLACE, privateBuyer, readyBasket } from '../../tests/helpers/checkout.ts';
import { drainJobs } from '../jobs/queue.ts';
import type { Database } from '../db/client.ts';
import { sandboxPayments } from '../modules/payments/tables.ts';

// The sandbox's hosted page speaks the payer's language, as the shop opened the payment in it (a
// real provider's `locale`): Dutch, English, and Italian for a payment opened without one.

const returnUrl = '/bestellen/betaling-verwerken/?order=4f1c';
const card = { cardholder: 'Sanne de Vries', cardNumber: '4242 4242 4242 4242', expMonth: '09', expYear: '29', cvc: '123' };
const plain = (html: string) => html.replace(/\u00a0/g, ' ');

describe.each(databaseKinds)('the sandbox payment page in the payer’s language on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await drainJobs(database.db);
  });

  const { pay, page, post, status } = sandboxPages(() => ({ database, api }), { description: 'Donami.nl · bestelling 100042', returnUrl });

  it('speaks Dutch on a payment opened in Dutch: the page, its card form, its outcomes and its field errors', async () => {
    const id = await pay('card', null, 'nl');
    const html = plain(await (await page(id)).text());
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Rond de betaling af · Sandbox Pay</title>');
    expect(html).toContain('<p class="amount">€ 25,00</p>');
    expect(html).toMatch(/value="paid">Betaal € 25,00<\/button>/);
    expect(html).toContain('Creditcard of debitkaart');
    for (const label of ['Naam van de kaarthouder', 'Kaartnummer', 'Maand (MM)', 'Jaar (JJ)', 'CVC']) expect(html).toContain(`>${label}</label>`);
    for (const outcome of ['Betaald', 'Mislukt', 'Geannuleerd', 'In behandeling', 'Verlopen'])
      expect(html).toMatch(new RegExp(`name="outcome" value="\\w+"[^>]*>${outcome}</button>`));
    expect(html).toMatch(/De betaling verloopt om \d\d:\d\d\./);
    expect(html).toContain('Testomgeving');
    for (const word of ['Paga', 'Titolare', 'Riepilogo', 'Ambiente di test', 'Pagamento']) expect(html, word).not.toContain(word);

    const res = await post(`/psp/sandbox/pay/${id}/`, {
      ...card,
      cardholder: '',
      cardNumber: '4242 abcd',
      expMonth: '13',
      expYear: '',
      cvc: '',
      outcome: 'paid',
    });
    expect(res.status).toBe(422);
    const refused = plain(await res.text());
    expect(refused).toContain('<html lang="nl">');
    expect(refused).toContain('Controleer de ingevulde gegevens');
    for (const error of [
      'Vul de naam van de kaarthouder in.',
      'Vul een kaartnummer van 12–19 cijfers in.',
      'Vul de vervalmaand in (01–12).',
      'Vul het vervaljaar in (JJ).',
      'Vul de CVC van 3 of 4 cijfers in.',
    ])
      expect(refused, error).toContain(error);
    expect(refused).not.toContain('Inserisci');
    expect(await status(id)).toBe('open');

    await post(`/psp/sandbox/pay/${id}/`, { ...card, outcome: 'paid' });
    const done = plain(await (await page(id)).text());
    expect(done).toContain('<h1>Betaling gelukt</h1>');
    expect(done).toContain(`<a class="btn primary" href="${returnUrl}">Terug naar de winkel</a>`);
  });

  it('speaks Dutch for the bank choice, the bank transfer and the invoice too', async () => {
    const redirect = await pay('bank_redirect', null, 'nl');
    const choice = plain(await (await page(redirect)).text());
    expect(choice).toContain('<h2 id="bank-title">Kies je bank</h2>');
    expect(choice).toContain('>Annuleren en terug naar de winkel</button>');
    await post(`/psp/sandbox/pay/${redirect}/banca`, { bank: 'grachtenbank' });
    const bank = plain(await (await page(redirect)).text());
    expect(bank).toContain('<h2>Grachtenbank</h2>');
    expect(bank).toContain('>Keur de betaling van € 25,00 goed</button>');

    const transfer = plain(await (await page(await pay('bank_transfer', null, 'nl'))).text());
    for (const text of [
      'Gegevens voor de overschrijving',
      '<dt>Begunstigde</dt>',
      '<dt>Omschrijving</dt>',
      '<dt>Bedrag</dt><dd>€ 25,00</dd>',
      '(meestal 1–3 werkdagen)',
    ])
      expect(transfer).toContain(text);
    expect(transfer).toContain('>Genoteerd, ik betaal per overschrijving</button>');

    const invoice = await pay('invoice', null, 'nl');
    expect(await (await page(invoice)).text()).toContain('<label for="accept-invoice">Ik ga akkoord met betalen op factuur binnen 30 dagen</label>');
    const refused = await post(`/psp/sandbox/pay/${invoice}/`, { outcome: 'paid' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Ga akkoord met betalen op factuur binnen 30 dagen.');
  });

  it('speaks English on a payment opened in English', async () => {
    const id = await pay('card', null, 'en');
    const html = plain(await (await page(id)).text());
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Complete the payment · Sandbox Pay</title>');
    expect(html).toMatch(/value="paid">Pay €25\.00<\/button>/);
    for (const label of ['Cardholder name', 'Card number', 'Month (MM)', 'Year (YY)', 'CVC']) expect(html).toContain(`>${label}</label>`);
    for (const outcome of ['Paid', 'Failed', 'Cancelled', 'Pending', 'Expired'])
      expect(html).toMatch(new RegExp(`name="outcome" value="\\w+"[^>]*>${outcome}</button>`));
    for (const word of ['Paga', 'Titolare', 'Betaal']) expect(html, word).not.toContain(word);
    const refused = await post(`/psp/sandbox/pay/${id}/`, { ...card, cardNumber: '4242', cvc: '', outcome: 'paid' });
    expect(refused.status).toBe(422);
    const errors = await refused.text();
    expect(errors).toContain('Enter a card number of 12–19 digits.');
    expect(errors).toContain('Enter the 3- or 4-digit CVC.');
    const redirect = await pay('bank_redirect', 'polderbank', 'en');
    expect(await (await page(redirect)).text()).toContain('>Authorise the payment of €25.00</button>');
  });

  it('speaks Italian on a payment opened before the shop sent a language', async () => {
    const id = await pay('card', null, 'nl');
    await database.db.update(sandboxPayments).set({ locale: null }).where(eq(sandboxPayments.id, id));
    const html = plain(await (await page(id)).text());
    expect(html).toContain('<html lang="it">');
    expect(html).toMatch(/value="paid">Paga 25,00 €<\/button>/);
    const refused = await post(`/psp/sandbox/pay/${id}/`, { ...card, cvc: '', outcome: 'paid' });
    expect(await refused.text()).toContain('Inserisci il CVC di 3 o 4 cifre.');
  });

  it('opens the payment of an order in the order’s language: Dutch and English on the Dutch storefront', async () => {
    const storeOne = (language: 'nl' | 'en') => ({
      graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
        api.graphql<T>(query, { userData: { language, storeID: 1, countryCode: 'NL', redeemToken: null }, ...variables }),
    });
    const buyer = { ...privateBuyer, firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.nl', confirmEmail: 'sanne@example.nl' };
    const digital = { productId: 'cadeaubon-streetwear-quartiere', variationType: 'digital', value: '50', quantity: 1 };
    for (const [language, lang, button] of [
      ['nl', 'nl', /value="paid">Betaal € \d+,\d\d<\/button>/],
      ['en', 'en', /value="paid">Pay €\d+\.\d\d<\/button>/],
    ] as const) {
      const shopper = storeOne(language);
      const { uuid } = await readyBasket(shopper, [digital], { buyer });
      const placed = (await shopper.graphql<any>(PLACE, { orderUuid: uuid, payment: { method: 'card', termsAccepted: true } })).data.placeOrder;
      expect(placed.errors).toEqual([]);
      const html = plain(await (await api.app.request(placed.redirectUrl)).text());
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(button);
    }
  });
});
