import type { ResultOf, TadaDocumentNode, VariablesOf } from '../graphql/index.ts';
import { browserText } from '../graphql/browser.ts';
import { userDataFor, locate, type Located } from './locate.ts';
import { storefrontByKey, type Locale } from '../../common/storefronts.ts';

export type AnyDocument = TadaDocumentNode<any, any>;
/** The document's own variables; it must declare `$userData: UserData!`, which this adds. */
export type OwnVariables<D extends AnyDocument> = 'userData' extends keyof VariablesOf<D> ? Omit<VariablesOf<D>, 'userData'> : never;

/**
 * The browser's way to the API, for what is natural to ask directly (search as you type): a
 * `browserGraphql(...)` document, with the userData of the storefront the page is on.
 */
export async function browserQuery<D extends AnyDocument>(document: D, variables: OwnVariables<D>, signal?: AbortSignal): Promise<ResultOf<D>> {
  const userData = userDataFor(pageStorefront());
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: browserText(document), variables: { userData, ...variables } }),
    signal,
  });
  const json = (await res.json()) as { data?: ResultOf<D>; errors?: { message: string }[] };
  if (!json.data) throw new Error(json.errors?.[0]?.message ?? `HTTP ${res.status}`);
  return json.data;
}

/**
 * The storefront and language the page shows, as root.tsx wrote them on `<html>`: the host decides
 * on the paths storefronts share, and only the server knows the operator's extra hosts.
 */
function pageStorefront(): Located {
  const html = document.documentElement;
  const store = storefrontByKey(html.dataset.storefront ?? '');
  const language = html.lang as Locale;
  if (store && store.languages.includes(language)) return { store, language, entry: null };
  return locate(new URL(window.location.href));
}
