import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Icon } from '../Icon.tsx';
import { DelayWarning } from './DelayWarning.tsx';

/**
 * The redeem header (§2): the logo, a customer support link, the optional delay warning and an
 * informative message. No menu, search or basket: a holder spending a balance stays on task.
 */
export function RedeemHeader() {
  const t = useT();
  const { storeData, paths } = useRootData();
  return (
    <header className="header redeem-header">
      <div className="header__inner redeem-header__inner">
        <Link to={paths.home} className="header__logo" aria-label={t('header.home', { shop: storeData.name })}>
          <img src={storeData.mainLogo.url.href} alt="" width={140} height={36} />
        </Link>
        <p className="redeem-header__info">
          <Icon name="shield" size={18} /> <span>{t('redeem.header.info')}</span>
        </p>
        <Link to={paths.contact} className="redeem-header__support">
          <Icon name="phone" size={18} /> <span>{t('redeem.header.support')}</span>
        </Link>
      </div>
      <DelayWarning className="redeem-delay--bar" />
    </header>
  );
}
