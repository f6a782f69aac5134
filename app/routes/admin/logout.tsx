import { redirect } from 'react-router';
import type { ActionFunctionArgs } from 'react-router';
import { adminGraphql } from '../../admin/graphql.ts';
import { adminApi } from './admin.server.ts';

// /admin/logout: ends the staff session (the API forgets its cookie) and goes to the login page.
const LOGOUT = adminGraphql('mutation AdminLogout { staffLogout }');

export async function action({ context }: ActionFunctionArgs) {
  await adminApi(context, LOGOUT);
  return redirect('/admin/login');
}

export const loader = () => redirect('/admin/login');
