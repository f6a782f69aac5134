import { useT } from '../../lib/i18n.tsx';
import { browserGraphql } from '../../graphql/browser.ts';
import { Modal } from '../ui/Modal.tsx';
import { Loading } from './Loading.tsx';
import { useQueryOnOpen } from './use-query-on-open.ts';
import { TestimonialList } from './Testimonials.tsx';

const ALL = browserGraphql(`query Testimonials($userData: UserData!) { testimonials(userData: $userData) { name text rating } }`);

/** The testimonials modal (§2): every testimonial of the storefront, with their average. */
export default function TestimonialsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
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
