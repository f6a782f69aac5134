import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { OrderSummary } from '../checkout/OrderSummary.tsx';
import type { Address, CheckoutShipment } from '../checkout/fragments.ts';
import { Icon } from '../Icon.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { longDate } from '../../lib/dates.ts';
import type { CustomerOrder } from './fragments.ts';

function addressLines(a: Address): string[] {
  const street = [a.street, [a.houseNumber, a.suffix].filter(Boolean).join(' ')].filter(Boolean).join(' ');
  const city = [a.postCode, a.city].filter(Boolean).join(' ');
  return [[a.firstName, a.lastName].filter(Boolean).join(' '), a.companyName ?? '', street, city, a.countryCode ?? ''].filter(Boolean);
}

function Shipment({ shipment, buyerEmail }: { shipment: CheckoutShipment; buyerEmail: string | null }) {
  const t = useT();
  const physical = shipment.kind === 'PHYSICAL';
  const when = shipment.formattedDeliveryDate;
  return (
    <li className="order-details__shipment">
      <Icon name={physical ? 'truck' : 'mail'} size={20} />
      <div>
        <p className="order-details__label">
          {t(physical ? 'accountArea.details.physical' : 'accountArea.details.digital', { count: shipment.packages.length })}
        </p>
        {physical && shipment.deliveryAddress && (
          <address>
            {addressLines(shipment.deliveryAddress).map((l) => (
              <span key={l}>{l}</span>
            ))}
          </address>
        )}
        {!physical &&
          (shipment.receiver ? (
            <p>{[shipment.receiver.name, shipment.receiver.email].filter(Boolean).join(' · ')}</p>
          ) : (
            buyerEmail && <p>{t('accountArea.details.toYou', { email: buyerEmail })}</p>
          ))}
        {when && <p className="order-details__muted">{t(physical ? 'accountArea.details.dispatch' : 'accountArea.details.delivery', { date: when })}</p>}
        {physical && shipment.registeredMail && <p className="order-details__muted">{t('accountArea.details.registeredMail')}</p>}
      </div>
    </li>
  );
}

/** The "order details" modal's content (§2): facts, packages and totals, receivers and addresses, billing. */
export function OrderDetails({ details, actions }: { details: CustomerOrder; actions?: ReactNode }) {
  const t = useT();
  const { order } = details;
  const billing = order.billingAddress;
  return (
    <div className="order-details">
      <dl className="order-details__facts">
        <div>
          <dt>{t('accountArea.orders.date')}</dt>
          <dd>{longDate(details.placedAt, t.intlLocale)}</dd>
        </div>
        <div>
          <dt>{t('accountArea.orders.status')}</dt>
          <dd>
            <StatusBadge status={details.status} />
          </dd>
        </div>
        <div>
          <dt>{t('accountArea.orders.payment')}</dt>
          <dd>{details.paymentMethodLabel ?? t('accountArea.orders.noPayment')}</dd>
        </div>
        <div>
          <dt>{t('accountArea.orders.total')}</dt>
          <dd>
            <strong>{t.money(details.grandTotal)}</strong>
          </dd>
        </div>
      </dl>
      {actions}
      <OrderSummary order={order} heading="h3" />
      <section className="order-details__section" aria-labelledby="order-details-delivery">
        <h3 id="order-details-delivery">{t('accountArea.details.deliveryTitle')}</h3>
        <ul className="order-details__shipments">
          {order.shipments.map((s) => (
            <Shipment key={s.tag} shipment={s} buyerEmail={billing?.email ?? null} />
          ))}
        </ul>
      </section>
      {billing && (
        <section className="order-details__section" aria-labelledby="order-details-billing">
          <h3 id="order-details-billing">{t('accountArea.details.billingTitle')}</h3>
          <address className="order-details__billing">
            {addressLines(billing).map((l) => (
              <span key={l}>{l}</span>
            ))}
            {billing.vatNumber && <span>{t('accountArea.details.vat', { vat: billing.vatNumber })}</span>}
            {billing.referenceNumber && <span>{t('accountArea.details.reference', { reference: billing.referenceNumber })}</span>}
            {(billing.invoiceEmail ?? billing.email) && <span>{billing.invoiceEmail ?? billing.email}</span>}
          </address>
        </section>
      )}
    </div>
  );
}
