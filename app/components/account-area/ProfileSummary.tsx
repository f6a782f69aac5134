import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { Customer } from './fragments.ts';

/** The overview's cards about the customer: name and e-mails, the company when BUSINESS, the newsletter. */
export function ProfileSummary({ user, dataPath }: { user: Customer; dataPath: string }) {
  const t = useT();
  const p = user.mainProfile;
  const business = p.customerType === 'BUSINESS';
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <>
      <section className="account-card" aria-labelledby="overview-profile">
        <h2 id="overview-profile" className="account-card__title">
          <Icon name="user" size={20} />
          {t('accountArea.overview.profileTitle')}
        </h2>
        <dl className="account-facts">
          {row(t('accountArea.field.name'), `${p.firstName} ${p.lastName}`)}
          {row(t('accountArea.field.email'), p.email)}
          {row(t('accountArea.field.billingEmail'), p.billingEmail)}
          {row(t('accountArea.field.phone'), p.phoneNumber)}
          {row(t('accountArea.field.customerType'), t(business ? 'accountArea.customerType.BUSINESS' : 'accountArea.customerType.PRIVATE'))}
        </dl>
        <Link to={dataPath} className="account-card__link">
          {t('accountArea.overview.profileLink')} <Icon name="arrow-right" size={18} />
        </Link>
      </section>
      {business && (
        <section className="account-card" aria-labelledby="overview-business">
          <h2 id="overview-business" className="account-card__title">
            <Icon name="tag" size={20} />
            {t('accountArea.overview.businessTitle')}
          </h2>
          <dl className="account-facts">
            {row(t('accountArea.field.companyName'), p.companyName)}
            {row(t('accountArea.field.vatNumber'), p.vatNumber)}
            {row(t('accountArea.field.chamberOfCommerce'), p.chamberOfCommerce)}
            {row(t('accountArea.field.sdiCode'), p.sdiCode)}
            {row(t('accountArea.field.pecAddress'), p.pecAddress)}
          </dl>
        </section>
      )}
      <section className="account-card" aria-labelledby="overview-newsletter">
        <h2 id="overview-newsletter" className="account-card__title">
          <Icon name="mail" size={20} />
          {t('accountArea.overview.newsletterTitle')}
        </h2>
        <p>
          <span className={`newsletter-state newsletter-state--${user.subscribed ? 'on' : 'off'}`}>
            <Icon name={user.subscribed ? 'check' : 'info'} size={16} />
            {t(user.subscribed ? 'accountArea.overview.subscribed' : 'accountArea.overview.notSubscribed')}
          </span>
        </p>
        <Link to={`${dataPath}#newsletter`} className="account-card__link">
          {t('accountArea.overview.newsletterLink')} <Icon name="arrow-right" size={18} />
        </Link>
      </section>
    </>
  );
}
