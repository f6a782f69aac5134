import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { RedeemOrder } from './fragments.ts';

/** Where the cards go, as saved (setRedeemDelivery), with the way back to change it. */
export function DeliverySummary({ order, editPath }: { order: RedeemOrder; editPath?: string }) {
  const t = useT();
  const physical = order.shipments.find((s) => s.kind === 'PHYSICAL');
  const a = physical?.deliveryAddress;
  const b = order.billingAddress;
  // What the e-mail brings: a donation is no gift card, it brings a certificate.
  const packages = order.shipments.flatMap((s) => s.packages);
  const donations = packages.some((p) => p.mainProduct.productType === 'DONATION');
  const cards = order.shipments.some((s) => s.kind === 'DIGITAL' && s.packages.some((p) => p.mainProduct.productType !== 'DONATION'));
  const toEmail = donations ? (cards ? 'redeem.delivery.toEmailBoth' : 'redeem.delivery.toEmailDonation') : 'redeem.delivery.toEmail';
  return (
    <section className="redeem-panel redeem-delivery-summary" aria-labelledby="redeem-delivery-title">
      <div className="redeem-delivery-summary__head">
        <h2 id="redeem-delivery-title">{t('redeem.delivery.summaryTitle')}</h2>
        {editPath && (
          <Link to={editPath} aria-label={`${t('redeem.delivery.change')}: ${t('redeem.delivery.summaryTitle')}`}>
            {t('redeem.delivery.change')}
          </Link>
        )}
      </div>
      {b?.email && (
        <p>
          <Icon name="mail" size={18} />{' '}
          <span>
            {[b.firstName, b.lastName].filter(Boolean).join(' ')} · {t(toEmail, { email: b.email })}
          </span>
        </p>
      )}
      {a && (
        <p>
          <Icon name="truck" size={18} />{' '}
          <span>
            {[a.firstName, a.lastName].filter(Boolean).join(' ')}, {a.street} {a.houseNumber}
            {a.suffix ? ` ${a.suffix}` : ''}, {a.postCode} {a.city}
            {physical?.formattedDeliveryDate && <> · {t('redeem.checkout.deliveryOn', { date: physical.formattedDeliveryDate })}</>}
          </span>
        </p>
      )}
    </section>
  );
}
