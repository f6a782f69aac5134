import { redirect } from 'react-router';
import type { Route } from './+types/helpdesk';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';

/** The helpdesk lives on the contact page (§2). */
export function loader({ request }: Route.LoaderArgs) {
  const { store, language } = locate(new URL(request.url));
  return redirect(buildPath(store, 'contact', {}, language), 301);
}
