// The back office's e-mails about a quote (decision 050): the sales team's reply, in the language
// the company asked in, and the order on invoice made from it, with the link to accept its terms.
import { button, escapeHtml, escapeMultiline, footerText, greeting, layout, paragraph, type Locale, type RenderedEmail } from '../notifications/index.ts';

const copy = {
  it: {
    hello: 'Ciao',
    subject: (ref: string) => `Il tuo preventivo ${ref}`,
    title: 'Il tuo preventivo',
    orderSubject: (ref: string, number: string) => `Il tuo ordine su fattura ${number} (preventivo ${ref})`,
    orderTitle: 'Il tuo ordine su fattura è pronto',
    order: (number: string) =>
      `abbiamo preparato l'ordine ${number} su fattura, come da preventivo. Accetta le condizioni di pagamento a 30 giorni per confermarlo:`,
    accept: 'Accetta e conferma',
  },
  nl: {
    hello: 'Hoi',
    subject: (ref: string) => `Je offerte ${ref}`,
    title: 'Je offerte',
    orderSubject: (ref: string, number: string) => `Je bestelling op factuur ${number} (offerte ${ref})`,
    orderTitle: 'Je bestelling op factuur staat klaar',
    order: (number: string) =>
      `we hebben bestelling ${number} op factuur voor je klaargezet, volgens de offerte. Accepteer de betaaltermijn van 30 dagen om haar te bevestigen:`,
    accept: 'Accepteren en bevestigen',
  },
  en: {
    hello: 'Hi',
    subject: (ref: string) => `Your quote ${ref}`,
    title: 'Your quote',
    orderSubject: (ref: string, number: string) => `Your order on invoice ${number} (quote ${ref})`,
    orderTitle: 'Your order on invoice is ready',
    order: (number: string) => `we have prepared order ${number} on invoice, as quoted. Accept the 30-day payment terms to confirm it:`,
    accept: 'Accept and confirm',
  },
} satisfies Record<Locale, unknown>;

/** The sales team's reply: their words as written, under the greeting. */
export function quoteReplyEmail(locale: Locale, d: { reference: string; contactName: string; text: string }): RenderedEmail {
  const c = copy[locale];
  const hello = greeting(c.hello, d.contactName);
  const text = [hello.text, '', d.text, '', footerText(locale)].join('\n');
  const bodyHtml = paragraph(hello.html) + paragraph(escapeMultiline(d.text));
  return { subject: c.subject(d.reference), text, html: layout(locale, { title: c.title, preheader: d.text.slice(0, 90), bodyHtml }) };
}

/** The order made from the quote: its number and where the company accepts it. */
export function quoteOrderEmail(locale: Locale, d: { reference: string; contactName: string; number: string; acceptUrl: string | null }): RenderedEmail {
  const c = copy[locale];
  const hello = greeting(c.hello, d.contactName);
  // Without a link (the provider did not open the payment), the order waits for the company to pay it from its order page.
  const text = [`${hello.text} ${c.order(d.number)}`, d.acceptUrl ?? '', '', footerText(locale)].join('\n');
  const bodyHtml = paragraph(`${hello.html} ${escapeHtml(c.order(d.number))}`) + (d.acceptUrl ? button(d.acceptUrl, c.accept) : '');
  return { subject: c.orderSubject(d.reference, d.number), text, html: layout(locale, { title: c.orderTitle, preheader: c.order(d.number), bodyHtml }) };
}
