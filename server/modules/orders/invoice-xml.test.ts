import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { validate } from '../../../tests/helpers/fatturapa.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { PLACE, businessBuyer, pay, privateBuyer, readyBasket } from '../../../tests/helpers/checkout.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';
import { InvoiceXmlUnavailable, invoiceXml } from './invoice-xml.ts';
import { invoiceOfOrder } from './invoices.ts';
import { invoiceDataOf, renderInvoicePdf } from './invoice-pdf.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import * as t from './tables.ts';

// Decision 046: the FatturaPA XML of a business order validates against the official schema, and
// says what the PDF says: the same number, the buyer's partita IVA and where SDI delivers it, the
// cards outside the scope of VAT (N2.2) and the fees with their VAT.

const physical = { productId: 'gift-card-streetwear-quartiere', variationType: 'physical', value: '50', quantity: 2 };
const digital = { productId: 'gift-card-streetwear-quartiere', variationType: 'digital', value: '50', quantity: 1 };
const company = {
  ...businessBuyer,
  companyName: 'Ufficio Aperto & Figli S.r.l.',
  email: 'acquisti@ufficioaperto.it',
  confirmEmail: 'acquisti@ufficioaperto.it',
};

describe('the FatturaPA XML of an invoice', () => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await freshPglite();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  async function completedOrder(packages: Record<string, unknown>[], buyer: Record<string, unknown>, method = 'invoice') {
    const { uuid } = await readyBasket(api, packages, { buyer });
    const placed = (await api.graphql(PLACE, { orderUuid: uuid, payment: { method, termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'paid');
    return must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order exists');
  }

  it('a company’s order on invoice: FPR12, valid against the schema, with the invoice’s number and the buyer’s SDI code', async () => {
    const order = await completedOrder([physical], company);
    const invoice = must((await invoiceOfOrder(database.db, order.id)) ?? undefined, 'completed, so invoiced');
    const { fileName, xml } = await invoiceXml(database.db, order.id);
    expect(await validate(xml)).toEqual([]);
    // The schema does refuse what SDI would: a post code of four digits.
    expect((await validate(xml.replace('<CAP>20121</CAP><Comune>Milano', '<CAP>2012</CAP><Comune>Milano'))).join()).toContain('CAP');
    expect(fileName).toMatch(/^IT10836401520_[0-9A-Z]{5}\.xml$/);
    for (const shown of [
      '<p:FatturaElettronica versione="FPR12"',
      '<FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>M5UXCR1</CodiceDestinatario>',
      '<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567897</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Ufficio Aperto &amp; Figli S.r.l.</Denominazione>',
      // The buyer's registered office, as given at step 1 (not the address the cards were sent to).
      '<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567897</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Ufficio Aperto &amp; Figli S.r.l.</Denominazione></Anagrafica></DatiAnagrafici><Sede><Indirizzo>Via Tortona</Indirizzo><NumeroCivico>27</NumeroCivico><CAP>20144</CAP><Comune>Milano</Comune><Nazione>IT</Nazione></Sede>',
      `<Numero>${invoice.number}</Numero>`,
      '<Divisa>EUR</Divisa>',
      '<RegimeFiscale>RF01</RegimeFiscale>',
      // Two cards of 50 euro, outside the scope of VAT.
      '<Quantita>2.00</Quantita><PrezzoUnitario>50.000000</PrezzoUnitario><PrezzoTotale>100.00</PrezzoTotale><AliquotaIVA>0.00</AliquotaIVA><Natura>N2.2</Natura>',
      '<AliquotaIVA>0.00</AliquotaIVA><Natura>N2.2</Natura><ImponibileImporto>100.00</ImponibileImporto><Imposta>0.00</Imposta><RiferimentoNormativo>',
      '<ModalitaPagamento>MP05</ModalitaPagamento>',
      '<IBAN>IT60X0542811101000000123456</IBAN>',
    ])
      expect(xml, shown).toContain(shown);
    // The fees carry 22% VAT, and every amount adds up to what was charged.
    const summary = [
      ...xml.matchAll(/<DatiRiepilogo><AliquotaIVA>22.00<\/AliquotaIVA><ImponibileImporto>([\d.]+)<\/ImponibileImporto><Imposta>([\d.]+)<\/Imposta>/g),
    ];
    expect(summary).toHaveLength(1);
    const [, taxable, vat] = must(summary[0], 'one 22% summary');
    expect(Math.abs(Number(vat) - Number(taxable) * 0.22)).toBeLessThanOrEqual(0.01);
    const total = Number(must(/<ImportoTotaleDocumento>([\d.]+)</.exec(xml)?.[1], 'the total'));
    expect(total).toBe(order.grandTotalCents! / 100);
    expect(100 + Number(taxable) + Number(vat)).toBeCloseTo(total, 2);
    // Asked again, the same document: it is made from the frozen order.
    expect((await invoiceXml(database.db, order.id)).xml).toBe(xml);
  });

  it('a company with a PEC instead of a code: 0000000 and the PEC', async () => {
    const viaPec = await completedOrder([physical], { ...company, sdiCode: '0000000', pecAddress: 'ufficioaperto@pec.it' });
    const pecXml = (await invoiceXml(database.db, viaPec.id)).xml;
    expect(await validate(pecXml)).toEqual([]);
    expect(pecXml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario><PECDestinatario>ufficioaperto@pec.it</PECDestinatario>');
  });

  it('a Dutch company on the Dutch storefront: its btw-nummer, XXXXXXX as recipient, CAP 00000', async () => {
    const nl = {
      app: api.app,
      graphql: <T>(query: string, variables: Record<string, unknown> = {}) =>
        api.graphql<T>(query, { userData: { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null }, ...variables }),
    };
    const buyer = { ...company, companyName: 'Kantoorlicht B.V.', chamberOfCommerce: '12345678', vatNumber: 'NL123456789B01', sdiCode: null };
    const { uuid } = await readyBasket(nl, [{ ...physical, productId: 'cadeaubon-streetwear-quartiere' }], {
      buyer,
      address: {
        firstName: 'Sanne',
        lastName: 'de Vries',
        countryCode: 'NL',
        street: 'Keizersgracht',
        houseNumber: '100',
        postCode: '1015 AA',
        city: 'Amsterdam',
      },
    });
    const placed = (await nl.graphql<any>(PLACE, { orderUuid: uuid, payment: { method: 'invoice', termsAccepted: true } })).data.placeOrder;
    expect(placed.errors).toEqual([]);
    await pay(database, api, placed.redirectUrl, 'paid');
    const order = must((await database.db.select().from(t.orders).where(eq(t.orders.uuid, uuid)))[0], 'the order exists');
    const { xml } = await invoiceXml(database.db, order.id);
    expect(await validate(xml)).toEqual([]);
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(xml).toContain('<IdFiscaleIVA><IdPaese>NL</IdPaese><IdCodice>123456789B01</IdCodice></IdFiscaleIVA>');
    expect(xml).toContain('<CAP>00000</CAP><Comune>Amsterdam</Comune><Nazione>NL</Nazione>');
    expect(xml).toMatch(/<Numero>FT-NL-\d{4}-000001<\/Numero>/);
  });

  it('a company’s order of digital cards only: its registered office is the seat, valid against the schema', async () => {
    const digitalOnly = await completedOrder([digital], company);
    const { xml } = await invoiceXml(database.db, digitalOnly.id);
    expect(await validate(xml)).toEqual([]);
    expect(xml).toContain(
      '<Sede><Indirizzo>Via Tortona</Indirizzo><NumeroCivico>27</NumeroCivico><CAP>20144</CAP><Comune>Milano</Comune><Nazione>IT</Nazione></Sede></CessionarioCommittente>',
    );
  });

  it('has none for an older order without any address or for a consumer without codice fiscale, and says why', async () => {
    const older = await completedOrder([digital], company);
    // Placed before step 1 asked for the registered office: its billing has none.
    const seat = ['street', 'houseNumber', 'suffix', 'postCode', 'city', 'countryCode'];
    const billing = Object.fromEntries(Object.entries(older.billing as t.BillingDetails).filter(([k]) => !seat.includes(k))) as t.BillingDetails;
    await database.db.update(t.orders).set({ billing }).where(eq(t.orders.id, older.id));
    await expect(invoiceXml(database.db, older.id)).rejects.toThrow(new InvoiceXmlUnavailable('no-address'));
    const consumer = await completedOrder([physical], privateBuyer, 'card');
    await expect(invoiceXml(database.db, consumer.id)).rejects.toThrow(new InvoiceXmlUnavailable('no-fiscal-code'));
  });

  it('a consumer who gave a codice fiscale and home at step 1: valid against the schema, CodiceFiscale, Nome and Cognome, 0000000 without PEC', async () => {
    // Digital cards only: the seat is the home address given with the codice fiscale.
    const home = { street: 'Via dei Serpenti', houseNumber: '12', suffix: 'B', postCode: '00184', city: 'Roma' };
    const consumer = await completedOrder([digital], { ...privateBuyer, fiscalCode: 'rss mra 80a01 h501u', ...home }, 'card');
    expect(consumer.billing).toMatchObject({ customerType: 'PRIVATE', fiscalCode: 'RSSMRA80A01H501U', ...home, countryCode: 'IT' });
    const { xml } = await invoiceXml(database.db, consumer.id);
    expect(xml).toMatch(
      /<CessionarioCommittente>.*<Sede><Indirizzo>Via dei Serpenti<\/Indirizzo><NumeroCivico>12B<\/NumeroCivico><CAP>00184<\/CAP><Comune>Roma<\/Comune>/s,
    );
    expect(await validate(xml)).toEqual([]);
    expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
    expect(xml).not.toContain('PECDestinatario');
    expect(xml).toContain('<CodiceFiscale>RSSMRA80A01H501U</CodiceFiscale>');
    expect(xml).toMatch(/<CessionarioCommittente><DatiAnagrafici><CodiceFiscale>RSSMRA80A01H501U<\/CodiceFiscale><Anagrafica><Nome>/);
    expect(xml).toContain(`<Numero>${(await invoiceOfOrder(database.db, consumer.id))?.number}</Numero>`);
    // The PDF is its courtesy copy: the buyer's home and codice fiscale, and where the original is.
    const text = pdfText(await renderInvoicePdf(await invoiceDataOf(database.db, consumer, storefrontById(53)!), { compress: false }));
    expect(text).toContain('Via dei Serpenti 12/B');
    expect(text).toContain('Codice fiscale: RSSMRA80A01H501U');
    expect(text.replace(/\s+/g, ' ')).toContain('copia di cortesia della fattura elettronica trasmessa tramite SDI: l’originale è nella tua area riservata');
  });
});
