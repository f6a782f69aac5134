// The invoice as a PDF (A4, in the order's language): seller and buyer, the order's lines with their
// VAT, totals with and without VAT, and how it is paid. For an Italian business it is the courtesy
// copy of the electronic invoice sent through SDI, so it shows where that went (recipient code or
// PEC). The words are invoice-copy.ts's; numbers, money and dates are the language's (intlLocales).
import { ACCENT, INK, LINE, MUTED, PAGE_H, PAGE_W, PAPER, pdfSafe, startPdf, type Doc, type PdfOptions } from '../documents/index.ts';
import type { InvoiceData } from './invoice-data.ts';
import { creditNoteCopy, electronicNote, invoiceCopy } from './invoice-copy.ts';
import { dateFormat, intlLocales, numberFormat } from '../../../common/intl.ts';

export { invoiceDataOf, type InvoiceData } from './invoice-data.ts';

const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
/** Below this the next row goes to a new page: the footer keeps the bottom free. */
const BODY_BOTTOM = PAGE_H - 90;
const COLUMNS = [
  { key: 'title', width: 240, align: 'left' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unit', width: 80, align: 'right' },
  { key: 'vat', width: 60, align: 'right' },
  { key: 'total', width: 75, align: 'right' },
] as const;

/** A credit note is drawn as an invoice, with its own title, total and the invoice it corrects. */
const copyOf = (data: InvoiceData) => (data.corrects ? { ...invoiceCopy[data.locale], ...creditNoteCopy[data.locale] } : invoiceCopy[data.locale]);

const day = (data: InvoiceData, date: Date) =>
  dateFormat(intlLocales[data.locale], { timeZone: data.timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

function amount(data: InvoiceData, cents: number): string {
  return pdfSafe(numberFormat(intlLocales[data.locale], { style: 'currency', currency: data.currency, minimumFractionDigits: 2 }).format(cents / 100));
}

const count = (data: InvoiceData, n: number) => pdfSafe(numberFormat(intlLocales[data.locale], {}).format(n));
const percent = (data: InvoiceData, rate: number) =>
  pdfSafe(numberFormat(intlLocales[data.locale], { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100));

/** An Italian partita IVA is printed with its country prefix, as on the electronic invoice. */
function vatLabel(vat: string): string {
  return /^\d{11}$/.test(vat) ? `IT${vat}` : vat;
}

function drawHeading(doc: Doc, data: InvoiceData): number {
  const c = copyOf(data);
  doc.roundedRect(MARGIN, 46, 18, 18, 4).fill(ACCENT);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text('Donami', MARGIN + 26, 45, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text(pdfSafe(c.title), MARGIN, 40, { width: CONTENT_W, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(pdfSafe(c.number(data.number)), MARGIN, doc.y + 2, { width: CONTENT_W, align: 'right' })
    .text(pdfSafe(c.date(day(data, data.issuedAt))), { width: CONTENT_W, align: 'right' });
  if (data.corrects)
    doc.text(pdfSafe(creditNoteCopy[data.locale].corrects(data.corrects.number, day(data, data.corrects.issuedAt))), { width: CONTENT_W, align: 'right' });
  return doc.y + 24;
}

function buyerLines(data: InvoiceData): { strong: string; rest: string[] } {
  const c = copyOf(data);
  const b = data.billing;
  const name = `${b.firstName} ${b.lastName}`;
  const email = b.invoiceEmail ?? b.email;
  const business = b.customerType === 'BUSINESS';
  const rest = business ? [c.attention(name)] : [];
  // The registered office an Italian business gave, or the home of a private customer who asked
  // for the e-invoice, as the e-invoice names it.
  if (b.street && b.houseNumber && b.postCode && b.city) rest.push(`${b.street} ${b.houseNumber}${b.suffix ? `/${b.suffix}` : ''}`, `${b.postCode} ${b.city}`);
  if (!business) return { strong: name, rest: [...rest, ...(b.fiscalCode ? [c.fiscalCode(b.fiscalCode)] : []), email] };
  if (b.vatNumber) rest.push(c.vatNumber(vatLabel(b.vatNumber)));
  if (b.kvkNumber) rest.push(c.registration(b.kvkNumber));
  if (b.sdiCode) rest.push(c.sdiCode(b.sdiCode));
  if (b.pecAddress) rest.push(c.pec(b.pecAddress));
  if (b.referenceNumber) rest.push(c.reference(b.referenceNumber));
  rest.push(email);
  return { strong: b.companyName ?? name, rest };
}

function drawParty(doc: Doc, title: string, strong: string, rest: string[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(pdfSafe(title.toUpperCase()), x, y, { width, characterSpacing: 0.6 });
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
  const c = copyOf(data);
  const width = (CONTENT_W - 24) / 2;
  const s = data.store;
  const left = drawParty(doc, c.seller, s.name, [...s.address.split('\n'), c.vatNumber(vatLabel(s.vatNumber)), s.email], MARGIN, top, width);
  const buyer = buyerLines(data);
  const right = drawParty(doc, c.buyer, buyer.strong, buyer.rest, MARGIN + width + 24, top, width);
  const y = Math.max(left, right) + 18;
  const placed = data.order.placedAt ? day(data, data.order.placedAt) : null;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(pdfSafe(c.order(data.order.number, placed, data.order.paymentMethodLabel)), MARGIN, y, { width: CONTENT_W });
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

function drawLines(doc: Doc, data: InvoiceData, top: number): number {
  const c = copyOf(data);
  const header: Row = {
    title: pdfSafe(c.columns.title),
    quantity: pdfSafe(c.columns.quantity),
    unit: pdfSafe(c.columns.unit),
    vat: pdfSafe(c.columns.vat),
    total: pdfSafe(c.columns.total),
  };
  const vat = (rate: number) => (rate ? percent(data, rate) : pdfSafe(c.exempt));
  const rows: Row[] = [
    ...data.lines.map((l) => ({
      title: pdfSafe(l.title),
      quantity: count(data, l.quantity),
      unit: amount(data, l.unitCents),
      vat: vat(l.vatRate),
      total: amount(data, l.totalCents),
    })),
    ...data.adjustments.map((a) => ({
      title: pdfSafe(a.title),
      quantity: count(data, 1),
      unit: amount(data, a.cents),
      vat: vat(a.vatCents ? data.vatRatePercent : 0),
      total: amount(data, a.cents),
    })),
  ];
  let y = drawRow(doc, header, top, true);
  for (const row of rows) {
    if (y + 30 > BODY_BOTTOM) {
      doc.addPage();
      y = drawRow(doc, header, MARGIN, true);
    }
    y = drawRow(doc, row, y);
  }
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(pdfSafe(c.pricesNote), MARGIN, y, { width: CONTENT_W });
  return doc.y + 12;
}

function drawTotals(doc: Doc, data: InvoiceData, top: number): number {
  const c = copyOf(data);
  const rate = percent(data, data.vatRatePercent);
  const exempt = data.lines.filter((l) => l.vatRate === 0).reduce((s, l) => s + l.totalCents, 0);
  const vat = data.totals.grandTotal - data.totals.grandTotalWithoutTax;
  const rows: [string, number, boolean][] = [
    [c.exemptCards, exempt, false],
    [c.taxable(rate), data.totals.grandTotalWithoutTax - exempt, false],
    [c.vat(rate), vat, false],
    [c.totalWithoutVat, data.totals.grandTotalWithoutTax, false],
    [c.total, data.totals.grandTotal, true],
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
      .text(pdfSafe(label), x + 8, y, { width: 140, lineBreak: false })
      .text(amount(data, cents), x + 140, y, { width: 102, align: 'right', lineBreak: false });
    y += strong ? 24 : 18;
  }
  return y + 12;
}

function paymentText(data: InvoiceData): string[] {
  const c = copyOf(data);
  const p = data.payment;
  if (p) {
    return [
      c.terms(p.termsDays, day(data, p.dueAt)),
      `${c.beneficiary}: ${p.beneficiary}`,
      `IBAN: ${p.iban}`,
      `BIC: ${p.bic}`,
      `${c.paymentReference}: ${p.reference}`,
    ];
  }
  if (data.order.paidAt) return [c.paid(day(data, data.order.paidAt), data.order.paymentMethodLabel)];
  return [c.pending(data.order.paymentMethodLabel)];
}

function drawNotes(doc: Doc, data: InvoiceData, top: number) {
  const c = copyOf(data);
  const notes = paymentText(data);
  const b = data.billing;
  const electronic = electronicNote(c, b);
  const height = 60 + notes.length * 14 + (electronic ? 30 : 0);
  if (top + height > BODY_BOTTOM) {
    doc.addPage();
    top = MARGIN;
  }
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfSafe(c.payment), MARGIN, top, { width: CONTENT_W });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfSafe(notes.join('\n')), MARGIN, doc.y + 4, { width: CONTENT_W, lineGap: 2 });
  doc.moveDown(0.8).fontSize(9).fillColor(MUTED);
  if (data.lines.some((l) => l.vatRate === 0)) doc.text(pdfSafe(c.exemption), { width: CONTENT_W });
  if (electronic) doc.moveDown(0.3).text(pdfSafe(electronic), { width: CONTENT_W });
}

/** Seller line and page number on every page (pages are buffered for this). */
function drawFooters(doc: Doc, data: InvoiceData) {
  const c = copyOf(data);
  const range = doc.bufferedPageRange();
  const line = pdfSafe(
    `${data.store.name} · ${data.store.address.split('\n').slice(0, 2).join(', ')} · ${c.vatNumber(vatLabel(data.store.vatNumber))} · ${data.store.email}`,
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
      .text(pdfSafe(c.page(data.number, i - range.start + 1, range.count)), MARGIN, PAGE_H - 38, { width: CONTENT_W, align: 'center', lineBreak: false });
  }
}

/** Renders the invoice, or a credit note (`data.corrects`). */
export function renderInvoicePdf(data: InvoiceData, options: PdfOptions = {}): Promise<Buffer> {
  const c = copyOf(data);
  const { doc, done } = startPdf(
    data.locale,
    { Title: `${c.title} ${data.number}`, Author: data.store.name, Subject: c.subject(data.order.number), Creator: 'Donami' },
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
