// The shop's PDFs (the printable gift card, the invoice) share one look: the house colours and an
// A4 page in PDF points.

export const ACCENT = '#d9415d';
export const INK = '#231a33';
export const MUTED = '#6b6478';
export const PAPER = '#fbf7f2';
export const LINE = '#e4dfe8';
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
