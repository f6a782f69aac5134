import { eq } from 'drizzle-orm';
import { fpa2xml } from '@digitalia/fatturapa';
import type { Db } from '../../db/client.ts';
import type { StorefrontConfig } from '../../../common/storefronts.ts';
import { dateFormat } from '../../../common/intl.ts';
import { paymentProvider } from '../payments/index.ts';
import { contextForOrder } from './context.ts';
import { invoiceDataOfView, type InvoiceData } from './invoice-data.ts';
import { invoiceLocale } from './invoice-copy.ts';
import { invoiceOfOrder } from './invoices.ts';
import { orderView, type OrderView } from './view.ts';
import type { Order } from './basket.ts';
import type { CreditNote } from './credit-notes.ts';
import { creditNoteDataOf } from './credit-note-data.ts';
import type { BillingDetails, DeliveryAddress } from './tables.ts';

/** Where the buyer is seated, as the XML names it. */
type Seat = Pick<DeliveryAddress, 'countryCode' | 'street' | 'houseNumber' | 'suffix' | 'postCode' | 'city'>;
import * as t from './tables.ts';

// The FatturaPA XML of an invoice (decision 046): format FPR12 (between private parties), the same
// number, date, lines and totals as the PDF, which is its courtesy copy. Made again on request
// from the invoice row and the order, whose lines and totals are frozen since placement.

/** Gift cards are multi-purpose vouchers: outside the scope of VAT, "non soggette – altri casi". */
const CARD_NATURE = 'N2.2';
const CARD_LAW = 'Buoni multiuso: art. 2, c. 3, lett. a) DPR 633/72';

/** Why an invoice has no XML: SDI takes only a buyer it can identify, at an address. */
export class InvoiceXmlUnavailable extends Error {
  readonly reason: 'no-invoice' | 'no-fiscal-code' | 'no-address';
  constructor(reason: InvoiceXmlUnavailable['reason']) {
    super(`No FatturaPA XML: ${reason}`);
    this.reason = reason;
  }
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** FatturaPA text is Latin-1: typographic marks become their plain forms, anything else a '?'; XML's own marks are escaped. */
function latin(text: string, max: number): string {
  const plain = text
    .replace(/[‘’‚′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[^\u0020-\u00ff]/g, '?')
    .slice(0, max);
  return plain.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const isoDay = (at: Date, timeZone: string) => dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The buyer's VAT identity: an Italian partita IVA is stored as its 11 digits, a foreign one with its country prefix. */
function vatIdentity(vatNumber: string): { IdPaese: string; IdCodice: string } {
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  if (/^\d{11}$/.test(compact)) return { IdPaese: 'IT', IdCodice: compact };
  return { IdPaese: compact.slice(0, 2), IdCodice: compact.slice(2) };
}

type Item = { description: string; quantity: number; unitCents: number; netCents: number; vatCents: number; rate: number };

/** Every line and fee net of VAT (the PDF shows them with VAT included), with the VAT each carries. */
function itemsOf(data: InvoiceData): Item[] {
  const lines = data.lines.map((l) => {
    const netCents = l.vatRate ? Math.round((l.totalCents * 100) / (100 + l.vatRate)) : l.totalCents;
    const unitCents = l.vatRate ? (l.unitCents * 100) / (100 + l.vatRate) : l.unitCents;
    return { description: l.title, quantity: l.quantity, unitCents, netCents, vatCents: l.totalCents - netCents, rate: l.vatRate };
  });
  const fees = data.adjustments.map((a) => {
    const netCents = a.cents - a.vatCents;
    return { description: a.title, quantity: 1, unitCents: netCents, netCents, vatCents: a.vatCents, rate: a.vatCents ? data.vatRatePercent : 0 };
  });
  return [...lines, ...fees];
}

function summaryOf(items: Item[]) {
  const rates = [...new Set(items.map((i) => i.rate))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const of = items.filter((i) => i.rate === rate);
    const taxable = of.reduce((s, i) => s + i.netCents, 0);
    const vat = of.reduce((s, i) => s + i.vatCents, 0);
    return rate
      ? { AliquotaIVA: money(rate * 100), ImponibileImporto: money(taxable), Imposta: money(vat), EsigibilitaIVA: 'I' }
      : { AliquotaIVA: '0.00', Natura: CARD_NATURE, ImponibileImporto: money(taxable), Imposta: '0.00', RiferimentoNormativo: CARD_LAW };
  });
}

function paymentOf(data: InvoiceData) {
  const p = data.payment;
  const byTransfer = p !== null || data.order.paymentMethod === 'bank_transfer';
  const detail = {
    ModalitaPagamento: byTransfer ? 'MP05' : 'MP08',
    ...(p ? { DataScadenzaPagamento: isoDay(p.dueAt, data.timeZone) } : {}),
    ImportoPagamento: money(data.totals.grandTotal),
    ...(p ? { IBAN: p.iban.replace(/\s/g, ''), BIC: p.bic } : {}),
  };
  return { CondizioniPagamento: 'TP02', DettaglioPagamento: detail };
}

/**
 * Where SDI delivers it: the buyer's recipient code, or 0000000 and the PEC, or XXXXXXX for a
 * buyer abroad. A consumer has neither: 0000000 leaves it in their reserved area at the Agenzia.
 */
function recipientOf(data: InvoiceData, country: string) {
  const b = data.billing;
  if (country !== 'IT') return { CodiceDestinatario: 'XXXXXXX' };
  if (b.customerType !== 'BUSINESS') return { CodiceDestinatario: '0000000' };
  if (b.sdiCode && b.sdiCode !== '0000000') return { CodiceDestinatario: b.sdiCode };
  return { CodiceDestinatario: '0000000', ...(b.pecAddress ? { PECDestinatario: latin(b.pecAddress, 256) } : {}) };
}

/**
 * The buyer as SDI identifies them: a business by its partita IVA; an Italian consumer by their
 * codice fiscale (none known: no XML); a consumer abroad by their country and 99999999999.
 */
function buyerOf(data: InvoiceData, address: Seat): { identity: object; country: string } {
  const b = data.billing;
  if (b.customerType === 'BUSINESS' && b.vatNumber) {
    const buyer = vatIdentity(b.vatNumber);
    const name = latin(b.companyName ?? `${b.firstName} ${b.lastName}`, 80);
    return { identity: { IdFiscaleIVA: buyer, Anagrafica: { Denominazione: name } }, country: buyer.IdPaese };
  }
  const person = { Nome: latin(b.firstName, 60), Cognome: latin(b.lastName, 60) };
  if (address.countryCode !== 'IT') {
    return { identity: { IdFiscaleIVA: { IdPaese: address.countryCode, IdCodice: '99999999999' }, Anagrafica: person }, country: address.countryCode };
  }
  const code = b.fiscalCode?.replace(/\s/g, '').toUpperCase();
  if (!code || !/^([A-Z0-9]{16}|\d{11})$/.test(code)) throw new InvoiceXmlUnavailable('no-fiscal-code');
  return { identity: { CodiceFiscale: code, Anagrafica: person }, country: 'IT' };
}

/** The FatturaPA document of one invoice, as the object fpa2xml writes out. */
function fatturaPa(data: InvoiceData, progressive: string, store: StorefrontConfig, address: Seat): object {
  const s = store.seller;
  const b = data.billing;
  const { identity, country } = buyerOf(data, address);
  const items = itemsOf(data);
  const abroad = address.countryCode !== 'IT';
  return {
    'p:FatturaElettronica': {
      '@': {
        versione: 'FPR12',
        'xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
        'xmlns:p': 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2',
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      },
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: s.countryCode, IdCodice: s.vatNumber },
          ProgressivoInvio: progressive,
          FormatoTrasmissione: 'FPR12',
          ...recipientOf(data, country),
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: { IdPaese: s.countryCode, IdCodice: s.vatNumber },
            Anagrafica: { Denominazione: latin(s.name, 80) },
            RegimeFiscale: s.taxRegime,
          },
          Sede: {
            Indirizzo: latin(s.street, 60),
            NumeroCivico: s.houseNumber,
            CAP: s.postCode,
            Comune: latin(s.city, 60),
            Provincia: s.province,
            Nazione: s.countryCode,
          },
          IscrizioneREA: { Ufficio: s.rea.office, NumeroREA: s.rea.number, StatoLiquidazione: 'LN' },
          Contatti: { Email: data.store.email },
        },
        CessionarioCommittente: {
          DatiAnagrafici: identity,
          Sede: {
            Indirizzo: latin(address.street, 60),
            NumeroCivico: latin(`${address.houseNumber}${address.suffix ?? ''}`, 8),
            // A foreign address has no Italian CAP: SDI's rule is 00000.
            CAP: abroad ? '00000' : address.postCode,
            Comune: latin(address.city, 60),
            Nazione: address.countryCode,
          },
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            // A credit note (TD04) carries positive amounts: its type says they are given back.
            TipoDocumento: data.corrects ? 'TD04' : 'TD01',
            Divisa: data.currency,
            Data: isoDay(data.issuedAt, data.timeZone),
            Numero: data.number,
            ImportoTotaleDocumento: money(data.totals.grandTotal),
            Causale: latin(`${data.corrects ? 'Rimborso - ' : ''}Ordine ${data.order.number}${b.referenceNumber ? ` - Rif. ${b.referenceNumber}` : ''}`, 200),
          },
          ...(data.corrects ? { DatiFattureCollegate: { IdDocumento: data.corrects.number, Data: isoDay(data.corrects.issuedAt, data.timeZone) } } : {}),
        },
        DatiBeniServizi: {
          DettaglioLinee: items.map((i, n) => ({
            NumeroLinea: n + 1,
            Descrizione: latin(i.description, 1000),
            Quantita: i.quantity.toFixed(2),
            PrezzoUnitario: (i.unitCents / 100).toFixed(6),
            PrezzoTotale: money(i.netCents),
            AliquotaIVA: money(i.rate * 100),
            ...(i.rate ? {} : { Natura: CARD_NATURE }),
          })),
          DatiRiepilogo: summaryOf(items),
        },
        ...(data.corrects ? {} : { DatiPagamento: paymentOf(data) }),
      },
    },
  };
}

/** The registered office an Italian business gave at step 1 (orders since session 21), or null. */
function seatOf(billing: BillingDetails | null): Seat | null {
  if (!billing?.street || !billing.houseNumber || !billing.postCode || !billing.city) return null;
  const { street, houseNumber, postCode, city } = billing;
  return { countryCode: billing.countryCode ?? 'IT', street, houseNumber, suffix: billing.suffix ?? null, postCode, city };
}

/** The XML and its SDI file name (IT, the seller's VAT number, _, the progressive) of an invoice or a credit note of `order`. */
function xmlFile(data: InvoiceData, order: Order, view: OrderView, store: StorefrontConfig, progressive: string): { fileName: string; xml: string } {
  const address = seatOf(order.billing) ?? view.shipments.find((s) => s.kind === 'physical' && s.address)?.address;
  if (!address) throw new InvoiceXmlUnavailable('no-address');
  const xml = fpa2xml(fatturaPa(data, progressive, store, address), { validate: false });
  return { fileName: `${store.seller.countryCode}${store.seller.vatNumber}_${progressive}.xml`, xml };
}

/**
 * The FatturaPA XML of an order's invoice and its SDI file name, for the back office to download.
 * The buyer's seat is the registered office the business gave at step 1; an older order, or a
 * private buyer's, has none: then the address the order was sent to, when it went by post.
 */
export async function invoiceXml(db: Db, orderId: number): Promise<{ fileName: string; xml: string }> {
  const invoice = await invoiceOfOrder(db, orderId);
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!invoice || !order) throw new InvoiceXmlUnavailable('no-invoice');
  const ctx = contextForOrder(db, order);
  const view = await orderView({ ...ctx, locale: invoiceLocale(order.locale, ctx.store) }, order);
  const data = invoiceDataOfView(view, ctx.store, paymentProvider(db, ctx.store.id).bankTransferAccount?.() ?? null, invoice);
  return xmlFile(data, order, view, ctx.store, invoice.id.toString(36).toUpperCase().padStart(5, '0'));
}

/** The FatturaPA XML (TD04) of a credit note: its progressive is N and its id, apart from the invoices'. */
export async function creditNoteXml(db: Db, note: CreditNote): Promise<{ fileName: string; xml: string }> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, note.orderId));
  if (!order) throw new InvoiceXmlUnavailable('no-invoice');
  const ctx = contextForOrder(db, order);
  const view = await orderView({ ...ctx, locale: invoiceLocale(order.locale, ctx.store) }, order);
  return xmlFile(await creditNoteDataOf(db, note), order, view, ctx.store, `N${note.id.toString(36).toUpperCase().padStart(4, '0')}`);
}
