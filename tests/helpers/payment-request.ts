import type { CreatePayment } from '../../server/modules/payments/index.ts';

/** What the shop asks a provider to open for order IT-100042 of 25.95 € by card (the adapters' tests). */
export function paymentRequest(returnUrl: string): CreatePayment {
  return {
    amountCents: 2595,
    currency: 'EUR',
    method: 'card',
    bank: null,
    description: 'Ordine IT-100042',
    reference: 'IT-100042',
    idempotencyKey: 'IT-100042:1',
    returnUrl,
    locale: 'it',
  };
}
