import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import type { ProductCardData } from '../lib/store-data.ts';
import { hasMore, itemsPerPageFor, mergePages, type Page } from '../lib/listing.ts';
import { ProductGrid } from './ProductCard.tsx';

/**
 * A paged product list. Without JavaScript "show more" is a link to the next page; with it the
 * next items are fetched and merged in place (de-duplicated by id, since page sizes differ by screen).
 */
export function ProductListing({ page, pagePath, label }: { page: Page<ProductCardData>; pagePath: (n: number) => string; label: string }) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<{ page: Page<ProductCardData> }>();
  const [items, setItems] = useState(page.items);
  const [last, setLast] = useState(page);
  useEffect(() => {
    setItems(page.items);
    setLast(page);
  }, [page]);
  useEffect(() => {
    const next = fetcher.data?.page;
    if (next) {
      setItems((cur) => mergePages(cur, next.items));
      setLast(next);
    }
  }, [fetcher.data]);
  const more = hasMore(last) && items.length < page.totalItems;
  const showMore = () => {
    const size = itemsPerPageFor(window.innerWidth);
    const params = new URLSearchParams(location.search);
    params.set('page', String(Math.floor(items.length / size) + 1));
    params.set('n', String(size));
    fetcher.load(`${location.pathname}?${params}`);
  };
  const nextHref = `${pagePath(page.currentPage + 1)}${location.search}`;
  return (
    <>
      <p className="listing__count" aria-live="polite">
        {t('list.showing', { shown: items.length, total: page.totalItems })}
      </p>
      <ProductGrid products={items} eagerCount={4} label={label} />
      <div className="listing__more">
        {more && (
          <Link
            to={nextHref}
            className="button button--secondary"
            onClick={(e) => {
              e.preventDefault();
              showMore();
            }}
            aria-busy={fetcher.state !== 'idle'}
          >
            {t('list.showMore')}
          </Link>
        )}
      </div>
      <nav className="pagination" aria-label={t('list.pagination')}>
        {page.currentPage > 1 && (
          <Link rel="prev" to={`${pagePath(page.currentPage - 1)}${location.search}`}>
            {t('list.previous')}
          </Link>
        )}
        {hasMore(page) && (
          <Link rel="next" to={nextHref}>
            {t('list.next')}
          </Link>
        )}
      </nav>
    </>
  );
}
