import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A company's request for a quote (§1 "Businesses can request a quote", §9 "Quote within 1 hour").
 * Kept as it was sent: the sales team answers from the e-mail, the row is the record of it.
 * Money in cents; the product is named by id and its title at the time (the catalogue may change).
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** The language the request was made in: the customer's e-mail is written in it. */
    locale: text('locale').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phoneCountry: text('phone_country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    vatNumber: text('vat_number').notNull(),
    message: text('message').notNull(),
    remark: text('remark'),
    productId: integer('product_id'),
    productTitle: text('product_title'),
    quantity: integer('quantity'),
    valueCents: integer('value_cents'),
    /** A keyed hash of the client's address: enough to limit requests per client, never the address itself. */
    clientHash: text('client_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the sales team is with it (decision 050): 'new', 'answered', 'won' or 'lost'. */
    status: text('status').notNull().default('new'),
    /** When the back office last answered it by e-mail. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The order on invoice it became: set (claimed) before the placement, kept once placed. */
    orderUuid: text('order_uuid'),
    orderNumber: text('order_number'),
  },
  (t) => [index('quote_requests_client_recent').on(t.clientHash, t.createdAt), index('quote_requests_status').on(t.status, t.createdAt)],
);
