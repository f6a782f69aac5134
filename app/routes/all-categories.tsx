import { Link } from 'react-router';
import type { Route } from './+types/all-categories';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { graphql } from '../graphql/index.ts';
import { MenuProductFragment } from '../graphql/fragments.ts';
import { Icon } from '../components/Icon.tsx';
import { ProductLinks } from '../components/ProductLinks.tsx';
import { productLists } from '../lib/analytics-items.ts';

const CATEGORIES = graphql(
  `
    query AllCategories($userData: UserData!) {
      categories(userData: $userData, topCount: 4) {
        id
        slug
        title
        icon
        path
        topList {
          ...MenuProduct
        }
      }
    }
  `,
  [MenuProductFragment],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { categories } = await gql(context, CATEGORIES);
  const t = serverT(request);
  return { categories, metadata: screenMetadata(new URL(request.url), `${t('category.all')} | ${t('meta.suffix')}`, t('category.allIntro')) };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

/** Every category with its top products. */
export default function AllCategories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('category.all')}</h1>
        <p className="page__intro">{t('category.allIntro')}</p>
      </header>
      <ul className="category-list">
        {loaderData.categories.map((c) => (
          <li key={c.id} className="category-list__item">
            <Link to={c.path} className="category-list__head">
              <Icon name={c.icon} size={28} /> <span>{c.title}</span> <Icon name="chevron-right" size={18} />
            </Link>
            <ProductLinks products={c.topList} list={productLists.categoryTop(c.slug)} className="category-list__products" />
          </li>
        ))}
      </ul>
    </div>
  );
}
