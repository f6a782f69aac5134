import type { Db } from './db/client.ts';
import type { Locale, StorefrontConfig } from '../common/storefronts.ts';

/** What every service call is given first: the database, the storefront and the visitor's language. */
export type RequestContext = {
  db: Db;
  store: StorefrontConfig;
  locale: Locale;
  redeemToken: string | null;
};
