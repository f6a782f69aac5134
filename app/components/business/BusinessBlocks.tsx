import { useActionData } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Icon } from '../Icon.tsx';
import { BusinessProductForm } from './BusinessProductForm.tsx';
import { BusinessProducts, ProductSummary, postedFor } from './BusinessProducts.tsx';
import { QuoteForm, QuoteSent } from './QuoteForm.tsx';
import type { BusinessActionData, BusinessPaths, BusinessProduct, QuotePrefill } from './fragments.ts';

// The business pages' sections that carry data: the quote request, the bulk products and the
// chosen product's form. Both page versions use them.

export type QuoteData = {
  challenge: Record<string, unknown>;
  prefill: QuotePrefill | null;
  sent: string | null;
  paths: BusinessPaths;
  storeCountry: string;
};

/** This page without query or hash: where "remove the product" and "another request" lead. */
function pagePath(paths: BusinessPaths, fallback: string): string {
  return paths.business ?? fallback;
}

/** The quote form, or what happens next once it went out. */
export function QuoteCard({ data, here }: { data: QuoteData; here: string }) {
  const t = useT();
  return (
    <div className="biz-card biz-quote-card">
      {data.sent ? (
        <QuoteSent reference={data.sent} again={`${here}#preventivo`} />
      ) : (
        <>
          <h2 id="quote-form-title" className="biz-card__title">
            {t('business.quote.title')}
          </h2>
          <p className="biz-card__lead">{t('business.quote.lead')}</p>
          <QuoteForm
            // A new carried-over product ("ask a quote" of the product form) fills the form afresh.
            key={JSON.stringify(data.prefill)}
            challenge={data.challenge}
            prefill={data.prefill}
            storeCountry={data.storeCountry}
            paths={data.paths}
            clearHref={`${here}#preventivo`}
          />
        </>
      )}
    </div>
  );
}

/** How else to reach the sales team, beside the form. */
export function SalesContact() {
  const t = useT();
  const { storeData } = useRootData();
  const o = storeData.organisation;
  return (
    <div className="biz-contact">
      <h3>{t('business.contact.title')}</h3>
      <p>{t('business.contact.text')}</p>
      <ul>
        <li>
          <Icon name="phone" size={18} /> <a href={`tel:${o.phone.replace(/\s+/g, '')}`}>{o.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={18} /> <a href={`mailto:${o.email}`}>{o.email}</a>
        </li>
        <li>
          <Icon name="clock" size={18} /> {o.openingHours}
        </li>
      </ul>
    </div>
  );
}

/** A buyer's word (a fictional customer of the fictional shop). */
export function Testimonial() {
  const t = useT();
  return (
    <figure className="biz-testimonial">
      <blockquote>{t('business.testimonial.quote')}</blockquote>
      <figcaption>
        <strong>Chiara Bassi</strong> {t('business.testimonial.role')}
      </figcaption>
    </figure>
  );
}

/** The quote request section of the business page (#preventivo), with the sales contact beside it. */
export function QuoteSection({ data }: { data: QuoteData }) {
  const t = useT();
  const here = pagePath(data.paths, '');
  return (
    <section className="biz-section biz-quote" aria-labelledby="quote-form-title">
      <div className="container biz-quote__layout">
        <div className="biz-quote__aside">
          <p className="biz-eyebrow">{t('business.quote.eyebrow')}</p>
          <p className="biz-quote__heading">{t('business.quote.heading')}</p>
          <p className="biz-quote__text">{t('business.quote.text')}</p>
          <SalesContact />
          <Testimonial />
        </div>
        {/* The links to #preventivo land on the form itself, not on the text above it on a phone. */}
        <div id="preventivo" className="biz-quote__form" tabIndex={-1}>
          <QuoteCard data={data} here={here} />
        </div>
      </div>
    </section>
  );
}

/** The cards for bulk orders (#prodotti). */
export function ProductsSection({ products }: { products: BusinessProduct[] }) {
  const t = useT();
  return (
    <section id="prodotti" className="biz-section container" aria-labelledby="biz-products-title" tabIndex={-1}>
      <div className="biz-section__head">
        <h2 id="biz-products-title">{t('business.products.title')}</h2>
        <p>{t('business.products.intro')}</p>
      </div>
      <BusinessProducts products={products} quoteAction={(p) => `${p.businessPath}#preventivo`} />
    </section>
  );
}

/** /azienda/{product}/: the business product form on the page, with that product chosen (and without JavaScript). */
export function ChosenProductSection({ product }: { product: BusinessProduct }) {
  const t = useT();
  const result = useActionData() as BusinessActionData | undefined;
  return (
    <section id="ordina" className="biz-section container" aria-labelledby="biz-chosen-title" tabIndex={-1}>
      <div className="biz-card biz-chosen">
        <h2 id="biz-chosen-title" className="biz-card__title">
          {t('business.chosen.title', { product: product.title })}
        </h2>
        <div className="biz-chosen__layout">
          <ProductSummary product={product} />
          <BusinessProductForm product={product} posted={postedFor(result, product)} quoteAction={`${product.businessPath}#preventivo`} idPrefix="page" />
        </div>
      </div>
    </section>
  );
}
