import type { Submission, SubmissionResult } from '@conform-to/react';

/** One entry of the `errors` list that API payloads carry (spec §7, §8). */
type ApiFieldError = { code: number; message: string; referencedRequestParameter: string | null };

type Options = {
  /** The form's field names: an error whose referencedRequestParameter is one of them goes on that field. */
  fields: readonly string[];
  /** Only the first error counts (login, §4): on its field, or on the form when it names none. */
  firstOnly?: boolean;
};

/**
 * The API's errors as Conform's: the first message of each field on that field, the rest (no
 * parameter, or one the form has no field for: captcha, throttling) on the form, all of them, in
 * the catalogue's words.
 */
function apiErrorsOf(errors: readonly ApiFieldError[], { fields, firstOnly = false }: Options) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const unowned: ApiFieldError[] = [];
  for (const e of firstOnly ? errors.slice(0, 1) : errors) {
    const field = e.referencedRequestParameter;
    if (field && fields.includes(field)) fieldErrors[field] ??= [e.message];
    else {
      formErrors.push(e.message);
      unowned.push(e);
    }
  }
  return { fieldErrors, formErrors, unowned };
}

/**
 * A refused post's reply with the API's errors that no field of the form owns, as the API gave
 * them (code, parameter): with JavaScript the default handler shows them in the error modal
 * (useKitForm, §7); without, the form's alert shows their messages (the reply's form errors).
 */
export type KitReply = SubmissionResult & { unowned?: ApiFieldError[] };

/** The action's answer to a refused post: what was typed (less `hideFields`), with the API's errors on their fields. */
export function replyWithApiErrors(
  submission: Submission<unknown>,
  errors: readonly ApiFieldError[],
  options: Options & { hideFields?: string[] },
): SubmissionResult & { unowned: ApiFieldError[] } {
  const { unowned, ...placed } = apiErrorsOf(errors, options);
  return { ...submission.reply({ ...placed, hideFields: options.hideFields }), unowned };
}

/** The reply less the form errors `messages` (the error modal shows them instead of the form's alert). */
export function withoutFormErrors<Result extends SubmissionResult>(result: Result, messages: readonly string[]): Result {
  const { '': onForm, ...onFields } = result.error ?? {};
  const left = (onForm ?? []).filter((m) => !messages.includes(m));
  return { ...result, error: left.length ? { ...onFields, '': left } : onFields };
}

/** The result with only its first error (login shows one, §4): the form's own when it has one, else the first field's. */
export function firstErrorOnly<Result extends SubmissionResult>(result: Result): Result {
  const first = Object.entries(result.error ?? {}).find(([, e]) => e?.length);
  return first ? { ...result, error: { [first[0]]: first[1] } } : result;
}
