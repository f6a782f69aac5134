import type { ProductCardData } from '../lib/store-data.ts';

/** The drawn card image; honours the product's showShadow (showHand is drawn into the SVG itself). */
export function CardImage({
  product,
  eager,
  sizes = 'small',
}: {
  product: Pick<ProductCardData, 'image' | 'showShadow' | 'showHand'>;
  eager?: boolean;
  sizes?: 'small' | 'large';
}) {
  const [w, h] = product.showHand ? [360, 260] : [320, 202];
  return (
    <img
      className={`card-image${product.showShadow ? ' card-image--shadow' : ''}${product.showHand ? ' card-image--hand' : ''} card-image--${sizes}`}
      src={product.image.url.href}
      alt={product.image.alt}
      width={w}
      height={h}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
