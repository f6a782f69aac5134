import path from 'node:path';
import { MAX_STOCK_HOLD_MINUTES, UNPAID_ORDERS_PER_CLIENT } from '../common/rules/order-limits.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The process's settings, from the environment, with the defaults of a developer's machine. */
export const config = {
  root,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? path.join(root, 'data', 'pglite'),
  production: process.env.NODE_ENV === 'production',
  runWorkers: process.env.RUN_WORKERS !== 'false',
  logLevel: process.env.LOG_LEVEL ?? 'info',
  /** How long an anonymous visitor's page may be served from the page cache (0 turns it off). */
  /** The shop's public address, for links in e-mails. */
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ''),
  pageCacheMs: Number(process.env.PAGE_CACHE_MS ?? 60_000),
};

/** Fair stock (decision 017): how long an unpaid order holds codes, and how many such orders one client may have. Read per call, so tests may set them. */
export function stockSettings(): { holdMinutes: number; unpaidPerClient: number } {
  const hold = Number(process.env.STOCK_HOLD_MINUTES ?? 20);
  const perClient = Number(process.env.UNPAID_ORDERS_PER_CLIENT ?? UNPAID_ORDERS_PER_CLIENT);
  return {
    holdMinutes: Number.isFinite(hold) && hold > 0 ? Math.min(hold, MAX_STOCK_HOLD_MINUTES) : 20,
    unpaidPerClient: Number.isInteger(perClient) && perClient > 0 ? perClient : UNPAID_ORDERS_PER_CLIENT,
  };
}
