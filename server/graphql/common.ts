import { builder, type GraphQLContext } from './builder.ts';
import { storefrontById, type Locale } from '../../common/storefronts.ts';
import { errorCodes, errorItem, type ErrorItem } from '../../common/errors/catalogue.ts';
import type { RequestContext } from '../context.ts';
import { toMoney, type Money } from '../../common/money.ts';

export type UserDataInput = { language: string; storeID: number; countryCode: string; redeemToken?: string | null };

export const UserData = builder.inputType('UserData', {
  description: 'Sent with every operation: who asks, from which storefront.',
  fields: (t) => ({
    language: t.string({ required: true }),
    storeID: t.int({ required: true }),
    countryCode: t.string({ required: true }),
    redeemToken: t.string({ required: false }),
  }),
});

export const ErrorItemRef = builder.objectRef<ErrorItem>('ErrorItem').implement({
  fields: (t) => ({
    code: t.exposeInt('code'),
    message: t.exposeString('message'),
    referencedRequestParameter: t.exposeString('referencedRequestParameter', { nullable: true }),
  }),
});

export const MoneyRef = builder.objectRef<Money>('Money').implement({
  description: 'An amount in major units (euros) with its ISO currency.',
  fields: (t) => ({ currency: t.exposeString('currency'), value: t.exposeFloat('value') }),
});

export type ImageShape = { href: string; type: 'relative' | 'absolute'; alt: string };
const UrlRef = builder.objectRef<{ href: string; type: string }>('Url').implement({
  fields: (t) => ({ href: t.exposeString('href'), type: t.exposeString('type') }),
});
export const ImageRef = builder.objectRef<ImageShape>('Image').implement({
  fields: (t) => ({
    url: t.field({ type: UrlRef, resolve: (i) => ({ href: i.href, type: i.type }) }),
    alt: t.exposeString('alt'),
  }),
});

export function money(cents: number, ctx: RequestContext): Money {
  return toMoney(cents, ctx.store.currency);
}

export type Resolved = { ok: true; ctx: RequestContext } | { ok: false; errors: ErrorItem[] };

/** Checks userData against the storefront configs; an unknown store is a catalogued error. */
export function resolveStore(userData: UserDataInput, gql: GraphQLContext): Resolved {
  const store = storefrontById(userData.storeID);
  const requested = userData.language as Locale;
  const locale: Locale = store && store.languages.includes(requested) ? requested : store?.language ?? 'it';
  if (!store || store.country !== userData.countryCode.toUpperCase()) {
    return { ok: false, errors: [errorItem(locale, errorCodes.UNKNOWN_STORE, 'userData.storeID')] };
  }
  return { ok: true, ctx: { db: gql.db, store, locale, redeemToken: userData.redeemToken ?? null } };
}
