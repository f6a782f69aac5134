import type { RouterContextProvider } from 'react-router';
import { apiContext } from './api-context.ts';
import { locate, userDataFor } from './locate.ts';

/** Runs an operation for a loader, with the userData of the storefront the request is on. */
export async function gql<T>(context: Readonly<RouterContextProvider>, request: Request, document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const api = context.get(apiContext);
  const located = locate(new URL(request.url).pathname);
  return api.query<T>(document, { userData: userDataFor(located), ...variables });
}

export function notFound(): never {
  throw new Response('Not found', { status: 404 });
}
