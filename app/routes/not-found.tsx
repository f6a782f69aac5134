import type { Route } from './+types/not-found';
import { NotFound } from '../components/NotFound.tsx';

export function loader({ request }: Route.LoaderArgs) {
  // /404/ itself is the not-found page; any unknown path answers with it and status 404.
  void request;
  throw new Response('Not found', { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
