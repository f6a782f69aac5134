import {
  INK,
  LINE,
  MUTED,
  capitalise,
  escapeHtml,
  footerText,
  greeting,
  layout,
  longDate,
  money,
  paragraph,
  type Locale,
  type RenderedEmail,
} from './layout.ts';

type DonationConfirmationData = {
  donorName: string;
  charity: string;
  amountCents: number;
  currency: string;
  /** The Rome calendar day of the donation, YYYY-MM-DD. */
  donatedOn: string;
  reference: string;
};

const copy = {
  it: {
    subject: (c: string) => `Grazie per la tua donazione a ${c}`,
    hello: 'Ciao',
    intro: (v: string, c: string) => `grazie di cuore! Con il credito della tua gift card hai donato ${v} a ${c}.`,
    passOn: (c: string) => `Donami versa l’intero importo a ${c}.`,
    charity: 'Ente',
    amount: 'Importo',
    date: 'Data',
    reference: 'Riferimento',
    attached: 'In allegato trovi l’attestato di donazione in PDF, con questi dati: conservalo o inoltralo a chi vuoi.',
    keep: 'Per qualsiasi domanda sulla donazione, indica il riferimento qui sopra.',
  },
  nl: {
    subject: (c: string) => `Bedankt voor je donatie aan ${c}`,
    hello: 'Hoi',
    intro: (v: string, c: string) => `hartelijk bedankt! Met het saldo van je cadeaukaart heb je ${v} gedoneerd aan ${c}.`,
    passOn: (c: string) => `Donami maakt het volledige bedrag over aan ${c}.`,
    charity: 'Goed doel',
    amount: 'Bedrag',
    date: 'Datum',
    reference: 'Referentie',
    attached: 'Het donatiebewijs zit als pdf in de bijlage, met deze gegevens: bewaar het of stuur het door aan wie je wilt.',
    keep: 'Vermeld bij vragen over je donatie de referentie hierboven.',
  },
  en: {
    subject: (c: string) => `Thank you for your donation to ${c}`,
    hello: 'Hi',
    intro: (v: string, c: string) => `thank you so much! With the balance of your gift card you donated ${v} to ${c}.`,
    passOn: (c: string) => `Donami passes the full amount on to ${c}.`,
    charity: 'Charity',
    amount: 'Amount',
    date: 'Date',
    reference: 'Reference',
    attached: 'The donation certificate is attached as a PDF, with these details: keep it or pass it on to whoever you like.',
    keep: 'If you have a question about the donation, please quote the reference above.',
  },
} satisfies Record<Locale, unknown>;

// The facts as layout's table, but a charity's name wraps between words (not inside one) on a phone.
function factsHtml(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px 8px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 0;font-size:15px;font-weight:600;color:${INK};overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border-top:1px solid ${LINE};border-bottom:1px solid ${LINE}">${cells}</table>`;
}

/** "Thank you for your donation": the charity, the amount and the reference; the certificate travels as a PDF. */
export function donationConfirmation(locale: Locale, d: DonationConfirmationData): RenderedEmail {
  const c = copy[locale];
  const value = money(d.amountCents, d.currency, locale);
  const subject = c.subject(d.charity);
  const hi = greeting(c.hello, d.donorName);
  const intro = c.intro(value, d.charity);
  const rows: [string, string][] = [
    [c.charity, d.charity],
    [c.amount, value],
    [c.date, longDate(d.donatedOn, locale, false)],
    [c.reference, d.reference],
  ];
  const text = [hi.text, '', intro, c.passOn(d.charity), '', ...rows.map(([k, v]) => `${k}: ${v}`), '', c.attached, c.keep, '', footerText(locale)].join('\n');
  const bodyHtml =
    paragraph(hi.html) +
    paragraph(escapeHtml(intro)) +
    paragraph(escapeHtml(c.passOn(d.charity))) +
    factsHtml(rows) +
    paragraph(escapeHtml(c.attached)) +
    `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(c.keep)}</p>`;
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(intro), bodyHtml }) };
}
