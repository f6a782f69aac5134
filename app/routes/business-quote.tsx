import type { Route } from './+types/business-quote';
import { businessAction, quoteLoader } from './business.server.ts';
import { useT } from '../lib/i18n.tsx';
import { BusinessHeaderSlot } from '../components/business/BusinessHeader.tsx';
import { QuoteCard, SalesContact, Testimonial } from '../components/business/BusinessBlocks.tsx';
import { BusinessLogos, BusinessPromises } from '../components/business/BusinessSections.tsx';
import { revalidateAfterPost } from '../components/ui/HumanCheck.tsx';
import { withMessages } from '../lib/messages.server.ts';
import { metaTags } from '../lib/meta.ts';

// /business/request-a-quote/ (§2 "Business request-a-quote path on some storefronts"): the quote
// request on a page of its own, on the storefronts whose paths have it (the Dutch one, also /en/).
export const loader = withMessages(['business'], (args: Route.LoaderArgs) => quoteLoader(args));
export const action = (args: Route.ActionArgs) => businessAction(args);
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
// A refused quote (400) may have spent its token: the loader brings a fresh challenge.
export const shouldRevalidate = revalidateAfterPost;
export const handle = { layout: 'business', header: BusinessHeaderSlot };
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function BusinessQuote({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { prefill, sent, challenge, paths, storeCountry } = loaderData;
  return (
    <div className="biz biz--quote-page">
      <section className="biz-hero biz-hero--quote">
        <div className="container biz-hero__layout biz-hero__layout--v3">
          <div className="biz-hero__text biz-hero__intro">
            <p className="biz-eyebrow">{t('business.hero.eyebrow')}</p>
            <h1>{t('business.quotePage.title')}</h1>
            <p className="biz-hero__lead">{t('business.quotePage.lead')}</p>
          </div>
          <div id="preventivo" className="biz-hero__form" tabIndex={-1}>
            <QuoteCard data={{ challenge, prefill, sent, paths, storeCountry }} here={paths.quote ?? ''} />
          </div>
          <div className="biz-hero__text biz-hero__more">
            <BusinessPromises />
            <Testimonial />
            <SalesContact />
          </div>
        </div>
      </section>
      <BusinessLogos />
    </div>
  );
}
