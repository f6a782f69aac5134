import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useDismiss } from '../lib/use-dismiss.ts';
import { useRootData, type MenuProduct } from '../lib/store-data.ts';
import { browserGraphql } from '../graphql/browser.ts';
import { BrowserMenuProduct } from '../graphql/browser-fragments.ts';
import { browserQuery } from '../lib/graphql-client.ts';
import { Icon } from './Icon.tsx';
import { ProductLinks } from './ProductLinks.tsx';
import { productLists } from '../lib/analytics-items.ts';

export const MOBILE_CATEGORY_COUNT = 6;
export const TOP_PRODUCTS = 4;

const TOP_LISTS = browserGraphql(
  `query MenuTopLists($userData: UserData!, $topCount: Int!) { categories(userData: $userData, topCount: $topCount) { id topList { ...BrowserMenuProduct } } }`,
  [BrowserMenuProduct],
);
let topLists: Promise<Map<string, MenuProduct[]>> | null = null;

/** The categories' top products, fetched once when the menu first opens (they are not in the page). */
function useTopLists(open: boolean) {
  const [lists, setLists] = useState<Map<string, MenuProduct[]> | null>(null);
  useEffect(() => {
    if (!open || lists) return;
    topLists ??= browserQuery(TOP_LISTS, { topCount: TOP_PRODUCTS })
      .then((d) => new Map(d.categories.map((c) => [c.id, c.topList])))
      .catch((e) => {
        topLists = null;
        throw e;
      });
    topLists.then(setLists).catch(() => undefined);
  }, [open, lists]);
  return lists;
}

/** Desktop: the "Gift card" dropdown; hovering a category shows its top products. */
export function GiftcardsMenu() {
  const t = useT();
  const { categories, paths } = useRootData();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref);
  const lists = useTopLists(open);
  const current = categories[active];
  return (
    <div className="gc-menu" ref={ref}>
      <button type="button" className="gc-menu__toggle" aria-expanded={open} aria-controls="gc-menu-panel" onClick={() => setOpen((o) => !o)}>
        {t('header.giftcards')} <Icon name="chevron-down" size={16} />
      </button>
      {open && (
        <div id="gc-menu-panel" className="gc-menu__panel">
          <ul className="gc-menu__categories">
            {categories.map((c, i) => (
              <li key={c.id}>
                <Link to={c.path} className={i === active ? 'is-active' : undefined} onMouseEnter={() => setActive(i)} onFocus={() => setActive(i)}>
                  <Icon name={c.icon} size={20} /> {c.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.allCategories} className="gc-menu__all">
                {t('menu.allCategories')}
              </Link>
            </li>
          </ul>
          {current && (
            <div className="gc-menu__top">
              <p className="gc-menu__top-title">{t('menu.topIn', { category: current.title })}</p>
              <ProductLinks products={lists?.get(current.id) ?? []} list={productLists.menuTop(current.slug)} className="gc-menu__products" />
              <Link to={current.path} className="gc-menu__view-all">
                {t('menu.viewAllIn', { category: current.title })} <Icon name="chevron-right" size={16} />
              </Link>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** Mobile: the first six categories, then a toggle to show them all. */
export function MobileCategories() {
  const t = useT();
  const { categories } = useRootData();
  const [all, setAll] = useState(false);
  const shown = all ? categories : categories.slice(0, MOBILE_CATEGORY_COUNT);
  return (
    <div className="mobile-cats">
      <p className="mobile-menu__heading">{t('header.giftcards')}</p>
      <ul>
        {shown.map((c) => (
          <li key={c.id}>
            <Link to={c.path}>
              <Icon name={c.icon} size={20} /> {c.title}
            </Link>
          </li>
        ))}
      </ul>
      {categories.length > MOBILE_CATEGORY_COUNT && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? t('menu.fewerCategories') : t('menu.viewAllCategories')}
        </button>
      )}
    </div>
  );
}
