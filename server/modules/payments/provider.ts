import type { Executor } from '../../db/client.ts';

// The port between the shop and a payment company. The sandbox is one adapter; a real provider
// (a hosted payment page over HTTPS) is another with the same shape.

export type PaymentMethod = 'card' | 'wallet' | 'bank_redirect' | 'bank_transfer' | 'invoice';
export type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
/**
 * Why a failed payment failed, as providers report it: the payer's bank declined it, the provider
 * had a technical error, or its risk checks refused it as suspected fraud.
 */
export type FailureReason = 'declined' | 'error' | 'fraud';
export type PaymentLocale = 'it' | 'nl' | 'en';

export type CreatePayment = {
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  bank: string | null;
  description: string;
  reference: string;
  returnUrl: string;
  locale: PaymentLocale;
};

export type OfferedMethod = { id: PaymentMethod; banks?: { id: string; issuer: string }[] };
export type ProviderPayment = {
  ref: string;
  status: ProviderStatus;
  /** Set when `status` is 'failed'. */
  failureReason: FailureReason | null;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
};
export type WebhookEvent = { id: string; ref: string; status: ProviderStatus; createdAt: string };
export type WebhookVerdict = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

/** A database handle or an open transaction: the shop's services accept either. */
export type { Executor };

export interface PaymentProvider {
  name: string;
  methods(storeId: number): OfferedMethod[];
  /** Throws when the provider cannot open the payment (it is down, or answers with a technical error). */
  createPayment(p: CreatePayment): Promise<{ ref: string; redirectUrl: string }>;
  getPayment(ref: string): Promise<ProviderPayment | null>;
  verifyWebhook(rawBody: string, headers: Headers, now?: Date): WebhookVerdict;
  /**
   * The same provider reading through the caller's transaction. Only a provider that keeps its
   * books in the shop's own database (the sandbox) needs it: on PGlite, one connection, a read
   * outside an open transaction would wait for that transaction forever. Remote providers omit it.
   */
  within?(tx: Executor): PaymentProvider;
  /** Where a payer sends a bank transfer, when the provider offers that method. */
  bankTransferAccount?(): BankTransferAccount;
}

export type BankTransferAccount = { iban: string; bic: string; beneficiary: string };

export const paymentMethods: readonly PaymentMethod[] = ['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice'];

const failureReasons: readonly FailureReason[] = ['declined', 'error', 'fraud'];

/** A stored reason, or null for none (or one this code does not know). */
export function failureReasonOf(value: string | null | undefined): FailureReason | null {
  return (failureReasons as readonly (string | null | undefined)[]).includes(value) ? (value as FailureReason) : null;
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);
}
