import { lazy, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const AllTestimonials = lazy(() => import('./TestimonialsModal.tsx'));

export type Testimonial = { name: string; text: string; rating: number };

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <p className="stars" role="img" aria-label={t('home.rating', { rating })}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </p>
  );
}

export function TestimonialList({ items }: { items: Testimonial[] }) {
  return (
    <ul className="testimonials">
      {items.map((i) => (
        <li key={i.name}>
          <Stars rating={i.rating} />
          <blockquote>{i.text}</blockquote>
          <p className="testimonials__name">{i.name}</p>
        </li>
      ))}
    </ul>
  );
}

/** The testimonials modal (§2): every testimonial of the storefront, loaded when first opened. */
export function TestimonialsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <WhenOpened open={open}>
      <AllTestimonials open={open} onClose={onClose} />
    </WhenOpened>
  );
}

/** A testimonial block (content block kind "testimonials"): a few testimonials, and "read all". */
export function TestimonialsBlock({ title, items }: { title: string; items: Testimonial[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className="section container" aria-labelledby="testimonials">
      <div className="section__head">
        <h2 id="testimonials" className="section__title">
          {title}
        </h2>
        <Button variant="link" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('testimonials.readAll')}
        </Button>
      </div>
      <TestimonialList items={items} />
      <TestimonialsModal open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
