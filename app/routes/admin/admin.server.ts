// What the back office's pages share on the server: the admin API (in process, with the page
// request's staff cookie) and the logged-in staff member. Pages only talk GraphQL (admin-schema.graphql).
import { redirect, type RouterContextProvider } from 'react-router';
import { apiContext } from '../../lib/api-context.ts';
import type { AdminLanguage } from '../../admin/messages.ts';

export type AdminError = { code: number; message: string; referencedRequestParameter: string | null };
export type Me = { email: string; name: string; role: string; language: AdminLanguage; permissions: string[] };

export function adminApi<T>(context: Readonly<RouterContextProvider>, document: string, variables: Record<string, unknown> = {}): Promise<T> {
  return context.get(apiContext).admin<T>(document, variables);
}

const ME = 'query AdminMe { me { email name role language permissions } }';

export async function currentStaff(context: Readonly<RouterContextProvider>): Promise<Me | null> {
  return (await adminApi<{ me: Me | null }>(context, ME)).me;
}

/** The logged-in staff member; nobody goes to the login page. */
export async function requireStaff(context: Readonly<RouterContextProvider>): Promise<Me> {
  const me = await currentStaff(context);
  if (!me) throw redirect('/admin/login');
  return me;
}

export const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
