import type { Logger } from 'pino';
import type { Executor } from './db/client.ts';
import { translationLanguage, type Locale, type StorefrontConfig } from '../common/storefronts.ts';

/** What every service call is given first: the database, the storefront and the visitor's language. */
export type RequestContext = {
  /** The database, or the transaction a change runs in (see orders/lock.ts `within`). */
  db: Executor;
  store: StorefrontConfig;
  locale: Locale;
  redeemToken: string | null;
  /** The preview secret of the draft this browser looks at (toggles or a page: decisions 052, 063). */
  preview?: string | null;
  /** Where a service logs what the caller must not see (a failure of ours), with the request's id. */
  logger?: Logger;
};

/**
 * The query that asks a drawn picture (a card, a giving moment) for the reader's language, when it
 * is another language of the storefront than its own ('' otherwise; decision 062).
 */
export function pictureLanguage(ctx: Pick<RequestContext, 'store' | 'locale'>): string {
  const language = translationLanguage(ctx.store, ctx.locale);
  return language ? `?lang=${language}` : '';
}
