import { Link } from 'react-router';
import type { Route } from './+types/redeem-legal';
import { RedeemHeader } from '../components/redeem/RedeemHeader.tsx';
import { RedeemFooter } from '../components/redeem/RedeemFooter.tsx';
import { contentPage } from '../lib/content-page.server.ts';
import { locate } from '../lib/locate.ts';
import { metaTags } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { withMessages } from '../lib/messages.server.ts';
import { slugOfPath } from '../../common/paths.ts';

/**
 * The redeem flow's terms and privacy notice (§2 "redeem terms", "redeem privacy"): content pages
 * whose slug is their path's, in the redeem layout, linked from the redeem footer and the redeem
 * checkout's terms.
 */
export const loader = withMessages(['redeem'], async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const { entry } = locate(url);
  const page = await contentPage(context, 'landing', slugOfPath(url.pathname.replace(/(?:\/_)?\.data$/, '')));
  return { page, privacy: entry?.screen === 'redeemPrivacy' };
});

export { publicPageHeaders as headers } from '../lib/cache.ts';
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.page.metadata);
export const handle = { layout: 'redeem', header: RedeemHeader, footer: RedeemFooter };

export default function RedeemLegal({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = useRootData();
  const { page, privacy } = loaderData;
  return (
    <article className="container page prose redeem-legal">
      <h1>{page.title}</h1>
      {page.body.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <p className="redeem-legal__general">
        <Link to={privacy ? paths.privacy : paths.terms}>{t(privacy ? 'redeemLegal.generalPrivacy' : 'redeemLegal.generalTerms')}</Link>
        {' · '}
        <Link to={paths.redeemCheck}>{t('redeem.check.metaTitle')}</Link>
      </p>
    </article>
  );
}
