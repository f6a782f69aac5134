import { Link } from 'react-router';
import type { Route } from './+types/category';
import { gql, notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { parseItemsPerPage } from '../lib/listing.ts';
import { graphql } from '../graphql/index.ts';
import { ProductCardFragment } from '../graphql/fragments.ts';
import { parsePageNumber } from '../../common/paths.ts';
import { ProductListing } from '../components/ProductListing.tsx';
import { ProductCounts } from '../components/modals/ProductCountsModal.tsx';

const CATEGORY = graphql(
  `
    query Category($userData: UserData!, $filters: ProductFilters, $paging: Paging) {
      categories(userData: $userData, topCount: 0) {
        slug
        title
        description
        path
        icon
      }
      products(userData: $userData, filters: $filters, paging: $paging) {
        items {
          ...ProductCard
        }
        currentPage
        itemsPerPage
        totalItems
      }
    }
  `,
  [ProductCardFragment],
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pageNumber = parsePageNumber(url.searchParams.get('page') ?? params.page);
  if (pageNumber === null) notFound();
  const data = await gql(context, CATEGORY, {
    filters: { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_categories', terms: [params.url] }] },
    paging: { itemsPerPage: parseItemsPerPage(url.searchParams.get('n')), pageNumber },
  });
  const category = data.categories.find((c) => c.slug === params.url);
  if (!category || (pageNumber > 1 && data.products.items.length === 0)) notFound();
  const t = serverT(request);
  const title = t('category.metaTitle', { category: category.title }) + (pageNumber > 1 ? ` – ${pageNumber}` : '');
  return { category, page: data.products, metadata: screenMetadata(url, title, category.description) };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = useRootData();
  const { category, page } = loaderData;
  return (
    <div className="container page">
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home}>{t('product.home')}</Link>
          </li>
          <li>
            <Link to={paths.allCategories}>{t('category.all')}</Link>
          </li>
          <li aria-current="page">{category.title}</li>
        </ol>
      </nav>
      <header className="page__head">
        <h1>{category.title}</h1>
        <p className="page__intro">{category.description}</p>
        <div className="listing__tools">
          <ProductCounts chosen={{ categories: [category.slug], types: [] }} listPath={paths.productList} scope={category.title} />
        </div>
      </header>
      <ProductListing page={page} pagePath={(n) => (n <= 1 ? category.path : `${category.path}${n}/`)} label={category.title} />
    </div>
  );
}
