import type { Order } from './basket.ts';

// Where an order's invoice is downloaded, and when it exists: once the order is paid, or at once
// for an order on invoice (the invoice is how it gets paid). A canceled order has none.

export function invoiceAvailable(order: Pick<Order, 'status' | 'paidAt' | 'paymentMethod'>): boolean {
  if (order.status === 'canceled' || order.status === 'basket') return false;
  return order.paidAt !== null || order.paymentMethod === 'invoice';
}

export function invoicePath(uuid: string): string {
  return `/conto/fattura/${uuid}.pdf`;
}
