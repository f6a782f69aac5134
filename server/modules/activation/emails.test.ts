import { describe, expect, it } from 'vitest';
import { voucherUrl } from './activate.ts';
import { cardActivated } from './emails.ts';

describe('the activation e-mails', () => {
  const data = { maskedNumber: '6391 53•• •••• ••• 0501', valueCents: 5000, currency: 'EUR', expiresOn: '2028-11-21', voucherCode: 'ABCD-EFGH-JKMN-PQRS' };

  it("speaks the holder's language and leaves out the link where the storefront has no voucher page", () => {
    const nl = cardActivated('nl', { ...data, voucherUrl: null });
    expect(nl.subject).toBe('Je cadeaukaart is geactiveerd');
    expect(nl.text).toMatch(/Geldig tot: 21 november 2028/);
    expect(nl.text).not.toContain('http');
    const it = cardActivated('it', { ...data, voucherUrl: 'https://www.donami.it/daticarta/?code=ABCD-EFGH-JKMN-PQRS' });
    expect(it.html).toContain('href="https://www.donami.it/daticarta/?code=ABCD-EFGH-JKMN-PQRS"');
    expect(it.html).toContain('Vedi i dati della carta');
  });

  it("links to the voucher page of the order's storefront and language", () => {
    expect(voucherUrl({ storeId: 53, locale: 'it', voucherCode: 'ABCD-EFGH-JKMN-PQRS' })).toMatch(/^https?:\/\/[^/]+\/daticarta\/\?code=ABCD-EFGH-JKMN-PQRS$/);
    expect(voucherUrl({ storeId: 1, locale: 'nl', voucherCode: 'ABCD-EFGH-JKMN-PQRS' })).toBeNull();
  });
});
