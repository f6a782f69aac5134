import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The back office's people (issue 17), apart from the shop's customers: their own table, their own
// sessions and their own cookie. Roles and what each may do: docs/decisions/039-back-office-staff.md.

export type StaffRole = 'support' | 'finance' | 'operations' | 'admin';
export type StaffLanguage = 'it' | 'en';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, like the customers' login. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    language: text('language').$type<StaffLanguage>().notNull().default('it'),
    /** argon2id PHC string (the accounts module's hashing). */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32). */
    totpSecret: text('totp_secret').notNull(),
    /** The time step of the last code accepted: a code is good once. */
    totpLastStep: integer('totp_last_step'),
    /** Wrong passwords and codes since the last good login; at the limit the account locks. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email').on(t.email)],
);

/** A logged-in back-office browser: only the SHA-256 of the cookie's value is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry (30 minutes), never past `endsAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The absolute end: a working day (10 hours) after login. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId), index('staff_sessions_expires').on(t.expiresAt)],
);
