import type { ErrorItem } from '../../../common/errors/catalogue.ts';

/** The field an API error names: "input.postCode" and "postCode" are the same field of a form. */
function fieldOf(e: ErrorItem): string {
  return (e.referencedRequestParameter ?? '').split('.').pop() ?? '';
}

/** The first error of each of the form's own fields. */
export function fieldErrors(errors: ErrorItem[] | undefined, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const f = fieldOf(e);
    if (fields.includes(f)) out[f] ??= e.message;
  }
  return out;
}

/** The errors no field of the form shows (captcha, not logged in, throttled …), in the catalogue's words, once each. */
export function generalErrors(errors: ErrorItem[] | undefined, fields: readonly string[]): string[] {
  return [...new Set((errors ?? []).filter((e) => !fields.includes(fieldOf(e))).map((e) => e.message))];
}
