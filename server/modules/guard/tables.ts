import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of rate-limiter-flexible's Drizzle store (its column names: key, points, expire).
 * In the database, so every web process sees the same counts. Keys carry no card number or
 * address in clear: they are keyed hashes (see service.ts).
 */
export const guardCounters = pgTable(
  'guard_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('guard_counters_expire').on(t.expire)],
);
