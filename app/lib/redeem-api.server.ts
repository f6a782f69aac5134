import type { RouterContextProvider } from 'react-router';
import { apiContext } from './api-context.ts';
import { locate, userDataFor } from './locate.ts';
import { redeemTokenOf } from './redeem-cookie.server.ts';

/**
 * Runs an operation for a redeem screen: the userData of the storefront the request is on, with
 * the redeem token of the request's cookie (or `token`, right after a check answered a new one).
 */
export async function redeemGql<T>(
  context: Readonly<RouterContextProvider>, request: Request, document: string,
  variables: Record<string, unknown> = {}, token: string | null = redeemTokenOf(request),
): Promise<T> {
  const api = context.get(apiContext);
  const located = locate(new URL(request.url).pathname);
  return api.query<T>(document, { userData: userDataFor(located, token), ...variables });
}
