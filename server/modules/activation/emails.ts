// The activation e-mails: the card is active (with the link to its voucher data), or it could not be
// activated. Pure functions (locale, data) => { subject, text, html }, in the shop's e-mail frame.
import { button, escapeHtml, facts, footerText, layout, longDate, money, paragraph, type Locale, type RenderedEmail } from '../notifications/index.ts';

export type CardActivatedData = {
  maskedNumber: string;
  valueCents: number;
  currency: string;
  /** ISO date (YYYY-MM-DD) of the last day the card can be used. */
  expiresOn: string;
  /** The voucher page with the code; null where the storefront has no such page. */
  voucherUrl: string | null;
  voucherCode: string;
};

export type ActivationFailedData = { maskedNumber: string };

const copy = {
  it: {
    subject: 'La tua gift card è attiva',
    intro: (v: string) => `Ciao, la tua gift card è stata attivata: ora ha un credito di ${v} da spendere.`,
    number: 'Numero carta',
    value: 'Credito',
    expires: 'Valida fino al',
    code: 'Codice voucher',
    button: 'Vedi i dati della carta',
    linkText: (url: string) => `Vedi i dati della carta: ${url}`,
    pin: 'Per controllare il credito o spenderlo ti servono il numero e il PIN che trovi sul retro della carta.',
    failedSubject: 'Non siamo riusciti ad attivare la tua gift card',
    failedIntro: 'Ciao, non siamo riusciti ad attivare la gift card che ci hai indicato.',
    failedHelp: 'Contatta il nostro servizio clienti indicando il numero della carta: ti aiuteremo a risolvere.',
  },
  nl: {
    subject: 'Je cadeaukaart is geactiveerd',
    intro: (v: string) => `Hoi, je cadeaukaart is geactiveerd: er staat nu ${v} op om te besteden.`,
    number: 'Kaartnummer',
    value: 'Tegoed',
    expires: 'Geldig tot',
    code: 'Vouchercode',
    button: 'Bekijk de kaartgegevens',
    linkText: (url: string) => `Bekijk de kaartgegevens: ${url}`,
    pin: 'Om het saldo te bekijken of te besteden heb je het nummer en de pincode op de achterkant van de kaart nodig.',
    failedSubject: 'We konden je cadeaukaart niet activeren',
    failedIntro: 'Hoi, we konden de cadeaukaart die je opgaf niet activeren.',
    failedHelp: 'Neem contact op met onze klantenservice en vermeld het kaartnummer: we helpen je verder.',
  },
  en: {
    subject: 'Your gift card is active',
    intro: (v: string) => `Hi, your gift card has been activated: it now holds ${v} to spend.`,
    number: 'Card number',
    value: 'Balance',
    expires: 'Valid until',
    code: 'Voucher code',
    button: 'See the card details',
    linkText: (url: string) => `See the card details: ${url}`,
    pin: 'To check or spend the balance you need the number and the PIN on the back of the card.',
    failedSubject: 'We could not activate your gift card',
    failedIntro: 'Hi, we could not activate the gift card you gave us.',
    failedHelp: 'Please contact our customer service with the card number: we will help you sort it out.',
  },
} satisfies Record<Locale, unknown>;

export function cardActivated(locale: Locale, d: CardActivatedData): RenderedEmail {
  const c = copy[locale];
  const value = money(d.valueCents, d.currency, locale);
  const expires = longDate(d.expiresOn, locale, false);
  const rows: [string, string][] = [
    [c.number, d.maskedNumber],
    [c.value, value],
    [c.expires, expires],
    [c.code, d.voucherCode],
  ];
  const text = [
    c.intro(value),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(d.voucherUrl ? [c.linkText(d.voucherUrl), ''] : []),
    c.pin,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(escapeHtml(c.intro(value))) +
    facts(rows.map(([k, v]) => [k, escapeHtml(v)])) +
    (d.voucherUrl ? button(d.voucherUrl, c.button) : '') +
    paragraph(escapeHtml(c.pin));
  return { subject: c.subject, text, html: layout(locale, { title: c.subject, preheader: c.intro(value), bodyHtml }) };
}

export function activationFailed(locale: Locale, d: ActivationFailedData): RenderedEmail {
  const c = copy[locale];
  const text = [c.failedIntro, '', `${c.number}: ${d.maskedNumber}`, '', c.failedHelp, '', footerText(locale)].join('\n');
  const bodyHtml = paragraph(escapeHtml(c.failedIntro)) + facts([[c.number, escapeHtml(d.maskedNumber)]]) + paragraph(escapeHtml(c.failedHelp));
  return { subject: c.failedSubject, text, html: layout(locale, { title: c.failedSubject, preheader: c.failedIntro, bodyHtml }) };
}
