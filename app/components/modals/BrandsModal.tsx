import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import type { VariablesOf } from '../../graphql/index.ts';
import { browserGraphql } from '../../graphql/browser.ts';
import { Modal } from '../ui/Modal.tsx';
import { Field } from '../ui/Field.tsx';
import { Loading } from './Loading.tsx';
import { useQueryOnOpen } from './use-query-on-open.ts';

const BRANDS = browserGraphql(`query Brands($userData: UserData!, $filters: ProductFilters) {
  brands(userData: $userData, filters: $filters) {
    items { slug name logo { url { href } } products { path } }
    errors { code message referencedRequestParameter }
  }
}`);

export type BrandFilters = NonNullable<VariablesOf<typeof BRANDS>['filters']>;

/** Folds case and accents, so "caffe" finds "Caffè". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The brands modal (§2): which brands the shop sells, or (`choice`) which the all-in-one card can
 * become, with their logos; a search field narrows the list, each brand links to its card.
 */
export default function BrandsModal({ open, onClose, filters, choice }: { open: boolean; onClose: () => void; filters?: BrandFilters; choice: boolean }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const wanted = fold(useDeferredValue(query).trim());
  const { data, failed, retry } = useQueryOnOpen(open, BRANDS, { filters: filters ?? null });
  const brands = (data?.brands.items ?? []).filter((b) => !wanted || fold(b.name).includes(wanted));
  return (
    <Modal open={open} onClose={onClose} title={t(choice ? 'brands.titleChoice' : 'brands.title')} className="brands-modal">
      <p className="modal-intro">{t(choice ? 'brands.introChoice' : 'brands.intro')}</p>
      <Loading failed={failed} errors={data?.brands.errors} ready={!!data} retry={retry}>
        {() => (
          <>
            <div className="brands-modal__search">
              <Field label={t('brands.search')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
              <p className="brands-modal__count" role="status">
                {t('brands.count', { count: brands.length })}
              </p>
            </div>
            {brands.length === 0 ? (
              <p className="empty">{t('brands.none', { query: query.trim() })}</p>
            ) : (
              <ul className="brand-list">
                {brands.map((b) => (
                  <li key={b.slug}>
                    {/* A brand is listed for its products: it has at least one. */}
                    <Link to={b.products[0]!.path} className="brand-tile" onClick={onClose}>
                      <img src={b.logo.url.href} alt="" width={120} height={48} loading="lazy" decoding="async" />
                      <span>{b.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loading>
    </Modal>
  );
}
