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
  for (const e of firstOnly ? errors.slice(0, 1) : errors) {
    const field = e.referencedRequestParameter;
    if (field && fields.includes(field)) fieldErrors[field] ??= [e.message];
    else formErrors.push(e.message);
  }
  return { fieldErrors, formErrors };
}

/** The action's answer to a refused post: what was typed (less `hideFields`), with the API's errors on their fields. */
export function replyWithApiErrors(
  submission: Submission<unknown>,
  errors: readonly ApiFieldError[],
  options: Options & { hideFields?: string[] },
): SubmissionResult {
  return submission.reply({ ...apiErrorsOf(errors, options), hideFields: options.hideFields });
}

/** The result with only its first error (login shows one, §4): the form's own when it has one, else the first field's. */
export function firstErrorOnly<Result extends SubmissionResult>(result: Result): Result {
  const first = Object.entries(result.error ?? {}).find(([, e]) => e?.length);
  return first ? { ...result, error: { [first[0]]: first[1] } } : result;
}
