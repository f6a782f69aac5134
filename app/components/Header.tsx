import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData, type RootData } from '../lib/store-data.ts';
import { useDismiss } from '../lib/use-dismiss.ts';
import { Icon } from './Icon.tsx';
import { GiftcardsMenu, MobileCategories } from './GiftcardsMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { SearchBox } from './SearchBox.tsx';
import { LanguageButton } from './StoreSwitcher.tsx';
import { TrustMarks } from './TrustMarks.tsx';

// The account menu is code of its own, fetched only for a customer with a session.
const AccountMenu = lazy(() => import('./account/AccountMenu.tsx'));

/** The account icon: to identify (§2 Account menu), or the logged-in customer's menu. */
function AccountIcon() {
  const t = useT();
  const { paths, user } = useRootData();
  const profile = user?.mainProfile;
  if (!profile)
    return (
      <Link to={paths.accountIdentify} className="icon-button" aria-label={t('header.account')}>
        <Icon name="user" />
      </Link>
    );
  // What the menu itself shows before hydration (and without JavaScript): a link to the overview.
  const fallback = (
    <Link to={paths.accountOverview} className="icon-button" aria-label={t('account.menu.button', { name: profile.firstName })}>
      <Icon name="user" />
    </Link>
  );
  return (
    <Suspense fallback={fallback}>
      <AccountMenu profile={profile} />
    </Suspense>
  );
}

/** The root loader's basket counter (cart quantity): cards in the visitor's basket. */
export type BasketCount = { cartQuantity: number };

function NavLinks({ onMobile }: { onMobile?: boolean }) {
  const t = useT();
  const { paths, storeData } = useRootData();
  return (
    <ul className={onMobile ? 'mobile-menu__links' : 'header__links'}>
      <li>
        <Link to={paths.redeemCheck}>{t('header.balanceCheck')}</Link>
      </li>
      {!storeData.toggles.hideChoiceCardLink && (
        <li>
          <Link to={paths.choiceCard}>{t('header.choiceCard')}</Link>
        </li>
      )}
      <li>
        <Link to={paths.business}>{t('header.business')}</Link>
      </li>
      <li>
        <Link to={paths.contact}>{t('header.support')}</Link>
      </li>
    </ul>
  );
}

function Actions({ cartQuantity }: { cartQuantity: number }) {
  const t = useT();
  const { paths, storeData } = useRootData();
  return (
    <div className="header__actions">
      <TrustMarks placement="header" className="header__trust" />
      {storeData.toggles.languageSwitcher && <LanguageButton compact />}
      <AccountIcon />
      <Link to={paths.basket} className="icon-button basket-button" aria-label={t('header.basket', { count: cartQuantity })}>
        <Icon name="basket" />
        {cartQuantity > 0 && (
          <span className="basket-button__count" aria-hidden="true">
            {cartQuantity}
          </span>
        )}
      </Link>
    </div>
  );
}

/** The shop header; the storefront's toggle picks v1, v2 or v3. */
export function Header() {
  const t = useT();
  const { storeData, paths, user, cartQuantity = 0 } = useRootData() as RootData & Partial<BasketCount>;
  const version = storeData.toggles.headerVersion;
  const [menuOpen, setMenuOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, ref);
  return (
    <header className={`header header--${version}`}>
      {version === 'v3' && <TopBar />}
      <div className="header__bar" ref={ref}>
        <div className="header__inner">
          <button
            type="button"
            className="icon-button header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
          <Link to={paths.home} className="header__logo" aria-label={t('header.home', { shop: storeData.name })}>
            <img src={storeData.mainLogo.url.href} alt="" width={140} height={36} />
          </Link>
          <nav className="header__nav" aria-label={t('header.mainNav')}>
            <GiftcardsMenu />
            {version !== 'v3' && <NavLinks />}
          </nav>
          {version !== 'v1' && <SearchBox />}
          <Actions cartQuantity={cartQuantity} />
        </div>
        {version === 'v3' && (
          <nav className="header__subnav" aria-label={t('header.secondaryNav')}>
            <div className="header__inner">
              <NavLinks />
            </div>
          </nav>
        )}
        {menuOpen && (
          <div id="mobile-menu" className="mobile-menu">
            <MobileCategories />
            <NavLinks onMobile />
            <div className="mobile-menu__footer">
              <Link to={user?.mainProfile ? paths.accountOverview : paths.accountIdentify}>
                <Icon name="user" size={18} /> {t('header.account')}
              </Link>
              <Link to={paths.redeemCheck}>
                <Icon name="card" size={18} /> {t('header.balanceCheck')}
              </Link>
              {storeData.toggles.languageSwitcher && <LanguageButton />}
            </div>
          </div>
        )}
      </div>
    </header>
  );
}
