import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { sandboxPages } from '../../tests/helpers/sandbox-pages.ts';
import { drainJobs } from '../jobs/queue.ts';
import type { Database } from '../db/client.ts';
import { eventsOf } from '../modules/payments/index.ts';
import { sandboxPayments } from '../modules/payments/tables.ts';

const returnUrl = '/cassa/elaborazione-pagamento/?order=4f1c';
const card = { cardholder: 'Giulia Rossi', cardNumber: '4242 4242 4242 4242', expMonth: '09', expYear: '29', cvc: '123' };
const plain = (html: string) => html.replace(/\u00a0/g, ' ');

describe.each(databaseKinds)('the sandbox payment pages on $kind', ({ open }) => {
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

  const { pay, page, post, status } = sandboxPages(() => ({ database, api }), { description: 'Donami.it · ordine 100042', returnUrl });

  it('shows the merchant, the amount with cents and the card form, in Italian and without scripts', async () => {
    const id = await pay('card');
    const res = await page(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = plain(await res.text());
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Donami.it · ordine 100042');
    expect(html).toContain('25,00 €');
    expect(html).toContain('Carta di credito o debito');
    for (const label of ['Titolare della carta', 'Numero della carta', 'Mese (MM)', 'Anno (AA)', 'CVC']) expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(/4242 4242 4242 4242/);
    for (const outcome of ['Pagato', 'Fallito', 'Annullato', 'In attesa', 'Scaduto'])
      expect(html).toMatch(new RegExp(`name="outcome" value="\\w+"[^>]*>${outcome}</button>`));
    expect(html).toContain('<legend>Opzioni di test</legend>');
    expect(html).not.toContain('<script');
  });

  it('answers 404 for an unknown payment', async () => {
    const res = await page('sbx_doesnotexist');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Pagamento non trovato');
  });

  it('refuses a form post of more than the body limit (413) and changes nothing', async () => {
    const id = await pay('card');
    const res = await post(`/psp/sandbox/pay/${id}/`, { ...card, outcome: 'paid', filler: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await status(id)).not.toBe('paid');
    expect(await eventsOf(database.db, id)).toEqual([]);
  });

  it('applies the chosen outcome, records the event and sends the payer back to the shop', async () => {
    const id = await pay('card');
    const res = await post(`/psp/sandbox/pay/${id}/`, { ...card, outcome: 'paid' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnUrl);
    expect(await status(id)).toBe('paid');
    const events = await eventsOf(database.db, id);
    expect(events.map((e) => e.status)).toEqual(['paid']);
    expect((await drainJobs(database.db, 'psp-sandbox-deliver')).map((j) => j.data)).toEqual([{ eventId: events[0]?.id }]);
    const after = plain(await (await page(id)).text());
    expect(after).toContain('Pagamento riuscito');
    expect(after).toContain(`href="${returnUrl}"`);
    expect(after).not.toContain('name="outcome"');
  });

  it('refuses a card payment without valid details and keeps it open, without echoing the card number', async () => {
    const id = await pay('card');
    const res = await post(`/psp/sandbox/pay/${id}/`, { ...card, cardNumber: '4242 abcd', cvc: '', outcome: 'paid' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Inserisci un numero di carta di 12–19 cifre.');
    expect(html).toContain('Inserisci il CVC di 3 o 4 cifre.');
    expect(html).toContain('value="Giulia Rossi"');
    expect(html).not.toContain('4242 abcd');
    expect(await status(id)).toBe('open');
    expect(await eventsOf(database.db, id)).toHaveLength(0);
  });

  it('pays badly with the test cards and test tools: declined, a technical error, suspected fraud, each with its own ending', async () => {
    const cases = [
      { form: { ...card, cardNumber: '4000 0000 0000 0002', outcome: 'paid' }, reason: 'declined', ending: 'Il pagamento è stato rifiutato.' },
      {
        form: { ...card, cardNumber: '4000 0000 0000 0119', outcome: 'paid' },
        reason: 'error',
        ending: 'Si è verificato un errore tecnico durante il pagamento.',
      },
      {
        form: { ...card, cardNumber: '4100 0000 0000 0019', outcome: 'paid' },
        reason: 'fraud',
        ending: 'I nostri controlli di sicurezza hanno bloccato il pagamento.',
      },
      { form: { ...card, outcome: 'error' }, reason: 'error', ending: 'errore tecnico' },
      { form: { ...card, outcome: 'fraud' }, reason: 'fraud', ending: 'bloccato il pagamento' },
    ];
    for (const { form, reason, ending } of cases) {
      const id = await pay('card');
      const html = plain(await (await page(id)).text());
      expect(html).toContain('4000 0000 0000 0119');
      expect(html).toMatch(/name="outcome" value="error"[^>]*>Errore tecnico<\/button>/);
      expect(html).toMatch(/name="outcome" value="fraud"[^>]*>Frode sospetta<\/button>/);
      expect((await post(`/psp/sandbox/pay/${id}/`, form)).headers.get('location')).toBe(returnUrl);
      const row = (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0];
      expect({ status: row?.status, reason: row?.failureReason }).toEqual({ status: 'failed', reason });
      expect(plain(await (await page(id)).text())).toContain(ending);
    }
    // Any other number pays.
    const id = await pay('card');
    await post(`/psp/sandbox/pay/${id}/`, { ...card, cardNumber: '5555 5555 5555 4444', outcome: 'paid' });
    expect(await status(id)).toBe('paid');
  });

  it('lets the payer cancel without entering a card', async () => {
    const id = await pay('card');
    const res = await post(`/psp/sandbox/pay/${id}/`, { outcome: 'canceled' });
    expect(res.headers.get('location')).toBe(returnUrl);
    expect(await status(id)).toBe('canceled');
  });

  it('takes the test options from the form: twice, late and out of order', async () => {
    const id = await pay('wallet');
    const html = await (await page(id)).text();
    expect(html).toContain('Paga con Wallet');
    await post(`/psp/sandbox/pay/${id}/`, { outcome: 'paid', duplicate: 'yes', outOfOrder: 'yes', delaySeconds: '30' });
    const events = await eventsOf(database.db, id);
    const final = events.find((e) => e.status === 'paid')!;
    const stale = events.find((e) => e.status === 'pending')!;
    const jobs = await drainJobs(database.db, 'psp-sandbox-deliver');
    expect(jobs.map((j) => (j.data as { eventId: string }).eventId)).toEqual([final.id, final.id, stale.id]);
    expect(jobs[0]?.options.startAfter!.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('asks for the bank first on a bank redirect, then shows it', async () => {
    const id = await pay('bank_redirect');
    const first = await (await page(id)).text();
    expect(first).toContain('Scegli la tua banca');
    // The provider's own page lists every bank it knows: the Italian and the Dutch ones.
    expect(first.match(/type="radio" id="bank-\d+"/g)).toHaveLength(11);
    expect(first).not.toContain('name="outcome" value="paid"');
    const chosen = await post(`/psp/sandbox/pay/${id}/banca`, { bank: 'credito_appenninico' });
    expect(chosen.status).toBe(303);
    const then = await (await page(id)).text();
    expect(then).toContain('Credito Appenninico');
    expect(then).toContain('name="outcome" value="paid"');
    expect((await post(`/psp/sandbox/pay/${id}/`, { outcome: 'failed' })).headers.get('location')).toBe(returnUrl);
    expect(await status(id)).toBe('failed');
  });

  it('shows the transfer details for a bank transfer, which stays pending by default', async () => {
    const id = await pay('bank_transfer');
    const html = await (await page(id)).text();
    for (const text of ['IBAN', 'IT60 X054 2811 1010 0000 0123 456', 'BIC', 'Beneficiario', 'Causale', '100042']) expect(html).toContain(text);
    expect(html).toMatch(/class="btn primary" type="submit" name="outcome" value="pending"/);
    // A transfer takes days: the page says so, not that the payment expires in half an hour.
    expect(html).toContain('di solito arriva in 1–3 giorni lavorativi');
    expect(html).not.toContain('Il pagamento scade alle');
    await post(`/psp/sandbox/pay/${id}/`, { outcome: 'pending' });
    expect(await status(id)).toBe('pending');
    const waiting = await (await page(id)).text();
    expect(waiting).toContain('Pagamento in attesa');
    expect(waiting).toContain('IT60 X054 2811 1010 0000 0123 456');
  });

  it('asks an invoice payer to accept the 30-day invoice', async () => {
    const id = await pay('invoice');
    expect(await (await page(id)).text()).toContain('Fattura a 30 giorni');
    expect((await post(`/psp/sandbox/pay/${id}/`, { outcome: 'paid' })).status).toBe(422);
    expect((await post(`/psp/sandbox/pay/${id}/`, { outcome: 'paid', acceptInvoice: 'yes' })).status).toBe(303);
    expect(await status(id)).toBe('paid');
  });

  it('shows a payment past its time as expired, and sends the expiry event', async () => {
    const id = await pay('card');
    await database.db
      .update(sandboxPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPayments.id, id));
    expect(await (await page(id)).text()).toContain('Pagamento scaduto');
    expect(await status(id)).toBe('expired');
    expect((await eventsOf(database.db, id)).map((e) => e.status)).toEqual(['expired']);
    // The payer's late click changes nothing.
    const res = await post(`/psp/sandbox/pay/${id}/`, { ...card, outcome: 'paid' });
    expect(res.headers.get('location')).toBe(`/psp/sandbox/pay/${id}/`);
    expect(await status(id)).toBe('expired');
  });

  it('operator page: confirms a bank transfer, pays an expired payment late, resends and expires', async () => {
    const transfer = await pay('bank_transfer');
    await post(`/psp/sandbox/pay/${transfer}/`, { outcome: 'pending' });
    const lapsed = await pay('card');
    const fresh = await pay('wallet', null, 'nl');
    const list = plain(await (await api.app.request('/psp/sandbox/')).text());
    expect(list).toContain(transfer);
    expect(list).toContain('Segna come pagato');
    // The operator's desk stays Italian, whatever the payer's language.
    expect(list).toContain('<html lang="it">');
    expect(list).toMatch(new RegExp(`id="p-${fresh}"[\\s\\S]*?<dt>Metodo</dt><dd>Wallet digitale</dd>`));
    const act = (id: string, action: string) => post(`/psp/sandbox/operatore/${id}/`, { action });

    const confirmed = await act(transfer, 'paid');
    expect(confirmed.status).toBe(303);
    expect(await status(transfer)).toBe('paid');
    expect(plain(await (await api.app.request(confirmed.headers.get('location')!)).text())).toContain('Segnato come pagato');

    await act(lapsed, 'expire');
    expect(await status(lapsed)).toBe('expired');
    await act(lapsed, 'paid');
    expect(await status(lapsed)).toBe('paid');
    expect((await eventsOf(database.db, lapsed)).map((e) => e.status)).toEqual(['expired', 'paid']);

    await drainJobs(database.db);
    await act(lapsed, 'resend');
    const paidEvent = (await eventsOf(database.db, lapsed)).find((e) => e.status === 'paid')!;
    expect((await drainJobs(database.db, 'psp-sandbox-deliver')).map((j) => j.data)).toEqual([{ eventId: paidEvent.id }]);

    // Marking an open payment paid is the payer's job, not the operator's.
    const refused = await act(fresh, 'paid');
    expect(refused.headers.get('location')).toContain('fatto=none');
    expect(await status(fresh)).toBe('open');
  });

  it('operator page: the payer’s bank disputes a paid payment, then the dispute is won or lost; nothing else is allowed', async () => {
    const paid = await pay('card');
    await post(`/psp/sandbox/pay/${paid}/`, { ...card, outcome: 'paid' });
    expect(await status(paid)).toBe('paid');
    const unpaid = await pay('card');
    const act = (id: string, action: string) => post(`/psp/sandbox/operatore/${id}/`, { action });
    const disputeEvents = async (id: string) =>
      (await eventsOf(database.db, id)).map((e) => (JSON.parse(e.body) as { data: { dispute?: { status: string } } }).data.dispute?.status).filter(Boolean);
    const entryOf = async (id: string) => {
      const html = await (await api.app.request('/psp/sandbox/')).text();
      return plain(html.slice(html.indexOf(`id="p-${id}"`), html.indexOf('</li>', html.indexOf(`id="p-${id}"`))));
    };
    expect(await entryOf(paid)).toContain('Contestazione della banca (chargeback)');
    expect(await entryOf(unpaid)).not.toContain('Contestazione');
    // Not on an unpaid payment, and not decided before it is opened.
    expect((await act(unpaid, 'dispute')).headers.get('location')).toContain('fatto=none');
    expect((await act(paid, 'dispute-won')).headers.get('location')).toContain('fatto=none');

    const opened = await act(paid, 'dispute');
    expect(opened.headers.get('location')).toContain('fatto=dispute');
    expect(await disputeEvents(paid)).toEqual(['open']);
    const open = await entryOf(paid);
    expect(open).toContain('<dt>Contestazione</dt><dd>aperta</dd>');
    expect(open).toContain('Contestazione vinta dal negozio');
    expect(open).not.toContain('Contestazione della banca');
    expect((await act(paid, 'dispute')).headers.get('location')).toContain('fatto=none');

    expect((await act(paid, 'dispute-lost')).headers.get('location')).toContain('fatto=dispute-lost');
    expect(await disputeEvents(paid)).toEqual(['open', 'lost']);
    expect(await entryOf(paid)).toContain('<dt>Contestazione</dt><dd>persa dal negozio</dd>');
    // Decided: nothing more to do with it, and the payment stays paid (the money went back through the bank).
    expect((await act(paid, 'dispute-won')).headers.get('location')).toContain('fatto=none');
    expect(await status(paid)).toBe('paid');
  });
});
