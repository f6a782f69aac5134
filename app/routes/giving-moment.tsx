import type { Route } from './+types/giving-moment';
import { gql, notFound } from '../lib/api.server.ts';
import { metaTags } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { graphql } from '../graphql/index.ts';
import { MetadataFragment, ProductCardFragment } from '../graphql/fragments.ts';
import { ProductGrid } from '../components/ProductCard.tsx';
import { productLists } from '../lib/analytics-items.ts';

const MOMENT = graphql(
  `
    query Moment($userData: UserData!, $slug: String!) {
      page(userData: $userData, kind: givingMoment, slug: $slug) {
        title
        body
      }
      givingMoments(userData: $userData) {
        slug
        heroTitle
        description
        backgroundColor
        metadata {
          ...Metadata
        }
      }
      products(
        userData: $userData
        filters: { filterByPage: { pageType: "givingMoment", pageId: $slug, fieldName: "products" } }
        paging: { itemsPerPage: 24, pageNumber: 1 }
      ) {
        items {
          ...ProductCard
        }
      }
    }
  `,
  [MetadataFragment, ProductCardFragment],
);

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await gql(context, MOMENT, { slug: params.product });
  const moment = data.givingMoments.find((m) => m.slug === params.product);
  if (!moment || !data.page) notFound();
  return { moment, body: data.page.body, products: data.products.items };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.moment.metadata);

export default function GivingMoment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { moment, body, products } = loaderData;
  return (
    <div className="page">
      <header className="moment-hero" style={{ ['--tint' as string]: moment.backgroundColor }}>
        <div className="container">
          <h1>{moment.heroTitle}</h1>
          <p>{moment.description}</p>
        </div>
      </header>
      <div className="container">
        <div className="prose">
          {body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <h2 className="section__title">{t('moments.products')}</h2>
        <ProductGrid products={products} list={productLists.givingMoment(moment.slug)} eagerCount={4} label={t('moments.products')} />
      </div>
    </div>
  );
}
