// Between the shop's words and Mollie's (decision 053): its methods, statuses, amounts, locales
// and failure reasons. Mollie's names are those of its API v2.
import type { FailureReason, PaymentLocale, PaymentMethod, ProviderDispute, ProviderStatus, TransferInstructions } from '../provider.ts';

/** The Mollie methods each of the shop's methods offers on Mollie's hosted page. */
export const mollieMethodsOf: Record<PaymentMethod, readonly string[]> = {
  card: ['creditcard'],
  wallet: ['paypal', 'applepay', 'satispay'],
  // The shop's "online banking" with a bank chosen in the shop (the §2 bank modal): iDEAL's issuers.
  bank_redirect: ['ideal'],
  bank_transfer: ['banktransfer'],
  // Pay after delivery, for business customers: Billie, where Mollie offers it.
  invoice: ['billie'],
};

/** The shop's method of a Mollie method; null for one the shop does not sell with. */
export function shopMethodOf(mollieMethod: string | null | undefined): PaymentMethod | null {
  for (const [shop, mollie] of Object.entries(mollieMethodsOf)) if (mollieMethod && mollie.includes(mollieMethod)) return shop as PaymentMethod;
  return null;
}

/** Mollie's statuses in the port's: an authorised payment (captured later) is still pending. */
export function statusOf(mollieStatus: string): ProviderStatus | null {
  switch (mollieStatus) {
    case 'open':
    case 'pending':
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
      return mollieStatus;
    case 'authorized':
      return 'pending';
    default:
      return null;
  }
}

/** A failed card payment's reason: Mollie's risk checks say `possible_fraud`; the rest the bank declined. */
export function failureReasonOfMollie(details: unknown): FailureReason {
  const reason = details && typeof details === 'object' ? (details as { failureReason?: unknown }).failureReason : undefined;
  return reason === 'possible_fraud' ? 'fraud' : 'declined';
}

/** Cents as Mollie's amount: a string with two decimals. */
export function mollieAmount(cents: number, currency: string): { currency: string; value: string } {
  return { currency, value: (cents / 100).toFixed(2) };
}

/** Mollie's amount in cents (its value has the currency's two decimals). */
export function centsOf(amount: { value: string } | undefined | null): number {
  if (!amount) return 0;
  const [whole, fraction = ''] = amount.value.split('.');
  const sign = whole!.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

const locales: Record<PaymentLocale, string> = { it: 'it_IT', nl: 'nl_NL', en: 'en_US' };

/** The hosted page's language. */
export function mollieLocale(locale: PaymentLocale): string {
  return locales[locale];
}

/**
 * A Mollie chargeback in the port's words: the money is taken back at once, so it is open (the
 * shop may contest it with Mollie) until Mollie reverses it (won).
 */
export function chargebackOf(c: {
  id: string;
  amount: { value: string; currency: string };
  reason?: { code?: string } | null;
  reversedAt?: string | null;
}): ProviderDispute {
  return {
    ref: c.id,
    amountCents: centsOf(c.amount),
    currency: c.amount.currency,
    reason: c.reason?.code ?? 'chargeback',
    status: c.reversedAt ? 'won' : 'open',
  };
}

/** Where a bank transfer's money goes, as Mollie tells it in the payment's details (shown as given). */
export function transferOfMollie(p: { method?: unknown; details?: unknown }): TransferInstructions | null {
  if (p.method !== 'banktransfer' || !p.details || typeof p.details !== 'object') return null;
  const d = p.details as Partial<Record<'bankName' | 'bankAccount' | 'bankBic' | 'transferReference', unknown>>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const [iban, bic, beneficiary, reference] = [text(d.bankAccount), text(d.bankBic), text(d.bankName), text(d.transferReference)];
  return iban && beneficiary && reference ? { iban, bic: bic ?? '', beneficiary, reference } : null;
}
