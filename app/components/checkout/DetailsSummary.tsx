import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { Address } from './fragments.ts';

/**
 * A logged-in customer skips step 1 (§4): the details it saved from the profile are shown on the
 * next steps, with the way back to change them for this order.
 */
export function DetailsSummary({ billing, changePath }: { billing: Address; changePath: string }) {
  const t = useT();
  const name = [billing.firstName, billing.lastName].filter(Boolean).join(' ');
  return (
    <section className="details-summary" aria-labelledby="details-summary-title">
      <div className="details-summary__head">
        <h2 id="details-summary-title">
          <Icon name="user" size={20} /> {t('checkout.account.yourDetails')}
        </h2>
        <Link to={changePath} aria-label={`${t('checkout.edit')}: ${t('checkout.account.yourDetails')}`}>
          {t('checkout.edit')}
        </Link>
      </div>
      <p>
        {billing.customerType === 'BUSINESS' && billing.companyName ? <>{billing.companyName} · </> : null}
        {name} · {billing.email}
        {billing.phoneNumber ? <> · {billing.phoneNumber}</> : null}
      </p>
    </section>
  );
}
