import type { Db } from '../../db/client.ts';
import type { Locale, StorefrontConfig } from '../../../common/storefronts.ts';
import { paymentProvider } from '../payments/index.ts';
import type { Order } from './basket.ts';
import { label } from './labels.ts';
import { invoiceCopy, invoiceLocale } from './invoice-copy.ts';
import { extrasPrices } from './pricing.ts';
import type { BillingDetails } from './tables.ts';
import { orderView, type OrderView } from './view.ts';
import { invoiceOfOrder, type Invoice } from './invoices.ts';
import { must } from '../../../common/must.ts';

// What an invoice shows, read from an order: who sells, who buys, the lines, the totals and how it is
// paid, in the order's language (the seller stays the Italian company); rendering is invoice-pdf.ts.

/** `packageId`: the order's package the line belongs to (a credit note keeps the refunded package's lines). */
export type InvoiceLine = { title: string; quantity: number; unitCents: number; totalCents: number; vatRate: number; packageId: number };
export type InvoiceAdjustment = { title: string; cents: number; vatCents: number };
export type InvoicePayment = { termsDays: number; dueAt: Date; beneficiary: string; iban: string; bic: string; reference: string };
export type InvoiceData = {
  /** The language of every word of the invoice, and of its numbers and dates (intlLocales). */
  locale: Locale;
  number: string;
  issuedAt: Date;
  order: { number: string; placedAt: Date | null; paidAt: Date | null; paymentMethod: string | null; paymentMethodLabel: string; status: string };
  billing: BillingDetails;
  lines: InvoiceLine[];
  /** The VAT rate of the fees, wrappers and shipping (the storefront's). */
  vatRatePercent: number;
  /** The storefront's clock, for the invoice's dates. */
  timeZone: string;
  adjustments: InvoiceAdjustment[];
  totals: { subTotal: number; grandTotal: number; grandTotalWithoutTax: number };
  store: { name: string; address: string; vatNumber: string; email: string };
  currency: string;
  /** Orders on invoice: the terms and where the money goes; null for orders paid at checkout. */
  payment: InvoicePayment | null;
  /** A credit note's: the invoice it corrects (absent on an invoice). */
  corrects?: { number: string; issuedAt: Date };
};

/** The seller's address as printed: street, post code and city with the province, country. */
function sellerAddress(s: StorefrontConfig['seller']): string {
  return `${s.street} ${s.houseNumber}\n${s.postCode} ${s.city} (${s.province})\nItalia`;
}

/** An order on invoice is paid by bank transfer within this many days of the invoice date. */
export const INVOICE_TERMS_DAYS = 30;

/** Cards are VAT-exempt; wrappers and gift packing carry the storefront's VAT, included in their price. */
function linesOf(view: OrderView, vatRatePercent: number, locale: Locale): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const p of view.packages) {
    lines.push({
      title: invoiceCopy[locale].cardLine(p.product.title, p.kind === 'digital'),
      quantity: p.quantity,
      unitCents: p.valueCents,
      totalCents: p.valueCents * p.quantity,
      vatRate: 0,
      packageId: p.id,
    });
    if (p.wrapper) {
      const unit = extrasPrices.wrapper[p.wrapper] ?? 0;
      lines.push({
        title: `${label(locale, p.wrapper)} - ${p.product.title}`,
        quantity: p.quantity,
        unitCents: unit,
        totalCents: unit * p.quantity,
        vatRate: vatRatePercent,
        packageId: p.id,
      });
    }
    if (p.giftPacking) {
      const unit = extrasPrices.giftPacking;
      lines.push({
        title: `${label(locale, 'giftPacking')} - ${p.product.title}`,
        quantity: p.quantity,
        unitCents: unit,
        totalCents: unit * p.quantity,
        vatRate: vatRatePercent,
        packageId: p.id,
      });
    }
  }
  return lines;
}

/**
 * The invoice of an order as the view shows it, with its number and date from the invoices table.
 * The totals and fees are the order's snapshot of placement (what was charged).
 */
export function invoiceDataOfView(
  view: OrderView,
  store: StorefrontConfig,
  account: { beneficiary: string; iban: string; bic: string } | null,
  invoice: Pick<Invoice, 'number' | 'issuedAt'>,
): InvoiceData {
  const order = view.order;
  const locale = invoiceLocale(order.locale, store);
  const orderNumber = order.number ?? String(order.id);
  const { number, issuedAt } = invoice;
  const snapshot = order.totals;
  const adjustments = snapshot
    ? snapshot.adjustments.map((a) => ({ title: label(locale, a.adjustmentType), cents: a.cents, vatCents: a.vatCents }))
    : view.totals.adjustments.map((a) => ({ title: label(locale, a.type), cents: a.cents, vatCents: a.vatCents }));
  const totals = snapshot
    ? { subTotal: snapshot.subTotal, grandTotal: snapshot.grandTotal, grandTotalWithoutTax: snapshot.grandTotalWithoutTax }
    : { subTotal: view.totals.subTotal, grandTotal: view.totals.grandTotal, grandTotalWithoutTax: view.totals.grandTotalWithoutTax };
  const onInvoice = order.paymentMethod === 'invoice';
  return {
    locale,
    number,
    issuedAt,
    order: {
      number: orderNumber,
      placedAt: order.placedAt,
      paidAt: order.paidAt,
      paymentMethod: order.paymentMethod,
      paymentMethodLabel: label(locale, order.paymentMethod ?? ''),
      status: order.status,
    },
    billing: order.billing!,
    lines: linesOf(view, store.vatRatePercent, locale),
    vatRatePercent: store.vatRatePercent,
    timeZone: store.timeZone,
    adjustments,
    totals,
    store: { name: store.seller.name, address: sellerAddress(store.seller), vatNumber: store.seller.vatNumber, email: store.email },
    currency: store.currency,
    payment:
      onInvoice && account
        ? { termsDays: INVOICE_TERMS_DAYS, dueAt: new Date(issuedAt.getTime() + INVOICE_TERMS_DAYS * 86_400_000), ...account, reference: number }
        : null,
  };
}

/** The invoice of a completed order, read from the database (the account's invoice download, the XML). */
export async function invoiceDataOf(db: Db, order: Order, store: StorefrontConfig, invoice?: Invoice): Promise<InvoiceData> {
  const issued = invoice ?? must((await invoiceOfOrder(db, order.id)) ?? undefined, 'a completed order has an invoice');
  // Product titles come in the invoice's language, as every other word of it.
  const view = await orderView({ db, store, locale: invoiceLocale(order.locale, store), redeemToken: null }, order);
  return invoiceDataOfView(view, store, paymentProvider(db, store.id).bankTransferAccount?.() ?? null, issued);
}
