import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData, type ProductCardData } from '../lib/store-data.ts';
import { LISTING_COLUMNS, fitOf, listingCounts, mergeListings, tileSpan, type Fit, type Listing } from '../lib/listing.ts';
import { listItem, type ProductList } from '../lib/analytics-items.ts';
import { useListTracking } from '../lib/list-tracking.ts';
import { ProductCard } from './ProductCard.tsx';
import { Icon } from './Icon.tsx';

/** The class that shows an element only to the widths `fit` names (app.css; decision 035). */
function fitClass(fit: Fit): string | undefined {
  return fit === 'all' ? undefined : fit === 'desktop-small' ? 'only-desktop-small' : 'except-desktop-small';
}

/** Both kinds of width see the thing, or only those for which `shown` holds. */
function shownTo(other: boolean, desktopSmall: boolean): Fit | null {
  if (other && desktopSmall) return 'all';
  return other ? 'other' : desktopSmall ? 'desktop-small' : null;
}

/**
 * The grid's closing tile: the all-in-one card for whoever has not found the right one. It spans
 * what is left of the last row at each width; on desktop small a full page is 17 cards and the
 * tile, six rows of three (decision 035).
 */
function ChoiceTile({ other, desktopSmall }: { other: number; desktopSmall: number }) {
  const t = useT();
  const { paths } = useRootData();
  const style = {
    '--span-mobile': tileSpan(LISTING_COLUMNS.mobile, other),
    '--span-tablet': tileSpan(LISTING_COLUMNS.tablet, other),
    '--span-desktop-small': tileSpan(LISTING_COLUMNS.desktopSmall, desktopSmall),
    '--span-desktop-large': tileSpan(LISTING_COLUMNS.desktopLarge, other),
  } as CSSProperties;
  return (
    <li className="listing-tile" style={style}>
      <Link to={paths.choiceCard} className="listing-tile__link">
        <Icon name="gift" size={28} />
        <span className="listing-tile__title">{t('list.tileTitle')}</span>
        <span className="listing-tile__text">{t('list.tileText')}</span>
        <span className="listing-tile__cta">
          {t('list.tileCta')} <Icon name="chevron-right" size={16} />
        </span>
      </Link>
    </li>
  );
}

type Props = { listing: Listing<ProductCardData>; pagePath: (n: number) => string; label: string; list: ProductList };

/**
 * A paged product list: 16 products a page, 17 on desktop small, both in the page and CSS picks
 * (decision 035). Without JavaScript "show more" is a link to the next page; with it the next page
 * is fetched and merged in place.
 */
export function ProductListing({ listing: loaded, pagePath, label, list }: Props) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<{ listing: Listing<ProductCardData> }>();
  const [listing, setListing] = useState(loaded);
  const { observe, select } = useListTracking(list);
  useEffect(() => setListing(loaded), [loaded]);
  useEffect(() => {
    const next = fetcher.data?.listing;
    if (next) setListing((cur) => mergeListings(cur, next));
  }, [fetcher.data]);
  const counts = listingCounts(listing);
  const more = shownTo(counts.moreOther, counts.moreDesktopSmall);
  const next = shownTo(listingCounts(loaded).moreOther, listingCounts(loaded).moreDesktopSmall);
  const nextHref = `${pagePath(loaded.firstPage + 1)}${location.search}`;
  const showMore = () => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(listing.lastPage + 1));
    fetcher.load(`${location.pathname}?${params}`);
  };
  const { totalItems } = listing;
  return (
    <>
      <p className="listing__count" aria-live="polite">
        {counts.other === counts.desktopSmall ? (
          t('list.showing', { shown: counts.other, total: totalItems })
        ) : (
          <>
            <span className={fitClass('other')}>{t('list.showing', { shown: counts.other, total: totalItems })}</span>
            <span className={fitClass('desktop-small')}>{t('list.showing', { shown: counts.desktopSmall, total: totalItems })}</span>
          </>
        )}
      </p>
      <ul className="product-grid product-grid--listing" aria-label={label}>
        {listing.slots.map(({ position, item: p }, i) => {
          const item = listItem(p, position, list);
          return (
            <ProductCard
              key={p.id}
              product={p}
              eager={i < 4}
              className={fitClass(fitOf(listing, position))}
              observe={observe(item)}
              onSelect={() => select(item)}
            />
          );
        })}
        <ChoiceTile other={counts.other} desktopSmall={counts.desktopSmall} />
      </ul>
      <div className="listing__more">
        {more && (
          <Link
            to={`${pagePath(listing.lastPage + 1)}${location.search}`}
            className={['button button--secondary', fitClass(more)].filter(Boolean).join(' ')}
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
        {loaded.firstPage > 1 && (
          <Link rel="prev" to={`${pagePath(loaded.firstPage - 1)}${location.search}`}>
            {t('list.previous')}
          </Link>
        )}
        {next && (
          <Link rel="next" to={nextHref} className={fitClass(next)}>
            {t('list.next')}
          </Link>
        )}
      </nav>
    </>
  );
}
