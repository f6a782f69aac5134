import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { longDate } from '../../lib/dates.ts';
import type { CustomerOrderRow } from './fragments.ts';

type Props = {
  orders: CustomerOrderRow[];
  /** The link that opens an order's details modal. */
  detailsHref: (uuid: string) => string;
  reorderHref: (uuid: string) => string;
  heading?: 'h2' | 'h3';
};

/** Order history rows: number, date, status, total and payment method, with details, invoice and reorder. */
export function OrderList({ orders, detailsHref, reorderHref, heading = 'h2' }: Props) {
  const t = useT();
  const H = heading;
  return (
    <ul className="order-list">
      {orders.map((o) => {
        const hidden = <span className="visually-hidden"> {t('accountArea.orders.ofOrder', { number: o.number })}</span>;
        return (
          <li key={o.uuid} className="order-row">
            <div className="order-row__head">
              <H className="order-row__number">{t('accountArea.orders.number', { number: o.number })}</H>
              <StatusBadge status={o.status} />
            </div>
            <dl className="order-row__facts">
              <div>
                <dt>{t('accountArea.orders.date')}</dt>
                <dd>
                  <time dateTime={o.placedAt}>{longDate(o.placedAt, t.intlLocale)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('accountArea.orders.total')}</dt>
                <dd className="order-row__total">{t.money(o.grandTotal)}</dd>
              </div>
              <div>
                <dt>{t('accountArea.orders.payment')}</dt>
                <dd>{o.paymentMethodLabel ?? t('accountArea.orders.noPayment')}</dd>
              </div>
              <div>
                <dt>{t('accountArea.orders.packages')}</dt>
                <dd>{t('accountArea.orders.packagesCount', { count: o.packagesCount })}</dd>
              </div>
            </dl>
            <div className="order-row__actions">
              <Link to={detailsHref(o.uuid)} className="ui-btn ui-btn--secondary ui-btn--sm" preventScrollReset aria-haspopup="dialog">
                <span className="ui-btn__label">
                  <Icon name="eye" size={18} />
                  {t('accountArea.orders.details')}
                  {hidden}
                </span>
              </Link>
              {o.invoiceUrl && (
                <a href={o.invoiceUrl} className="ui-btn ui-btn--ghost ui-btn--sm" download type="application/pdf">
                  <span className="ui-btn__label">
                    <Icon name="download" size={18} />
                    {t('accountArea.orders.invoice')}
                    {hidden}
                  </span>
                </a>
              )}
              {o.canReorder && (
                <Link to={reorderHref(o.uuid)} className="ui-btn ui-btn--ghost ui-btn--sm">
                  <span className="ui-btn__label">
                    <Icon name="plus" size={18} />
                    {t('accountArea.orders.reorder')}
                    {hidden}
                  </span>
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
