import { Link } from 'react-router';
import type { ProductCardData } from '../lib/store-data.ts';
import { useT } from '../lib/i18n.tsx';
import { CardImage } from './CardImage.tsx';
import { listItem, type ProductList } from '../lib/analytics-items.ts';
import { useListTracking } from '../lib/list-tracking.ts';

export function priceLabel(t: ReturnType<typeof useT>, p: ProductCardData): string {
  const cfg = p.digitalVariationConfig ?? p.physicalVariationConfig;
  const fixed = p.fixedValues ?? [];
  const [first] = fixed;
  if (first) {
    const values = fixed.map((m) => m.value);
    return t('product.fromPrice', { price: t.money({ ...first, value: Math.min(...values) }) });
  }
  if (cfg) return t('product.priceRange', { min: t.money(cfg.minPrice), max: t.money(cfg.maxPrice) });
  return '';
}

type CardProps = {
  product: ProductCardData;
  eager?: boolean;
  className?: string;
  /** The card's analytics: the ref that watches it come into view, and the click. */
  observe?: (el: Element | null) => void;
  onSelect?: () => void;
};

export function ProductCard({ product, eager, className, observe, onSelect }: CardProps) {
  const t = useT();
  return (
    <li className={className ? `product-card ${className}` : 'product-card'} ref={observe}>
      <Link to={product.path} className="product-card__link" prefetch="intent" onClick={onSelect}>
        <CardImage product={product} eager={eager} />
        <span className="product-card__title">{product.title}</span>
        <span className="product-card__price">{priceLabel(t, product)}</span>
      </Link>
    </li>
  );
}

type GridProps = { products: ProductCardData[]; list: ProductList; eagerCount?: number; label?: string };

/** A grid of cards, tracked as the analytics list `list` (view_item_list, select_item). */
export function ProductGrid({ products, list, eagerCount = 0, label }: GridProps) {
  const { observe, select } = useListTracking(list);
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((p, i) => {
        const item = listItem(p, i, list);
        return <ProductCard key={p.id} product={p} eager={i < eagerCount} observe={observe(item)} onSelect={() => select(item)} />;
      })}
    </ul>
  );
}
