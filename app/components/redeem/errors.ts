import type { ErrorItem } from './fragments.ts';

/** An API error belongs to a field when its parameter names it ("cardNumber", "input.amount"). */
export function fieldError(errors: readonly ErrorItem[] | undefined, field: string): string | undefined {
  return errors?.find((e) => e.referencedRequestParameter === field || e.referencedRequestParameter?.endsWith(`.${field}`))?.message;
}

/** The errors no field of the form shows: they go above the button. */
export function formErrors(errors: readonly ErrorItem[] | undefined, fields: readonly string[]): string[] {
  return [...new Set((errors ?? []).filter((e) => !fields.some((f) => fieldError([e], f))).map((e) => e.message))];
}
