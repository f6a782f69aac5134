import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Spent ALTCHA challenges: a solved challenge passes once. The row lives as long as the
 * challenge could still verify (its expiry); after that the signature check refuses it anyway.
 */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_expires').on(t.expiresAt)],
);
