import { Link } from 'react-router';
import type { Route } from './+types/category';
import { gql, notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { combinePages, listingPaging } from '../lib/listing.ts';
import { productLists } from '../lib/analytics-items.ts';
import { graphql } from '../graphql/index.ts';
import { ListingPageFragment } from '../graphql/fragments.ts';
import { parsePageNumber } from '../../common/paths.ts';
import { ProductListing } from '../components/ProductListing.tsx';
import { ProductCounts } from '../components/modals/ProductCounts.tsx';

const CATEGORY = graphql(
  `
    query Category($userData: UserData!, $filters: ProductFilters, $paging: Paging, $desktopSmallPaging: Paging) {
      categories(userData: $userData, topCount: 0) {
        slug
        title
        description
        path
        icon
      }
      products(userData: $userData, filters: $filters, paging: $paging) {
        ...ListingPage
      }
      desktopSmall: products(userData: $userData, filters: $filters, paging: $desktopSmallPaging) {
        ...ListingPage
      }
    }
  `,
  [ListingPageFragment],
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pageNumber = parsePageNumber(url.searchParams.get('page') ?? params.page);
  if (pageNumber === null) notFound();
  const data = await gql(context, CATEGORY, {
    filters: { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_categories', terms: [params.url] }] },
    ...listingPaging(pageNumber),
  });
  const category = data.categories.find((c) => c.slug === params.url);
  if (!category || (pageNumber > 1 && data.products.items.length === 0)) notFound();
  const t = serverT(request);
  const title = t('category.metaTitle', { category: category.title }) + (pageNumber > 1 ? ` – ${pageNumber}` : '');
  return { category, listing: combinePages(data.products, data.desktopSmall), metadata: screenMetadata(url, title, category.description) };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths } = useRootData();
  const { category, listing } = loaderData;
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
      <ProductListing
        listing={listing}
        pagePath={(n) => (n <= 1 ? category.path : `${category.path}${n}/`)}
        label={category.title}
        list={productLists.category(category.slug)}
      />
    </div>
  );
}
