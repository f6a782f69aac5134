import { userDataFor, locate } from './locate.ts';

/** The browser's way to the API, for what is natural to ask directly (search as you type). */
export async function browserQuery<T>(document: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  const userData = userDataFor(locate(window.location.pathname));
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: document, variables: { userData, ...variables } }),
    signal,
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!json.data) throw new Error(json.errors?.[0]?.message ?? `HTTP ${res.status}`);
  return json.data;
}
