import type { ReactNode } from 'react';
import type { Money } from '../../../common/money.ts';
import { useT } from '../../lib/i18n.tsx';
import { useVatRate } from '../../lib/store-data.ts';
import { Icon } from '../Icon.tsx';
import { CheckoutButton, type CheckoutEntry } from './CheckoutButton.tsx';
import type { BasketOrder } from './fragments.ts';

function Row({ label, money, kind }: { label: ReactNode; money: Money; kind?: 'muted' | 'strong' | 'total' }) {
  const t = useT();
  return (
    <div className={`basket-totals__row${kind ? ` basket-totals__row--${kind}` : ''}`}>
      <dt>{label}</dt>
      <dd>{t.money(money)}</dd>
    </div>
  );
}

/** How the packages travel (one line per shipment kind), with the §1 promises. */
function Shipments({ order }: { order: BasketOrder }) {
  const t = useT();
  return (
    <ul className="basket-shipments">
      {order.shipments.map((s) => (
        <li key={s.tag}>
          <Icon name={s.kind === 'DIGITAL' ? 'mail' : 'truck'} size={20} />
          <span>
            <strong>{t(s.kind === 'PHYSICAL' ? 'basket.shipment.PHYSICAL' : 'basket.shipment.DIGITAL')}</strong>
            {s.registeredMail && <span className="basket-shipments__registered">{t('basket.shipment.registered')}</span>}
            <small>{t(s.kind === 'PHYSICAL' ? 'basket.shipment.PHYSICALHint' : 'basket.shipment.DIGITALHint')}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The order summary: shipments, grouped totals, totals with fees and VAT, and the way to checkout. */
export function BasketSummary({ order, entry }: { order: BasketOrder; entry: CheckoutEntry }) {
  const t = useT();
  const { digitalTotal, physicalTotal, extra } = order.groupedTotals;
  const { totals } = order;
  return (
    <aside className="basket-summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className="basket-summary__title">
        {t('basket.summary')}
      </h2>
      <h3 className="basket-summary__subtitle">{t('basket.delivery')}</h3>
      <Shipments order={order} />
      <dl className="basket-totals">
        {digitalTotal.qty > 0 && <Row label={t('basket.digitalCards', { count: digitalTotal.qty })} money={digitalTotal.price} />}
        {physicalTotal.qty > 0 && <Row label={t('basket.physicalCards', { count: physicalTotal.qty })} money={physicalTotal.price} />}
        {extra.value > 0 && <Row label={t('basket.extras')} money={extra} />}
        <Row label={t('basket.subtotal')} money={totals.subTotal} kind="strong" />
        {totals.adjustments.map((a, i) => (
          <Row key={`${a.adjustmentType}-${i}`} label={a.title} money={a.price} />
        ))}
        <Row label={t('basket.withoutVat')} money={totals.grandTotalWithoutTax} kind="muted" />
        <Row label={t('basket.vat')} money={totals.tax} kind="muted" />
        <Row label={t('basket.total')} money={totals.grandTotal} kind="total" />
      </dl>
      <p className="basket-summary__note">
        <Icon name="info" size={16} /> {t('basket.vatNote', { rate: useVatRate() })}
      </p>
      <CheckoutButton entry={entry} />
      <p className="basket-summary__secure">
        <Icon name="lock" size={16} /> {t('basket.securePayment')}
      </p>
    </aside>
  );
}
