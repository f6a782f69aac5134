import { Link } from 'react-router';
import type { Route } from './+types/blog';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { graphql } from '../graphql/index.ts';

const BLOG = graphql(`
  query Blog($userData: UserData!) {
    pages(userData: $userData, kind: blog) {
      id
      title
      excerpt
      path
      publishedOn
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pages } = await gql(context, BLOG);
  const t = serverT(request);
  return { posts: pages, metadata: screenMetadata(new URL(request.url), `${t('blog.title')} | ${t('meta.suffix')}`, t('blog.intro')) };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('blog.title')}</h1>
        <p className="page__intro">{t('blog.intro')}</p>
      </header>
      <ul className="post-list">
        {loaderData.posts.map((p) => (
          <li key={p.id}>
            {p.publishedOn && (
              <time dateTime={p.publishedOn}>
                {new Date(p.publishedOn).toLocaleDateString(t.intlLocale, { day: 'numeric', month: 'long', year: 'numeric' })}
              </time>
            )}
            <h2>
              <Link to={p.path}>{p.title}</Link>
            </h2>
            <p>{p.excerpt}</p>
            <Link to={p.path} className="section__link">
              {t('blog.readMore')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
