import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { LegalLinks } from '../Footer.tsx';

/** The redeem variant of the footer (§2): the promise, help, and the legal links; no shop menus. */
export function RedeemFooter() {
  const t = useT();
  const { storeData, paths } = useRootData();
  return (
    <footer className="footer redeem-footer">
      <div className="footer__promise">
        <p>{t('redeem.footer.promise')}</p>
      </div>
      <div className="footer__legal footer__inner redeem-footer__inner">
        <p className="redeem-footer__help">
          {t('redeem.footer.help', { hours: storeData.organisation.openingHours })} <Link to={paths.contact}>{t('redeem.header.support')}</Link>
        </p>
        <LegalLinks redeem />
      </div>
    </footer>
  );
}
