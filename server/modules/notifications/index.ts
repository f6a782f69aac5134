// The notifications module's face: all that code outside server/modules/notifications/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
export * from './service.ts';
export { notificationJobs } from './jobs.ts';
export {
  bankTransferInstructions,
  cardDelivery,
  type DeliveredCard,
  donationConfirmation,
  groupIban,
  orderConfirmation,
  paymentReceived,
} from './templates/index.ts';
export {
  ACCENT_DARK,
  button,
  capitalise,
  escapeHtml,
  escapeMultiline,
  facts,
  footerText,
  greeting,
  layout,
  type Locale,
  longDate,
  money,
  paragraph,
  quote,
  type RenderedEmail,
  safeUrl,
} from './templates/layout.ts';
// Debt (decision 024): orders/invoice-email.ts reads the outbox to see whether an invoice e-mail is queued; a service call should replace it.
export { outbox, type OutboxAttachment } from './tables.ts';
// What the module holds about a customer: the GDPR export and erasure (issue 18, decision 051).
export { eraseOutboxPerson, outboxPersonData } from './person.ts';
