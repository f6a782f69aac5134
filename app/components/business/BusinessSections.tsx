import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { CardImage } from '../CardImage.tsx';
import { Icon } from '../Icon.tsx';
import { SmartLink } from '../SmartLink.tsx';
import { BUSINESS_LOGOS } from './logos.ts';
import { GIFTCARD_ORDER_LIMIT_CENTS, GIFTCARD_ORDER_MAX_CARDS } from '../../../common/rules/order-limits.ts';
import type { BusinessProduct } from './fragments.ts';

// The building blocks of the business pages (v1 and v3 arrange them differently).

const PROMISES = [
  { key: 'quote', icon: 'clock' },
  { key: 'shipping', icon: 'truck' },
  { key: 'vat', icon: 'tag' },
  { key: 'invoice', icon: 'card' },
] as const;

/** The four business promises (§1): quote within 1 hour, same-day shipping, VAT-exempt, invoice. */
export function BusinessPromises({ variant = 'list' }: { variant?: 'list' | 'band' }) {
  const t = useT();
  const { storeData } = useRootData();
  return (
    <ul className={`biz-promises biz-promises--${variant}`}>
      {PROMISES.map((p) => (
        <li key={p.key}>
          <span className="biz-promises__icon">
            <Icon name={p.icon} size={22} />
          </span>
          <span>
            <strong>{t(`business.promise.${p.key}`)}</strong>
            <small>{t(`business.promise.${p.key}Hint`, { hours: storeData.organisation.openingHours })}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Three cards fanned out, with the one-hour badge: the hero's picture (decorative). */
export function CardFan({ products }: { products: BusinessProduct[] }) {
  const t = useT();
  return (
    <div className="biz-fan" aria-hidden="true">
      {/* Cards drawn in a hand do not fan out: the flat ones do. */}
      {products
        .filter((p, i) => i === 0 || !p.showHand)
        .slice(0, 3)
        .map((p, i) => (
          <div key={p.id} className={`biz-fan__card biz-fan__card--${i + 1}`}>
            <CardImage product={p} eager={i === 0} />
          </div>
        ))}
      <p className="biz-fan__badge">
        <Icon name="clock" size={18} /> {t('business.promise.quote')}
      </p>
    </div>
  );
}

/** The hero's two ways in: the quote form and the bulk products. */
export function HeroActions() {
  const t = useT();
  return (
    <div className="biz-hero__actions">
      <a href="#preventivo" className="button button--primary button--lg">
        {t('business.hero.quote')}
      </a>
      <a href="#prodotti" className="button button--secondary button--lg">
        {t('business.hero.order')}
      </a>
    </div>
  );
}

/** The storefront's business menu (§3 Store data menus.businessMenu), when it has one. */
export function BusinessMenu({ className = '' }: { className?: string }) {
  const { storeData } = useRootData();
  const menu = storeData.businessMenu;
  if (!menu?.menuItems?.length) return null;
  return (
    <nav className={`biz-menu ${className}`} aria-label={menu.title}>
      <p className="biz-menu__title" aria-hidden="true">
        {menu.title}
      </p>
      <ul>
        {menu.menuItems.map((item) => (
          <li key={`${item.title}-${item.path.href}`}>
            <SmartLink path={item.path} newTab={item.newTab}>
              {item.title} <Icon name="chevron-right" size={16} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Companies that order with us (§2 "business logos"): fictional firms, drawn by us. */
export function BusinessLogos() {
  const t = useT();
  return (
    <section className="biz-logos" aria-labelledby="biz-logos-title">
      <div className="container">
        <h2 id="biz-logos-title" className="biz-logos__title">
          {t('business.logos.title')}
        </h2>
        <ul className="biz-logos__list">
          {BUSINESS_LOGOS.map((l) => (
            <li key={l.name}>
              <img src={l.src} alt={l.name} width={160} height={48} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Figures a buyer looks for before asking: the shop's own promises and rules (§1, §9), nothing invented. */
export function BusinessStats() {
  const t = useT();
  const n = (value: number) => new Intl.NumberFormat(t.intlLocale).format(value);
  const stats = [
    { key: 'cards', value: `${n(200)}+` },
    { key: 'hour', value: t('business.stats.hourValue') },
    { key: 'cutoff', value: '17:00' },
    { key: 'vat', value: t('business.stats.vatValue') },
  ] as const;
  return (
    <dl className="biz-stats">
      {stats.map((s) => (
        <div key={s.key}>
          <dt>{t(`business.stats.${s.key}`)}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How ordering as a company works, in three steps. */
export function BusinessSteps() {
  const t = useT();
  return (
    <section className="biz-steps container" aria-labelledby="biz-steps-title">
      <h2 id="biz-steps-title">{t('business.steps.title')}</h2>
      <ol>
        {([1, 2, 3] as const).map((n) => (
          <li key={n}>
            <span className="biz-steps__n" aria-hidden="true">
              {n}
            </span>
            <h3>{t(`business.steps.${n}`)}</h3>
            <p>{t(`business.steps.${n}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The questions a purchasing department asks first. */
export function BusinessFaq() {
  const t = useT();
  const { currency } = useRootData();
  const limits = { cards: GIFTCARD_ORDER_MAX_CARDS, value: t.money({ currency, value: GIFTCARD_ORDER_LIMIT_CENTS / 100 }) };
  return (
    <section className="biz-faq container" aria-labelledby="biz-faq-title">
      <h2 id="biz-faq-title">{t('business.faq.title')}</h2>
      {([1, 2, 3, 4] as const).map((n) => (
        <details key={n}>
          <summary>{t(`business.faq.${n}`)}</summary>
          <p>{t(`business.faq.${n}Answer`, limits)}</p>
        </details>
      ))}
    </section>
  );
}
