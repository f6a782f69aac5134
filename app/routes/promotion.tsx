import type { Route } from './+types/promotion';
import { gql, notFound } from '../lib/api.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { locate } from '../lib/locate.ts';
import { useT } from '../lib/i18n.tsx';
import { graphql } from '../graphql/index.ts';
import { PromotionFragment } from '../graphql/fragments.ts';
import { SmartLink } from '../components/SmartLink.tsx';

const PROMOTION = graphql(
  `
    query Promotion($userData: UserData!) {
      storeData(userData: $userData) {
        promotionBlock {
          ...Promotion
        }
      }
    }
  `,
  [PromotionFragment],
);

/**
 * The promotion page (§2 "promo pop-up" route; decision 036): the storefront's promotion block whole,
 * with its conditions, at an address of its own: where the pop-up's "conditions" link leads, and
 * what a visitor without JavaScript or who closed the pop-up can still find.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await gql(context, PROMOTION);
  const promotion = data.storeData?.promotionBlock;
  if (!promotion) notFound();
  const url = new URL(request.url);
  const metadata = screenMetadata(url, `${promotion.title} | ${locate(url).store.brand}`, promotion.text);
  return { promotion, metadata };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { promotion } = loaderData;
  return (
    <div className="container page promotion-page">
      <section className="promotion-page__hero" aria-labelledby="promotion-title">
        {promotion.badge && (
          <span className="promotion-page__badge" aria-hidden="true">
            {promotion.badge}
          </span>
        )}
        <div>
          {promotion.eyebrow && <p className="promotion-page__eyebrow">{promotion.eyebrow}</p>}
          <h1 id="promotion-title">{promotion.title}</h1>
          <p className="page__intro">{promotion.text}</p>
          <SmartLink path={promotion.cta.path} className="button button--primary button--lg">
            {promotion.cta.title}
          </SmartLink>
        </div>
      </section>
      {promotion.conditions.length > 0 && (
        <section className="section prose" aria-labelledby="promotion-conditions">
          <h2 id="promotion-conditions" className="section__title">
            {t('promotion.conditions')}
          </h2>
          <ul className="promotion-page__conditions">
            {promotion.conditions.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
