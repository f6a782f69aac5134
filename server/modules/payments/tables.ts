import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TransferInstructions } from './provider.ts';

/** The shop's view of a payment attempt for an order, at a provider. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment; null for an attempt the provider refused to open (a technical error). */
    providerRef: text('provider_ref').unique(),
    method: text('method').notNull(),
    bank: text('bank'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    /** Why a failed payment failed, as the provider says: 'declined', 'error' (technical) or 'fraud'. */
    failureReason: text('failure_reason'),
    /** Where the payer goes to pay (the provider's page), as it answered when the payment was opened. */
    redirectUrl: text('redirect_url'),
    /** Where a bank transfer's money goes and its reference, as the provider gave them (null for other methods). */
    transfer: jsonb('transfer').$type<TransferInstructions>(),
    /** When the shop last asked the provider itself because the payer came back (at most once every few seconds). */
    askedOnReturnAt: timestamp('asked_on_return_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order').on(t.orderId)],
);

/**
 * Every time the shop had to ask the provider itself (the reconciliation sweep, the expiry job, or
 * the payer back on the shop's page before the webhook) and the answer moved an order: what was
 * found and what was done. Operators read it.
 */
export const paymentReconciliations = pgTable(
  'payment_reconciliations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    providerStatus: text('provider_status').notNull(),
    action: text('action').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_reconciliations_created').on(t.createdAt)],
);

/**
 * Money the shop gave back through the provider: the whole order ('order') or one package
 * ('package:<id>'). One row per scope and order: the unique index is what makes a second refund of
 * the same thing impossible, whoever asks and however often.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    packageId: integer('package_id'),
    scope: text('scope').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's id of the refund. */
    providerRef: text('provider_ref').notNull(),
    staffId: text('staff_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_order_scope').on(t.orderId, t.scope)],
);

/** Every webhook event the shop accepted, once: the unique id is the idempotency guard. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// The sandbox provider's own books: it plays the payment company, so the shop reads them only
// through the PaymentProvider port.
export const sandboxPayments = pgTable('psp_sandbox_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  bank: text('bank'),
  description: text('description').notNull(),
  reference: text('reference').notNull(),
  returnUrl: text('return_url').notNull(),
  /** The payer's language ('it', 'nl', 'en'), as the shop asked; null on payments opened before it did (Italian). */
  locale: text('locale'),
  status: text('status').notNull().default('open'),
  /** Why a failed payment failed: 'declined', 'error' (technical) or 'fraud' (the payer's test tools and test cards choose). */
  failureReason: text('failure_reason'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxEvents = pgTable(
  'psp_sandbox_events',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    status: text('status').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('psp_sandbox_events_payment').on(t.paymentId)],
);

/** The sandbox's refunds: a real provider refuses more than was paid and answers a repeated key with the same refund. */
export const sandboxRefunds = pgTable('psp_sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payer's bank disputing a paid payment (a chargeback), as the provider reported it: one row per
 * dispute, its status kept current by later webhooks. The order's page and the alert read it.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    /** The provider's id of the dispute (Stripe dp_…, Mollie chb_…). */
    providerRef: text('provider_ref').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** 'open' while the bank decides, then 'won' (the money stays) or 'lost' (it went back). */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_disputes_order').on(t.orderId)],
);
