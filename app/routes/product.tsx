import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/product';
import { metaTags } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { listLoader, type ListData } from './product-list.server.ts';
import { packageAction, productLoader, type ProductData } from './product.server.ts';
import { CardImage } from '../components/CardImage.tsx';
import { ProductGrid } from '../components/ProductCard.tsx';
import { PackageForm } from '../components/PackageForm.tsx';
import { trackCommerce, useTrackOnShow } from '../lib/analytics.ts';
import { productLists } from '../lib/analytics-items.ts';
import { Icon } from '../components/Icon.tsx';

// A number in the address is a page of the product list (its own route's screen): a product's
// page does not load the list's code (decision 044).
const ProductListScreen = lazy(() => import('./product-list.tsx').then((m) => ({ default: m.ProductListScreen })));

export async function loader(args: Route.LoaderArgs): Promise<ProductData | ListData> {
  const { product } = args.params;
  if (/^\d+$/.test(product)) return listLoader(args, product);
  return productLoader(args, product);
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.kind === 'list' ? loaderData.metadata : loaderData?.product.metadata);

export async function action(args: Route.ActionArgs) {
  return packageAction(args, args.params.product);
}

export function ProductScreen({ data }: { data: ProductData }) {
  const t = useT();
  const { paths } = useRootData();
  const { product, related } = data;
  const config = product.digitalVariationConfig ?? product.physicalVariationConfig;
  const currency = config?.minPrice.currency ?? 'EUR';
  const item = (variant: string, price: number, quantity: number) => ({
    item_id: product.id,
    item_name: product.title,
    item_variant: variant,
    price,
    quantity,
  });
  useTrackOnShow(product.id, () =>
    trackCommerce('view_item', currency, [item(product.digitalVariationConfig ? 'digital' : 'physical', config?.minPrice.value ?? 0, 1)]),
  );
  return (
    <div className="container page product">
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home}>{t('product.home')}</Link>
          </li>
          <li>
            <Link to={paths.productList}>{t('header.giftcards')}</Link>
          </li>
          {product.categories[0] && (
            <li>
              <Link to={product.categories[0].path}>{product.categories[0].title}</Link>
            </li>
          )}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="product__main">
        <div className="product__media">
          <CardImage product={product} eager sizes="large" />
        </div>
        <div className="product__buy">
          <h1>{product.title}</h1>
          <p className="product__lead">{product.description}</p>
          <PackageForm product={product} onAdd={(a) => trackCommerce('add_to_cart', currency, [item(a.kind, a.price, a.quantity)])} />
          <p className="product__vat">
            <Icon name="info" size={16} /> {t('product.vatExempt')}
          </p>
        </div>
      </div>
      <section className="product__details" aria-labelledby="promises">
        <h2 id="promises">{t('product.promises')}</h2>
        <ul className="promises">
          <li>
            <Icon name="clock" /> {t('product.digitalHint')}
          </li>
          <li>
            <Icon name="truck" /> {t('product.physicalHint')}
          </li>
          {product.redeemData && (
            <li>
              <Icon name="gift" /> {t('product.redeemableWith')}
            </li>
          )}
        </ul>
        {product.locationsPath && (
          <p>
            <Link to={product.locationsPath} className="button button--secondary">
              <Icon name="map-pin" size={18} /> {t('product.viewLocations')} ({t('product.locationsCount', { count: product.locations.length })})
            </Link>
          </p>
        )}
        {product.categories.length > 0 && (
          <ul className="chips" aria-label={t('product.categories')}>
            {product.categories.map((c) => (
              <li key={c.slug}>
                <Link to={c.path} className="chip">
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {related.length > 0 && (
        <section className="section" aria-labelledby="related">
          <h2 id="related" className="section__title">
            {t('product.related')}
          </h2>
          <ProductGrid products={related} list={productLists.related} />
        </section>
      )}
    </div>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'list')
    return (
      <Suspense>
        <ProductListScreen data={loaderData} />
      </Suspense>
    );
  return <ProductScreen data={loaderData} />;
}
