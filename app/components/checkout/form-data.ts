// The API's errors as the forms not yet on the form kit read them (the redeem checkout's, decision 025).

export type ErrorItem = { code: number; message: string; referencedRequestParameter: string | null };

/** The API's errors by field name, the first one each; errors with no field go under "". */
export function errorsByField(errors: ErrorItem[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) {
    const key = e.referencedRequestParameter ?? '';
    out[key] ??= e.message;
  }
  return out;
}
