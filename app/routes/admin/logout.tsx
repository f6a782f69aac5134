import { redirect } from 'react-router';
import type { ActionFunctionArgs } from 'react-router';
import { adminApi } from './admin.server.ts';

// /admin/logout: ends the staff session (the API forgets its cookie) and goes to the login page.
export async function action({ context }: ActionFunctionArgs) {
  await adminApi(context, 'mutation AdminLogout { staffLogout }');
  return redirect('/admin/login');
}

export const loader = () => redirect('/admin/login');
