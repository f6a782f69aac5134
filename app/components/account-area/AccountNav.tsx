import { Form, NavLink, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { Button } from '../ui/Button.tsx';
import type { AccountPaths } from './fragments.ts';

const LINKS = [
  { key: 'overview', icon: 'user' },
  { key: 'orders', icon: 'basket' },
  { key: 'data', icon: 'lock' },
  { key: 'addressBook', icon: 'map-pin' },
] as const;

/**
 * The account pages' own navigation (§2 account menu: the account pages plus Log out). Log out is
 * a form, so it works without JavaScript; `next` tells the logout where the customer was, and a
 * protected page sends them home (§4). While it runs the entry shows a pending state.
 */
export function AccountNav({ paths }: { paths: AccountPaths }) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.formAction === paths.logout;
  return (
    <nav className="account-nav" aria-label={t('accountArea.nav.label')}>
      <ul className="account-nav__list">
        {LINKS.map(({ key, icon }) => (
          <li key={key}>
            <NavLink to={paths[key]} end={false} className="account-nav__link" prefetch="intent">
              <Icon name={icon} size={20} />
              <span>{t(`accountArea.nav.${key}`)}</span>
            </NavLink>
          </li>
        ))}
        <li className="account-nav__logout">
          <Form method="post" action={paths.logout}>
            <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
            <Button
              type="submit"
              variant="ghost"
              className="account-nav__link account-nav__button"
              loading={leaving}
              disabled={leaving}
              iconStart={<Icon name="arrow-right" size={20} />}
            >
              {leaving ? t('accountArea.nav.loggingOut') : t('accountArea.nav.logout')}
            </Button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
