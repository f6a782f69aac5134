import type { Params } from '../../../common/message-format.ts';
import { errorDefaultParams, type ErrorCode } from '../../../common/errors/codes.ts';
import type { Lookup } from '../../lib/translator.ts';

/** Only if a catalogue lacked error.fallback, which catalogues.test.ts rules out. */
const GENERIC = 'Error';

/** One entry of the `errors` list that API payloads carry (spec §7, §8). */
export type ApiError = { code: number; message?: string | null; referencedRequestParameter?: string | null };

/** What errorText needs of the translator: `useT()` and `serverT()` fit, and so does a plain test double. */
export type Translate = Lookup;

/** The code that stands for "no error in the list" (spec §7: the default handler uses -1). */
export const NO_ERROR_CODE = -1;

/**
 * The text the error modal shows for a list of API errors: only the first one counts.
 * Lookup order: `error.<code>.<parameter>`, then `error.<code>`, then the server's own message,
 * then `error.fallback`.
 */
export function errorText(t: Translate, errors: readonly ApiError[] | null | undefined): string {
  const first = errors?.[0];
  const code = first?.code ?? NO_ERROR_CODE;
  if (first && code !== NO_ERROR_CODE) {
    const params = errorDefaultParams[code as ErrorCode] as Params | undefined;
    const param = first.referencedRequestParameter?.trim();
    const keys = param ? [`error.${code}.${param}`, `error.${code}`] : [`error.${code}`];
    for (const key of keys) {
      const text = t.lookup(key, params);
      if (text !== null) return text;
    }
    const message = first.message?.trim();
    if (message) return message;
  }
  return t.lookup('error.fallback') ?? GENERIC;
}

/** What the error modal shows: the text, and the code in small print when the text is the generic one. */
export type ErrorModalContent = { text: string; code: number | null };

/**
 * The error modal's content for a list of API errors (§7: the first counts). With the storefront's
 * `errorMessages` toggle on (`perCode`), the catalogue's text of the code (errorText); off, every
 * error reads as the generic fallback, its code kept in small print for the customer service.
 * A list without errors (code -1: no answer, a failure) is the fallback without a code.
 */
export function errorModalContent(t: Translate, errors: readonly ApiError[] | null | undefined, perCode: boolean): ErrorModalContent {
  const code = errors?.[0]?.code ?? NO_ERROR_CODE;
  if (perCode) return { text: errorText(t, errors), code: null };
  return { text: errorText(t, null), code: code === NO_ERROR_CODE ? null : code };
}
