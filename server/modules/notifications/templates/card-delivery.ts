import {
  INK,
  LINE,
  MUTED,
  PAPER,
  capitalise,
  escapeHtml,
  escapeMultiline,
  footerText,
  greeting,
  layout,
  longDate,
  money,
  paragraph,
  quote,
  type Locale,
  type RenderedEmail,
} from './layout.ts';

export type DeliveredCard = { code?: string; number?: string; pin?: string; expiresOn?: string };

export type CardDeliveryData = {
  receiverName: string;
  senderName: string;
  productTitle: string;
  valueCents: number;
  currency: string;
  note: string | null;
  cards: DeliveredCard[];
};

const copy = {
  it: {
    subjectFrom: (s: string, p: string) => `${s} ti ha regalato una gift card ${p}`,
    subject: (p: string) => `La tua gift card ${p} è arrivata`,
    hello: 'Ciao',
    introFrom: (s: string, p: string, v: string) => `${s} ti ha regalato una gift card ${p} da ${v}.`,
    intro: (p: string, v: string) => `ecco la tua gift card ${p} da ${v}.`,
    introMany: (k: number, p: string, v: string) => `ecco le tue ${k} gift card ${p} da ${v} ciascuna.`,
    introFromMany: (s: string, k: number, p: string, v: string) => `${s} ti ha regalato ${k} gift card ${p} da ${v} ciascuna.`,
    card: (i: number) => `Gift card ${i}`,
    code: 'Codice',
    number: 'Numero carta',
    pin: 'PIN',
    expires: 'Valido fino al',
    attached: (k: number) =>
      k === 1
        ? 'In allegato trovi la gift card in PDF: puoi stamparla o mostrarla dal telefono.'
        : 'In allegato trovi le gift card in PDF: puoi stamparle o mostrarle dal telefono.',
    careful: 'Custodisci il codice come se fosse denaro contante: chi lo conosce può usarlo.',
  },
  nl: {
    subjectFrom: (s: string, p: string) => `${s} geeft je een ${p} cadeaukaart`,
    subject: (p: string) => `Je ${p} cadeaukaart is er`,
    hello: 'Hoi',
    introFrom: (s: string, p: string, v: string) => `${s} geeft je een ${p} cadeaukaart van ${v}.`,
    intro: (p: string, v: string) => `hier is je ${p} cadeaukaart van ${v}.`,
    introMany: (k: number, p: string, v: string) => `hier zijn je ${k} ${p} cadeaukaarten van elk ${v}.`,
    introFromMany: (s: string, k: number, p: string, v: string) => `${s} geeft je ${k} ${p} cadeaukaarten van elk ${v}.`,
    card: (i: number) => `Cadeaukaart ${i}`,
    code: 'Code',
    number: 'Kaartnummer',
    pin: 'Pincode',
    expires: 'Geldig tot',
    attached: (k: number) =>
      k === 1
        ? 'De cadeaukaart zit als pdf in de bijlage: print hem of laat hem zien op je telefoon.'
        : 'De cadeaukaarten zitten als pdf in de bijlage: print ze of laat ze zien op je telefoon.',
    careful: 'Bewaar de code zoals je contant geld bewaart: wie hem kent, kan hem gebruiken.',
  },
  en: {
    subjectFrom: (s: string, p: string) => `${s} sent you a ${p} gift card`,
    subject: (p: string) => `Your ${p} gift card has arrived`,
    hello: 'Hi',
    introFrom: (s: string, p: string, v: string) => `${s} sent you a ${p} gift card worth ${v}.`,
    intro: (p: string, v: string) => `here is your ${p} gift card worth ${v}.`,
    introMany: (k: number, p: string, v: string) => `here are your ${k} ${p} gift cards worth ${v} each.`,
    introFromMany: (s: string, k: number, p: string, v: string) => `${s} sent you ${k} ${p} gift cards worth ${v} each.`,
    card: (i: number) => `Gift card ${i}`,
    code: 'Code',
    number: 'Card number',
    pin: 'PIN',
    expires: 'Valid until',
    attached: (k: number) =>
      k === 1
        ? 'The gift card is attached as a PDF: print it or show it on your phone.'
        : 'The gift cards are attached as PDFs: print them or show them on your phone.',
    careful: 'Keep the code as safe as cash: anyone who knows it can use it.',
  },
} satisfies Record<Locale, unknown>;

type Copy = (typeof copy)[Locale];

function cardFacts(c: Copy, card: DeliveredCard, locale: Locale): [string, string][] {
  const rows: [string, string][] = [];
  if (card.code) rows.push([c.code, card.code]);
  if (card.number) rows.push([c.number, card.number.replace(/(\d{4})(?=\d)/g, '$1 ')]);
  if (card.pin) rows.push([c.pin, card.pin]);
  if (card.expiresOn) rows.push([c.expires, longDate(card.expiresOn, locale, false)]);
  return rows;
}

// Label above value: codes are long and must stay readable in a phone-width mail client.
function cardHtml(title: string | null, rows: [string, string][], expiresLabel: string): string {
  const head = title
    ? `<div style="font-size:13px;font-weight:700;color:${MUTED};text-transform:uppercase;letter-spacing:0.5px;margin-bottom:6px">${escapeHtml(title)}</div>`
    : '';
  const mono = `font-family:'SFMono-Regular',Consolas,'Liberation Mono',monospace;font-size:18px;letter-spacing:1px;word-break:break-all`;
  const items = rows
    .map(
      ([k, v]) =>
        `<div style="margin:0 0 10px">` +
        `<div style="font-size:12px;color:${MUTED};text-transform:uppercase;letter-spacing:0.5px">${escapeHtml(k)}</div>` +
        `<div style="font-weight:700;color:${INK};${k === expiresLabel ? 'font-size:16px' : mono}">${escapeHtml(v)}</div></div>`,
    )
    .join('');
  return `<div style="margin:0 0 14px;padding:14px 16px 4px;border:1px dashed ${LINE};border-radius:10px;background:${PAPER}">${head}${items}</div>`;
}

/** The gift itself: who it is from, the note, the code(s); the PDF cards travel as attachments. */
export function cardDelivery(locale: Locale, d: CardDeliveryData): RenderedEmail {
  const c = copy[locale];
  const sender = d.senderName.trim();
  const many = d.cards.length > 1;
  const value = money(d.valueCents, d.currency, locale);
  const subject = sender ? c.subjectFrom(sender, d.productTitle) : c.subject(d.productTitle);
  const hi = greeting(c.hello, d.receiverName);
  const intro = sender
    ? many
      ? c.introFromMany(sender, d.cards.length, d.productTitle, value)
      : c.introFrom(sender, d.productTitle, value)
    : many
      ? c.introMany(d.cards.length, d.productTitle, value)
      : c.intro(d.productTitle, value);
  const note = d.note?.trim() || null;
  const cards = d.cards.map((card, i) => ({ title: many ? c.card(i + 1) : null, rows: cardFacts(c, card, locale) }));
  const text = [
    hi.text,
    '',
    intro,
    '',
    ...(note ? [...note.split(/\r?\n/).map((l) => `> ${l}`), sender ? `— ${sender}` : '', ''] : []),
    ...cards.flatMap((k) => [...(k.title ? [k.title] : []), ...k.rows.map(([a, b]) => `${a}: ${b}`), '']),
    c.attached(d.cards.length),
    c.careful,
    '',
    footerText(locale),
  ].join('\n');
  const bodyHtml =
    paragraph(hi.html) +
    paragraph(escapeHtml(intro)) +
    (note ? quote(escapeMultiline(note), sender ? `— ${sender}` : null) : '') +
    cards.map((k) => cardHtml(k.title, k.rows, c.expires)).join('') +
    paragraph(escapeHtml(c.attached(d.cards.length))) +
    `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(c.careful)}</p>`;
  return { subject, text, html: layout(locale, { title: subject, preheader: capitalise(intro), bodyHtml }) };
}
