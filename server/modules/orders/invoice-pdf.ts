// The invoice as a PDF (A4, Italian): seller and buyer, the order's lines with their VAT, totals with
// and without VAT, and how it is paid. For a business it is the courtesy copy of the electronic
// invoice sent through SDI, so it shows where that went (recipient code or PEC).
import { ACCENT, INK, LINE, MUTED, PAGE_H, PAGE_W, PAPER, pdfSafe, startPdf, type Doc, type PdfOptions } from '../documents/index.ts';
import type { InvoiceData } from './invoice-data.ts';
import { dateFormat, numberFormat } from '../../../common/intl.ts';

export { invoiceDataOf, type InvoiceData } from './invoice-data.ts';

const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
/** Below this the next row goes to a new page: the footer keeps the bottom free. */
const BODY_BOTTOM = PAGE_H - 90;
const COLUMNS = [
  { key: 'title', label: 'Descrizione', width: 245, align: 'left' },
  { key: 'quantity', label: 'Q.tà', width: 40, align: 'right' },
  { key: 'unit', label: 'Prezzo unitario', width: 80, align: 'right' },
  { key: 'vat', label: 'IVA', width: 55, align: 'right' },
  { key: 'total', label: 'Importo', width: 75, align: 'right' },
] as const;
export const EXEMPTION_NOTE = 'Gift card: esenti IVA, operazione non soggetta ai sensi dell’art. 2, comma 3, lett. a) DPR 633/72 (buoni multiuso).';

const day = (date: Date, timeZone: string) => dateFormat('it-IT', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

function amount(cents: number, currency: string): string {
  return pdfSafe(numberFormat('it-IT', { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100));
}

/** An Italian partita IVA is printed with its country prefix, as on the electronic invoice. */
function vatLabel(vat: string): string {
  return /^\d{11}$/.test(vat) ? `IT${vat}` : vat;
}

function drawHeading(doc: Doc, data: InvoiceData): number {
  doc.roundedRect(MARGIN, 46, 18, 18, 4).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text('Donami', MARGIN + 26, 45, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text('Fattura', MARGIN, 40, { width: CONTENT_W, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(pdfSafe(`N. ${data.number}`), MARGIN, doc.y + 2, { width: CONTENT_W, align: 'right' })
    .text(`Data: ${day(data.issuedAt, data.timeZone)}`, { width: CONTENT_W, align: 'right' });
  return doc.y + 24;
}

function buyerLines(data: InvoiceData): { strong: string; rest: string[] } {
  const b = data.billing;
  const name = `${b.firstName} ${b.lastName}`;
  const email = b.invoiceEmail ?? b.email;
  if (b.customerType !== 'BUSINESS') return { strong: name, rest: [email] };
  const rest = [`c.a. ${name}`];
  if (b.vatNumber) rest.push(`P.IVA ${vatLabel(b.vatNumber)}`);
  if (b.kvkNumber) rest.push(`REA ${b.kvkNumber}`);
  if (b.sdiCode) rest.push(`Codice destinatario SDI: ${b.sdiCode}`);
  if (b.pecAddress) rest.push(`PEC: ${b.pecAddress}`);
  if (b.referenceNumber) rest.push(`Riferimento: ${b.referenceNumber}`);
  rest.push(email);
  return { strong: b.companyName ?? name, rest };
}

function drawParty(doc: Doc, title: string, strong: string, rest: string[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(pdfSafe(strong), x, doc.y + 4, { width });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfSafe(rest.join('\n')), x, doc.y + 2, { width, lineGap: 1.5 });
  return doc.y;
}

function drawParties(doc: Doc, data: InvoiceData, top: number): number {
  const width = (CONTENT_W - 24) / 2;
  const s = data.store;
  const left = drawParty(doc, 'Emittente', s.name, [...s.address.split('\n'), `P.IVA ${vatLabel(s.vatNumber)}`, s.email], MARGIN, top, width);
  const buyer = buyerLines(data);
  const right = drawParty(doc, 'Intestatario', buyer.strong, buyer.rest, MARGIN + width + 24, top, width);
  const y = Math.max(left, right) + 18;
  const placed = data.order.placedAt ? ` del ${day(data.order.placedAt, data.timeZone)}` : '';
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(pdfSafe(`Ordine ${data.order.number}${placed} · Metodo di pagamento: ${data.order.paymentMethodLabel}`), MARGIN, y, { width: CONTENT_W });
  return doc.y + 14;
}

type Row = { title: string; quantity: string; unit: string; vat: string; total: string };

function drawRow(doc: Doc, row: Row, y: number, header = false): number {
  doc
    .font(header ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(header ? 9 : 10)
    .fillColor(header ? MUTED : INK);
  const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(row[c.key], { width: c.width - 8 })));
  if (header)
    doc
      .rect(MARGIN, y - 5, CONTENT_W, height + 10)
      .fill(PAPER)
      .fillColor(MUTED);
  let x = MARGIN;
  for (const c of COLUMNS) {
    doc.text(row[c.key], x + 4, y, { width: c.width - 8, align: c.align });
    x += c.width;
  }
  const bottom = y + height + 5;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + CONTENT_W, bottom)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  return bottom + 6;
}

const HEADER_ROW: Row = { title: 'Descrizione', quantity: 'Q.tà', unit: 'Prezzo unitario', vat: 'IVA', total: 'Importo' };

function drawLines(doc: Doc, data: InvoiceData, top: number): number {
  const rows: Row[] = [
    ...data.lines.map((l) => ({
      title: pdfSafe(l.title),
      quantity: String(l.quantity),
      unit: amount(l.unitCents, data.currency),
      vat: l.vatRate ? `${l.vatRate}%` : 'Esente',
      total: amount(l.totalCents, data.currency),
    })),
    ...data.adjustments.map((a) => ({
      title: pdfSafe(a.title),
      quantity: '1',
      unit: amount(a.cents, data.currency),
      vat: a.vatCents ? `${data.vatRatePercent}%` : 'Esente',
      total: amount(a.cents, data.currency),
    })),
  ];
  let y = drawRow(doc, HEADER_ROW, top, true);
  for (const row of rows) {
    if (y + 30 > BODY_BOTTOM) {
      doc.addPage();
      y = drawRow(doc, HEADER_ROW, MARGIN, true);
    }
    y = drawRow(doc, row, y);
  }
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text('Prezzi IVA inclusa dove indicata.', MARGIN, y, { width: CONTENT_W });
  return doc.y + 12;
}

function drawTotals(doc: Doc, data: InvoiceData, top: number): number {
  const exempt = data.lines.filter((l) => l.vatRate === 0).reduce((s, l) => s + l.totalCents, 0);
  const vat = data.totals.grandTotal - data.totals.grandTotalWithoutTax;
  const rows: [string, number, boolean][] = [
    ['Gift card esenti IVA', exempt, false],
    [`Imponibile IVA ${data.vatRatePercent}%`, data.totals.grandTotalWithoutTax - exempt, false],
    [`IVA ${data.vatRatePercent}%`, vat, false],
    ['Totale senza IVA', data.totals.grandTotalWithoutTax, false],
    ['Totale fattura', data.totals.grandTotal, true],
  ];
  if (top + rows.length * 20 + 10 > BODY_BOTTOM) {
    doc.addPage();
    top = MARGIN;
  }
  const x = MARGIN + CONTENT_W - 250;
  let y = top;
  for (const [label, cents, strong] of rows) {
    if (strong) {
      doc.rect(x, y - 5, 250, 24).fill(PAPER);
      y += 1;
    }
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor(INK)
      .text(label, x + 8, y, { width: 140, lineBreak: false })
      .text(amount(cents, data.currency), x + 140, y, { width: 102, align: 'right', lineBreak: false });
    y += strong ? 24 : 18;
  }
  return y + 12;
}

function paymentText(data: InvoiceData): string[] {
  const p = data.payment;
  if (p) {
    return [
      `Pagamento a ${p.termsDays} giorni data fattura, entro il ${day(p.dueAt, data.timeZone)}, con bonifico bancario:`,
      `Beneficiario: ${p.beneficiary}`,
      `IBAN: ${p.iban}`,
      `BIC: ${p.bic}`,
      `Causale: ${p.reference}`,
    ];
  }
  if (data.order.paidAt) return [`Pagato il ${day(data.order.paidAt, data.timeZone)} con ${data.order.paymentMethodLabel}.`];
  return [`In attesa del pagamento (${data.order.paymentMethodLabel}).`];
}

function drawNotes(doc: Doc, data: InvoiceData, top: number) {
  const notes = paymentText(data);
  const b = data.billing;
  const electronic =
    b.customerType === 'BUSINESS' && (b.sdiCode || b.pecAddress)
      ? `Questo documento è la copia di cortesia della fattura elettronica trasmessa tramite SDI ${b.sdiCode && b.sdiCode !== '0000000' ? `al codice destinatario ${b.sdiCode}` : `alla PEC ${b.pecAddress}`}.`
      : null;
  const height = 60 + notes.length * 14 + (electronic ? 30 : 0);
  if (top + height > BODY_BOTTOM) {
    doc.addPage();
    top = MARGIN;
  }
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Pagamento', MARGIN, top, { width: CONTENT_W });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfSafe(notes.join('\n')), MARGIN, doc.y + 4, { width: CONTENT_W, lineGap: 2 });
  doc.moveDown(0.8).fontSize(9).fillColor(MUTED);
  if (data.lines.some((l) => l.vatRate === 0)) doc.text(pdfSafe(EXEMPTION_NOTE), { width: CONTENT_W });
  if (electronic) doc.moveDown(0.3).text(pdfSafe(electronic), { width: CONTENT_W });
}

/** Seller line and page number on every page (pages are buffered for this). */
function drawFooters(doc: Doc, data: InvoiceData) {
  const range = doc.bufferedPageRange();
  const line = pdfSafe(
    `${data.store.name} · ${data.store.address.split('\n').slice(0, 2).join(', ')} · P.IVA ${vatLabel(data.store.vatNumber)} · ${data.store.email}`,
  );
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, PAGE_H - 58)
      .lineTo(PAGE_W - MARGIN, PAGE_H - 58)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(line, MARGIN, PAGE_H - 50, { width: CONTENT_W, align: 'center', lineBreak: false })
      .text(`Fattura ${pdfSafe(data.number)} · pagina ${i - range.start + 1} di ${range.count}`, MARGIN, PAGE_H - 38, {
        width: CONTENT_W,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** Renders the invoice. */
export function renderInvoicePdf(data: InvoiceData, options: PdfOptions = {}): Promise<Buffer> {
  const { doc, done } = startPdf(
    'it',
    { Title: `Fattura ${data.number}`, Author: data.store.name, Subject: `Ordine ${data.order.number}`, Creator: 'Donami' },
    { ...options, margin: MARGIN, bufferPages: true },
  );
  let y = drawHeading(doc, data);
  y = drawParties(doc, data, y);
  y = drawLines(doc, data, y);
  y = drawTotals(doc, data, y);
  drawNotes(doc, data, y);
  drawFooters(doc, data);
  doc.end();
  return done;
}
