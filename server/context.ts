import type { Logger } from 'pino';
import type { Executor } from './db/client.ts';
import type { Locale, StorefrontConfig } from '../common/storefronts.ts';

/** What every service call is given first: the database, the storefront and the visitor's language. */
export type RequestContext = {
  /** The database, or the transaction a change runs in (see orders/lock.ts `within`). */
  db: Executor;
  store: StorefrontConfig;
  locale: Locale;
  redeemToken: string | null;
  /** Where a service logs what the caller must not see (a failure of ours), with the request's id. */
  logger?: Logger;
};
