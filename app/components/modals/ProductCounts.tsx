import { lazy, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const ProductCountsModal = lazy(() => import('./ProductCountsModal.tsx'));

/** The filters the list shows: chosen categories and types (a category page: its own category). */
export type Chosen = { categories: string[]; types: string[] };

export type CountsProps = {
  chosen: Chosen;
  /** The product list's path: the counted lists are it with filters. */
  listPath: string;
  /** A category page's title: its category is no filter the shopper chose, but where they are. */
  scope?: string;
};

/** The button that opens the count of products modal, and the modal. */
export function ProductCounts(props: CountsProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" iconStart={<Icon name="filter" size={16} />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('counts.open')}
      </Button>
      <WhenOpened open={open}>
        <ProductCountsModal open={open} onClose={() => setOpen(false)} {...props} />
      </WhenOpened>
    </>
  );
}
