import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf.ts';
import { invoiceLocale } from './invoice-copy.ts';
import { storefrontById } from '../../../common/storefronts.ts';

const placedAt = new Date('2026-03-14T10:00:00Z');
/** Sixty cards of 25 € each, one package each: an invoice of three pages. */
const sixtyCards = (name: string) =>
  Array.from({ length: 60 }, (_, i) => ({ title: `${name} ${i + 1}`, quantity: 1, unitCents: 2500, totalCents: 2500, vatRate: 0, packageId: i + 1 }));

const business: InvoiceData = {
  locale: 'it',
  number: 'FT-IT-100042',
  issuedAt: placedAt,
  order: {
    number: 'IT-100042',
    placedAt,
    paidAt: new Date('2026-03-14T10:01:00Z'),
    paymentMethod: 'invoice',
    paymentMethodLabel: 'Fattura (aziende)',
    status: 'completed',
  },
  billing: {
    customerType: 'BUSINESS',
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@ufficioaperto.it',
    invoiceEmail: null,
    phoneCountry: 'IT',
    phoneNumber: null,
    companyName: 'Ufficio Aperto S.r.l.',
    kvkNumber: 'MI-1234567',
    vatNumber: '01234567897',
    referenceNumber: 'Natale 2026',
    sdiCode: 'M5UXCR1',
    pecAddress: 'ufficioaperto@pec.it',
  },
  lines: [
    { title: 'Streetwear Quartiere - gift card fisica', quantity: 4, unitCents: 10000, totalCents: 40000, vatRate: 0, packageId: 1 },
    { title: 'Scatola regalo - Streetwear Quartiere', quantity: 4, unitCents: 395, totalCents: 1580, vatRate: 22, packageId: 1 },
  ],
  vatRatePercent: 22,
  timeZone: 'Europe/Rome',
  adjustments: [
    { title: 'Costi di servizio', cents: 95, vatCents: 17 },
    { title: 'Spedizione con raccomandata', cents: 795, vatCents: 143 },
  ],
  // 415,80 € of lines + 8,90 € of fees; VAT 2,85 + 0,17 + 1,43 = 4,45 €.
  totals: { subTotal: 41580, grandTotal: 42470, grandTotalWithoutTax: 42025 },
  store: { name: 'Donami S.r.l.', address: 'Via dei Tigli 14\n20121 Milano (MI)\nItalia', vatNumber: '10836401520', email: 'assistenza@donami.it' },
  currency: 'EUR',
  payment: {
    termsDays: 30,
    dueAt: new Date('2026-04-13T10:00:00Z'),
    beneficiary: 'Sandbox Pay S.r.l.',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    bic: 'SBXPITM1XXX',
    reference: 'FT-IT-100042',
  },
};

describe('renderInvoicePdf', () => {
  it('shows what the accounts department checks: number, date, company, partita IVA, SDI, PEC, reference, total', async () => {
    const pdf = await renderInvoicePdf(business, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const shown of [
      'Fattura',
      'N. FT-IT-100042',
      'Data: 14/03/2026',
      'Ufficio Aperto S.r.l.',
      'c.a. Giulia Rossi',
      'P.IVA IT01234567897',
      'REA MI-1234567',
      'Codice destinatario SDI: M5UXCR1',
      'PEC: ufficioaperto@pec.it',
      'Riferimento: Natale 2026',
      'giulia@ufficioaperto.it',
      'Ordine IT-100042 del 14/03/2026 · Metodo di pagamento: Fattura (aziende)',
    ])
      expect(text, shown).toContain(shown);
    // The seller, with its own partita IVA.
    expect(text).toContain('Donami S.r.l.');
    expect(text).toContain('P.IVA IT10836401520');
  });

  it('lists the cards as VAT-exempt and fees with 22% VAT, and totals with and without VAT', async () => {
    const text = pdfText(await renderInvoicePdf(business, { compress: false }));
    expect(text).toMatch(/Streetwear Quartiere - gift card fisica\n4\n100,00 €\nEsente\n400,00 €/);
    expect(text).toMatch(/Scatola regalo - Streetwear Quartiere\n4\n3,95 €\n22%\n15,80 €/);
    expect(text).toMatch(/Costi di servizio\n1\n0,95 €\n22%\n0,95 €/);
    expect(text).toMatch(/Gift card esenti IVA\n400,00 €/);
    expect(text).toMatch(/Imponibile IVA 22%\n20,25 €/);
    expect(text).toMatch(/IVA 22%\n4,45 €/);
    expect(text).toMatch(/Totale senza IVA\n420,25 €/);
    expect(text).toMatch(/Totale fattura\n424,70 €/);
    expect(text).toContain('esenti IVA, operazione non soggetta ai sensi dell’art. 2');
  });

  it('gives an order on invoice its 30-day terms and the bank details, and names where the e-invoice went', async () => {
    const text = pdfText(await renderInvoicePdf(business, { compress: false }));
    expect(text).toContain('Pagamento a 30 giorni data fattura, entro il 13/04/2026, con bonifico bancario:');
    expect(text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(text).toContain('Causale: FT-IT-100042');
    expect(text).toContain('trasmessa tramite SDI al codice destinatario M5UXCR1');
    const viaPec = pdfText(await renderInvoicePdf({ ...business, billing: { ...business.billing, sdiCode: '0000000' } }, { compress: false }));
    expect(viaPec).toContain('trasmessa tramite SDI alla PEC ufficioaperto@pec.it');
  });

  it('a private customer paid by card: name and e-mail, no company lines, the payment date', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        {
          ...business,
          order: { ...business.order, paymentMethod: 'card', paymentMethodLabel: 'Carta di credito o debito' },
          billing: {
            ...business.billing,
            customerType: 'PRIVATE',
            companyName: null,
            vatNumber: null,
            kvkNumber: null,
            referenceNumber: null,
            sdiCode: null,
            pecAddress: null,
            email: 'giulia.rossi@example.it',
          },
          payment: null,
        },
        { compress: false },
      ),
    );
    expect(text).toContain('Giulia Rossi');
    expect(text).toContain('giulia.rossi@example.it');
    expect(text).not.toContain('P.IVA IT01234567897');
    expect(text).not.toContain('Codice destinatario');
    expect(text).toContain('Pagato il 14/03/2026 con Carta di credito o debito.');
    expect(text).not.toContain('30 giorni');
  });

  it('continues a long order on further pages, each with the invoice number, and ends with the total', async () => {
    const lines = sixtyCards('Gift card');
    const text = pdfText(
      await renderInvoicePdf({ ...business, lines, totals: { subTotal: 150000, grandTotal: 150095, grandTotalWithoutTax: 150078 } }, { compress: false }),
    );
    expect(text).toContain('Gift card 60');
    expect(text).toMatch(/Fattura FT-IT-100042 · pagina 3 di 3/);
    expect(text).toMatch(/Totale fattura\n1500,95 €|Totale fattura\n1\.500,95 €/);
  });

  it('compresses by default, so the buyer is not readable in the file', async () => {
    const pdf = await renderInvoicePdf(business);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).not.toContain('Ufficio Aperto');
  });
});

// A Dutch company on the Dutch storefront (21% VAT, Amsterdam's clock), in Dutch and in English.
const dutch: InvoiceData = {
  ...business,
  locale: 'nl',
  number: 'FT-NL-200017',
  order: { ...business.order, number: 'NL-200017', paymentMethodLabel: 'Op factuur (zakelijk)' },
  billing: {
    ...business.billing,
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'inkoop@kantoorlicht.nl',
    companyName: 'Kantoorlicht B.V.',
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B01',
    referenceNumber: 'Kerst 2026',
    sdiCode: null,
    pecAddress: null,
  },
  lines: [
    { title: 'Cadeaubon Streetwear Quartiere - digitale cadeaukaart', quantity: 1, unitCents: 2500, totalCents: 2500, vatRate: 0, packageId: 1 },
    { title: 'Cadeaudoos - Cadeaubon Streetwear Quartiere', quantity: 2, unitCents: 395, totalCents: 790, vatRate: 21, packageId: 1 },
  ],
  vatRatePercent: 21,
  timeZone: 'Europe/Amsterdam',
  adjustments: [{ title: 'Servicekosten', cents: 95, vatCents: 16 }],
  // 32,90 € of lines + 0,95 € of fees; VAT 1,37 + 0,16 = 1,53 €.
  totals: { subTotal: 3290, grandTotal: 3385, grandTotalWithoutTax: 3232 },
  store: { ...business.store, email: 'klantenservice@donami.nl' },
  payment: { ...business.payment!, reference: 'FT-NL-200017' },
};
const ITALIAN_WORDS = [
  'Fattura',
  'Totale',
  'IVA',
  'Esente',
  'Pagamento',
  'Beneficiario',
  'Causale',
  'Ordine',
  'Emittente',
  'Intestatario',
  'Imponibile',
  'Data:',
];

describe('renderInvoicePdf in the order’s language', () => {
  it('a Dutch order: Dutch words, Dutch numbers and dates, no Italian word', async () => {
    const text = pdfText(await renderInvoicePdf(dutch, { compress: false }));
    for (const shown of [
      'Factuur',
      'Factuurnummer: FT-NL-200017',
      'Factuurdatum: 14-03-2026',
      'LEVERANCIER',
      'FACTUUR AAN',
      't.a.v. Sanne de Vries',
      'Btw-nummer NL123456789B01',
      'KvK-nummer 12345678',
      'Referentie: Kerst 2026',
      'Bestelling NL-200017 van 14-03-2026 · Betaalmethode: Op factuur (zakelijk)',
      'Te betalen binnen 30 dagen na factuurdatum, uiterlijk op 13-04-2026, per bankoverschrijving:',
      'Begunstigde: Sandbox Pay S.r.l.',
      'Omschrijving: FT-NL-200017',
      'Cadeaukaarten: vrijgesteld van btw',
      'Btw-nummer IT10836401520',
      'Factuur FT-NL-200017 · pagina 1 van 1',
    ])
      expect(text, shown).toContain(shown);
    expect(text).toMatch(/Omschrijving\nAantal\nPrijs per stuk\nBtw\nBedrag/);
    expect(text).toMatch(/Cadeaubon Streetwear Quartiere - digitale\s+cadeaukaart\n1\n€ 25,00\nVrijgesteld\n€ 25,00/);
    expect(text).toMatch(/Cadeaudoos - Cadeaubon Streetwear Quartiere\n2\n€ 3,95\n21%\n€ 7,90/);
    expect(text).toMatch(/Servicekosten\n1\n€ 0,95\n21%\n€ 0,95/);
    expect(text).toMatch(/Cadeaukaarten zonder btw\n€ 25,00/);
    expect(text).toMatch(/Grondslag btw 21%\n€ 7,32/);
    expect(text).toMatch(/Btw 21%\n€ 1,53/);
    expect(text).toMatch(/Totaal excl. btw\n€ 32,32/);
    expect(text).toMatch(/Totaal\n€ 33,85/);
    for (const word of ITALIAN_WORDS) expect(text, word).not.toContain(word);
    expect(text).not.toContain('SDI');
  });

  it('the same order in English: English words, en-GB numbers and dates, no Italian word', async () => {
    const text = pdfText(
      await renderInvoicePdf({ ...dutch, locale: 'en', order: { ...dutch.order, paymentMethodLabel: 'Invoice (business)' } }, { compress: false }),
    );
    for (const shown of [
      'Invoice no. FT-NL-200017',
      'Invoice date: 14/03/2026',
      'SELLER',
      'BILL TO',
      'Attn. Sanne de Vries',
      'VAT no. NL123456789B01',
      'Reference: Kerst 2026',
      'Order NL-200017 of 14/03/2026 · Payment method: Invoice (business)',
      'Please pay within 30 days of the invoice date, by 13/04/2026, by bank transfer:',
      'Beneficiary: Sandbox Pay S.r.l.',
      'Reference: FT-NL-200017',
      'Gift cards: exempt from VAT',
      'Invoice FT-NL-200017 · page 1 of 1',
    ])
      expect(text, shown).toContain(shown);
    expect(text).toMatch(/Description\nQty\nUnit price\nVAT\nAmount/);
    expect(text).toMatch(/Cadeaubon Streetwear Quartiere - digitale\s+cadeaukaart\n1\n€25\.00\nExempt\n€25\.00/);
    expect(text).toMatch(/VAT-exempt gift cards\n€25\.00/);
    expect(text).toMatch(/Taxable at 21% VAT\n€7\.32/);
    expect(text).toMatch(/VAT 21%\n€1\.53/);
    expect(text).toMatch(/Total excl. VAT\n€32\.32/);
    expect(text).toMatch(/Invoice total\n€33\.85/);
    for (const word of ITALIAN_WORDS) expect(text, word).not.toContain(word);
  });

  it('a Dutch order paid by card says when, in Dutch; a long one counts its pages in Dutch', async () => {
    const paid = pdfText(
      await renderInvoicePdf(
        { ...dutch, order: { ...dutch.order, paymentMethod: 'card', paymentMethodLabel: 'Creditcard of debitkaart' }, payment: null },
        { compress: false },
      ),
    );
    expect(paid).toContain('Betaald op 14-03-2026 (Creditcard of debitkaart).');
    expect(paid).not.toContain('30 dagen');
    const lines = sixtyCards('Cadeaubon');
    const long = pdfText(
      await renderInvoicePdf({ ...dutch, lines, totals: { subTotal: 150000, grandTotal: 150095, grandTotalWithoutTax: 150079 } }, { compress: false }),
    );
    expect(long).toContain('Factuur FT-NL-200017 · pagina 3 van 3');
    expect(long).toMatch(/Totaal\n€ 1\.500,95/);
  });

  it('speaks the order’s language when its storefront does, else the storefront’s own', () => {
    const italy = storefrontById(53)!;
    const netherlands = storefrontById(1)!;
    expect([invoiceLocale('it', italy), invoiceLocale('en', italy), invoiceLocale('nl', italy)]).toEqual(['it', 'it', 'it']);
    expect([invoiceLocale('nl', netherlands), invoiceLocale('en', netherlands), invoiceLocale('de', netherlands)]).toEqual(['nl', 'en', 'nl']);
  });
});
