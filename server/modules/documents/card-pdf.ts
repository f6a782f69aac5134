// The printable gift card that travels with a digital delivery: one A4 page with the drawn card,
// its value, the code (or number and PIN), the sender's note and how to use it.
import { formatMoney, toMoney } from '../../../common/money.ts';
import { buildPath } from '../../../common/paths.ts';
import { storefronts, type Locale } from '../../../common/storefronts.ts';
import { ACCENT, INK, LINE, MUTED, PAGE_W, PAPER, drawFooter, pdfSafe, startPdf, type Doc, type PdfOptions } from './pdf-style.ts';
import { dateFormat, intlLocales } from '../../../common/intl.ts';

export type CardPdfInput = {
  locale: Locale;
  storeBrand: string;
  productTitle: string;
  brand: string;
  backgroundColor: string;
  textColor: string;
  valueCents: number;
  currency: string;
  code?: string | null;
  number?: string | null;
  pin?: string | null;
  expiresOn?: string | null;
  note?: string | null;
  senderName?: string | null;
};

const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const CARD_W = 400;
const CARD_H = 252;

const copy = {
  it: {
    kind: 'Gift card',
    value: 'Valore',
    code: 'Codice',
    number: 'Numero carta',
    pin: 'PIN',
    expires: 'Valido fino al',
    noteFrom: (s: string) => `Un messaggio da ${s}`,
    note: 'Un messaggio per te',
    how: 'Come usarla',
    useCode: (b: string) => `Presenta il codice alla cassa di ${b} oppure inseriscilo al momento del pagamento online. Valgono le condizioni d’uso di ${b}.`,
    useNumber: (site: string) =>
      `Vai su ${site}, inserisci numero carta e PIN e scegli la gift card che preferisci. Puoi usare il saldo anche in più volte, fino alla scadenza.`,
    careful: 'Conserva questa carta come denaro contante: chi conosce il codice può usarlo.',
  },
  nl: {
    kind: 'Cadeaukaart',
    value: 'Waarde',
    code: 'Code',
    number: 'Kaartnummer',
    pin: 'Pincode',
    expires: 'Geldig tot',
    noteFrom: (s: string) => `Een bericht van ${s}`,
    note: 'Een bericht voor jou',
    how: 'Zo gebruik je hem',
    useCode: (b: string) => `Laat de code zien aan de kassa van ${b} of vul hem in bij het online afrekenen. De voorwaarden van ${b} zijn van toepassing.`,
    useNumber: (site: string) =>
      `Ga naar ${site}, vul kaartnummer en pincode in en kies de cadeaukaart die je wilt. Je kunt het saldo in delen gebruiken, tot de vervaldatum.`,
    careful: 'Bewaar deze kaart zoals contant geld: wie de code kent, kan hem gebruiken.',
  },
  en: {
    kind: 'Gift card',
    value: 'Value',
    code: 'Code',
    number: 'Card number',
    pin: 'PIN',
    expires: 'Valid until',
    noteFrom: (s: string) => `A message from ${s}`,
    note: 'A message for you',
    how: 'How to use it',
    useCode: (b: string) => `Show the code at the ${b} till or enter it when you pay online. The terms of use of ${b} apply.`,
    useNumber: (site: string) =>
      `Go to ${site}, enter the card number and PIN and choose the gift card you like. You can spend the balance in several goes, until it expires.`,
    careful: 'Keep this card as safe as cash: anyone who knows the code can use it.',
  },
} satisfies Record<Locale, unknown>;

function colour(value: string, fallback: string): string {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : fallback;
}

function longDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(intlLocales[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function groupNumber(number: string): string {
  return number.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function drawHeader(doc: Doc, card: CardPdfInput) {
  doc.roundedRect(MARGIN, 40, 18, 18, 4).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(pdfSafe(card.storeBrand), MARGIN + 26, 39, { lineBreak: false });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(copy[card.locale].kind, MARGIN, 45, { width: CONTENT_W, align: 'right', lineBreak: false });
}

/** The card itself: rounded, in the product's colours, with rings and stripes as decoration. */
function drawCard(doc: Doc, card: CardPdfInput, value: string, top: number) {
  const x = (PAGE_W - CARD_W) / 2;
  const bg = colour(card.backgroundColor, '#3a3550');
  const fg = colour(card.textColor, '#ffffff');
  doc
    .save()
    .roundedRect(x + 3, top + 5, CARD_W, CARD_H, 18)
    .fillOpacity(0.12)
    .fill('#000000')
    .restore();
  doc.save().roundedRect(x, top, CARD_W, CARD_H, 18).clip();
  doc.rect(x, top, CARD_W, CARD_H).fill(bg);
  doc
    .fillColor(fg)
    .fillOpacity(0.08)
    .circle(x + CARD_W - 40, top + CARD_H - 20, 150)
    .fill();
  doc.strokeColor(fg).strokeOpacity(0.16).lineWidth(9);
  for (let r = 30; r <= 150; r += 30) doc.circle(x + CARD_W - 40, top + CARD_H - 20, r).stroke();
  doc
    .fillOpacity(0.07)
    .circle(x + CARD_W - 20, top + 10, 80)
    .fill();
  doc.restore();
  doc.save().fillColor(fg);
  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(pdfSafe(card.brand), x + 26, top + 26, { width: CARD_W - 52, height: 36, ellipsis: true, lineBreak: false });
  if (card.productTitle.trim() && card.productTitle.trim() !== card.brand.trim()) {
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillOpacity(0.85)
      .text(pdfSafe(card.productTitle), x + 26, top + 62, { width: CARD_W - 52, height: 16, ellipsis: true, lineBreak: false });
  }
  doc
    .fillOpacity(1)
    .font('Helvetica-Bold')
    .fontSize(36)
    .text(pdfSafe(value), x + 26, top + CARD_H - 66, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillOpacity(0.85)
    .text(pdfSafe(card.storeBrand), x + 26, top + CARD_H - 30, { width: CARD_W - 52, align: 'right', lineBreak: false });
  doc.restore();
  return top + CARD_H;
}

/** The labelled code box: code, or number and PIN, then the expiry. */
function drawCodes(doc: Doc, card: CardPdfInput, top: number): number {
  const c = copy[card.locale];
  const rows: [string, string][] = [];
  if (card.code) rows.push([c.code, card.code]);
  if (card.number) rows.push([c.number, groupNumber(card.number)]);
  if (card.pin) rows.push([c.pin, card.pin]);
  if (card.expiresOn) rows.push([c.expires, longDate(card.expiresOn, card.locale)]);
  if (!rows.length) return top;
  const height = 22 + rows.length * 40;
  doc.roundedRect(MARGIN, top, CONTENT_W, height, 10).fillAndStroke(PAPER, LINE);
  let y = top + 16;
  for (const [label, value] of rows) {
    const isDate = label === c.expires;
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label.toUpperCase(), MARGIN + 18, y, { characterSpacing: 0.6, lineBreak: false });
    doc
      .font(isDate ? 'Helvetica-Bold' : 'Courier-Bold')
      .fontSize(isDate ? 13 : 17)
      .fillColor(INK)
      .text(pdfSafe(value), MARGIN + 18, y + 13, { width: CONTENT_W - 36, lineBreak: false, ellipsis: true });
    y += 40;
  }
  return top + height;
}

function drawNote(doc: Doc, card: CardPdfInput, top: number): number {
  const note = pdfSafe(card.note?.trim() ?? '');
  if (!note) return top;
  const c = copy[card.locale];
  const sender = pdfSafe(card.senderName?.trim() ?? '');
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(sender ? c.noteFrom(sender) : c.note, MARGIN, top);
  const quoteTop = doc.y + 8;
  doc.font('Helvetica-Oblique').fontSize(13);
  const height = doc.heightOfString(note, { width: CONTENT_W - 40, lineGap: 2 });
  doc.rect(MARGIN, quoteTop, CONTENT_W, height + 24).fill(PAPER);
  doc.rect(MARGIN, quoteTop, 4, height + 24).fill(ACCENT);
  doc.fillColor(INK).text(note, MARGIN + 22, quoteTop + 12, { width: CONTENT_W - 40, lineGap: 2 });
  return quoteTop + height + 24;
}

function drawHowTo(doc: Doc, card: CardPdfInput, top: number): number {
  const c = copy[card.locale];
  const store = storefronts.find((s) => s.languages.includes(card.locale)) ?? storefronts[0];
  const site = `${store.origin.replace(/^https?:\/\//, '')}${buildPath(store, 'redeemCheck')}`;
  const how = card.number ? c.useNumber(site) : c.useCode(card.brand.trim());
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(c.how, MARGIN, top);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor(INK).text(pdfSafe(how), { width: CONTENT_W, lineGap: 2 });
  doc.moveDown(0.5).fontSize(10).fillColor(MUTED).text(c.careful, { width: CONTENT_W });
  return doc.y;
}

/** Renders one gift card as a PDF. */
export function renderCardPdf(card: CardPdfInput, options: PdfOptions = {}): Promise<Buffer> {
  const c = copy[card.locale];
  const value = formatMoney(toMoney(card.valueCents, card.currency), intlLocales[card.locale]);
  const { doc, done } = startPdf(
    card.locale,
    { Title: `${card.productTitle} - ${c.kind} ${value}`, Author: card.storeBrand, Subject: `${c.kind} ${card.brand}`, Creator: card.storeBrand },
    { ...options, margin: MARGIN },
  );
  drawHeader(doc, card);
  let y = drawCard(doc, card, value, 96) + 28;
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(`${c.value}: `, MARGIN, y, { continued: true })
    .font('Helvetica-Bold')
    .fillColor(INK)
    .text(pdfSafe(value));
  y = drawCodes(doc, card, doc.y + 12) + 24;
  y = drawNote(doc, card, y) + 20;
  drawHowTo(doc, card, y);
  drawFooter(doc, card.locale, card.storeBrand, MARGIN);
  doc.end();
  return done;
}
