import type { Route } from './+types/product-list';
import { metaTags } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { listLoader, type ListData } from './product-list.server.ts';
import { ProductListing } from '../components/ProductListing.tsx';
import { ListingFilters } from '../components/ListingFilters.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { productLists } from '../lib/analytics-items.ts';
import { ProductCounts } from '../components/modals/ProductCounts.tsx';
import { Brands } from '../components/modals/Brands.tsx';
import { CATEGORY_PARAM, TYPE_PARAM } from '../lib/listing.ts';

export type { ListData };

export async function loader(args: Route.LoaderArgs) {
  return listLoader(args);
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export function ProductListScreen({ data }: { data: ListData }) {
  const t = useT();
  const pagePath = (n: number) => (n <= 1 ? data.listPath : `${data.listPath}${n}/`);
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{data.search ? t('search.resultsFor', { text: data.search.text }) : t('list.title')}</h1>
        {!data.search && <p className="page__intro">{t('list.intro')}</p>}
        {!data.search && (
          <div className="listing__tools">
            <ProductCounts chosen={{ categories: data.selectedCategories, types: data.selectedTypes }} listPath={data.listPath} />
            <Brands
              filters={{
                filterByTaxonomy: [
                  { taxonomy: CATEGORY_PARAM, terms: data.selectedCategories },
                  { taxonomy: TYPE_PARAM, terms: data.selectedTypes },
                ].filter((f) => f.terms.length > 0),
              }}
            />
          </div>
        )}
      </header>
      {data.search ? (
        <>
          <p className="listing__count" role="status">
            {t('search.count', { count: data.search.items.length })}
          </p>
          {data.search.items.length ? (
            <ProductGrid
              products={data.search.items}
              list={productLists.searchResults}
              eagerCount={4}
              label={t('search.resultsFor', { text: data.search.text })}
            />
          ) : (
            <p className="empty">{t('search.noResults')}</p>
          )}
        </>
      ) : (
        <div className="listing">
          <ListingFilters
            action={data.listPath}
            categories={data.categories}
            types={data.types}
            selectedCategories={data.selectedCategories}
            selectedTypes={data.selectedTypes}
          />
          {data.listing.totalItems === 0 ? (
            <p className="empty">{t('list.empty')}</p>
          ) : (
            <ProductListing listing={data.listing} pagePath={pagePath} label={t('list.title')} list={productLists.productList} />
          )}
        </div>
      )}
    </div>
  );
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  return <ProductListScreen data={loaderData} />;
}
