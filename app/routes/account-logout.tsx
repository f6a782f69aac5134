import type { Route } from './+types/account-logout';
import { logoutAction, logoutLoader } from './account-login.server.ts';
import { withMessages } from '../lib/messages.server.ts';

// /conto/esci/ (§4 Logout): posted by the header's account menu; no page of its own.
export const loader = withMessages(['account'], (args: Route.LoaderArgs) => logoutLoader(args));
export const action = (args: Route.ActionArgs) => logoutAction(args);

export default function AccountLogout() {
  return null;
}
