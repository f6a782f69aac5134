// The fulfilment module's face: all that code outside server/modules/fulfilment/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
// The leaf files come first: donations and orders compute page sizes from pdf-style.ts as they
// load, and the face is part of an import cycle (delivery.ts reaches donations and orders).
export { ACCENT, INK, LINE, MUTED, PAGE_H, PAGE_W, PAPER } from './pdf-style.ts';
export { pdfSafe } from './card-pdf.ts';
export { dispatchDate, zonedDateTime } from './working-days.ts';
export { availableCodes, CHOICE_CARD_SLUGS, codesOfPackage, isStockBacked, releaseCodes, reserveCodes } from './stock.ts';
export { fulfilmentJobs } from './jobs.ts';
export { deliverDue, scheduleDigitalDeliveries } from './delivery.ts';
