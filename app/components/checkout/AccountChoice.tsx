import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';

/**
 * Step 1 for a guest (§4 identify-user flow): log in, register, or order as a guest with the
 * form below. Login and register come back to the checkout afterwards (?next=).
 */
export function AccountChoice({ login, register, guestAnchor }: { login: string; register: string; guestAnchor: string }) {
  const t = useT();
  return (
    <section className="account-choice" aria-labelledby="account-choice-title">
      <h2 id="account-choice-title" className="checkout-form__title">
        <Icon name="user" /> {t('checkout.account.title')}
      </h2>
      <p className="checkout-form__hint">{t('checkout.account.text')}</p>
      <div className="account-choice__actions">
        <Button href={login} variant="primary">
          {t('checkout.guestOrder.login')}
        </Button>
        <Button href={register} variant="secondary">
          {t('checkout.guestOrder.register')}
        </Button>
        <a href={`#${guestAnchor}`} className="account-choice__guest">
          {t('checkout.guestOrder.guest')} <Icon name="arrow-right" size={16} />
        </a>
      </div>
    </section>
  );
}
