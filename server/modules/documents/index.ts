// The documents module's face: all that code outside server/modules/documents/ may import (decision 024).
// The PDFs the shop draws (the printable gift card, the donation certificate) and the house style
// the invoice shares. No tables and no other module: notifications draws a document when its
// e-mail goes out, so the modules that write e-mails and the sender both depend on this one.
export { ACCENT, INK, LINE, MUTED, PAGE_H, PAGE_W, PAPER, pdfSafe, startPdf, type Doc, type PdfOptions } from './pdf-style.ts';
export { renderDonationCertificate } from './certificate-pdf.ts';
export { renderDocument, type Document } from './render.ts';
