import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import type { MessageKey } from '../../i18n/it.ts';
import { RedeemPackageLine } from './RedeemPackageLine.tsx';
import { RedeemTotals } from './RedeemTotals.tsx';
import type { RedeemOrder, RedeemPackage, RedeemSession } from './fragments.ts';
import { packagesOf } from './order.ts';

type Props = {
  session: RedeemSession;
  order: RedeemOrder | null;
  headingId: string;
  /** The heading's text key; null when a modal's title already names the basket. */
  title?: MessageKey | null;
  shopPath?: string;
  onEdit?: (pkg: RedeemPackage) => void;
  children?: ReactNode;
};

/** The redeem basket (§2 panel and modal): packages, totals, balance used, remaining and extra. */
export function RedeemBasket({ session, order, headingId, title = 'redeem.basket.title', shopPath, onEdit, children }: Props) {
  const t = useT();
  const packages = packagesOf(order);
  return (
    <section className="redeem-basket" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="redeem-basket__title">
          {t(title)}
        </h2>
      )}
      {packages.length === 0 ? (
        <p className="redeem-basket__empty">{t('redeem.basket.empty')}</p>
      ) : (
        <ul className="redeem-lines">
          {packages.map((p) => (
            <RedeemPackageLine key={p.id} pkg={p} shopPath={shopPath} onEdit={onEdit} />
          ))}
        </ul>
      )}
      <RedeemTotals order={packages.length ? order : null} session={session} />
      {children}
    </section>
  );
}
