import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Icon } from '../Icon.tsx';
import type { CheckoutEntry } from './CheckoutButton.tsx';

/** The basket guest order modal (§4 identify-user flow): log in, register or order as a guest. */
export default function GuestOrderModal({ open, onClose, entry }: { open: boolean; onClose: () => void; entry: CheckoutEntry }) {
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
