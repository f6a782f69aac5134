import { eq } from 'drizzle-orm';
import { config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { buildPath } from '../../../common/paths.ts';
import {
  button,
  capitalise,
  escapeHtml,
  facts,
  footerText,
  greeting,
  layout,
  money,
  paragraph,
  queueEmail,
  type Locale,
  type RenderedEmail,
} from '../notifications/index.ts';
import { contextForOrder } from './context.ts';
import { creditNotePdf } from './credit-note-data.ts';
import type { InvoiceData } from './invoice-data.ts';
import * as t from './tables.ts';

// The buyer hears of a refund with its credit note attached (decision 046), in the invoice's
// language, at the address the invoice went to. Once per note: the note's row is locked and marks
// when its e-mail was written.

const copy = {
  it: {
    subject: (n: string, o: string) => `Nota di credito ${n}: rimborso del tuo ordine ${o}`,
    hello: 'Ciao',
    intro: (amount: string, o: string) => `abbiamo rimborsato ${amount} del tuo ordine ${o}.`,
    attached: (n: string, invoice: string) => `In allegato trovi la nota di credito ${n}, che rettifica la fattura ${invoice}.`,
    where: 'Il rimborso torna sul metodo di pagamento che hai usato per l’ordine; i tempi di accredito dipendono dalla tua banca.',
    amount: 'Importo rimborsato',
    view: 'Vedi il tuo ordine',
  },
  nl: {
    subject: (n: string, o: string) => `Creditnota ${n}: terugbetaling van je bestelling ${o}`,
    hello: 'Hoi',
    intro: (amount: string, o: string) => `we hebben ${amount} van je bestelling ${o} terugbetaald.`,
    attached: (n: string, invoice: string) => `In de bijlage vind je creditnota ${n}, die factuur ${invoice} corrigeert.`,
    where: 'Het bedrag gaat terug naar de betaalmethode van je bestelling; wanneer het bijgeschreven wordt, hangt af van je bank.',
    amount: 'Terugbetaald bedrag',
    view: 'Bekijk je bestelling',
  },
  en: {
    subject: (n: string, o: string) => `Credit note ${n}: refund of your order ${o}`,
    hello: 'Hi',
    intro: (amount: string, o: string) => `we have refunded ${amount} of your order ${o}.`,
    attached: (n: string, invoice: string) => `Attached is credit note ${n}, which corrects invoice ${invoice}.`,
    where: 'The money goes back to the payment method of your order; when it shows depends on your bank.',
    amount: 'Amount refunded',
    view: 'View your order',
  },
} satisfies Record<Locale, unknown>;

/** The e-mail of a credit note (the PDF travels beside it). */
export function creditNoteEmail(d: InvoiceData, orderUrl: string): RenderedEmail {
  const c = copy[d.locale];
  const hi = greeting(c.hello, d.billing.firstName);
  const total = money(d.totals.grandTotal, d.currency, d.locale);
  const intro = c.intro(total, d.order.number);
  const attached = c.attached(d.number, d.corrects?.number ?? '');
  const subject = c.subject(d.number, d.order.number);
  const text = [hi.text, '', intro, '', attached, '', `${c.amount}: ${total}`, '', c.where, '', `${c.view}: ${orderUrl}`, '', footerText(d.locale)].join('\n');
  const bodyHtml =
    paragraph(hi.html) +
    paragraph(escapeHtml(intro)) +
    paragraph(escapeHtml(attached)) +
    facts([[c.amount, escapeHtml(total)]]) +
    paragraph(escapeHtml(c.where)) +
    button(orderUrl, c.view);
  return { subject, text, html: layout(d.locale, { title: subject, preheader: capitalise(intro), bodyHtml }) };
}

/**
 * Writes the note's e-mail to the outbox, once: false when it was written before (or the note is
 * gone). The PDF is drawn before the transaction, which then locks the note's row and writes the
 * e-mail only if no one did meanwhile.
 */
export async function mailCreditNote(db: Db, noteId: number): Promise<boolean> {
  const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.id, noteId));
  if (!note || note.emailedAt) return false;
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, note.orderId));
  if (!order?.billing) return false;
  const { data, body, filename } = await creditNotePdf(db, note);
  const store = contextForOrder(db, order).store;
  const orderUrl = `${config.publicUrl}${buildPath(store, 'confirmation', { uuid: order.uuid }, data.locale)}`;
  const to = order.billing.invoiceEmail ?? order.billing.email;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(t.creditNotes).where(eq(t.creditNotes.id, noteId)).for('update');
    if (!locked || locked.emailedAt) return false;
    await queueEmail(tx, {
      kind: 'credit-note',
      to,
      ...creditNoteEmail(data, orderUrl),
      orderId: order.id,
      attachments: [{ filename, contentType: 'application/pdf', contentBase64: body.toString('base64') }],
    });
    await tx.update(t.creditNotes).set({ emailedAt: new Date() }).where(eq(t.creditNotes.id, noteId));
    return true;
  });
}
