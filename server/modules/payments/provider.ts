import type { Executor } from '../../db/client.ts';

// The port between the shop and a payment company. The sandbox is one adapter; Mollie and Stripe
// (hosted payment pages over HTTPS, mollie/ and stripe/) are others with the same shape.

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
  /**
   * The same for a retry of the same attempt (the order's number and its attempt's count): a
   * provider that opened it already answers with that payment, never a second one.
   */
  idempotencyKey: string;
};

/** Which methods a storefront offers: for an amount (a real provider's answer depends on it), or any. */
export type MethodsQuery = { storeId: number; amountCents?: number; currency?: string };

export type OfferedMethod = { id: PaymentMethod; banks?: { id: string; issuer: string }[] };
export type ProviderPayment = {
  ref: string;
  status: ProviderStatus;
  /** Set when `status` is 'failed'. */
  failureReason: FailureReason | null;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /**
   * Where the payer sends the money of a bank transfer, and the reference the provider matches it
   * by (the provider's own, not the shop's): set once the provider has them, for that method only.
   */
  transfer?: TransferInstructions | null;
};
/**
 * A payer's bank disputes a paid payment (a chargeback): open while the bank decides, then won
 * (the money stays with the shop) or lost (it went back to the payer).
 */
export type ProviderDispute = { ref: string; amountCents: number; currency: string; reason: string; status: 'open' | 'won' | 'lost' };
/** What a webhook says changed: a payment's status, and with it a dispute when there is one. */
export type WebhookEvent = { id: string; ref: string; status: ProviderStatus; createdAt: string; dispute?: ProviderDispute };
/** A proven webhook names an event, or none when it tells of nothing the shop acts on. */
export type WebhookVerdict = { ok: true; event: WebhookEvent | null } | { ok: false; reason: string };

/** A database handle or an open transaction: the shop's services accept either. */
export type { Executor };

export interface PaymentProvider {
  name: string;
  /** What the provider offers now for this storefront (and amount): a remote provider's answer, kept a while. */
  methods(query: MethodsQuery): Promise<OfferedMethod[]>;
  /** Throws when the provider cannot open the payment (it is down, or answers with a technical error). */
  createPayment(p: CreatePayment): Promise<{ ref: string; redirectUrl: string }>;
  getPayment(ref: string): Promise<ProviderPayment | null>;
  /**
   * Which payment a webhook says changed, proven: by the provider's signature, or by asking the
   * provider (a sender that signs nothing). The shop re-reads the payment before it acts.
   */
  verifyWebhook(rawBody: string, headers: Headers, now?: Date): Promise<WebhookVerdict>;
  /**
   * The same provider reading through the caller's transaction. Only a provider that keeps its
   * books in the shop's own database (the sandbox) needs it: on PGlite, one connection, a read
   * outside an open transaction would wait for that transaction forever. Remote providers omit it.
   */
  within?(tx: Executor): PaymentProvider;
  /**
   * Gives back part or all of a paid payment. The same `idempotencyKey` answers with the refund it
   * made the first time, never a second one; a payment not paid, or more than is left of it, is
   * refused (throws RefundRefused).
   */
  refund(ref: string, request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Staff saw the money of a pending bank transfer arrive: the provider records the payment paid
   * (and tells the shop by webhook, as for any change). False when the payment is not a transfer
   * waiting for its money. A provider that sees transfers arrive by itself omits it.
   */
  confirmBankTransfer?(ref: string): Promise<boolean>;
  /**
   * What the provider itself recorded for a payment (each status change it told the shop of by
   * webhook, and whether the webhook got through), oldest first, for the back office's timeline.
   * A provider without such a record omits it.
   */
  eventsOf?(ref: string): Promise<ProviderEvent[]>;
  /** Where a payer sends a bank transfer, when the provider offers that method. */
  bankTransferAccount?(): BankTransferAccount;
}

export type ProviderEvent = { id: string; status: ProviderStatus; createdAt: Date; deliveredAt: Date | null; attempts: number; lastError: string | null };
export type RefundRequest = { amountCents: number; idempotencyKey: string };
export type ProviderRefund = { ref: string; amountCents: number };

/** The provider would not refund: the payment is not paid, or less of it is left than was asked. */
export class RefundRefused extends Error {
  readonly reason: 'not-paid' | 'too-much' | 'unknown-payment';
  constructor(reason: RefundRefused['reason']) {
    super(`refund refused: ${reason}`);
    this.reason = reason;
  }
}

export type BankTransferAccount = { iban: string; bic: string; beneficiary: string };
export type TransferInstructions = BankTransferAccount & { reference: string };

export const paymentMethods: readonly PaymentMethod[] = ['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice'];

const failureReasons: readonly FailureReason[] = ['declined', 'error', 'fraud'];

/** A stored reason, or null for none (or one this code does not know). */
export function failureReasonOf(value: string | null | undefined): FailureReason | null {
  return (failureReasons as readonly (string | null | undefined)[]).includes(value) ? (value as FailureReason) : null;
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);
}
