import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { Icon } from '../Icon.tsx';
import type { AccountProfile } from '../../lib/account.ts';

const LINKS = [
  ['accountOverview', 'account.menu.overview'],
  ['accountOrders', 'account.menu.orders'],
  ['accountData', 'account.menu.data'],
  ['addressBook', 'account.menu.addressBook'],
] as const;

const samePath = (a: string | undefined, b: string) => (a ?? '').replace(/\?.*$/, '').replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * The logged-in customer's account menu in the header (§2 Account menu, §4): the account pages and
 * Log out. Loaded apart from the header (only customers with a session need it). Until the page is
 * hydrated, and without JavaScript, the icon is a link to the overview.
 */
export default function AccountMenu({ profile }: { profile: AccountProfile }) {
  const t = useT();
  const { paths } = useRootData();
  // Not ui/useHydrated: importing it here would split it from the Button chunk into a file of its
  // own that every page then fetches (bundler chunking by importer set).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const location = useLocation();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  const label = t('account.menu.button', { name: profile.firstName });
  if (!hydrated) {
    return (
      <Link to={paths.accountOverview} className="icon-button" aria-label={label}>
        <Icon name="user" />
      </Link>
    );
  }
  const leaving = navigation.state !== 'idle' && samePath(navigation.formAction, paths.logout);
  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        className="icon-button account-menu__icon"
        aria-expanded={open}
        aria-controls="account-menu"
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" />
        <span className="account-menu__dot" aria-hidden="true" />
      </button>
      {open && (
        <div id="account-menu" className="account-menu__panel">
          <p className="account-menu__who">
            <strong>{t('account.menu.greeting', { name: profile.firstName })}</strong>
            <span>{profile.email}</span>
          </p>
          <ul>
            {LINKS.filter(([screen]) => paths[screen]).map(([screen, key]) => (
              <li key={screen}>
                <Link to={paths[screen]} onClick={close}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
          <Form method="post" action={paths.logout} className="account-menu__logout">
            <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
            <button type="submit" disabled={leaving} aria-busy={leaving || undefined}>
              {leaving ? <span className="ui-spinner ui-spinner--sm" aria-hidden="true" /> : <Icon name="arrow-right" size={18} />}
              {t(leaving ? 'account.menu.loggingOut' : 'account.menu.logout')}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
