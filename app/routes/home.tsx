import { Link } from 'react-router';
import type { Route } from './+types/home';
import { gql } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { graphql } from '../graphql/index.ts';
import { ProductCardFragment } from '../graphql/fragments.ts';
import { ProductGrid } from '../components/ProductCard.tsx';
import { CardImage } from '../components/CardImage.tsx';
import { Icon } from '../components/Icon.tsx';
import { AccountNotice } from '../components/account-area/AccountNotice.tsx';
import { TestimonialsBlock, type Testimonial } from '../components/modals/Testimonials.tsx';
import { storefrontOf } from '../lib/storefront-context.ts';

export const MOST_CHOSEN_MAX = 2;
export const POPULAR_COUNT = 8;

const HOME = graphql(
  `
    query Home($userData: UserData!, $mostChosen: Int!, $popular: Int!, $choice: String!) {
      getBlocksQueue(userData: $userData, queueID: "home") {
        id
        kind
        data
      }
      mostChosen: products(
        userData: $userData
        filters: { filterByPage: { pageType: "blockQueue", pageId: "home", fieldName: "mostChosen" } }
        paging: { itemsPerPage: $mostChosen, pageNumber: 1 }
      ) {
        items {
          ...ProductCard
        }
        totalItems
      }
      popular: products(userData: $userData, paging: { itemsPerPage: $popular, pageNumber: 1 }) {
        items {
          ...ProductCard
        }
        totalItems
      }
      choice: product(userData: $userData, slug: $choice) {
        ...ProductCard
      }
      givingMoments(userData: $userData) {
        id
        heroTitle
        path
        image {
          url {
            href
          }
          alt
        }
      }
    }
  `,
  [ProductCardFragment],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const choice = storefrontOf(context).store.choiceCardSlug;
  const data = await gql(context, HOME, { mostChosen: MOST_CHOSEN_MAX, popular: POPULAR_COUNT + MOST_CHOSEN_MAX, choice });
  const t = serverT(request);
  const top = new Set(data.mostChosen.items.map((p) => p.id));
  return {
    blocks: data.getBlocksQueue,
    mostChosen: data.mostChosen.items.slice(0, MOST_CHOSEN_MAX),
    popular: data.popular.items.filter((p) => !top.has(p.id) && p.id !== data.choice?.id).slice(0, POPULAR_COUNT),
    choice: data.choice,
    moments: data.givingMoments.slice(0, 8),
    metadata: screenMetadata(new URL(request.url), t('home.title'), t('home.description')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export { publicPageHeaders as headers } from '../lib/cache.ts';

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { paths, categories } = useRootData();
  const { mostChosen, popular, choice, moments, blocks } = loaderData;
  const usps = (blocks.find((b) => b.kind === 'usps')?.data.titles ?? []) as string[];
  const testimonials = blocks.find((b) => b.kind === 'testimonials');
  return (
    <>
      <AccountNotice />
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1>{t('home.heroTitle')}</h1>
            <p>{t('home.heroText')}</p>
            <div className="hero__ctas">
              <Link to={paths.productList} className="button button--primary button--lg">
                {t('home.heroCta')}
              </Link>
              <Link to={paths.redeemCheck} className="button button--secondary button--lg">
                {t('home.checkBalance')}
              </Link>
            </div>
          </div>
          {choice && (
            <div className="hero__art">
              <CardImage product={choice} eager sizes="large" />
            </div>
          )}
        </div>
      </section>

      <section className="section container" aria-labelledby="most-chosen">
        <div className="section__head">
          <h2 id="most-chosen" className="section__title">
            {t('home.mostChosen')}
          </h2>
          <Link to={paths.productList} className="section__link">
            {t('home.viewAll')} <Icon name="chevron-right" size={16} />
          </Link>
        </div>
        <ul className="featured">
          {mostChosen.map((p) => (
            <li key={p.id}>
              <Link to={p.path} className="featured__card" style={{ ['--tint' as string]: p.backgroundColor }}>
                <CardImage product={p} eager sizes="large" />
                <span className="featured__title">{p.title}</span>
                <span className="featured__text">{p.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <ProductGrid products={popular} label={t('home.mostChosen')} />
      </section>

      <section className="section section--tinted" aria-labelledby="redeem-promo">
        <div className="container promo">
          <div>
            <h2 id="redeem-promo" className="section__title">
              {t('home.checkBalance')}
            </h2>
            <p>{t('home.checkBalanceText')}</p>
            <Link to={paths.redeemCheck} className="button button--primary">
              {t('home.checkBalance')}
            </Link>
          </div>
          <div>
            <h2 className="section__title">{t('home.choiceTitle')}</h2>
            <p>{t('home.choiceText')}</p>
            <Link to={paths.choiceCard} className="button button--secondary">
              {t('home.choiceCta')}
            </Link>
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="home-categories">
        <h2 id="home-categories" className="section__title">
          {t('home.categories')}
        </h2>
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={c.path}>
                <Icon name={c.icon} size={28} />
                <span>{c.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {moments.length > 0 && (
        <section className="section container" aria-labelledby="home-moments">
          <div className="section__head">
            <h2 id="home-moments" className="section__title">
              {t('home.moments')}
            </h2>
            <Link to={paths.givingMoments} className="section__link">
              {t('moments.title')} <Icon name="chevron-right" size={16} />
            </Link>
          </div>
          <ul className="moment-tiles">
            {moments.map((m) => (
              <li key={m.id}>
                <Link to={m.path}>
                  <img src={m.image.url.href} alt="" width={320} height={202} loading="lazy" />
                  <span>{m.heroTitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {usps.length > 0 && (
        <section className="section section--tinted" aria-labelledby="home-usps">
          <div className="container">
            <h2 id="home-usps" className="section__title">
              {t('home.usps')}
            </h2>
            <ul className="usps">
              {usps.map((u) => (
                <li key={u}>
                  <Icon name="check" size={20} /> {u}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {testimonials && <TestimonialsBlock title={t('home.testimonials')} items={(testimonials.data.items ?? []) as Testimonial[]} />}
    </>
  );
}
