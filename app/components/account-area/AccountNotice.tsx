import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { withParam } from './format.ts';

/**
 * The notice a customer sees where the account area sent them after deleting the account
 * (?conto=eliminato on the home page, which renders it above its hero).
 */
export function AccountNotice() {
  const t = useT();
  const { pathname, search } = useLocation();
  if (new URLSearchParams(search).get('conto') !== 'eliminato') return null;
  return (
    <div className="account-notice" role="status">
      <Icon name="check" size={20} />
      <p>{t('accountArea.notice.deleted')}</p>
      <Link to={withParam(pathname, search, 'conto', null)} className="icon-button" aria-label={t('accountArea.notice.close')} replace preventScrollReset>
        <Icon name="close" size={18} />
      </Link>
    </div>
  );
}
