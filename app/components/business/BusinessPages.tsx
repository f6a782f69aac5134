import { useT } from '../../lib/i18n.tsx';
import { ChosenProductSection, ProductsSection, QuoteCard, QuoteSection, SalesContact, Testimonial, type QuoteData } from './BusinessBlocks.tsx';
import { BusinessFaq, BusinessLogos, BusinessMenu, BusinessPromises, BusinessStats, BusinessSteps, CardFan, HeroActions } from './BusinessSections.tsx';
import type { BusinessProduct } from './fragments.ts';

export type BusinessPageProps = { products: BusinessProduct[]; selected: BusinessProduct | null; quote: QuoteData };

function HeroText() {
  const t = useT();
  return (
    <>
      <p className="biz-eyebrow">{t('business.hero.eyebrow')}</p>
      <h1>{t('business.hero.title')}</h1>
      <p className="biz-hero__lead">{t('business.hero.lead')}</p>
    </>
  );
}

/**
 * The business page, v1 (§2 "business form page", first version): the offer first — promises,
 * the business menu, who orders with us, the cards for bulk orders — and the quote request below.
 */
export function BusinessPageV1({ products, selected, quote }: BusinessPageProps) {
  return (
    <div className="biz biz--v1">
      <section className="biz-hero">
        <div className="container biz-hero__layout">
          <div className="biz-hero__text">
            <HeroText />
            <HeroActions />
            <BusinessPromises />
          </div>
          <CardFan products={products} />
        </div>
      </section>
      {/* /azienda/{product}/: that product's form comes first after the promises. */}
      {selected && <ChosenProductSection product={selected} />}
      <div className="container">
        <BusinessMenu className="biz-menu--band" />
      </div>
      <BusinessLogos />
      <ProductsSection products={products} />
      <BusinessSteps />
      <QuoteSection data={quote} />
      <BusinessFaq />
    </div>
  );
}

/**
 * The business page, v3 (behind the storefront toggle businessPageV3): the quote request in the
 * hero beside the promises, for buyers who come to ask; the offer follows. The business v3 header
 * carries the business menu.
 */
export function BusinessPageV3({ products, selected, quote }: BusinessPageProps) {
  const here = quote.paths.business ?? '';
  return (
    <div className="biz biz--v3">
      <section className="biz-hero biz-hero--v3">
        {/* On a phone the form follows the title; on a desktop it stands beside everything. */}
        <div className="container biz-hero__layout biz-hero__layout--v3">
          <div className="biz-hero__text biz-hero__intro">
            <HeroText />
          </div>
          <div id="preventivo" className="biz-hero__form" tabIndex={-1}>
            <QuoteCard data={quote} here={here} />
          </div>
          <div className="biz-hero__text biz-hero__more">
            <BusinessPromises />
            <BusinessStats />
            <Testimonial />
            <SalesContact />
          </div>
        </div>
      </section>
      {selected && <ChosenProductSection product={selected} />}
      <BusinessLogos />
      <ProductsSection products={products} />
      <BusinessSteps />
      <BusinessFaq />
    </div>
  );
}
