import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { browserGraphql } from '../../graphql/browser.ts';
import { Modal } from '../ui/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { Loading } from './Loading.tsx';
import { useQueryOnOpen } from './use-query-on-open.ts';

const ALL = browserGraphql(`query Testimonials($userData: UserData!) { testimonials(userData: $userData) { name text rating } }`);

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

function TestimonialList({ items }: { items: Testimonial[] }) {
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

/** The testimonials modal (§2): every testimonial of the storefront, with their average. */
export function TestimonialsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { data, failed, retry } = useQueryOnOpen(open, ALL, {});
  const items = data?.testimonials ?? [];
  const average = items.length ? items.reduce((sum, i) => sum + i.rating, 0) / items.length : 0;
  return (
    <Modal open={open} onClose={onClose} title={t('testimonials.title')} className="testimonials-modal" focusableBody>
      <Loading failed={failed} ready={!!data} retry={retry}>
        {() => (
          <>
            <p className="testimonials-modal__summary">
              {t('testimonials.summary', { rating: new Intl.NumberFormat(t.intlLocale, { maximumFractionDigits: 1 }).format(average), count: items.length })}
            </p>
            <TestimonialList items={items} />
          </>
        )}
      </Loading>
    </Modal>
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
