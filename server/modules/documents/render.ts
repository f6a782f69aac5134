import { renderCardPdf, type CardPdfInput } from './card-pdf.ts';
import { renderDonationCertificate, type CertificateInput } from './certificate-pdf.ts';
import type { PdfOptions } from './pdf-style.ts';

/**
 * A document as an e-mail carries it until it is sent: what to draw, not the drawing. A delivery
 * writes this in its transaction and the send job draws the PDF after commit.
 */
export type Document = { kind: 'gift-card'; card: CardPdfInput } | { kind: 'donation-certificate'; certificate: CertificateInput };

/** Draws a document's PDF. */
export function renderDocument(document: Document, options: PdfOptions = {}): Promise<Buffer> {
  switch (document.kind) {
    case 'gift-card':
      return renderCardPdf(document.card, options);
    case 'donation-certificate':
      return renderDonationCertificate(document.certificate, options);
  }
}
