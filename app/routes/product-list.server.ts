import type { LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { screenMetadata, type PageMetadata } from '../lib/meta.ts';
import { CATEGORY_PARAM, TYPE_PARAM, combinePages, listingPaging, readTerms, type Listing } from '../lib/listing.ts';
import { graphql, type ResultOf } from '../graphql/index.ts';
import { ListingPageFragment, ProductCardFragment, type ProductCardData } from '../graphql/fragments.ts';
import { locate } from '../lib/locate.ts';
import { buildPath, parsePageNumber } from '../../common/paths.ts';

const LIST = graphql(
  `
    query List($userData: UserData!, $filters: ProductFilters, $paging: Paging, $desktopSmallPaging: Paging) {
      products(userData: $userData, filters: $filters, paging: $paging) {
        ...ListingPage
      }
      desktopSmall: products(userData: $userData, filters: $filters, paging: $desktopSmallPaging) {
        ...ListingPage
      }
      categories(userData: $userData, topCount: 0) {
        slug
        title
      }
      giftcardTypes(userData: $userData) {
        slug
        title
      }
    }
  `,
  [ListingPageFragment],
);
const SEARCH = graphql(
  `
    query ListSearch($userData: UserData!, $inputText: String!) {
      search_v1(userData: $userData, inputText: $inputText) {
        total
        body {
          groupType
          items {
            __typename
            ... on Product {
              ...ProductCard
            }
          }
        }
      }
    }
  `,
  [ProductCardFragment],
);

type Listed = ResultOf<typeof LIST>;
export type ListData = {
  kind: 'list';
  listing: Listing<ProductCardData>;
  categories: Listed['categories'];
  types: Listed['giftcardTypes'];
  selectedCategories: string[];
  selectedTypes: string[];
  search: { text: string; items: ProductCardData[] } | null;
  listPath: string;
  metadata: PageMetadata;
};

/** The product list's loader; the product route calls it for numbered pages (/carte-regalo/2/). */
export async function listLoader({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>, pageParam?: string): Promise<ListData> {
  const url = new URL(request.url);
  const pageNumber = parsePageNumber(url.searchParams.get('page') ?? pageParam);
  if (pageNumber === null) notFound();
  const selectedCategories = readTerms(url.searchParams, CATEGORY_PARAM);
  const selectedTypes = readTerms(url.searchParams, TYPE_PARAM);
  const filterByTaxonomy = [
    ...(selectedCategories.length ? [{ taxonomy: CATEGORY_PARAM, terms: selectedCategories }] : []),
    ...(selectedTypes.length ? [{ taxonomy: TYPE_PARAM, terms: selectedTypes }] : []),
  ];
  const data = await gql(context, LIST, {
    filters: { filterByTaxonomy },
    ...listingPaging(pageNumber),
  });
  if (pageNumber > 1 && data.products.items.length === 0) notFound();
  const text = url.searchParams.get('s')?.trim() ?? '';
  let search: ListData['search'] = null;
  if (text) {
    const found = await gql(context, SEARCH, { inputText: text });
    search = { text, items: found.search_v1.body.flatMap((g) => g.items).filter((i) => i.__typename === 'Product') };
  }
  const t = serverT(request);
  const { store, language } = locate(url);
  const title = pageNumber > 1 ? t('list.metaTitlePage', { page: pageNumber }) : t('list.metaTitle');
  const metadata = screenMetadata(url, title, t('list.intro'));
  if (search || filterByTaxonomy.length) metadata.noindex = true;
  return {
    kind: 'list',
    listing: combinePages(data.products, data.desktopSmall),
    categories: data.categories,
    types: data.giftcardTypes,
    selectedCategories,
    selectedTypes,
    search,
    listPath: buildPath(store, 'productList', {}, language),
    metadata,
  };
}
