// The wire of the Stripe stand-in (stripe-stand-in.ts): Stripe's form-encoded requests read back
// into objects, and its error answers.

export type Answer = { status: number; json: unknown };
export type Params = Record<string, unknown>;

/** Stripe's form encoding (`a[b][0]=c`) back into objects and arrays. */
export function parseForm(text: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v as Params).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, x]) => x) : Object.fromEntries(entries);
  };
  return arrays(out) as Params;
}

export const error = (status: number, message: string, code?: string, param?: string): Answer => ({
  status,
  json: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
});
