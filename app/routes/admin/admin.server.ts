// What the back office's pages share on the server: the admin API (in process, with the page
// request's staff cookie) and the logged-in staff member. Pages only talk GraphQL (admin-schema.graphql).
import { redirect, type RouterContextProvider } from 'react-router';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { apiContext } from '../../lib/api-context.ts';
import { textOf, type AnyDocument } from '../../lib/api.server.ts';
import { adminGraphql } from '../../admin/graphql.ts';
import type { AdminLanguage } from '../../admin/messages.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { storefrontOrigins } from '../../../common/storefront-hosts.ts';

export type Me = { email: string; name: string; role: string; language: AdminLanguage; permissions: string[] };

/** The variables argument: optional when the document declares none. */
type AdminVariables<D extends AnyDocument> = Record<string, never> extends VariablesOf<D> ? [variables?: VariablesOf<D>] : [variables: VariablesOf<D>];

/** Runs a typed back-office document (`adminGraphql`) with the page request's staff cookie. */
export function adminApi<D extends AnyDocument>(
  context: Readonly<RouterContextProvider>,
  document: D,
  ...[variables]: AdminVariables<D>
): Promise<ResultOf<D>> {
  return context.get(apiContext).admin<ResultOf<D>>(textOf(document), variables ?? {});
}

const ME = adminGraphql('query AdminMe { me { email name role language permissions } }');

export async function currentStaff(context: Readonly<RouterContextProvider>): Promise<Me | null> {
  const { me } = await adminApi(context, ME);
  return me ? { ...me, language: me.language === 'en' ? 'en' : 'it' } : null;
}

/** The logged-in staff member; nobody goes to the login page. */
export async function requireStaff(context: Readonly<RouterContextProvider>): Promise<Me> {
  const me = await currentStaff(context);
  if (!me) throw redirect('/admin/login');
  return me;
}

export const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/** Where a storefront's preview link opens: its own host, where the preview cookie belongs ('' for none). */
export function previewOriginOf(requestUrl: string, storeId: number | undefined): string {
  const store = storeId === undefined ? undefined : storefrontById(storeId);
  return store ? (storefrontOrigins(requestUrl)[store.key] ?? '') : '';
}
