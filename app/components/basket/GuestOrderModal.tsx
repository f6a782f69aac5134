import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Icon } from '../Icon.tsx';

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
      {!entry.loggedIn && <GuestOrderModal open={open} onClose={() => setOpen(false)} entry={entry} />}
    </>
  );
}

function GuestOrderModal({ open, onClose, entry }: { open: boolean; onClose: () => void; entry: CheckoutEntry }) {
  const t = useT();
  const options = [
    { to: entry.login, icon: 'user', title: 'checkout.guestOrder.login', hint: 'checkout.guestOrder.loginHint' },
    { to: entry.register, icon: 'star', title: 'checkout.guestOrder.register', hint: 'checkout.guestOrder.registerHint' },
    { to: entry.checkout, icon: 'arrow-right', title: 'checkout.guestOrder.guest', hint: 'checkout.guestOrder.guestHint' },
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title={t('checkout.guestOrder.title')} narrow className="guest-order">
      <p className="guest-order__text">{t('checkout.guestOrder.text')}</p>
      <ul className="guest-order__options">
        {options.map((o) => (
          <li key={o.title}>
            <Link to={o.to} className="guest-order__option">
              <Icon name={o.icon} size={22} />
              <span>
                <strong>{t(o.title)}</strong>
                <small>{t(o.hint)}</small>
              </span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
