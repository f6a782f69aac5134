import { redirect } from 'react-router';
import type { Route } from './+types/helpdesk';
import { buildPath } from '../../common/paths.ts';
import { storefrontOf } from '../lib/storefront-context.ts';

/** The helpdesk lives on the contact page (§2). */
export function loader({ context }: Route.LoaderArgs) {
  const { store, language } = storefrontOf(context);
  return redirect(buildPath(store, 'contact', {}, language), 301);
}
