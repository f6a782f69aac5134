import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// A customer's account on one storefront: the same e-mail may hold an account on each store.
// A deleted account keeps its row (orders point at it) with every personal field blanked.

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** Lower-cased: mailboxes ignore letter case, so must the login. */
    email: text('email').notNull(),
    /** argon2id PHC string; null once the account is deleted (nothing can log in). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    invoiceEmail: text('invoice_email'),
    phoneCountry: text('phone_country'),
    phoneNumber: text('phone_number'),
    customerType: text('customer_type').$type<'PRIVATE' | 'BUSINESS'>().notNull().default('PRIVATE'),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    chamberOfCommerce: text('chamber_of_commerce'),
    sdiCode: text('sdi_code'),
    pecAddress: text('pec_address'),
    street: text('street'),
    houseNumber: text('house_number'),
    suffix: text('suffix'),
    postCode: text('post_code'),
    city: text('city'),
    administrativeArea: text('administrative_area'),
    countryCode: text('country_code'),
    subscribed: boolean('subscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the back office erased the person (GDPR, issue 18): their orders were anonymised too. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_store_email').on(t.storeId, t.email)],
);

/** A logged-in browser. Only the SHA-256 of the cookie's value is stored: a leaked table logs nobody in. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: moves forward as the session is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_sessions_customer').on(t.customerId), index('customer_sessions_expires').on(t.expiresAt)],
);

/** A "forgot password" link: single use, short-lived, stored as a hash like the sessions. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer').on(t.customerId), index('password_resets_expires').on(t.expiresAt)],
);

/** The billing details an account made at order time starts with (checkout step 1). */
export type AccountRequestProfile = {
  firstName: string;
  lastName: string;
  invoiceEmail: string | null;
  phoneCountry: string | null;
  phoneNumber: string | null;
  customerType: 'PRIVATE' | 'BUSINESS';
  companyName: string | null;
  vatNumber: string | null;
  chamberOfCommerce: string | null;
  sdiCode: string | null;
  pecAddress: string | null;
  subscribed: boolean;
};

/**
 * "Create an account with this order" (§6), waiting for the e-mail's link: for an unknown e-mail
 * the account to make (the password only as its argon2id hash), for a known one the account the
 * order may join once its owner logs in. The link's token is stored as SHA-256 like a reset link.
 */
export const accountRequests = pgTable(
  'account_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** Lower-cased, as customers.email. */
    email: text('email').notNull(),
    /** The account the e-mail already had when asked; null when the link is to make one. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash'),
    profile: jsonb('profile').$type<AccountRequestProfile>(),
    /** The basket or order to join the account (the orders module's row, named as its links name it). */
    orderUuid: text('order_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_requests_email').on(t.storeId, t.email), index('account_requests_expires').on(t.expiresAt)],
);

/** The customer's contacts, offered as receivers and delivery addresses in checkout. */
export const addressBookEntries = pgTable(
  'address_book_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    companyName: text('company_name'),
    countryCode: text('country_code'),
    postCode: text('post_code'),
    houseNumber: text('house_number'),
    suffix: text('suffix'),
    street: text('street'),
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_book_entries_customer').on(t.customerId)],
);
