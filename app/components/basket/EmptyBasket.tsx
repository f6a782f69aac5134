import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';

/** The basket without packages: a friendly word and the way to the gift cards. */
export function EmptyBasket({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
  const t = useT();
  const { paths } = useRootData();
  return (
    <section className="basket-empty" aria-labelledby="basket-empty-title">
      <span className="basket-empty__icon">
        <Icon name="basket" size={36} />
      </span>
      <h1 id="basket-empty-title" ref={headingRef} tabIndex={-1}>
        {t('basket.emptyTitle')}
      </h1>
      <p>{t('basket.emptyText')}</p>
      <Button href={paths.productList} variant="primary" size="lg" iconEnd={<Icon name="arrow-right" size={20} />}>
        {t('basket.emptyCta')}
      </Button>
    </section>
  );
}
