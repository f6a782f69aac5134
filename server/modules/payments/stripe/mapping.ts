// Between the shop's words and Stripe's (decision 053): its payment method types, the statuses of
// a Checkout Session and its PaymentIntent, amounts and locales. Stripe's names are those of its
// API version pinned by the SDK.
import type { FailureReason, PaymentLocale, PaymentMethod, ProviderStatus, TransferInstructions } from '../provider.ts';

/**
 * The Stripe payment method types each of the shop's methods allows on Stripe's hosted page. Apple
 * Pay and Google Pay are card wallets at Stripe: they come with `card`.
 */
export const stripeMethodsOf: Record<PaymentMethod, readonly string[]> = {
  card: ['card'],
  wallet: ['paypal', 'satispay', 'klarna'],
  // Online banking: the payer picks the bank on Stripe's page (iDEAL, Bancontact), not in the shop.
  bank_redirect: ['ideal', 'bancontact'],
  // A SEPA bank transfer to the account Stripe gives the payer (customer balance).
  bank_transfer: ['customer_balance'],
  // Pay after delivery, for business customers: Billie, where Stripe offers it.
  invoice: ['billie'],
};

/** Where a method is sold at all (Stripe's documented markets), by the storefront's country. */
const onlyIn: Record<string, readonly string[]> = {
  ideal: ['NL'],
  bancontact: ['BE', 'NL'],
  satispay: ['IT'],
};

/** Whether a Stripe type the account offers may be shown on this storefront, in this currency. */
export function sellsIn(stripeType: string, country: string, currency: string): boolean {
  if (['ideal', 'bancontact', 'satispay', 'billie'].includes(stripeType) && currency !== 'EUR') return false;
  const countries = onlyIn[stripeType];
  return !countries || countries.includes(country);
}

/** The shop's method of a Stripe type; null for one the shop does not sell with. */
export function shopMethodOf(stripeType: string | null | undefined): PaymentMethod | null {
  for (const [shop, types] of Object.entries(stripeMethodsOf)) if (stripeType && types.includes(stripeType)) return shop as PaymentMethod;
  return null;
}

export type SessionState = {
  /** 'open', 'complete' or 'expired' (Stripe may add others: unknown, null). */
  status: string | null;
  /** 'paid', 'unpaid' or 'no_payment_required'. */
  paymentStatus: string;
  /** The PaymentIntent's status, once the payer submitted a method. */
  intentStatus: string | null;
};

/**
 * A Checkout Session in the port's statuses. A session the payer completed with a method that
 * settles later (a transfer, SEPA) is pending until its PaymentIntent succeeds or fails.
 */
export function statusOf(s: SessionState): ProviderStatus | null {
  if (s.status === 'expired') return 'expired';
  if (s.paymentStatus === 'paid' || s.paymentStatus === 'no_payment_required') return 'paid';
  if (s.status === 'open') return 'open';
  if (s.status !== 'complete') return null;
  switch (s.intentStatus) {
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return 'failed';
    default:
      return 'pending';
  }
}

/** Why the last attempt failed: Stripe's risk checks (Radar) or a bank that calls it fraud; else declined. */
export function failureReasonOfStripe(lastError: { code?: string | null; decline_code?: string | null } | null | undefined): FailureReason {
  if (!lastError) return 'declined';
  if (lastError.decline_code === 'fraudulent' || lastError.code === 'payment_intent_authentication_failure_fraud') return 'fraud';
  if (lastError.code === 'processing_error') return 'error';
  return 'declined';
}

const locales: Record<PaymentLocale, 'it' | 'nl' | 'en'> = { it: 'it', nl: 'nl', en: 'en' };

/** The hosted page's language. */
export function stripeLocale(locale: PaymentLocale): 'it' | 'nl' | 'en' {
  return locales[locale];
}

type NextAction = {
  display_bank_transfer_instructions?: {
    reference?: string | null;
    financial_addresses?: { type: string; iban?: { iban: string; bic: string; account_holder_name: string } }[];
  } | null;
} | null;

/** Where a bank transfer's money goes: the IBAN and reference Stripe gives the payer once the session is complete. */
export function transferOfStripe(next: NextAction | undefined): TransferInstructions | null {
  const instructions = next?.display_bank_transfer_instructions;
  const account = instructions?.financial_addresses?.find((a) => a.type === 'iban')?.iban;
  if (!account || !instructions?.reference) return null;
  return { iban: account.iban, bic: account.bic, beneficiary: account.account_holder_name, reference: instructions.reference };
}
