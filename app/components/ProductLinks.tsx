import { Link } from 'react-router';
import type { MenuProduct } from '../lib/store-data.ts';
import { listItem, type ProductList } from '../lib/analytics-items.ts';
import { useListTracking } from '../lib/list-tracking.ts';
import { CardImage } from './CardImage.tsx';

/** Small product links (a menu's or a category's top products, search suggestions), tracked as the analytics list `list`. */
export function ProductLinks({ products, list, className }: { products: readonly MenuProduct[]; list: ProductList; className: string }) {
  const { observe, select } = useListTracking(list);
  return (
    <ul className={className}>
      {products.map((p, i) => {
        const item = listItem(p, i, list);
        return (
          <li key={p.id} ref={observe(item)}>
            <Link to={p.path} onClick={() => select(item)}>
              <CardImage product={p} />
              <span>{p.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
