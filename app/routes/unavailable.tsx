import type { Route } from './+types/unavailable';

/**
 * Screens of later issues (basket, checkout, redeem, accounts, ...) are in the route table but
 * not built yet: they answer 404 with the not-found page instead of pretending to work.
 */
export function loader(_args: Route.LoaderArgs) {
  throw new Response('Not found', { status: 404 });
}

export default function Unavailable() {
  return null;
}
