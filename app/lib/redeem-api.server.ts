import type { RouterContextProvider } from 'react-router';
import type { ResultOf, VariablesOf } from '../graphql/index.ts';
import { apiContext } from './api-context.ts';
import { textOf, type AnyDocument, type OwnVariables } from './api.server.ts';
import { storefrontOf } from './storefront-context.ts';
import { redeemTokenOf } from './redeem-cookie.server.ts';

/**
 * Runs an operation for a redeem screen: the userData of the storefront the request is on, with
 * the redeem token of the request's cookie (or `token`, right after a check answered a new one).
 */
export async function redeemGql<D extends AnyDocument>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  document: D,
  variables?: 'userData' extends keyof VariablesOf<D> ? OwnVariables<D> : never,
  token: string | null = redeemTokenOf(request),
): Promise<ResultOf<D>> {
  const api = context.get(apiContext);
  return api.query<ResultOf<D>>(textOf(document), { userData: { ...storefrontOf(context).userData, redeemToken: token }, ...variables });
}
