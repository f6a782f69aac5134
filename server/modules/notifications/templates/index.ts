// The shop's e-mails: pure functions (locale, data) => { subject, text, html }.
export { orderConfirmation, type OrderConfirmationData } from './order-confirmation.ts';
export { paymentReceived, type PaymentReceivedData } from './payment-received.ts';
export { bankTransferInstructions, groupIban, type BankTransferInstructionsData } from './bank-transfer-instructions.ts';
export { cardDelivery, type CardDeliveryData, type DeliveredCard } from './card-delivery.ts';
export { donationConfirmation, type DonationConfirmationData } from './donation-confirmation.ts';
export { escapeHtml, longDate, money, type Locale, type RenderedEmail } from './layout.ts';
