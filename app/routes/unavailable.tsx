/**
 * A screen that is in the route table but not built yet answers 404 with the not-found page
 * instead of pretending to work. Placeholder route modules re-export it.
 */
export function loader() {
  throw new Response('Not found', { status: 404 });
}

export default function Unavailable() {
  return null;
}
