import { Link } from 'react-router';
import type { ProductCardData } from '../lib/store-data.ts';
import { useT } from '../lib/i18n.tsx';
import { CardImage } from './CardImage.tsx';

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

export function ProductCard({ product, eager }: { product: ProductCardData; eager?: boolean }) {
  const t = useT();
  return (
    <li className="product-card">
      <Link to={product.path} className="product-card__link" prefetch="intent">
        <CardImage product={product} eager={eager} />
        <span className="product-card__title">{product.title}</span>
        <span className="product-card__price">{priceLabel(t, product)}</span>
      </Link>
    </li>
  );
}

export function ProductGrid({ products, eagerCount = 0, label }: { products: ProductCardData[]; eagerCount?: number; label?: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} />
      ))}
    </ul>
  );
}
