import { useId } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { useVatRate } from '../../lib/store-data.ts';
import type { CheckoutOrder } from './fragments.ts';

/** The order's packages and totals as the server computed them (§3 GiftcardOrder). */
export function OrderSummary({ order, heading = 'h2' }: { order: CheckoutOrder; heading?: 'h2' | 'h3' }) {
  const t = useT();
  const H = heading;
  const { totals, groupedTotals } = order;
  // The summary shows twice with the checkout overview open (the page's and the modal's): ids of its own.
  const titleId = useId();
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <H id={titleId} className="order-summary__title">
        {t('checkout.summary')}
      </H>
      <ul className="order-summary__packages">
        {order.packagesGroups.map((g) => {
          const preview = g.cardsPreviews[0];
          const card = g.package.giftcard;
          return (
            <li key={g.packageId} className="order-summary__package">
              {preview && <img src={preview.image.url.href} alt="" width={64} height={40} loading="lazy" />}
              <div>
                <p className="order-summary__name">
                  {card.qty} × {preview?.productLabel}
                </p>
                <p className="order-summary__meta">
                  {t.money(card.variation.price)} · {t(card.variation.variationType === 'physical' ? 'product.physical' : 'product.digital')} ·{' '}
                  {g.receiverTitle}
                </p>
                {g.package.message?.text && <p className="order-summary__note">“{g.package.message.text}”</p>}
              </div>
              <p className="order-summary__price">{t.money(g.totalPrice)}</p>
            </li>
          );
        })}
      </ul>
      <dl className="totals">
        {groupedTotals.digitalTotal.qty > 0 && (
          <div>
            <dt>{t('checkout.digitalCards', { qty: groupedTotals.digitalTotal.qty })}</dt>
            <dd>{t.money(groupedTotals.digitalTotal.price)}</dd>
          </div>
        )}
        {groupedTotals.physicalTotal.qty > 0 && (
          <div>
            <dt>{t('checkout.physicalCards', { qty: groupedTotals.physicalTotal.qty })}</dt>
            <dd>{t.money(groupedTotals.physicalTotal.price)}</dd>
          </div>
        )}
        {groupedTotals.extra.value > 0 && (
          <div>
            <dt>{t('checkout.extras')}</dt>
            <dd>{t.money(groupedTotals.extra)}</dd>
          </div>
        )}
        <div className="totals__sub">
          <dt>{t('checkout.subTotal')}</dt>
          <dd>{t.money(totals.subTotal)}</dd>
        </div>
        {totals.adjustments.map((a) => (
          <div key={a.adjustmentType + a.price.value}>
            <dt>{a.title}</dt>
            <dd>{t.money(a.price)}</dd>
          </div>
        ))}
        <div className="totals__muted">
          <dt>{t('checkout.withoutTax')}</dt>
          <dd>{t.money(totals.grandTotalWithoutTax)}</dd>
        </div>
        <div className="totals__muted">
          <dt>{t('checkout.tax')}</dt>
          <dd>{t.money(totals.tax)}</dd>
        </div>
        <div className="totals__grand">
          <dt>{t('checkout.grandTotal')}</dt>
          <dd>{t.money(totals.grandTotal)}</dd>
        </div>
      </dl>
      <p className="order-summary__vat">{t('checkout.vatNote', { rate: useVatRate() })}</p>
    </section>
  );
}
