import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import type { ProductCardData } from '../../lib/store-data.ts';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';

type Card = Pick<ProductCardData, 'image' | 'showHand' | 'showShadow' | 'backgroundColor'> & { brand: string; title: string; path: string };
type Other = { id: string | number; name: string; city: string; path: string; km: number };

/**
 * What makes a restaurant card's location a restaurant page (§2 page types; decision 036): booking a
 * table, paying the bill with the gift card, giving a dinner there, and the card's other restaurants
 * nearest to this one.
 */
export function RestaurantDetails({ product, location, others }: { product: Card; location: { phone: string }; others: Other[] }) {
  const t = useT();
  const tel = `tel:${location.phone.replace(/\s/g, '')}`;
  return (
    <div className="restaurant">
      <section className="restaurant__box" aria-labelledby="restaurant-book">
        <h2 id="restaurant-book">{t('restaurant.bookTitle')}</h2>
        <p>{t('restaurant.bookText', { brand: product.brand })}</p>
        <a href={tel} className="button button--secondary">
          <Icon name="phone" size={18} /> {location.phone}
        </a>
      </section>
      <section className="restaurant__box" aria-labelledby="restaurant-pay">
        <h2 id="restaurant-pay">{t('restaurant.payTitle')}</h2>
        <ol className="restaurant__steps">
          <li>{t('restaurant.pay1')}</li>
          <li>{t('restaurant.pay2')}</li>
          <li>
            {t('restaurant.pay3')} <Link to={product.path}>{product.title}</Link>
          </li>
        </ol>
      </section>
      <section className="restaurant__box restaurant__give" aria-labelledby="restaurant-give" style={{ ['--tint' as string]: product.backgroundColor }}>
        <h2 id="restaurant-give">{t('restaurant.giveTitle')}</h2>
        <CardImage product={product} sizes="small" />
        <p>{t('restaurant.giveText', { brand: product.brand })}</p>
        <Link to={product.path} className="button button--primary">
          {product.title}
        </Link>
      </section>
      {others.length > 0 && (
        <section className="restaurant__others" aria-labelledby="restaurant-others">
          <h2 id="restaurant-others">{t('restaurant.others', { brand: product.brand })}</h2>
          <ul>
            {others.map((o) => (
              <li key={o.id}>
                <Link to={o.path}>{o.name}</Link>
                <span>
                  {o.city} · {t('locations.distance', { km: o.km })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
