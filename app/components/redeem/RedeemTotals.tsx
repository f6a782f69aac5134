import { useT } from '../../lib/i18n.tsx';
import type { Money, RedeemOrder, RedeemSession } from './fragments.ts';

const minus = (a: Money, b: Money): Money => ({ currency: a.currency, value: Math.round((a.value - b.value) * 100) / 100 });

/** Totals of the redeem basket as the server computed them, with what the balance covers (§3, §4). */
export function RedeemTotals({ order, session }: { order: RedeemOrder | null; session: RedeemSession }) {
  const t = useT();
  const balance = order?.balance ?? session.balance;
  const remaining = order?.remainingBalance ?? session.balance;
  const extra = order?.extraToPay ?? { ...balance, value: 0 };
  return (
    <dl className="redeem-totals">
      {order && (
        <>
          <div className="redeem-totals__row">
            <dt>{t('redeem.totals.subTotal')}</dt>
            <dd>{t.money(order.totals.subTotal)}</dd>
          </div>
          {order.totals.adjustments.map((a, i) => (
            <div key={`${a.adjustmentType}-${i}`} className="redeem-totals__row">
              <dt>{a.title}</dt>
              <dd>{t.money(a.price)}</dd>
            </div>
          ))}
          <div className="redeem-totals__row redeem-totals__row--strong">
            <dt>{t('redeem.totals.total')}</dt>
            <dd>{t.money(order.totals.grandTotal)}</dd>
          </div>
        </>
      )}
      <div className="redeem-totals__row">
        <dt>{t('redeem.totals.balance')}</dt>
        <dd>{t.money(balance)}</dd>
      </div>
      <div className="redeem-totals__row">
        <dt>{t('redeem.totals.used')}</dt>
        <dd>− {t.money(minus(balance, remaining))}</dd>
      </div>
      <div className="redeem-totals__row redeem-totals__row--remaining">
        <dt>{t('redeem.totals.remaining')}</dt>
        <dd>{t.money(remaining)}</dd>
      </div>
      {extra.value > 0 && (
        <div className="redeem-totals__row redeem-totals__row--extra">
          <dt>{t('redeem.totals.extra')}</dt>
          <dd>{t.money(extra)}</dd>
        </div>
      )}
    </dl>
  );
}
