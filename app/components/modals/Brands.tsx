import { lazy, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import type { BrandFilters } from './BrandsModal.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const BrandsModal = lazy(() => import('./BrandsModal.tsx'));

/** The button that opens the brands modal, and the modal. */
export function Brands({ filters, choice = false }: { filters?: BrandFilters; choice?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" iconStart={<Icon name="tag" size={18} />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t(choice ? 'brands.openChoice' : 'brands.open')}
      </Button>
      <WhenOpened open={open}>
        <BrandsModal open={open} onClose={() => setOpen(false)} filters={filters} choice={choice} />
      </WhenOpened>
    </>
  );
}
