import type { MethodsQuery, OfferedMethod } from './provider.ts';

/**
 * A remote provider's answer to "which methods, for this storefront and amount", kept `cacheMs`:
 * a checkout does not wait on the provider each time. Answers past their time go (a shop asking for
 * many amounts keeps only the recent ones); a failed answer is not kept, so the next checkout asks again.
 */
export function cachedMethods(ask: (q: MethodsQuery) => Promise<OfferedMethod[]>, cacheMs = 5 * 60_000, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; methods: Promise<OfferedMethod[]> }>();
  return (q: MethodsQuery): Promise<OfferedMethod[]> => {
    const key = `${q.storeId}:${q.amountCents ?? ''}:${q.currency ?? ''}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.methods;
    for (const [k, v] of kept) if (now() - v.at >= cacheMs) kept.delete(k);
    const methods = ask(q);
    kept.set(key, { at: now(), methods });
    methods.catch(() => kept.delete(key));
    return methods;
  };
}
