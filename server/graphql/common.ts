import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { builder, type GraphQLContext } from './builder.ts';
import { isUuid } from '../../common/basket-cookie.ts';
import { storefrontById, type Locale } from '../../common/storefronts.ts';
import { errorCodes, errorItem, type ErrorItem } from '../../common/errors/catalogue.ts';
import type { RequestContext } from '../context.ts';
import { toMoney, type Money } from '../../common/money.ts';
import { withToggles } from '../modules/settings/index.ts';
import { previewTokenOf } from './preview-cookie.ts';

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

export type Resolved = { ok: true; ctx: RequestContext } | { ok: false; errors: [ErrorItem] };

/** Checks userData against the storefront configs; an unknown store is a catalogued error. */
export function resolveStore(userData: UserDataInput, gql: GraphQLContext): Resolved {
  const configured = storefrontById(userData.storeID);
  // The toggles staff published, or those of the draft this visitor previews (decision 052).
  const preview = previewTokenOf(gql.request);
  const store = configured && withToggles(gql.db, configured, preview);
  const requested = userData.language as Locale;
  const locale: Locale = store && store.languages.includes(requested) ? requested : (store?.language ?? 'it');
  const refusal = refusals.get(userData);
  if (refusal) return { ok: false, errors: [errorItem(locale, refusal.code, refusal.param)] };
  if (!store || store.country !== userData.countryCode.toUpperCase()) {
    return { ok: false, errors: [errorItem(locale, errorCodes.UNKNOWN_STORE, 'userData.storeID')] };
  }
  const logger = gql.logger?.child({ requestId: gql.requestId ?? null });
  return { ok: true, ctx: { db: gql.db, store, locale, redeemToken: userData.redeemToken ?? null, preview, logger } };
}

// ---- Input at the door (issue 12) ------------------------------------------------------------
// Every argument of every operation is looked at before its resolver runs: no NUL or control
// characters and no overlong text anywhere (they reach SQL, e-mails and headers), and ids in the
// shape the shop gives them. A refusal is a business error like any other: the resolver's own
// resolveStore answers it (9004, or 9003 for an id that cannot name anything), so every payload
// keeps its shape and no bad value reaches a query.

type Refusal = { code: number; param: string };
const refusals = new WeakMap<object, Refusal>();

/** The longest text any argument may carry (the field rules are stricter where they apply). */
export const MAX_TEXT_LENGTH = 4000;
const MAX_TOKEN_LENGTH = 512;
// C0 controls but tab, line feed and carriage return; DEL; the C1 controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Arguments that name an order by its uuid. */
const UUID_NAMES = new Set(['uuid', 'orderUuid']);
/** Opaque tokens the shop handed out: printable ASCII, not long (the human check's token is longer: its own rules check it). */
const TOKEN_NAMES = new Set(['redeemToken', 'token', 'code']);
const ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const TOKEN = /^[\x21-\x7e]+$/;
const TYPED_CODE = /^[\x20-\x7e]+$/;

function textRefusal(value: string, name: string, isId: boolean, param: string): Refusal | null {
  if (CONTROL.test(value) || value.length > MAX_TEXT_LENGTH) return { code: errorCodes.VALIDATION, param };
  if (value === '') return null; // an empty id or token is an absent one (the resolvers say so)
  if (UUID_NAMES.has(name) && !isUuid(value)) return { code: errorCodes.NOT_FOUND, param };
  if (isId && !ID.test(value)) return { code: errorCodes.NOT_FOUND, param };
  // A voucher code is typed by a person and may carry spaces between its groups.
  const allowed = name === 'code' ? TYPED_CODE : TOKEN;
  if (TOKEN_NAMES.has(name) && (value.length > MAX_TOKEN_LENGTH || !allowed.test(value))) return { code: errorCodes.NOT_FOUND, param };
  return null;
}

function refusalIn(value: unknown, type: GraphQLInputType, name: string, param: string): Refusal | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return null;
    for (const [i, item] of value.entries()) {
      const refusal = refusalIn(item, nullable.ofType, name, `${param}.${i}`);
      if (refusal) return refusal;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    const fields: Record<string, GraphQLInputField> = nullable.getFields();
    for (const field of Object.values(fields)) {
      const refusal = refusalIn((value as Record<string, unknown>)[field.name], field.type, field.name, `${param}.${field.name}`);
      if (refusal) return refusal;
    }
    return null;
  }
  if (isScalarType(nullable) && typeof value === 'string') return textRefusal(value, name, nullable.name === 'ID', param);
  return null;
}

/** The first argument the door refuses, or null. */
export function argumentRefusal(args: readonly GraphQLArgument[], values: Record<string, unknown>): Refusal | null {
  for (const arg of args) {
    const refusal = refusalIn(values[arg.name], arg.type, arg.name, arg.name);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Puts the door in front of every root field: a refused call reaches its resolver with a
 * userData that resolveStore answers with the refusal, so the resolver returns its usual
 * error payload (null, or an empty list, where the field has no payload) before it reads the
 * bad value.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        const refusal = argumentRefusal(field.args, args);
        if (!refusal) return resolve(source, args, context, info);
        const userData = { ...(args.userData as UserDataInput) };
        refusals.set(userData, refusal);
        return resolve(source, { ...args, userData }, context, info);
      };
    }
  }
  return schema;
}
