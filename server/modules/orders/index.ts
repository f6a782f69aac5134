// The orders module's face: all that code outside server/modules/orders/ may import (decision 024).
// Files inside the module import each other directly, never this file; eslint.config.js keeps the wall.
// flow-hooks.ts comes first: the face's other files reach redeem (through fulfilment and giftcards), whose
// outcome.ts registers its hooks as it loads; the registry must exist by then (an ES module cycle).
export { registerFlowHooks } from './flow-hooks.ts';
export { checkBasketRules, findBasket, type Order, orderByUuid, type PackageRow, packagesOf } from './basket.ts';
export { contextForOrder } from './context.ts';
export { adoptBasket, claimBasket } from './customer-orders.ts';
export { formatDeliveryDate } from './dates.ts';
export { deliveryOf, type PackageForDelivery } from './delivery-data.ts';
export { sendOrderConfirmation } from './emails.ts';
export { AddressRef } from './graphql-types.ts';
export { creditNotePdfOfCustomerOrder, invoicePdfOfCustomerOrder } from './invoice-download.ts';
export { INVOICE_EMAIL_JOB, mailInvoiceOrderAccepted } from './invoice-email.ts';
// For the back office (issue 18): an order's invoice and its FatturaPA XML to download.
/** @public */
export { INVOICE_JOB, type Invoice, invoiceOfOrder } from './invoices.ts';
/** @public */
export { InvoiceXmlUnavailable, invoiceXml } from './invoice-xml.ts';
export { orderJobs } from './jobs.ts';
export { label } from './labels.ts';
export { lockOrder, within } from './lock.ts';
export { cancelUnpayableOrder, complete, handlePaymentEvent } from './payment-outcome.ts';
export { methodRefusal, OutOfStock, reserveStock } from './placement.ts';
export { computeTotals, extrasPrices, type PricedPackage } from './pricing.ts';
export { reconcilePendingOrders, reconciliations } from './reconcile.ts';
export {
  copyToNewRedeemBasket,
  markRedeemOrderPlaced,
  openRedeemBasket,
  redeemOrderByUuid,
  type RedeemPackageRow,
  replaceRedeemGroup,
  setRedeemDelivery,
} from './redeem-orders.ts';
export { orderView, type OrderView, type PackageView } from './view.ts';
// The back office's order services (issue 17): each write takes the staff member and the audit writer.
/** @public the admin API's */
export { cancelOrder, refundAmount, refundOrder, refundPackage, type RefundDone } from './staff-refund.ts';
export { CommandRefusal, parseRefundArgs, refundUsage, runRefundCommand } from './refund-command.ts';
/** @public the admin API's */
export { markTransferReceived, type TransferReceived } from './staff-transfer.ts';
/** @public the admin API's */
export { addNote, type NoteRecord, resendDelivery, resendEmail } from './staff-notes.ts';
/** @public the admin API's */
export { type OrderHit, type OrderSearch, type OrderSearchPage, searchOrders } from './staff-search.ts';
/** @public the admin API's */
export {
  type OrderDetail,
  ordersWaitingTooLong,
  orderWithTimeline,
  reconciledOrders,
  type TimelineEntry,
  type TimelineKind,
  type WaitingOrder,
} from './staff-timeline.ts';
// Debt (decision 024): fulfilment/delivery.ts joins a delivery's order, package and shipment rows; a service call should replace it.
export { orders, packages, shipments } from './tables.ts';
// The module's GraphQL types and fields, registered on the shared builder when the face loads.
// What the module holds about a customer: the GDPR export and erasure (issue 18, decision 051).
export { eraseOrderPerson, orderPersonData, ordersOfPerson, type PersonOrder } from './person.ts';
// The orders module's dashboard figures (issue 18).
export { type DaySales, ordersWaitingTransfer, salesOfToday, type WaitingTransfer } from './dashboard.ts';
import './graphql.ts';
import './checkout-graphql.ts';
import './customer-graphql.ts';
// The back office's order fields (issue 17), registered on the admin builder when the face loads.
import './admin-graphql.ts';
import './admin-actions.ts';
import './admin-invoice.ts';
