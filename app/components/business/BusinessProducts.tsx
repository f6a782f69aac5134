import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { Modal } from '../ui/Modal.tsx';
import { BusinessProductForm } from './BusinessProductForm.tsx';
import type { BusinessActionData, BusinessProduct, ProductActionData } from './fragments.ts';

/** "From 25 € to 150 €" over both variations. */
export function valueRange(t: ReturnType<typeof useT>, p: BusinessProduct): string {
  const configs = [p.digitalVariationConfig, p.physicalVariationConfig].filter((c) => c !== null);
  const [first] = configs;
  if (!first) return '';
  const min = Math.min(...configs.map((c) => c.minPrice.value));
  const max = Math.max(...configs.map((c) => c.maxPrice.value));
  const currency = first.minPrice.currency;
  return t('business.products.range', { min: t.money({ currency, value: min }), max: t.money({ currency, value: max }) });
}

/** The refused post of the product form for this product, if that is what came back. */
export function postedFor(result: BusinessActionData | undefined, product: BusinessProduct): ProductActionData | undefined {
  return result?.form === 'product' && result.values.productId === product.slug ? result : undefined;
}

/** The summary above the form: the card, its title and what a company gets with it. */
export function ProductSummary({ product }: { product: BusinessProduct }) {
  const t = useT();
  return (
    <div className="biz-summary">
      <CardImage product={product} />
      <div>
        <p className="biz-summary__title">{product.title}</p>
        <p className="biz-summary__range">{valueRange(t, product)}</p>
      </div>
    </div>
  );
}

type Props = { products: BusinessProduct[]; quoteAction: (p: BusinessProduct) => string };

/**
 * The cards a company orders in bulk. Each opens the business product form in its modal; without
 * JavaScript the link leads to the product's business page, where the same form is on the page.
 */
export function BusinessProducts({ products, quoteAction }: Props) {
  const t = useT();
  const location = useLocation();
  const result = useActionData() as BusinessActionData | undefined;
  const [chosen, setChosen] = useState<BusinessProduct | null>(null);
  // "Ask a quote" navigates to the quote form: the modal has done its part.
  useEffect(() => {
    setChosen(null);
  }, [location.search]);

  const open = (p: BusinessProduct) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setChosen(p);
  };

  return (
    <>
      <ul className="biz-products">
        {products.map((p) => (
          <li key={p.id} className="biz-product">
            <CardImage product={p} />
            <div className="biz-product__body">
              <h3 className="biz-product__title">{p.title}</h3>
              <p className="biz-product__range">{valueRange(t, p)}</p>
              <Link
                to={`${p.businessPath}#ordina`}
                className="button button--secondary biz-product__choose"
                onClick={open(p)}
                aria-label={t('business.products.chooseFor', { product: p.title })}
              >
                {t('business.products.choose')} <Icon name="arrow-right" size={18} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={chosen !== null} onClose={() => setChosen(null)} title={t('business.form.title')} className="biz-modal">
        {chosen && (
          <>
            <ProductSummary product={chosen} />
            <BusinessProductForm key={chosen.id} product={chosen} posted={postedFor(result, chosen)} quoteAction={quoteAction(chosen)} idPrefix="modal" />
          </>
        )}
      </Modal>
    </>
  );
}
