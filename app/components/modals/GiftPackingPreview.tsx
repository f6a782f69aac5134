import { lazy, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const GiftPackingModal = lazy(() => import('./GiftPackingModal.tsx'));

/** The gift packing preview (§2), opened from the packing option: the button, and its modal. */
export function GiftPackingPreview() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="packing-preview__open"
        iconStart={<Icon name="eye" size={16} />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('packing.open')}
      </Button>
      <WhenOpened open={open}>
        <GiftPackingModal open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
