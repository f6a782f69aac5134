import type { ErrorCode } from '../../common/errors/codes.ts';

/** The key of an error code's text in a storefront catalogue (§8): `error.2031`. */
export type ErrorKey = `error.${ErrorCode}`;

/** The error catalogue's texts under their storefront keys, every code of the catalogue kept in the type. */
export function errorEntries(messages: Record<ErrorCode, string>): Record<ErrorKey, string> {
  const entries: Partial<Record<ErrorKey, string>> = {};
  for (const [code, text] of Object.entries(messages)) entries[`error.${code}` as ErrorKey] = text;
  return entries as Record<ErrorKey, string>;
}
