import { z } from 'zod';
import type { CreatePayment, Executor, PaymentMethod, PaymentProvider, ProviderStatus, WebhookVerdict } from '../provider.ts';
import { failureReasonOf, isPaymentMethod } from '../provider.ts';
import { sandboxExpiryMinutes, webhookSecret } from '../settings.ts';
import { eventsOf, findSandboxPayment, markPaid, openSandboxPayment, refundSandboxPayment } from './books.ts';
import { sandboxMethods, transferAccount } from './methods.ts';
import { checkSignature, signatureHeader } from './signature.ts';

type SandboxOptions = {
  /** The webhook signing secret shared with the shop (default PSP_WEBHOOK_SECRET). */
  secret?: string;
  /** Makes redirect URLs absolute, e.g. "https://shop.example"; relative when absent. */
  publicBaseUrl?: string;
  expiryMinutes?: number;
};

const statuses = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
const dispute = z.object({
  ref: z.string().min(1).max(100),
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
  reason: z.string().min(1).max(100),
  status: z.enum(['open', 'won', 'lost']),
});
const eventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.updated', 'payment.disputed']),
  data: z.object({ ref: z.string().min(1).max(100), status: z.enum(statuses), dispute: dispute.optional() }),
  createdAt: z.string().min(1).max(40),
});

export function sandboxPagePath(id: string): string {
  return `/psp/sandbox/pay/${id}/`;
}

function checkRequest(p: CreatePayment): void {
  if (!Number.isInteger(p.amountCents) || p.amountCents <= 0) throw new Error('payment amount must be a positive number of cents');
  if (!/^[A-Z]{3}$/.test(p.currency)) throw new Error('payment currency must be an ISO code');
  if (!isPaymentMethod(p.method)) throw new Error(`unknown payment method ${String(p.method)}`);
  if (!p.returnUrl) throw new Error('payment needs a return URL');
}

/** The built-in sandbox provider; its books are tables in the shop's database. */
export function createSandboxProvider(db: Executor, opts: SandboxOptions = {}): PaymentProvider {
  const secret = opts.secret ?? webhookSecret();
  const base = (opts.publicBaseUrl ?? '').replace(/\/+$/, '');
  return {
    name: 'sandbox',
    methods: async (q) => sandboxMethods(q.storeId),
    async createPayment(p) {
      checkRequest(p);
      const row = await openSandboxPayment(db, p, opts.expiryMinutes ?? sandboxExpiryMinutes());
      return { ref: row.id, redirectUrl: `${base}${sandboxPagePath(row.id)}` };
    },
    async getPayment(ref) {
      const row = await findSandboxPayment(db, ref);
      if (!row) return null;
      return {
        ref: row.id,
        status: row.status as ProviderStatus,
        failureReason: row.status === 'failed' ? (failureReasonOf(row.failureReason) ?? 'declined') : null,
        amountCents: row.amountCents,
        currency: row.currency,
        method: row.method as PaymentMethod,
        // The sandbox's account; the payer's reference is the shop's own (the order's number).
        ...(row.method === 'bank_transfer' ? { transfer: { ...transferAccount, reference: row.reference } } : {}),
      };
    },
    async verifyWebhook(rawBody, headers, now = new Date()): Promise<WebhookVerdict> {
      const signature = checkSignature(secret, rawBody, headers.get(signatureHeader), now);
      if (!signature.ok) return signature;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const parsed = eventBody.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'body is not a payment event' };
      const e = parsed.data;
      return {
        ok: true,
        event: { id: e.id, ref: e.data.ref, status: e.data.status, createdAt: e.createdAt, ...(e.data.dispute ? { dispute: e.data.dispute } : {}) },
      };
    },
    refund(ref, request) {
      return refundSandboxPayment(db, ref, request.amountCents, request.idempotencyKey);
    },
    async confirmBankTransfer(ref) {
      const payment = await findSandboxPayment(db, ref);
      if (payment?.method !== 'bank_transfer' || payment.status !== 'pending') return false;
      return (await markPaid(db, ref)) !== null;
    },
    async eventsOf(ref) {
      return (await eventsOf(db, ref)).map((e) => ({
        id: e.id,
        status: e.status as ProviderStatus,
        createdAt: e.createdAt,
        deliveredAt: e.deliveredAt,
        attempts: e.attempts,
        lastError: e.lastError,
      }));
    },
    within(tx) {
      return createSandboxProvider(tx, opts);
    },
    bankTransferAccount() {
      return transferAccount;
    },
  };
}
