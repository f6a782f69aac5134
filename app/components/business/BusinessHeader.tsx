import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData, type MenuItem, type RootData } from '../../lib/store-data.ts';
import { Header, type BasketCount } from '../Header.tsx';
import { Icon } from '../Icon.tsx';
import { SmartLink } from '../SmartLink.tsx';

/** The links of the business header: the storefront's business menu, else the shop's own business links. */
function useBusinessLinks(): MenuItem[] {
  const t = useT();
  const { storeData, paths } = useRootData();
  const items = storeData.businessMenu?.menuItems;
  if (items?.length) return items;
  const link = (title: string, href: string | undefined) => (href ? [{ title, path: { href, type: 'relative' }, newTab: false }] : []);
  return [
    ...link(t('business.header.overview'), paths.business),
    ...link(t('header.giftcards'), paths.productList),
    ...link(t('header.choiceCard'), paths.choiceCard),
    ...link(t('header.support'), paths.contact),
  ];
}

/**
 * The business v3 header (§2 "a business v3 header, chosen by feature toggles"): a bar with the
 * business promises and the sales line, the logo marked "Business", the business menu, the quote
 * button and the basket. It belongs to the business routes' code, not to every page's.
 */
export function BusinessHeader() {
  const t = useT();
  const { storeData, paths, cartQuantity = 0 } = useRootData() as RootData & Partial<BasketCount>;
  const links = useBusinessLinks();
  const phone = storeData.organisation.phone;
  return (
    <header className="header biz-header">
      <div className="biz-header__top">
        <div className="biz-header__inner">
          <ul className="biz-header__usps">
            <li>
              <Icon name="clock" size={16} /> {t('business.promise.quote')}
            </li>
            <li>
              <Icon name="truck" size={16} /> {t('business.header.shipping')}
            </li>
            <li>
              <Icon name="card" size={16} /> {t('business.promise.invoice')}
            </li>
          </ul>
          <a className="biz-header__phone" href={`tel:${phone.replace(/\s+/g, '')}`}>
            <Icon name="phone" size={16} /> <span className="biz-header__phone-label">{t('business.header.sales')}</span> {phone}
          </a>
        </div>
      </div>
      <div className="biz-header__bar">
        <div className="biz-header__inner">
          <div className="biz-header__brand">
            <Link to={paths.home} className="header__logo biz-header__logo" aria-label={t('header.home', { shop: storeData.name })}>
              <img src={storeData.mainLogo.url.href} alt="" width={140} height={36} />
            </Link>
            <span className="biz-header__badge">{t('business.header.badge')}</span>
          </div>
          <nav className="biz-header__nav" aria-label={storeData.businessMenu?.title ?? t('header.business')}>
            <ul>
              {links.map((l) => (
                <li key={`${l.title}-${l.path.href}`}>
                  <SmartLink path={l.path} newTab={l.newTab}>
                    {l.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="biz-header__actions">
            <a href="#preventivo" className="button button--primary biz-header__cta">
              {t('business.header.cta')}
            </a>
            <Link to={paths.accountIdentify} className="icon-button biz-header__account" aria-label={t('header.account')}>
              <Icon name="user" />
            </Link>
            <Link to={paths.basket} className="icon-button basket-button" aria-label={t('header.basket', { count: cartQuantity })}>
              <Icon name="basket" />
              {cartQuantity > 0 && (
                <span className="basket-button__count" aria-hidden="true">
                  {cartQuantity}
                </span>
              )}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}

/** What a business route's handle renders as its header: the business v3 header when its toggle is on. */
export function BusinessHeaderSlot() {
  const { storeData } = useRootData();
  return storeData.toggles.businessPageV3 ? <BusinessHeader /> : <Header />;
}
