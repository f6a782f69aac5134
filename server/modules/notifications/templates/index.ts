// The shop's e-mails: pure functions (locale, data) => { subject, text, html }.
export { orderConfirmation, type OrderConfirmationData } from './order-confirmation.ts';
export { paymentReceived } from './payment-received.ts';
export { bankTransferInstructions, groupIban } from './bank-transfer-instructions.ts';
export { cardDelivery, type CardDeliveryData, type DeliveredCard } from './card-delivery.ts';
export { donationConfirmation } from './donation-confirmation.ts';
export { escapeHtml } from './layout.ts';
