// The quote e-mails: the request in full for the sales team, and the receipt for the company with
// the promise of a quote within one hour (§1, §9). Pure functions (locale, data) => { subject, text, html }.
import {
  escapeHtml,
  escapeMultiline,
  facts,
  footerText,
  greeting,
  layout,
  money,
  paragraph,
  quote,
  type Locale,
  type RenderedEmail,
} from '../notifications/index.ts';

export type QuoteMailData = {
  reference: string;
  companyName: string;
  contactName: string;
  email: string;
  /** With its dial code: "+39 02 1234 5678". */
  phone: string;
  vatNumber: string;
  message: string;
  remark: string | null;
  productTitle: string | null;
  quantity: number | null;
  valueCents: number | null;
  currency: string;
  /** The storefront's office hours, for the one-hour promise. */
  officeHours: string;
  /** When it came in, as the sales team reads it (Rome time). */
  receivedAt: string;
  storeName: string;
};

const copy = {
  it: {
    hello: 'Ciao',
    subject: (ref: string) => `Abbiamo ricevuto la tua richiesta di preventivo (${ref})`,
    title: 'Il tuo preventivo arriva entro 1 ora',
    intro: (company: string) => `grazie per aver chiesto un preventivo per ${company}.`,
    promise: (hours: string) =>
      `Il nostro team vendite ti invierà il preventivo entro 1 ora (nei giorni lavorativi, ${hours}; le richieste arrivate fuori orario ricevono risposta entro la prima ora lavorativa).`,
    perks: 'Per le aziende: gift card esenti IVA, pagamento su fattura e spedizione in giornata per gli ordini confermati entro le 17:00.',
    yourMessage: 'Il tuo messaggio',
    salesSubject: (ref: string, company: string) => `Nuova richiesta di preventivo ${ref} – ${company}`,
    salesTitle: 'Nuova richiesta di preventivo',
    salesIntro: (ref: string) => `Il cliente ha la promessa di un preventivo entro 1 ora: rispondi al più presto, citando ${ref}.`,
    salesReply: (email: string) => `Rispondi a: ${email}`,
    rows: {
      reference: 'Riferimento',
      company: 'Azienda',
      vat: 'Partita IVA',
      contact: 'Referente',
      email: 'Email',
      phone: 'Telefono',
      product: 'Prodotto',
      quantity: 'Numero di carte',
      value: 'Valore per carta',
      total: 'Valore indicativo',
      remark: 'Nota',
      received: 'Ricevuta il',
      store: 'Negozio',
      message: 'Messaggio',
      anyProduct: 'Da definire',
    },
  },
  nl: {
    hello: 'Hoi',
    subject: (ref: string) => `We hebben je offerteaanvraag ontvangen (${ref})`,
    title: 'Je offerte komt binnen 1 uur',
    intro: (company: string) => `bedankt voor je offerteaanvraag voor ${company}.`,
    promise: (hours: string) =>
      `Ons salesteam stuurt je de offerte binnen 1 uur (op werkdagen, ${hours}; aanvragen buiten kantoortijd beantwoorden we binnen het eerste werkuur).`,
    perks: 'Voor bedrijven: cadeaukaarten vrij van btw, betalen op factuur en verzending dezelfde dag voor bestellingen die vóór 17:00 zijn bevestigd.',
    yourMessage: 'Je bericht',
    salesSubject: (ref: string, company: string) => `Nieuwe offerteaanvraag ${ref} – ${company}`,
    salesTitle: 'Nieuwe offerteaanvraag',
    salesIntro: (ref: string) => `De klant is een offerte binnen 1 uur beloofd: antwoord zo snel mogelijk en vermeld ${ref}.`,
    salesReply: (email: string) => `Antwoorden aan: ${email}`,
    rows: {
      reference: 'Referentie',
      company: 'Bedrijf',
      vat: 'Btw-nummer',
      contact: 'Contactpersoon',
      email: 'E-mail',
      phone: 'Telefoon',
      product: 'Product',
      quantity: 'Aantal kaarten',
      value: 'Waarde per kaart',
      total: 'Indicatieve waarde',
      remark: 'Opmerking',
      received: 'Ontvangen op',
      store: 'Winkel',
      message: 'Bericht',
      anyProduct: 'Nog te bepalen',
    },
  },
  en: {
    hello: 'Hi',
    subject: (ref: string) => `We have received your quote request (${ref})`,
    title: 'Your quote arrives within 1 hour',
    intro: (company: string) => `thank you for asking a quote for ${company}.`,
    promise: (hours: string) =>
      `Our sales team will send you the quote within 1 hour (on working days, ${hours}; requests sent outside office hours are answered within the first working hour).`,
    perks: 'For businesses: VAT-exempt gift cards, payment on invoice and same-day shipping for orders confirmed before 17:00.',
    yourMessage: 'Your message',
    salesSubject: (ref: string, company: string) => `New quote request ${ref} – ${company}`,
    salesTitle: 'New quote request',
    salesIntro: (ref: string) => `The customer was promised a quote within 1 hour: please answer as soon as possible, quoting ${ref}.`,
    salesReply: (email: string) => `Reply to: ${email}`,
    rows: {
      reference: 'Reference',
      company: 'Company',
      vat: 'VAT number',
      contact: 'Contact',
      email: 'E-mail',
      phone: 'Phone',
      product: 'Product',
      quantity: 'Number of cards',
      value: 'Value per card',
      total: 'Indicative value',
      remark: 'Remark',
      received: 'Received on',
      store: 'Shop',
      message: 'Message',
      anyProduct: 'To be decided',
    },
  },
} satisfies Record<Locale, unknown>;

type Rows = (typeof copy)['it']['rows'];

/** What the request is about: product, quantity, value per card and their product, when given. */
function orderRows(r: Rows, d: QuoteMailData, locale: Locale): [string, string][] {
  const rows: [string, string][] = [[r.product, d.productTitle ?? r.anyProduct]];
  if (d.quantity !== null) rows.push([r.quantity, String(d.quantity)]);
  if (d.valueCents !== null) rows.push([r.value, money(d.valueCents, d.currency, locale)]);
  if (d.quantity !== null && d.valueCents !== null) rows.push([r.total, money(d.valueCents * d.quantity, d.currency, locale)]);
  return rows;
}

const asText = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`);
const asFacts = (rows: [string, string][]) => facts(rows.map(([k, v]) => [k, escapeHtml(v)]));

/** The receipt for the company, in the language it asked in. */
export function quoteReceivedEmail(locale: Locale, d: QuoteMailData): RenderedEmail {
  const c = copy[locale];
  const hello = greeting(c.hello, d.contactName);
  const rows: [string, string][] = [
    [c.rows.reference, d.reference],
    [c.rows.company, d.companyName],
    [c.rows.vat, d.vatNumber],
    ...orderRows(c.rows, d, locale),
  ];
  if (d.remark) rows.push([c.rows.remark, d.remark]);
  const intro = `${hello.text} ${c.intro(d.companyName)}`;
  const text = [intro, '', c.promise(d.officeHours), '', ...asText(rows), '', `${c.yourMessage}:`, d.message, '', c.perks, '', footerText(locale)].join('\n');
  const bodyHtml =
    paragraph(`${hello.html} ${escapeHtml(c.intro(d.companyName))}`) +
    paragraph(`<strong>${escapeHtml(c.promise(d.officeHours))}</strong>`) +
    asFacts(rows) +
    paragraph(escapeHtml(`${c.yourMessage}:`)) +
    quote(escapeMultiline(d.message), null) +
    paragraph(escapeHtml(c.perks));
  return { subject: c.subject(d.reference), text, html: layout(locale, { title: c.title, preheader: c.promise(d.officeHours), bodyHtml }) };
}

/** The request in full for the sales team, in the storefront's language. */
export function quoteForSalesEmail(locale: Locale, d: QuoteMailData): RenderedEmail {
  const c = copy[locale];
  const r = c.rows;
  const rows: [string, string][] = [
    [r.reference, d.reference],
    [r.company, d.companyName],
    [r.vat, d.vatNumber],
    [r.contact, d.contactName],
    [r.email, d.email],
    [r.phone, d.phone],
    ...orderRows(r, d, locale),
    [r.remark, d.remark ?? '–'],
    [r.received, d.receivedAt],
    [r.store, d.storeName],
  ];
  const text = [c.salesIntro(d.reference), '', ...asText(rows), '', `${r.message}:`, d.message, '', c.salesReply(d.email)].join('\n');
  const bodyHtml =
    paragraph(`<strong>${escapeHtml(c.salesIntro(d.reference))}</strong>`) +
    asFacts(rows) +
    paragraph(escapeHtml(`${r.message}:`)) +
    quote(escapeMultiline(d.message), `${d.contactName}, ${d.companyName}`) +
    paragraph(`${escapeHtml(c.salesReply(''))}<a href="mailto:${escapeHtml(d.email)}">${escapeHtml(d.email)}</a>`);
  return {
    subject: c.salesSubject(d.reference, d.companyName),
    text,
    html: layout(locale, { title: c.salesTitle, preheader: c.salesIntro(d.reference), bodyHtml }),
  };
}
