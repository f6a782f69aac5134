import { lazy, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Icon } from '../Icon.tsx';
import { WhenOpened } from '../modals/WhenOpened.tsx';

const GuestOrderModal = lazy(() => import('./GuestOrderModal.tsx'));

export type CheckoutEntry = { loggedIn: boolean; checkout: string; login: string; register: string };

/**
 * "Go to checkout" (§4 identify-user flow): a logged-in customer goes straight on; a guest is
 * offered the basket guest order modal (log in, register or order as a guest). Without
 * JavaScript the link leads to the checkout, whose first step offers the same choice.
 */
export function CheckoutButton({ entry }: { entry: CheckoutEntry }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const ask = hydrated && !entry.loggedIn;
  return (
    <>
      <Button
        href={entry.checkout}
        variant="primary"
        size="lg"
        block
        iconEnd={<Icon name="arrow-right" size={20} />}
        aria-haspopup={ask ? 'dialog' : undefined}
        onClick={(e) => {
          if (ask) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t('basket.checkout')}
      </Button>
      {!entry.loggedIn && (
        <WhenOpened open={open}>
          <GuestOrderModal open={open} onClose={() => setOpen(false)} entry={entry} />
        </WhenOpened>
      )}
    </>
  );
}
