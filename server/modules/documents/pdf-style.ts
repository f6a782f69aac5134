// The shop's PDFs (the printable gift card, the donation certificate, the invoice) share one look:
// the house colours, an A4 page in PDF points and Helvetica's character set.
import PDFDocument from 'pdfkit';
import { storefronts, type Locale } from '../../../common/storefronts.ts';

export const ACCENT = '#d9415d';
export const INK = '#231a33';
export const MUTED = '#6b6478';
export const PAPER = '#fbf7f2';
export const LINE = '#e4dfe8';
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;

// Characters Helvetica's WinAnsi encoding lacks: accented letters lose their accent, the rest go.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (/^[\x20-\x7e]$/.test(base)) out += base;
    else if (ch === 'ł' || ch === 'Ł') out += ch === 'ł' ? 'l' : 'L';
  }
  return out.replace(/[ \t]{2,}/g, ' ');
}

export type Doc = InstanceType<typeof PDFDocument>;

export type PdfOptions = {
  /** false keeps the text readable in the file (tests read it); attachments and downloads use the compressed default. */
  compress?: boolean;
  /** The document's creation date; a document drawn again from the same input and date is the same file. */
  createdAt?: Date;
};

/** An A4 document in the house margins, and its bytes once `doc.end()` has been called. */
export function startPdf(
  lang: string,
  info: { Title: string; Author: string; Subject: string; Creator: string },
  options: PdfOptions & { margin: number; bufferPages?: boolean },
): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    compress: options.compress ?? true,
    displayTitle: true,
    lang,
    info: {
      Title: pdfSafe(info.Title),
      Author: pdfSafe(info.Author),
      Subject: pdfSafe(info.Subject),
      Creator: pdfSafe(info.Creator),
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The house footer at the foot of the page: a rule, then the brand, the site and the e-mail of the locale's storefront. */
export function drawFooter(doc: Doc, locale: Locale, storeBrand: string, margin: number) {
  const store = storefronts.find((s) => s.languages.includes(locale)) ?? storefronts[0];
  const line = `${storeBrand} · ${store.origin.replace(/^https?:\/\//, '')} · ${store.email}`;
  // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  doc
    .moveTo(margin, 780)
    .lineTo(PAGE_W - margin, 780)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfSafe(line), margin, 790, { width: PAGE_W - 2 * margin, align: 'center', lineBreak: false });
}
