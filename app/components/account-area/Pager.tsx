import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { withParam } from './format.ts';

/** Previous and next page of the order history (?pagina=N), plain links. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const href = (n: number) => withParam(pathname, withParam('', search, 'ordine', null).replace(/^\?/, ''), 'pagina', n === 1 ? null : String(n));
  return (
    <nav className="account-pager" aria-label={t('accountArea.pager.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} className="ui-btn ui-btn--secondary ui-btn--sm" rel="prev">
          <span className="ui-btn__label">
            <Icon name="chevron-left" size={18} />
            {t('accountArea.pager.previous')}
          </span>
        </Link>
      ) : (
        <span />
      )}
      <p className="account-pager__status">{t('accountArea.pager.status', { page, pages })}</p>
      {page < pages ? (
        <Link to={href(page + 1)} className="ui-btn ui-btn--secondary ui-btn--sm" rel="next">
          <span className="ui-btn__label">
            {t('accountArea.pager.next')}
            <Icon name="chevron-right" size={18} />
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
