// The sandbox provider's hosted pages as a test reads them: open a payment, get its page, post its form.
import type { Database } from '../../server/db/client.ts';
import { type PaymentLocale, type PaymentMethod, findSandboxPayment, paymentProvider } from '../../server/modules/payments/index.ts';
import type { apiClient } from './api.ts';

type Shop = ReturnType<typeof apiClient>;

/** `shop()` answers the suite's database and API once its beforeAll has opened them. */
export function sandboxPages(shop: () => { database: Database; api: Shop }, opened: { description: string; returnUrl: string }) {
  return {
    /** Opens a payment of 25 € (order reference 100042) and answers its id. */
    async pay(method: PaymentMethod, bank: string | null = null, locale: PaymentLocale = 'it') {
      const { ref } = await paymentProvider(shop().database.db, 53).createPayment({
        amountCents: 2500,
        currency: 'EUR',
        method,
        bank,
        description: opened.description,
        reference: '100042',
        idempotencyKey: `100042:${method}`,
        returnUrl: opened.returnUrl,
        locale,
      });
      return ref;
    },
    page: (id: string) => shop().api.app.request(`/psp/sandbox/pay/${id}/`),
    post: (path: string, fields: Record<string, string>) => shop().api.app.request(path, { method: 'POST', body: new URLSearchParams(fields) }),
    status: async (id: string) => (await findSandboxPayment(shop().database.db, id))!.status,
  };
}
