import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { trackOnce } from '../lib/analytics.ts';
import { Icon } from './Icon.tsx';

const SearchModal = lazy(() => import('./SearchModal.tsx'));

/**
 * The header search. Without JavaScript it is a plain form to the product list (?s=...); with it,
 * focusing the field or pressing a key opens the full-screen search modal.
 */
export function SearchBox() {
  const t = useT();
  const { paths } = useRootData();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState('');
  const openModal = (text = '') => {
    trackOnce('search-box-click', 'search_box_click');
    setInitial(text);
    setOpen(true);
  };
  return (
    <>
      <Form method="get" action={paths.productList} role="search" className="search-box">
        <label htmlFor="header-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <Icon name="search" size={18} className="search-box__icon" />
        <input
          id="header-search"
          name="s"
          type="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onFocus={(e) => {
            e.currentTarget.blur();
            openModal();
          }}
          onKeyDown={(e) => {
            if (e.key.length === 1) {
              e.preventDefault();
              openModal(e.key);
            }
          }}
        />
      </Form>
      <button type="button" className="icon-button search-box__mobile" aria-label={t('search.label')} onClick={() => openModal()}>
        <Icon name="search" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialText={initial} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
