import { and, eq, sql } from 'drizzle-orm';
import { config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { buildPath } from '../../../common/paths.ts';
import { dateFormat, intlLocales } from '../../../common/intl.ts';
import {
  outbox,
  queueEmail,
  button,
  capitalise,
  escapeHtml,
  facts,
  footerText,
  greeting,
  layout,
  money,
  paragraph,
  type Locale,
  type RenderedEmail,
  groupIban,
} from '../notifications/index.ts';
import { contextForOrder } from './context.ts';
import { orderView } from './view.ts';
import * as t from './tables.ts';
import { paymentProvider } from '../payments/index.ts';
import { invoiceDataOfView, type InvoiceData } from './invoice-data.ts';
import { invoiceCopy, invoiceLocale } from './invoice-copy.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceOfOrder } from './invoices.ts';
import type { OrderView } from './view.ts';

// An order on invoice is accepted at once (the provider takes it on its terms): instead of "payment
// received", which would not be true, the buyer gets "order accepted" with the invoice attached and
// the 30 days to pay it.

const longDate = (at: Date, locale: Locale, timeZone: string) =>
  dateFormat(intlLocales[locale], { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);

const copy = {
  it: {
    subject: (n: string, o: string) => `Fattura ${n}: il tuo ordine ${o} è confermato`,
    hello: 'Ciao',
    intro: (o: string) => `il tuo ordine ${o} con pagamento su fattura è confermato. Prepariamo subito le tue gift card.`,
    attached: (n: string, total: string, due: string) => `In allegato trovi la fattura ${n} di ${total}: pagala entro il ${due} con un bonifico a questi dati.`,
    amount: 'Importo',
    beneficiary: 'Beneficiario',
    reference: 'Causale',
    cards: 'Le gift card digitali partono via e-mail entro un’ora; quelle fisiche vengono spedite come indicato nell’ordine.',
    view: 'Vedi il tuo ordine',
  },
  nl: {
    subject: (n: string, o: string) => `Factuur ${n}: je bestelling ${o} is bevestigd`,
    hello: 'Hoi',
    intro: (o: string) => `je bestelling ${o} op factuur is bevestigd. We maken je cadeaukaarten meteen klaar.`,
    attached: (n: string, total: string, due: string) =>
      `In de bijlage vind je factuur ${n} van ${total}: betaal die vóór ${due} met een overboeking naar deze gegevens.`,
    amount: 'Bedrag',
    beneficiary: 'Begunstigde',
    reference: 'Omschrijving',
    cards: 'Digitale cadeaukaarten worden binnen een uur gemaild; fysieke kaarten worden verzonden zoals in de bestelling staat.',
    view: 'Bekijk je bestelling',
  },
  en: {
    subject: (n: string, o: string) => `Invoice ${n}: your order ${o} is confirmed`,
    hello: 'Hi',
    intro: (o: string) => `your order ${o} on invoice is confirmed. We are preparing your gift cards right away.`,
    attached: (n: string, total: string, due: string) =>
      `Attached is invoice ${n} for ${total}: please pay it by ${due} with a bank transfer to these details.`,
    amount: 'Amount',
    beneficiary: 'Beneficiary',
    reference: 'Reference',
    cards: 'Digital gift cards are e-mailed within an hour; physical cards are dispatched as shown in the order.',
    view: 'View your order',
  },
} satisfies Record<Locale, unknown>;

/** The "order accepted, here is your invoice" e-mail (the PDF travels beside it). */
export function invoiceOrderAccepted(locale: Locale, d: InvoiceData, orderUrl: string): RenderedEmail {
  const c = copy[locale];
  const hi = greeting(c.hello, d.billing.firstName);
  const total = money(d.totals.grandTotal, d.currency, locale);
  const p = d.payment;
  const rows: [string, string][] = p
    ? [
        [c.amount, total],
        ['IBAN', groupIban(p.iban)],
        ['BIC', p.bic],
        [c.beneficiary, p.beneficiary],
        [c.reference, p.reference],
      ]
    : [[c.amount, total]];
  const attached = c.attached(d.number, total, p ? longDate(p.dueAt, locale, d.timeZone) : '-');
  const subject = c.subject(d.number, d.order.number);
  const text = [
    hi.text,
    '',
    c.intro(d.order.number),
    '',
    attached,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    c.cards,
    '',
    `${c.view}: ${orderUrl}`,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(hi.html) +
    paragraph(escapeHtml(c.intro(d.order.number))) +
    paragraph(escapeHtml(attached)) +
    facts(rows.map(([k, v]) => [k, escapeHtml(v)])) +
    paragraph(escapeHtml(c.cards)) +
    button(orderUrl, c.view);
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(c.intro(d.order.number)), bodyHtml }) };
}

export const INVOICE_EMAIL_JOB = 'orders-invoice-email';

/**
 * Sent in place of "payment received" for an order on invoice, to the invoice e-mail when given.
 * Completion only queues the job (in its transaction): the invoice PDF is rendered by the job,
 * never while the order is locked.
 */
export async function sendInvoiceOrderAccepted(tx: Tx, view: OrderView): Promise<void> {
  await enqueue(tx, INVOICE_EMAIL_JOB, { orderId: view.order.id });
}

/** The job: renders the invoice and its e-mail from the completed order, once per order. */
export async function mailInvoiceOrderAccepted(db: Db, orderId: number): Promise<boolean> {
  // The invoice first, in its own short transaction (made by the invoice job, or here when this
  // job comes first): the storefront's invoice counter is never locked while a PDF is drawn.
  const invoice = await invoiceOfOrder(db, orderId);
  if (!invoice) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-email:${orderId}`}))`);
    const [sent] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'invoice-order-accepted')))
      .limit(1);
    const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
    if (sent || !order || order.status !== 'completed' || !order.billing) return false;
    const base = contextForOrder(db, order);
    // The invoice's language: the order's, or the storefront's when it does not speak that one.
    const ctx = { ...base, locale: invoiceLocale(order.locale, base.store) };
    const view = await orderView(ctx, order, tx);
    const data = invoiceDataOfView(view, ctx.store, paymentProvider(db, ctx.store.id).bankTransferAccount?.() ?? null, invoice);
    const pdf = await renderInvoicePdf(data);
    const orderUrl = `${config.publicUrl}${buildPath(ctx.store, 'confirmation', { uuid: order.uuid }, data.locale)}`;
    const b = order.billing;
    await queueEmail(tx, {
      kind: 'invoice-order-accepted',
      to: b.invoiceEmail ?? b.email,
      ...invoiceOrderAccepted(data.locale, data, orderUrl),
      orderId,
      attachments: [{ filename: invoiceCopy[data.locale].fileName(data.order.number), contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
    });
    return true;
  });
}
