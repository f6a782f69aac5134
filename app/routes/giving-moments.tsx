import { Link } from 'react-router';
import type { Route } from './+types/giving-moments';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { graphql } from '../graphql/index.ts';

const MOMENTS = graphql(`
  query Moments($userData: UserData!) {
    givingMoments(userData: $userData) {
      id
      heroTitle
      description
      path
      image {
        url {
          href
        }
        alt
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { givingMoments } = await gql(context, MOMENTS);
  const t = serverT(request);
  return { moments: givingMoments, metadata: screenMetadata(new URL(request.url), `${t('moments.title')} | ${t('meta.suffix')}`, t('moments.intro')) };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function GivingMoments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('moments.title')}</h1>
        <p className="page__intro">{t('moments.intro')}</p>
      </header>
      <ul className="moment-cards">
        {loaderData.moments.map((m) => (
          <li key={m.id}>
            <Link to={m.path}>
              <img src={m.image.url.href} alt="" width={320} height={202} loading="lazy" />
              <strong>{m.heroTitle}</strong>
              <span>{m.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
