// The home page's sections, shared by its two versions (§2 "home (two versions)"): each draws one
// block of the home queue (most chosen, categories, selling points, reviews) or the giving moments.
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import type { HomeData } from '../../routes/home.tsx';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { listItem, productLists } from '../../lib/analytics-items.ts';
import { useListTracking } from '../../lib/list-tracking.ts';

export type HomeBlock = HomeData['blocks'][number];

/** A home section's title with its way on (the link to all of it), as every home section heads itself. */
export function SectionHead({ id, title, to, linkText }: { id: string; title: string; to: string; linkText: string }) {
  return (
    <div className="section__head">
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <Link to={to} className="section__link">
        {linkText} <Icon name="chevron-right" size={16} />
      </Link>
    </div>
  );
}
type Testimonial = { name: string; text: string; rating: number };

export function testimonialsOf(block: HomeBlock | undefined): Testimonial[] {
  return ((block?.data as { items?: Testimonial[] } | undefined)?.items ?? []).filter((i) => i.name && i.text);
}

export function uspsOf(block: HomeBlock | undefined): string[] {
  return (block?.data as { titles?: string[] } | undefined)?.titles ?? [];
}

/** The categories a categories block features (its slugs, in its order), else every category. */
export function useFeaturedCategories(block: HomeBlock | undefined) {
  const { categories } = useRootData();
  const slugs = (block?.data as { slugs?: string[] } | undefined)?.slugs ?? [];
  const featured = slugs.map((s) => categories.find((c) => c.slug === s)).filter((c) => !!c);
  return featured.length ? featured : categories;
}

export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <p className="stars" aria-label={t('home.rating', { rating })}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </p>
  );
}

export function Testimonial({ item }: { item: Testimonial }) {
  return (
    <>
      <Stars rating={item.rating} />
      <blockquote>{item.text}</blockquote>
      <p className="testimonials__name">{item.name}</p>
    </>
  );
}

/** The two most chosen cards, large, with their descriptions. */
export function MostChosenCards({ products }: { products: HomeData['mostChosen'] }) {
  const featured = useListTracking(productLists.homeMostChosen);
  return (
    <ul className="featured">
      {products.map((p, i) => {
        const item = listItem(p, i, productLists.homeMostChosen);
        return (
          <li key={p.id} ref={featured.observe(item)}>
            <Link to={p.path} className="featured__card" style={{ ['--tint' as string]: p.backgroundColor }} onClick={() => featured.select(item)}>
              <CardImage product={p} eager sizes="large" />
              <span className="featured__title">{p.title}</span>
              <span className="featured__text">{p.description}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function MomentTiles({ moments }: { moments: HomeData['moments'] }) {
  return (
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
  );
}

export function UspList({ usps }: { usps: string[] }) {
  return (
    <ul className="usps">
      {usps.map((u) => (
        <li key={u}>
          <Icon name="check" size={20} /> {u}
        </li>
      ))}
    </ul>
  );
}
