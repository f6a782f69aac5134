import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import type { Database } from '../../db/client.ts';
import { listOutbox, outboxEmail } from '../notifications/index.ts';
import { QUOTE_LIMIT } from '../../../common/forms/quote-form.ts';
import { quoteRequests } from './tables.ts';

const REQUEST = `mutation Q($userData: UserData!, $input: QuoteRequestInput!, $captchaToken: String) {
  requestQuote(userData: $userData, input: $input, captchaToken: $captchaToken) { status reference errors { code message referencedRequestParameter } } }`;

type Payload = { status: boolean; reference: string | null; errors: { code: number; message: string; referencedRequestParameter: string | null }[] };

const company = {
  companyName: 'Officine Brambilla Srl',
  vatNumber: 'IT 01234567897',
  contactName: 'Giulia Brambilla',
  phoneNumber: '02 8734 1190',
  message: 'Vorremmo regalare una gift card a ciascuno dei nostri 80 dipendenti per Natale.',
};
const CAPTCHA = { code: 3012, message: 'La verifica di sicurezza non è riuscita. Riprova.', referencedRequestParameter: 'captchaToken' };
const v = (field: string, message: string) => ({ code: 9004, message, referencedRequestParameter: `input.${field}` });

let clients = 0;
let mailboxes = 0;
/** Each test asks from an address and a mailbox of its own: the per-client limit and the outbox stay apart. */
const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
const newEmail = () => `acquisti.${++mailboxes}.${Date.now()}@brambilla.example`;

describe.each(databaseKinds)('quote requests on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    delete process.env.SALES_EMAIL;
  });

  async function ask(
    input: Record<string, unknown>,
    opts: { token?: string | null; headers?: Record<string, string>; userData?: Record<string, unknown> } = {},
  ) {
    const token = opts.token === undefined ? await solvedCaptcha() : opts.token;
    const vars: Record<string, unknown> = { input, captchaToken: token };
    if (opts.userData) vars.userData = opts.userData;
    const r = await api.graphql(REQUEST, vars, opts.headers ?? newClient());
    expect(r.errors).toBeUndefined();
    return r.data.requestQuote as Payload;
  }

  async function mailTo(to: string) {
    const [summary] = await listOutbox(database.db, { to });
    return summary ? outboxEmail(database.db, summary.id) : null;
  }

  it('stores the request and e-mails the sales team every detail and the company the promise of a quote within 1 hour', async () => {
    const email = newEmail();
    const r = await ask({ ...company, email, remark: 'Fattura intestata alla sede di Monza' });
    expect(r.errors).toEqual([]);
    expect(r.status).toBe(true);
    expect(r.reference).toMatch(/^PR-\d{6}$/);

    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email));
    expect(row).toMatchObject({
      storeId: 53,
      locale: 'it',
      companyName: 'Officine Brambilla Srl',
      vatNumber: 'IT01234567897',
      phoneCountry: 'IT',
      productId: null,
    });
    expect(row?.clientHash).not.toContain('198.51.100');

    const customer = (await mailTo(email))!;
    expect(customer.subject).toBe(`Abbiamo ricevuto la tua richiesta di preventivo (${r.reference})`);
    expect(customer.text).toContain('Ciao Giulia Brambilla, grazie per aver chiesto un preventivo per Officine Brambilla Srl.');
    expect(customer.text).toContain('Il nostro team vendite ti invierà il preventivo entro 1 ora');
    expect(customer.text).toContain(company.message);
    expect(customer.html).toContain('entro 1 ora');

    const sales = (await listOutbox(database.db, { to: 'vendite@donami.it' })).find((m) => m.subject.includes(r.reference!))!;
    expect(sales.subject).toBe(`Nuova richiesta di preventivo ${r.reference} – Officine Brambilla Srl`);
    const salesMail = (await outboxEmail(database.db, sales.id))!;
    for (const line of [
      'Azienda: Officine Brambilla Srl',
      'Partita IVA: IT01234567897',
      'Referente: Giulia Brambilla',
      `Email: ${email}`,
      'Telefono: +39 02 8734 1190',
      'Prodotto: Da definire',
      'Nota: Fattura intestata alla sede di Monza',
      company.message,
    ]) {
      expect(salesMail.text).toContain(line);
    }
  });

  it('names the product, the number of cards and their value, and sends to SALES_EMAIL when set', async () => {
    process.env.SALES_EMAIL = 'preventivi@example.it';
    const email = newEmail();
    const r = await ask({ ...company, email, productId: 'gift-card-tutto-in-uno', quantity: '300', value: '50' });
    expect(r.errors).toEqual([]);
    const sales = (await mailTo('preventivi@example.it'))!;
    expect(sales.subject).toContain(r.reference);
    expect(sales.text).toContain('Prodotto: Gift card Tutto-in-uno Donami');
    expect(sales.text).toContain('Numero di carte: 300');
    expect(sales.text).toMatch(/Valore per carta: 50,00\s€/);
    expect(sales.text).toMatch(/Valore indicativo: 15\.000,00\s€/);
    expect((await mailTo(email))!.text).toContain('Prodotto: Gift card Tutto-in-uno Donami');
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email));
    expect(row).toMatchObject({ productTitle: 'Gift card Tutto-in-uno Donami', quantity: 300, valueCents: 5000 });
  });

  it("answers 9004 with each field's message for an empty request, and stores and sends nothing", async () => {
    const before = (await database.db.select().from(quoteRequests)).length;
    const r = await ask({});
    expect(r).toEqual({
      status: false,
      reference: null,
      errors: [
        v('companyName', 'Inserisci la ragione sociale'),
        v('vatNumber', 'Inserisci la partita IVA'),
        v('contactName', 'Inserisci il nome'),
        v('email', "Inserisci l'indirizzo email"),
        v('message', 'Scrivi un messaggio'),
        v('phoneNumber', 'Il numero di telefono è un campo obbligatorio'),
      ],
    });
    expect((await database.db.select().from(quoteRequests)).length).toBe(before);
  });

  it('checks the e-mail, the phone by its dial code, the VAT number and the lengths of message and remark', async () => {
    const r = await ask({
      ...company,
      email: 'acquisti@',
      phoneCountry: 'NL',
      phoneNumber: '06 12',
      vatNumber: '123',
      message: 'x'.repeat(1001),
      remark: 'y'.repeat(251),
    });
    expect(r.errors).toEqual([
      v('vatNumber', 'Questa partita IVA non è valida: controlla le 11 cifre'),
      v('email', 'Inserisci un indirizzo email valido'),
      v('message', 'Puoi inserire al massimo 1000 caratteri'),
      v('remark', 'Puoi inserire al massimo 250 caratteri'),
      v('phoneNumber', 'Inserisci un numero di telefono valido'),
    ]);
    const country = await ask({ ...company, email: newEmail(), phoneCountry: 'XX' });
    expect(country.errors).toEqual([v('phoneCountry', 'Il paese è un campo obbligatorio')]);
    // 1000 characters exactly, counted as a person counts them (an accented letter is one).
    const full = await ask({ ...company, email: newEmail(), message: 'è'.repeat(1000) });
    expect(full.errors).toEqual([]);
  });

  it('refuses on the Italian storefront a partita IVA the checkout refuses (wrong check digit), with the same message on vatNumber', async () => {
    const email = newEmail();
    const r = await ask({ ...company, email, vatNumber: '01234567890' });
    expect(r).toEqual({ status: false, reference: null, errors: [v('vatNumber', 'Questa partita IVA non è valida: controlla le 11 cifre')] });
    expect(await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email))).toHaveLength(0);
    expect((await ask({ ...company, email: newEmail(), vatNumber: 'IT 012.345.678-97' })).errors).toEqual([]);
  });

  it("checks the quantity, the value against the product's range, and the product itself", async () => {
    const r = await ask({ ...company, email: newEmail(), productId: 'gift-card-tutto-in-uno', quantity: '0', value: '7,5' });
    expect(r.errors).toEqual([v('quantity', 'Scegli una quantità da 1 a 10000'), v('value', 'Scegli un valore di almeno 10 e al massimo 500 senza decimali')]);
    const unknown = await ask({ ...company, email: newEmail(), productId: 'gift-card-che-non-esiste' });
    expect(unknown.errors).toEqual([v('productId', 'Il valore inserito non è valido')]);
    const noProduct = await ask({ ...company, email: newEmail(), quantity: '10001', value: '20000' });
    expect(noProduct.errors).toEqual([
      v('quantity', 'Scegli una quantità da 1 a 10000'),
      v('value', 'Scegli un valore di almeno 1 e al massimo 10000 senza decimali'),
    ]);
  });

  it('answers 3012 without a human-check token, with a made-up one and with one already spent', async () => {
    const email = newEmail();
    expect(await ask({ ...company, email }, { token: null })).toEqual({ status: false, reference: null, errors: [CAPTCHA] });
    expect((await ask({ ...company, email }, { token: 'bm90IGEgdG9rZW4=' })).errors).toEqual([CAPTCHA]);
    const token = await solvedCaptcha();
    expect((await ask({ ...company, email }, { token })).errors).toEqual([]);
    expect((await ask({ ...company, email }, { token })).errors).toEqual([CAPTCHA]);
    expect(await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email))).toHaveLength(1);
  });

  it(`answers 3013 after ${QUOTE_LIMIT.requests} requests from one client within the hour; another client may still ask`, async () => {
    const client = newClient();
    for (let i = 0; i < QUOTE_LIMIT.requests; i++) expect((await ask({ ...company, email: newEmail() }, { headers: client })).errors).toEqual([]);
    const refused = await ask({ ...company, email: newEmail() }, { headers: client });
    expect(refused).toEqual({
      status: false,
      reference: null,
      errors: [{ code: 3013, message: 'Hai effettuato troppi tentativi. Riprova più tardi.', referencedRequestParameter: null }],
    });
    expect((await ask({ ...company, email: newEmail() })).errors).toEqual([]);
  });

  it("writes to the company in its language and to the sales team in the storefront's (English on the Dutch storefront)", async () => {
    const email = newEmail();
    const userData = { language: 'en', storeID: 1, countryCode: 'NL', redeemToken: null };
    const r = await ask(
      { ...company, email, phoneCountry: 'NL', phoneNumber: '020 555 0134', vatNumber: 'NL123456789B01', message: 'Forty cards, please.' },
      { userData },
    );
    expect(r.errors).toEqual([]);
    const customer = (await mailTo(email))!;
    expect(customer.subject).toBe(`We have received your quote request (${r.reference})`);
    expect(customer.text).toContain('Our sales team will send you the quote within 1 hour');
    const sales = (await listOutbox(database.db, { to: 'vendite@donami.it' })).find((m) => m.subject.includes(r.reference!))!;
    expect(sales.subject).toBe(`Nieuwe offerteaanvraag ${r.reference} – Officine Brambilla Srl`);
  });

  it('answers 9002 for a store that does not exist', async () => {
    const r = await ask({ ...company, email: newEmail() }, { userData: { language: 'it', storeID: 999, countryCode: 'IT', redeemToken: null } });
    expect(r.errors.map((e) => e.code)).toEqual([9002]);
    expect(r.status).toBe(false);
  });
});
