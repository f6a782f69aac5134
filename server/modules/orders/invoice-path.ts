import type { Order } from './basket.ts';

// Where an order's invoice and credit notes are downloaded, and when the invoice exists: once the
// order is paid, or at once for an order on invoice (the invoice is how it gets paid). A canceled
// order has none, unless it was paid and then refunded: its invoice stays, with its credit notes.

export function invoiceAvailable(order: Pick<Order, 'status' | 'paidAt' | 'paymentMethod'>): boolean {
  if (order.status === 'basket') return false;
  if (order.status === 'canceled') return order.paidAt !== null;
  return order.paidAt !== null || order.paymentMethod === 'invoice';
}

export function creditNotePath(uuid: string, number: string): string {
  return `/conto/nota-di-credito/${uuid}/${number}.pdf`;
}

export function invoicePath(uuid: string): string {
  return `/conto/fattura/${uuid}.pdf`;
}
