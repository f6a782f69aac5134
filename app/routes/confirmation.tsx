import { Link } from 'react-router';
import type { Route } from './+types/confirmation';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { confirmationLoader, type ConfirmationData } from './confirmation.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { locate } from '../lib/locate.ts';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps.tsx';
import { OrderSummary } from '../components/checkout/OrderSummary.tsx';
import { Icon } from '../components/Icon.tsx';
import { withMessages } from '../lib/messages.server.ts';
import { useDefaultErrorHandler } from '../lib/default-error-handler.tsx';
import { trackCommerce, useTrackOnShow } from '../lib/analytics.ts';
import { currencyOfGroups, itemsOfGroups } from '../lib/analytics-items.ts';
import { keptGclid, readConsent } from '../lib/consent.ts';

// /cassa/{uuid}/ and /cassa/grazie/?order={uuid} (confirmation v2): the same screen. Confirmation
// v2 without an order (§2 /bestellen/gelukt/) thanks the buyer without the order's details.
export const loader = withMessages(['checkout'], load);

async function load(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const uuid = args.params.uuid ?? url.searchParams.get('order');
  if (!uuid && locate(url).entry?.screen === 'confirmationV2') {
    const t = serverT(args.request);
    return { order: null, title: `${t('confirmation.title')} | ${t('meta.suffix')}` };
  }
  return { ...(await confirmationLoader(args, uuid)), title: null };
}
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? `${loaderData?.order?.number ?? ''} | Donami` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? <OrderConfirmation data={loaderData} /> : <ThankYou />;
}

/** The order's confirmation: its number, status, payment and where its cards go. */
function OrderConfirmation({ data }: { data: ConfirmationData }) {
  const t = useT();
  const { paths } = useRootData();
  const { order, payment, bankTransfer, paymentError } = data;
  // An order the provider refused as suspected fraud (2039): the error modal says so as the page opens.
  useDefaultErrorHandler(paymentError ? [paymentError] : null, `${order.id}:${paymentError?.code}`);
  // Pending: the provider has the payment and waits (a bank transfer for its money, a card for the
  // bank's confirmation); processing: we wait for the provider's answer. Either way nothing is paid:
  // the cards are promised for when it is.
  const pending = order.status === 'PENDING' && payment?.status === 'pending';
  const awaitingTransfer = pending && payment?.method === 'bank_transfer';
  const processing = order.status === 'PENDING' && !pending;
  const paid = order.status === 'COMPLETED';
  usePurchaseEvent(order, payment?.method ?? null);
  const receivers = [...new Set(order.shipments.filter((s) => s.kind === 'DIGITAL').map((s) => s.receiver?.email ?? order.billingAddress?.email ?? ''))];
  const physical = order.shipments.find((s) => s.kind === 'PHYSICAL');
  const dispatch = physical?.formattedDeliveryDate ?? order.expectedDispatchDate;
  return (
    <div className="container page checkout">
      <CheckoutSteps current="success" checkoutPath={paths.checkout} />
      <div className="checkout__layout">
        <div className="checkout__main">
          <section className={`confirmation confirmation--${order.status.toLowerCase()}`} aria-labelledby="confirmation-title">
            <Icon name={order.status === 'COMPLETED' ? 'check' : order.status === 'CANCELED' ? 'info' : 'clock'} size={40} />
            <h1 id="confirmation-title">
              {awaitingTransfer
                ? t('confirmation.pendingTitle')
                : pending
                  ? t('confirmation.pendingPaymentTitle')
                  : order.status === 'CANCELED'
                    ? t('confirmation.canceledTitle')
                    : t('confirmation.title')}
            </h1>
            <p className="confirmation__number">
              {t('confirmation.number')}: <strong>{order.number}</strong> · {t('confirmation.status')}:{' '}
              <strong>{t(`confirmation.status.${order.status}`)}</strong>
            </p>
            {order.status === 'COMPLETED' && <p>{t(payment?.method === 'invoice' ? 'confirmation.invoice' : 'confirmation.completed')}</p>}
            {processing && <p role="status">{t('confirmation.processing')}</p>}
            {pending && !awaitingTransfer && <p role="status">{t('confirmation.pendingPayment')}</p>}
            {order.status === 'CANCELED' && <p>{t('confirmation.canceled')}</p>}
            {awaitingTransfer && bankTransfer && (
              <>
                <p>{t('confirmation.pending')}</p>
                <dl className="bank-details" aria-label={t('confirmation.bankDetails')}>
                  <div>
                    <dt>{t('confirmation.amount')}</dt>
                    <dd>{t.money(order.totals.grandTotal)}</dd>
                  </div>
                  <div>
                    <dt>{t('confirmation.iban')}</dt>
                    <dd>{bankTransfer.iban}</dd>
                  </div>
                  <div>
                    <dt>{t('confirmation.beneficiary')}</dt>
                    <dd>{bankTransfer.beneficiary}</dd>
                  </div>
                  <div>
                    <dt>{t('confirmation.reference')}</dt>
                    <dd>{bankTransfer.reference}</dd>
                  </div>
                </dl>
              </>
            )}
            {order.status !== 'CANCELED' && (
              <ul className="promises">
                {receivers.length > 0 && (
                  <li>
                    <Icon name="mail" /> {t(paid ? 'confirmation.digitalPromise' : 'confirmation.digitalAfterPayment', { receivers: receivers.join(', ') })}
                  </li>
                )}
                {physical && dispatch && (
                  <li>
                    <Icon name="truck" /> {t('confirmation.physicalPromise', { date: dispatch })}
                    {physical.registeredMail ? ` ${t('confirmation.registeredMail')}` : ''}
                  </li>
                )}
                {order.billingAddress?.email && (
                  <li>
                    <Icon name="info" /> {t('confirmation.emailSent', { email: order.billingAddress.email })}
                  </li>
                )}
              </ul>
            )}
            <Link className="button button--secondary" to={paths.productList}>
              {t('confirmation.continue')}
            </Link>
          </section>
        </div>
        <aside className="checkout__aside">
          <OrderSummary order={order} />
        </aside>
      </div>
    </div>
  );
}

/** GA4's purchase, once per order in this browser (a reload of the confirmation sends nothing more), with the kept gclid. */
function usePurchaseEvent(order: ConfirmationData['order'], method: string | null) {
  const placed = order.status !== 'CANCELED';
  useTrackOnShow(placed ? order.id : null, () => {
    const key = `purchase:${order.id}`;
    if (window.localStorage.getItem(key)) return;
    const groups = order.packagesGroups;
    trackCommerce('purchase', currencyOfGroups(groups, 'EUR'), itemsOfGroups(groups), {
      transaction_id: order.number,
      payment_type: method,
      ...(keptGclid() ? { gclid: keptGclid() } : {}),
    });
    if (readConsent()?.statistics) window.localStorage.setItem(key, '1');
  });
}

/** Confirmation v2 without an order: the thanks, and where the confirmation comes from. */
function ThankYou() {
  const t = useT();
  const { paths } = useRootData();
  return (
    <div className="container page checkout">
      <CheckoutSteps current="success" checkoutPath={paths.checkout} />
      <section className="confirmation confirmation--completed" aria-labelledby="confirmation-title">
        <Icon name="check" size={40} />
        <h1 id="confirmation-title">{t('confirmation.title')}</h1>
        <p>{t('confirmation.generic')}</p>
        <Link className="button button--secondary" to={paths.productList}>
          {t('confirmation.continue')}
        </Link>
      </section>
    </div>
  );
}
