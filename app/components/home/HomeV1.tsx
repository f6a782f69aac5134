import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import type { HomeData } from '../../routes/home.tsx';
import { ProductGrid } from '../ProductCard.tsx';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { HomeHero } from './HomeHero.tsx';
import { VideoBlock } from '../ContentBlocks.tsx';
import { MomentTiles, MostChosenCards, UspList, testimonialsOf, uspsOf, SectionHead } from './sections.tsx';
import { TestimonialsBlock } from '../modals/Testimonials.tsx';
import { productLists } from '../../lib/analytics-items.ts';

/** The first home: a hero, the most chosen cards, balance and choice card, categories, video, moments, selling points, reviews. */
export function HomeV1({ data }: { data: HomeData }) {
  const t = useT();
  const { paths, categories } = useRootData();
  const { mostChosen, popular, choice, moments, blocks } = data;
  const usps = uspsOf(blocks.find((b) => b.kind === 'usps'));
  const testimonials = testimonialsOf(blocks.find((b) => b.kind === 'testimonials'));
  const video = blocks.find((b) => b.kind === 'video');
  return (
    <>
      <HomeHero
        art={
          choice && (
            <div className="hero__art">
              <CardImage product={choice} eager sizes="large" />
            </div>
          )
        }
      />

      <section className="section container" aria-labelledby="most-chosen">
        <SectionHead id="most-chosen" title={t('home.mostChosen')} to={paths.productList} linkText={t('home.viewAll')} />
        <MostChosenCards products={mostChosen} />
        <ProductGrid products={popular} list={productLists.homePopular} label={t('home.mostChosen')} />
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

      {video && <VideoBlock data={video.data} className="section container home-video" />}

      {moments.length > 0 && (
        <section className="section container" aria-labelledby="home-moments">
          <SectionHead id="home-moments" title={t('home.moments')} to={paths.givingMoments} linkText={t('moments.title')} />
          <MomentTiles moments={moments} />
        </section>
      )}

      {usps.length > 0 && (
        <section className="section section--tinted" aria-labelledby="home-usps">
          <div className="container">
            <h2 id="home-usps" className="section__title">
              {t('home.usps')}
            </h2>
            <UspList usps={usps} />
          </div>
        </section>
      )}
      {testimonials.length > 0 && <TestimonialsBlock title={t('home.testimonials')} items={testimonials} />}
    </>
  );
}
