// The error catalogue (spec §8): every failure a person can meet has a code and a text per
// locale, translated by code and parameter, with the generic fallback for an unknown code.
// The code table is in codes.ts; the texts are in it.ts (the reference), en.ts and nl.ts.
import type { Locale } from '../storefronts.ts';
import { interpolate } from '../rules/messages.ts';
import { own } from '../must.ts';
import { errorCodes, errorDefaultParams, type ErrorCode } from './codes.ts';
import { errorMessagesIt, fallbackIt } from './it.ts';
import { errorMessagesEn, fallbackEn } from './en.ts';
import { errorMessagesNl, fallbackNl } from './nl.ts';

export { errorCodes, errorDefaultParams };
export type { ErrorCode } from './codes.ts';

export const errorMessages: Record<Locale, Record<ErrorCode, string>> = {
  it: errorMessagesIt,
  en: errorMessagesEn,
  nl: errorMessagesNl,
};

/** "Oh oh, something went wrong ...": the text for code -1 and any code not in the catalogue. */
export const fallbackMessages: Record<Locale, string> = { it: fallbackIt, en: fallbackEn, nl: fallbackNl };

/** An error as the API returns it (§3 "Error item", §7). */
export type ErrorItem = { code: number; message: string; referencedRequestParameter: string | null };

/** Whether `code` is in the catalogue. */
export function isKnownErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(errorMessagesIt, code);
}

/**
 * The text of `code` in `locale`, with {param} placeholders filled from `params` (over the
 * code's defaults, such as the password minimum). An unknown code gives the fallback text; an
 * unknown locale reads as Italian.
 */
export function errorMessage(locale: Locale, code: number, params?: Record<string, unknown>): string {
  const messages = Object.hasOwn(errorMessages, locale) ? errorMessages[locale] : errorMessages.it;
  const template = own<number, string>(messages, code);
  if (!isKnownErrorCode(code) || template === undefined) {
    return Object.hasOwn(fallbackMessages, locale) ? fallbackMessages[locale] : fallbackMessages.it;
  }
  return interpolate(template, { ...errorDefaultParams[code], ...params });
}

/** An ErrorItem for `code`, its text in `locale`, pointing at the request parameter at fault. */
export function errorItem(locale: Locale, code: number, referencedRequestParameter: string | null = null, params?: Record<string, unknown>): ErrorItem {
  return { code, message: errorMessage(locale, code, params), referencedRequestParameter };
}
