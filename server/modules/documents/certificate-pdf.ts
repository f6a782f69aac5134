// The "attestato di donazione" that travels with the thank-you e-mail of a donation: one A4 page
// in the shop's PDF look, with the charity, the amount, the day, the donor and the reference.
import type { Locale } from '../../../common/storefronts.ts';
import { ACCENT, INK, LINE, MUTED, PAGE_W, PAPER, drawFooter, pdfSafe, startPdf, type Doc, type PdfOptions } from './pdf-style.ts';
import { dateFormat, numberFormat, intlLocales } from '../../../common/intl.ts';

export type CertificateInput = {
  locale: Locale;
  storeBrand: string;
  charity: string;
  amountCents: number;
  currency: string;
  /** The Rome calendar day of the donation, YYYY-MM-DD. */
  donatedOn: string;
  reference: string;
  donorName: string | null;
};

const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;

const copy = {
  it: {
    kind: 'Attestato di donazione',
    certifies: 'Si attesta che',
    anonymous: 'il titolare della gift card',
    donated: 'ha donato',
    to: 'a favore di',
    charity: 'Ente beneficiario',
    amount: 'Importo',
    date: 'Data della donazione',
    reference: 'Riferimento',
    donor: 'Donatore',
    how: (brand: string, c: string) => `La donazione è stata fatta con il credito di una gift card ${brand}. ${brand} versa l’intero importo a ${c}.`,
    thanks: 'Grazie per il tuo gesto.',
    note: (brand: string) => `Questo attestato conferma la donazione fatta tramite ${brand}; non è una ricevuta fiscale.`,
  },
  nl: {
    kind: 'Donatiebewijs',
    certifies: 'Hierbij verklaren wij dat',
    anonymous: 'de houder van de cadeaukaart',
    donated: 'heeft gedoneerd',
    to: 'aan',
    charity: 'Goed doel',
    amount: 'Bedrag',
    date: 'Datum van de donatie',
    reference: 'Referentie',
    donor: 'Donateur',
    how: (brand: string, c: string) => `De donatie is gedaan met het saldo van een ${brand} cadeaukaart. ${brand} maakt het volledige bedrag over aan ${c}.`,
    thanks: 'Bedankt voor je gift.',
    note: (brand: string) => `Dit bewijs bevestigt de donatie via ${brand}; het is geen fiscaal bewijsstuk.`,
  },
  en: {
    kind: 'Donation certificate',
    certifies: 'This certifies that',
    anonymous: 'the holder of the gift card',
    donated: 'donated',
    to: 'to',
    charity: 'Charity',
    amount: 'Amount',
    date: 'Date of the donation',
    reference: 'Reference',
    donor: 'Donor',
    how: (brand: string, c: string) => `The donation was made with the balance of a ${brand} gift card. ${brand} passes the full amount on to ${c}.`,
    thanks: 'Thank you for your generosity.',
    note: (brand: string) => `This certificate confirms the donation made through ${brand}; it is not a tax receipt.`,
  },
} satisfies Record<Locale, unknown>;

/** A calendar day as people write it ("21 novembre 2026"). */
export function longDay(iso: string, locale: Locale): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(intlLocales[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function drawHeader(doc: Doc, d: CertificateInput) {
  doc.roundedRect(MARGIN, 40, 18, 18, 4).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(pdfSafe(d.storeBrand), MARGIN + 26, 39, { lineBreak: false });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(copy[d.locale].kind, MARGIN, 45, { width: CONTENT_W, align: 'right', lineBreak: false });
}

/** The statement itself, centred on a paper panel with an accent rule: who, how much, to whom. */
function drawStatement(doc: Doc, d: CertificateInput, value: string, top: number): number {
  const c = copy[d.locale];
  const inner = CONTENT_W - 64;
  const centred = { width: inner, align: 'center' as const };
  const lines: [font: string, size: number, colour: string, text: string, gap: number][] = [
    ['Helvetica-Bold', 26, INK, c.kind, 22],
    ['Helvetica', 12, MUTED, c.certifies, 6],
    ['Helvetica-Bold', 20, INK, d.donorName?.trim() || c.anonymous, 14],
    ['Helvetica', 12, MUTED, c.donated, 4],
    ['Helvetica-Bold', 40, ACCENT, value, 12],
    ['Helvetica', 12, MUTED, c.to, 6],
    ['Helvetica-Bold', 22, INK, d.charity, 0],
  ];
  const blocks = lines.map((line) => ({ line, height: doc.font(line[0]).fontSize(line[1]).heightOfString(pdfSafe(line[3]), centred) }));
  const height = 48 + blocks.reduce((a, b) => a + b.height + b.line[4], 0);
  doc.roundedRect(MARGIN, top, CONTENT_W, height, 14).fillAndStroke(PAPER, LINE);
  doc.rect(MARGIN, top + 18, 4, height - 36).fill(ACCENT);
  let y = top + 24;
  blocks.forEach(({ line: [font, size, colour, text, gap], height: lineHeight }) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(colour)
      .text(pdfSafe(text), MARGIN + 32, y, centred);
    y += lineHeight + gap;
  });
  return top + height;
}

/** The facts as labels and values, two per row. */
function drawFacts(doc: Doc, d: CertificateInput, value: string, top: number): number {
  const c = copy[d.locale];
  const facts: [string, string][] = [
    [c.charity, d.charity],
    [c.amount, value],
    [c.date, longDay(d.donatedOn, d.locale)],
    [c.reference, d.reference],
  ];
  const colW = CONTENT_W / 2;
  facts.forEach(([label, text], i) => {
    const x = MARGIN + (i % 2) * colW;
    const y = top + Math.floor(i / 2) * 48;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label.toUpperCase(), x, y, { characterSpacing: 0.6, lineBreak: false });
    doc
      .font(label === c.reference ? 'Courier-Bold' : 'Helvetica-Bold')
      .fontSize(14)
      .fillColor(INK)
      .text(pdfSafe(text), x, y + 14, { width: colW - 16, lineBreak: false, ellipsis: true });
  });
  const bottom = top + Math.ceil(facts.length / 2) * 48;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(PAGE_W - MARGIN, bottom)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  return bottom;
}

/** Renders the certificate as a PDF. */
export function renderDonationCertificate(d: CertificateInput, options: PdfOptions = {}): Promise<Buffer> {
  const c = copy[d.locale];
  // With the cents, as the e-mail it travels with writes it.
  const value = numberFormat(intlLocales[d.locale], { style: 'currency', currency: d.currency, minimumFractionDigits: 2 }).format(d.amountCents / 100);
  const { doc, done } = startPdf(
    d.locale,
    { Title: `${c.kind} ${d.reference}`, Author: d.storeBrand, Subject: `${c.kind}: ${d.charity}`, Creator: d.storeBrand },
    { ...options, margin: MARGIN },
  );
  drawHeader(doc, d);
  const y = drawFacts(doc, d, value, drawStatement(doc, d, value, 96) + 32) + 24;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(pdfSafe(c.how(d.storeBrand, d.charity)), MARGIN, y, { width: CONTENT_W, lineGap: 2 });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(c.thanks, { width: CONTENT_W });
  doc
    .moveDown(0.8)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfSafe(c.note(d.storeBrand)), { width: CONTENT_W });
  drawFooter(doc, d.locale, d.storeBrand, MARGIN);
  doc.end();
  return done;
}
