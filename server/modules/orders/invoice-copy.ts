import type { Locale, StorefrontConfig } from '../../../common/storefronts.ts';
import type { BillingDetails } from './tables.ts';

// The words of the invoice (PDF and file name) in each language the storefronts speak. Italian is
// the reference: its object's shape is the type the others must match, so a missing text fails the
// typecheck. The seller is an Italian company, so the legal basis (DPR 633/72, SDI) is Italian law
// in every language; only the words change. Amounts, rates and dates come in already formatted.

const it = {
  title: 'Fattura',
  number: (n: string) => `N. ${n}`,
  date: (d: string) => `Data: ${d}`,
  seller: 'Emittente',
  buyer: 'Intestatario',
  attention: (name: string) => `c.a. ${name}`,
  vatNumber: (vat: string) => `P.IVA ${vat}`,
  registration: (r: string) => `REA ${r}`,
  sdiCode: (code: string) => `Codice destinatario SDI: ${code}`,
  fiscalCode: (code: string) => `Codice fiscale: ${code}`,
  pec: (address: string) => `PEC: ${address}`,
  reference: (r: string) => `Riferimento: ${r}`,
  order: (n: string, placed: string | null, method: string) => `Ordine ${n}${placed ? ` del ${placed}` : ''} · Metodo di pagamento: ${method}`,
  columns: { title: 'Descrizione', quantity: 'Q.tà', unit: 'Prezzo unitario', vat: 'IVA', total: 'Importo' },
  exempt: 'Esente',
  pricesNote: 'Prezzi IVA inclusa dove indicata.',
  exemptCards: 'Gift card esenti IVA',
  taxable: (rate: string) => `Imponibile IVA ${rate}`,
  vat: (rate: string) => `IVA ${rate}`,
  totalWithoutVat: 'Totale senza IVA',
  total: 'Totale fattura',
  payment: 'Pagamento',
  terms: (days: number, due: string) => `Pagamento a ${days} giorni data fattura, entro il ${due}, con bonifico bancario:`,
  beneficiary: 'Beneficiario',
  paymentReference: 'Causale',
  paid: (on: string, method: string) => `Pagato il ${on} con ${method}.`,
  pending: (method: string) => `In attesa del pagamento (${method}).`,
  exemption: 'Gift card: esenti IVA, operazione non soggetta ai sensi dell’art. 2, comma 3, lett. a) DPR 633/72 (buoni multiuso).',
  electronicToCode: (code: string) => `Questo documento è la copia di cortesia della fattura elettronica trasmessa tramite SDI al codice destinatario ${code}.`,
  electronicToPec: (address: string) => `Questo documento è la copia di cortesia della fattura elettronica trasmessa tramite SDI alla PEC ${address}.`,
  electronicToConsumer:
    'Questo documento è la copia di cortesia della fattura elettronica trasmessa tramite SDI: l’originale è nella tua area riservata del sito dell’Agenzia delle Entrate.',
  page: (n: string, page: number, pages: number) => `Fattura ${n} · pagina ${page} di ${pages}`,
  subject: (order: string) => `Ordine ${order}`,
  fileName: (order: string) => `fattura-${order}.pdf`,
  cardLine: (title: string, digital: boolean) => `${title} - gift card ${digital ? 'digitale' : 'fisica'}`,
};

export type InvoiceCopy = typeof it;

const nl: InvoiceCopy = {
  title: 'Factuur',
  number: (n) => `Factuurnummer: ${n}`,
  date: (d) => `Factuurdatum: ${d}`,
  seller: 'Leverancier',
  buyer: 'Factuur aan',
  attention: (name) => `t.a.v. ${name}`,
  vatNumber: (vat) => `Btw-nummer ${vat}`,
  registration: (r) => `KvK-nummer ${r}`,
  sdiCode: (code) => `SDI-ontvangerscode: ${code}`,
  fiscalCode: (code) => `Codice fiscale: ${code}`,
  pec: (address) => `PEC: ${address}`,
  reference: (r) => `Referentie: ${r}`,
  order: (n, placed, method) => `Bestelling ${n}${placed ? ` van ${placed}` : ''} · Betaalmethode: ${method}`,
  columns: { title: 'Omschrijving', quantity: 'Aantal', unit: 'Prijs per stuk', vat: 'Btw', total: 'Bedrag' },
  exempt: 'Vrijgesteld',
  pricesNote: 'Prijzen inclusief btw waar vermeld.',
  exemptCards: 'Cadeaukaarten zonder btw',
  taxable: (rate) => `Grondslag btw ${rate}`,
  vat: (rate) => `Btw ${rate}`,
  totalWithoutVat: 'Totaal excl. btw',
  total: 'Totaal',
  payment: 'Betaling',
  terms: (days, due) => `Te betalen binnen ${days} dagen na factuurdatum, uiterlijk op ${due}, per bankoverschrijving:`,
  beneficiary: 'Begunstigde',
  paymentReference: 'Omschrijving',
  paid: (on, method) => `Betaald op ${on} (${method}).`,
  pending: (method) => `Wacht op betaling (${method}).`,
  exemption: 'Cadeaukaarten: vrijgesteld van btw, handeling buiten de heffing op grond van art. 2, lid 3, onder a) DPR 633/72 (Italië; meervoudige vouchers).',
  electronicToCode: (code) => `Dit document is een kopie van de elektronische factuur die via SDI is verzonden naar ontvangerscode ${code}.`,
  electronicToPec: (address) => `Dit document is een kopie van de elektronische factuur die via SDI is verzonden naar het PEC-adres ${address}.`,
  electronicToConsumer:
    'Dit document is een kopie van de elektronische factuur die via SDI is verzonden: het origineel staat in je persoonlijke omgeving bij de Agenzia delle Entrate.',
  page: (n, page, pages) => `Factuur ${n} · pagina ${page} van ${pages}`,
  subject: (order) => `Bestelling ${order}`,
  fileName: (order) => `factuur-${order}.pdf`,
  cardLine: (title, digital) => `${title} - ${digital ? 'digitale' : 'fysieke'} cadeaukaart`,
};

const en: InvoiceCopy = {
  title: 'Invoice',
  number: (n) => `Invoice no. ${n}`,
  date: (d) => `Invoice date: ${d}`,
  seller: 'Seller',
  buyer: 'Bill to',
  attention: (name) => `Attn. ${name}`,
  vatNumber: (vat) => `VAT no. ${vat}`,
  registration: (r) => `Company reg. no. ${r}`,
  sdiCode: (code) => `SDI recipient code: ${code}`,
  fiscalCode: (code) => `Codice fiscale (tax code): ${code}`,
  pec: (address) => `PEC: ${address}`,
  reference: (r) => `Reference: ${r}`,
  order: (n, placed, method) => `Order ${n}${placed ? ` of ${placed}` : ''} · Payment method: ${method}`,
  columns: { title: 'Description', quantity: 'Qty', unit: 'Unit price', vat: 'VAT', total: 'Amount' },
  exempt: 'Exempt',
  pricesNote: 'Prices include VAT where shown.',
  exemptCards: 'VAT-exempt gift cards',
  taxable: (rate) => `Taxable at ${rate} VAT`,
  vat: (rate) => `VAT ${rate}`,
  totalWithoutVat: 'Total excl. VAT',
  total: 'Invoice total',
  payment: 'Payment',
  terms: (days, due) => `Please pay within ${days} days of the invoice date, by ${due}, by bank transfer:`,
  beneficiary: 'Beneficiary',
  paymentReference: 'Reference',
  paid: (on, method) => `Paid on ${on} (${method}).`,
  pending: (method) => `Awaiting payment (${method}).`,
  exemption:
    'Gift cards: exempt from VAT, transaction outside the scope of VAT under art. 2(3)(a) of Italian Presidential Decree 633/72 (multi-purpose vouchers).',
  electronicToCode: (code) => `This document is the courtesy copy of the electronic invoice sent through SDI to recipient code ${code}.`,
  electronicToPec: (address) => `This document is the courtesy copy of the electronic invoice sent through SDI to the PEC address ${address}.`,
  electronicToConsumer:
    'This document is the courtesy copy of the electronic invoice sent through SDI: the original is in your reserved area of the Agenzia delle Entrate’s site.',
  page: (n, page, pages) => `Invoice ${n} · page ${page} of ${pages}`,
  subject: (order) => `Order ${order}`,
  fileName: (order) => `invoice-${order}.pdf`,
  cardLine: (title, digital) => `${title} - ${digital ? 'digital' : 'physical'} gift card`,
};

export const invoiceCopy: Record<Locale, InvoiceCopy> = { it, nl, en };

/** The language of an order's invoice: the order's own when its storefront speaks it, else the storefront's. */
export function invoiceLocale(orderLocale: string, store: Pick<StorefrontConfig, 'language' | 'languages'>): Locale {
  return store.languages.find((l) => l === orderLocale) ?? store.language;
}

/** What a credit note (nota di credito) says differently from an invoice, drawn by the same code. */
export type CreditNoteCopy = Pick<InvoiceCopy, 'title' | 'total' | 'page' | 'fileName' | 'paid'> & { corrects: (invoice: string, date: string) => string };

export const creditNoteCopy: Record<Locale, CreditNoteCopy> = {
  it: {
    title: 'Nota di credito',
    total: 'Totale nota di credito',
    page: (n, page, pages) => `Nota di credito ${n} · pagina ${page} di ${pages}`,
    fileName: (n) => `nota-di-credito-${n}.pdf`,
    paid: (on, method) => `Rimborsato il ${on} con ${method}.`,
    corrects: (invoice, date) => `Rettifica della fattura ${invoice} del ${date}`,
  },
  nl: {
    title: 'Creditnota',
    total: 'Totaal creditnota',
    page: (n, page, pages) => `Creditnota ${n} · pagina ${page} van ${pages}`,
    fileName: (n) => `creditnota-${n}.pdf`,
    paid: (on, method) => `Terugbetaald op ${on} via ${method}.`,
    corrects: (invoice, date) => `Correctie van factuur ${invoice} van ${date}`,
  },
  en: {
    title: 'Credit note',
    total: 'Credit note total',
    page: (n, page, pages) => `Credit note ${n} · page ${page} of ${pages}`,
    fileName: (n) => `credit-note-${n}.pdf`,
    paid: (on, method) => `Refunded on ${on} (${method}).`,
    corrects: (invoice, date) => `Correcting invoice ${invoice} of ${date}`,
  },
};

/** The line saying where the e-invoice went (a business's SDI code or PEC, a consumer's reserved area), or null when it had none. */
export function electronicNote(c: InvoiceCopy, b: BillingDetails): string | null {
  if (b.customerType !== 'BUSINESS') return b.fiscalCode ? c.electronicToConsumer : null;
  if (b.sdiCode && b.sdiCode !== '0000000') return c.electronicToCode(b.sdiCode);
  return b.pecAddress ? c.electronicToPec(b.pecAddress) : null;
}
