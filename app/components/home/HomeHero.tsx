import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';

/**
 * The home's hero, the same in both homes: the title, the promise, the way to the cards and to the
 * balance check, beside the version's own art. `dark`: the second home's dark hero with its eyebrow.
 */
export function HomeHero({ dark = false, eyebrow, art }: { dark?: boolean; eyebrow?: string; art: ReactNode }) {
  const t = useT();
  const { paths } = useRootData();
  const block = dark ? 'home2-hero' : 'hero';
  return (
    <section className={block}>
      <div className={`container ${block}__inner`}>
        <div className={`${block}__text`}>
          {eyebrow && <p className={`${block}__eyebrow`}>{eyebrow}</p>}
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <div className="hero__ctas">
            <Link to={paths.productList} className="button button--primary button--lg">
              {t('home.heroCta')}
            </Link>
            <Link to={paths.redeemCheck} className={`button ${dark ? 'button--light' : 'button--secondary'} button--lg`}>
              {t('home.checkBalance')}
            </Link>
          </div>
        </div>
        {art}
      </div>
    </section>
  );
}
