import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// A basket and the order it becomes are one row: status 'basket' until it is placed, then
// pending, completed or canceled (§3 Status). Packages belong to shipments by tag.

export const orderNumbers = pgSequence('orders_number_seq', { startWith: 100001 });

export type BillingDetails = {
  customerType: 'PRIVATE' | 'BUSINESS';
  firstName: string;
  lastName: string;
  email: string;
  invoiceEmail: string | null;
  phoneCountry: string | null;
  phoneNumber: string | null;
  companyName: string | null;
  kvkNumber: string | null;
  vatNumber: string | null;
  referenceNumber: string | null;
  /** Where the electronic invoice goes (Italian businesses): SDI recipient code and/or PEC address. Absent on older rows. */
  sdiCode?: string | null;
  pecAddress?: string | null;
  /** An Italian private customer's codice fiscale, for the FatturaPA XML (decision 046). Absent on older rows. */
  fiscalCode?: string | null;
  /** An Italian business's registered office, which its e-invoice names (decision 046). Absent otherwise and on older rows. */
  countryCode?: string;
  street?: string;
  houseNumber?: string;
  suffix?: string | null;
  postCode?: string;
  city?: string;
};

export type OrderTotalsSnapshot = {
  subTotal: number;
  grandTotal: number;
  grandTotalWithoutTax: number;
  adjustments: { title: string; adjustmentType: string; cents: number; vatCents: number }[];
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    storeId: integer('store_id').notNull(),
    status: text('status').notNull().default('basket'),
    flow: text('flow').notNull().default('regular'),
    number: text('number').unique(),
    billing: jsonb('billing').$type<BillingDetails>(),
    locale: text('locale').notNull().default('it'),
    /** The account the basket or order belongs to (accounts module); null for a guest. */
    customerId: integer('customer_id'),
    totals: jsonb('totals').$type<OrderTotalsSnapshot>(),
    grandTotalCents: integer('grand_total_cents'),
    paymentMethod: text('payment_method'),
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Until when an unpaid order may keep its reserved codes (fair stock); null when it holds none. */
    stockHeldUntil: timestamp('stock_held_until', { withTimezone: true }),
    /** Who placed it, for the cap on unpaid orders holding stock: the client's address. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_status').on(t.status, t.expiresAt),
    index('orders_customer').on(t.customerId, t.status),
    index('orders_stock_held').on(t.status, t.stockHeldUntil),
    // The back office's search: by the buyer's e-mail, by the moment of placement (in a storefront).
    index('orders_billing_email').on(sql`lower(${t.billing}->>'email')`),
    index('orders_store_placed').on(t.storeId, t.placedAt),
  ],
);

export type DeliveryAddress = {
  firstName: string;
  lastName: string;
  companyName: string | null;
  street: string;
  houseNumber: string;
  suffix: string | null;
  postCode: string;
  city: string;
  countryCode: string;
};
export type DigitalReceiver = { name: string; email: string };

/** Where packages go: a receiver's e-mail (digital) or a postal address (physical). */
export const shipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    kind: text('kind').notNull(),
    receiver: jsonb('receiver').$type<DigitalReceiver>(),
    address: jsonb('address').$type<DeliveryAddress>(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    registeredMail: boolean('registered_mail').notNull().default(false),
    dispatchDate: text('dispatch_date'),
  },
  (t) => [uniqueIndex('order_shipments_order_tag').on(t.orderId, t.tag)],
);

/** One package: a gift card line (quantity of one variation at one value) and its extras. */
export const packages = pgTable(
  'order_packages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentTag: text('shipment_tag').notNull(),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id').notNull(),
    kind: text('kind').notNull(),
    valueCents: integer('value_cents').notNull(),
    quantity: integer('quantity').notNull(),
    wrapper: text('wrapper'),
    giftPacking: boolean('gift_packing').notNull().default(false),
    note: text('note'),
    /** Redeem orders: the packages one choice of the holder was split into (§9, above 150 euro) share this key. */
    redeemGroup: text('redeem_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_packages_order').on(t.orderId)],
);

/** What staff wrote on an order (the back office's notes): kept, never edited. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId)],
);

/**
 * The last invoice number given per storefront and calendar year (decision 046). Raised in the
 * transaction that makes the invoice, its row locked until then: a rollback gives the number back,
 * so the numbers of a year have no gaps (a sequence would leave one).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    storeId: integer('store_id').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.year] })],
);

/**
 * One invoice per completed order, numbered 1, 2, 3... per storefront and year. The PDF and the
 * FatturaPA XML are made again from it and the order, whose lines are frozen since placement.
 * Never deleted with its order: invoices are money records.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    storeId: integer('store_id').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed and sent to SDI, e.g. FT-IT-2026-000042. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoices_store_year_sequence').on(t.storeId, t.year, t.sequence)],
);

/** The credit notes' own series (decision 046): NC-IT-2026-000001, counted apart from the invoices. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    storeId: integer('store_id').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.year] })],
);

/**
 * One credit note (nota di credito, TD04) per refund of an invoiced order, naming the invoice it
 * corrects. Its lines are the refunded package's, or for a refund of the whole order what was left
 * of it; like invoices, a money record never deleted.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** The refund (payments module) it documents: one note per refund, whoever asks twice. */
    refundId: integer('refund_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    storeId: integer('store_id').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When its e-mail to the buyer (with the PDF) was written to the outbox: once per note. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('credit_notes_store_year_sequence').on(t.storeId, t.year, t.sequence), index('credit_notes_order_idx').on(t.orderId)],
);
