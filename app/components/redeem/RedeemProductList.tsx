import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { hasMore, itemsPerPageFor, mergePages } from '../../lib/listing.ts';
import { useListTracking } from '../../lib/list-tracking.ts';
import { listItem, productLists } from '../../lib/analytics-items.ts';
import { CardImage } from '../CardImage.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import type { Page, RedeemProduct } from './fragments.ts';

type Item = RedeemProduct & { infoPath: string };
type Props = { page: Page<Item>; pagePath: (n: number) => string; onChoose: (p: RedeemProduct) => void; label: string };

type TileProps = { product: Item; onChoose: (p: RedeemProduct) => void; observe: (el: Element | null) => void; onSelect: () => void };

function ProductTile({ product, onChoose, observe, onSelect }: TileProps) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const data = product.redeemData;
  const donation = product.productType === 'DONATION';
  return (
    <li className="redeem-product" ref={observe}>
      <Link
        to={`${location.pathname}?choose=${encodeURIComponent(product.slug)}#redeem-choose`}
        className="redeem-product__link"
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={(e) => {
          onSelect();
          if (hydrated) {
            e.preventDefault();
            onChoose(product);
          }
        }}
      >
        <span className="redeem-product__media" style={{ ['--tint' as string]: product.backgroundColor }}>
          <CardImage product={{ ...product, image: { ...product.image, alt: '' } }} />
        </span>
        <span className="redeem-product__title">{data?.title ?? product.title}</span>
        {data && (
          <span className="redeem-product__range">
            {t('redeem.product.range', { min: t.money(data.minimumCustomAmount), max: t.money(data.maximumCustomAmount) })}
          </span>
        )}
        {/* After the title in reading order, over the card on screen. */}
        {donation && <span className="redeem-product__tag">{t('redeem.product.donation')}</span>}
      </Link>
    </li>
  );
}

/**
 * The redeem shop's paged choice (§3, §4, §9): 16 per page; "show more" is a link to the next
 * page without JavaScript and fetches in place with it; page links for everyone.
 */
export function RedeemProductList({ page, pagePath, onChoose, label }: Props) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<{ page: Page<Item> }>();
  const [items, setItems] = useState(page.items);
  const [last, setLast] = useState(page);
  const { observe, select } = useListTracking(productLists.redeemShop);
  const offset = (page.currentPage - 1) * page.itemsPerPage;
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
    fetcher.load(`${location.pathname}?page=${Math.floor(items.length / size) + 1}&n=${size}`);
  };
  const pages = Math.max(1, Math.ceil(page.totalItems / page.itemsPerPage));
  return (
    <>
      <p className="listing__count" aria-live="polite">
        {t('redeem.shop.showing', { shown: items.length, total: page.totalItems })}
      </p>
      <ul className="redeem-products" aria-label={label}>
        {items.map((p, i) => {
          const item = listItem(p, offset + i, productLists.redeemShop);
          return <ProductTile key={p.id} product={p} onChoose={onChoose} observe={observe(item)} onSelect={() => select(item)} />;
        })}
      </ul>
      {more && (
        <div className="listing__more">
          <Link
            to={pagePath(page.currentPage + 1)}
            className="ui-btn ui-btn--secondary ui-btn--md"
            aria-busy={fetcher.state !== 'idle' || undefined}
            onClick={(e) => {
              e.preventDefault();
              showMore();
            }}
          >
            {t('redeem.shop.showMore')}
          </Link>
        </div>
      )}
      {pages > 1 && (
        <nav className="redeem-pages" aria-label={t('list.pagination')}>
          <ol>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link to={pagePath(n)} aria-current={n === page.currentPage ? 'page' : undefined} aria-label={t('redeem.shop.pageN', { n })}>
                  {n}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </>
  );
}
