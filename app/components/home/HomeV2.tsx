import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { TestimonialsModal } from '../modals/Testimonials.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import type { HomeData } from '../../routes/home.tsx';
import { ProductCard } from '../ProductCard.tsx';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { VideoFacade } from '../VideoFacade.tsx';
import { HomeHero } from './HomeHero.tsx';
import { listItem, productLists } from '../../lib/analytics-items.ts';
import { useListTracking } from '../../lib/list-tracking.ts';
import { videoEmbed } from '../../../common/content-blocks.ts';
import { MomentTiles, MostChosenCards, Testimonial, testimonialsOf, useFeaturedCategories, uspsOf, type HomeBlock, SectionHead } from './sections.tsx';

/** The most chosen block: the two most chosen cards side by side, then a rail of popular cards. */
function Spotlight({ data }: { data: HomeData }) {
  const t = useT();
  const { paths } = useRootData();
  const popular = useListTracking(productLists.homePopular);
  return (
    <section className="section container home2-spotlight" aria-labelledby="home2-most-chosen">
      <SectionHead id="home2-most-chosen" title={t('home.mostChosen')} to={paths.productList} linkText={t('home.viewAll')} />
      <MostChosenCards products={data.mostChosen} />
      <ul className="home2-rail product-grid" aria-label={t('home.mostChosen')}>
        {data.popular.map((p, i) => {
          const item = listItem(p, i, productLists.homePopular);
          return <ProductCard key={p.id} product={p} observe={popular.observe(item)} onSelect={() => popular.select(item)} />;
        })}
      </ul>
    </section>
  );
}

/** The categories block: its featured categories as chips, and all categories. */
function CategoryChips({ block }: { block: HomeBlock }) {
  const t = useT();
  const { paths } = useRootData();
  const categories = useFeaturedCategories(block);
  return (
    <section className="section container home2-categories" aria-labelledby="home2-categories">
      <h2 id="home2-categories" className="section__title">
        {t('home.v2.searchCategories')}
      </h2>
      <ul className="home2-chips">
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={c.path}>
              <Icon name={c.icon} size={20} /> {c.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.allCategories} className="home2-chips__all">
            {t('menu.allCategories')} <Icon name="arrow-right" size={18} />
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The video block beside what it explains: the all-in-one card and its balance check. */
function VideoSplit({ block }: { block: HomeBlock }) {
  const t = useT();
  const { paths } = useRootData();
  const video = videoEmbed(block.data);
  if (!video) return null;
  return (
    <section className="section section--tinted home2-video" aria-labelledby="home2-choice">
      <div className="container home2-video__inner">
        <div>
          <h2 id="home2-choice" className="section__title">
            {t('home.choiceTitle')}
          </h2>
          <p>{t('home.choiceText')}</p>
          <div className="hero__ctas">
            <Link to={paths.choiceCard} className="button button--primary">
              {t('home.choiceCta')}
            </Link>
            <Link to={paths.redeemCheck} className="button button--secondary">
              {t('home.checkBalance')}
            </Link>
          </div>
        </div>
        <VideoFacade video={video} />
      </div>
    </section>
  );
}

function UspBand({ block }: { block: HomeBlock }) {
  const t = useT();
  const usps = uspsOf(block);
  if (!usps.length) return null;
  return (
    <section className="home2-usps" aria-labelledby="home2-usps">
      <div className="container">
        <h2 id="home2-usps" className="visually-hidden">
          {t('home.usps')}
        </h2>
        <ol>
          {usps.map((u) => (
            <li key={u}>
              <Icon name="check" size={22} /> <span>{u}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Reviews({ block }: { block: HomeBlock }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [first, ...rest] = testimonialsOf(block);
  if (!first) return null;
  return (
    <section className="section container home2-reviews" aria-labelledby="home2-reviews">
      <div className="section__head">
        <h2 id="home2-reviews" className="section__title">
          {t('home.testimonials')}
        </h2>
        <Button variant="link" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('testimonials.readAll')}
        </Button>
      </div>
      <TestimonialsModal open={open} onClose={() => setOpen(false)} />
      <div className="home2-reviews__grid">
        <figure className="home2-reviews__lead">
          <Testimonial item={first} />
        </figure>
        <ul className="testimonials home2-reviews__rest">
          {rest.slice(0, 4).map((i) => (
            <li key={i.name}>
              <Testimonial item={i} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The second home (§2 "home (two versions)", the homeV2 toggle): the same blocks as the first, drawn
 * in the home queue's own order under a dark hero: the most chosen with a rail of popular cards,
 * category chips, the video beside the all-in-one card, a band of selling points, a lead review;
 * then the giving moments.
 */
export function HomeV2({ data }: { data: HomeData }) {
  const t = useT();
  const { paths } = useRootData();
  // The hero's fan: two of the most chosen cards behind the all-in-one card (which may be one of them).
  const behind = [...data.mostChosen, ...data.popular].filter((p) => p.id !== data.choice?.id).slice(0, 2);
  const fan = data.choice ? [...behind, data.choice] : behind;
  const sections = data.blocks.map((b) => {
    if (b.kind === 'mostChosen') return <Spotlight key={b.id} data={data} />;
    if (b.kind === 'categories') return <CategoryChips key={b.id} block={b} />;
    if (b.kind === 'video') return <VideoSplit key={b.id} block={b} />;
    if (b.kind === 'usps') return <UspBand key={b.id} block={b} />;
    if (b.kind === 'testimonials') return <Reviews key={b.id} block={b} />;
    return null;
  });
  return (
    <>
      <HomeHero
        dark
        eyebrow={t('home.v2.eyebrow')}
        art={
          <div className="home2-hero__art" aria-hidden="true">
            {fan.map((p) => (
              <CardImage key={p.id} product={p} eager sizes="large" />
            ))}
          </div>
        }
      />
      {sections}
      {data.moments.length > 0 && (
        <section className="section container" aria-labelledby="home2-moments">
          <SectionHead id="home2-moments" title={t('home.moments')} to={paths.givingMoments} linkText={t('home.v2.moreMoments')} />
          <MomentTiles moments={data.moments} />
        </section>
      )}
    </>
  );
}
