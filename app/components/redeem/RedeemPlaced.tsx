import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { DoublerOffer } from './DoublerOffer.tsx';
import type { RedeemOrder, RedeemSession } from './fragments.ts';

const POLL_MS = 2000;

type Props = { order: RedeemOrder; session: RedeemSession | null; shopPath: string | null; checkPath: string; homePath: string };

/** The confirmation of a redeem order (?order=uuid): done, waiting for the extra payment, or given back. */
export function RedeemPlaced({ order, session, shopPath, checkPath, homePath }: Props) {
  const t = useT();
  const revalidator = useRevalidator();
  const pending = order.status === 'PENDING';
  // Back from the provider before its word arrived: the page asks again until it has.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, revalidator]);
  const email = order.billingAddress?.email;
  const physical = order.shipments.find((s) => s.kind === 'PHYSICAL');
  // A donation travels in a digital shipment but is no gift card: it is made, and its certificate is e-mailed.
  const isDonation = (p: RedeemOrder['shipments'][number]['packages'][number]) => p.mainProduct.productType === 'DONATION';
  const digital = order.shipments.some((s) => s.kind === 'DIGITAL' && s.packages.some((p) => !isDonation(p)));
  const donation = order.shipments.some((s) => s.packages.some(isDonation));
  const extra = order.payments.find((p) => p.method === 'extra' && p.status === 'paid');
  const state = order.status === 'COMPLETED' ? 'completed' : order.status === 'CANCELED' ? 'canceled' : 'pending';
  const title = ({ completed: 'redeem.placed.title', pending: 'redeem.placed.pendingTitle', canceled: 'redeem.placed.canceledTitle' } as const)[state];
  return (
    <section className={`confirmation redeem-placed redeem-placed--${state}`} aria-labelledby="redeem-placed-title">
      <Icon name={state === 'completed' ? 'check' : state === 'pending' ? 'clock' : 'info'} size={40} />
      <h1 id="redeem-placed-title">{t(title)}</h1>
      {order.number && (
        <p className="confirmation__number">
          {t('redeem.placed.number')}: <strong>{order.number}</strong>
        </p>
      )}
      {state === 'pending' && <p role="status">{t('redeem.placed.pending')}</p>}
      {state === 'canceled' && <p>{t('redeem.placed.canceled')}</p>}
      {state === 'completed' && (
        <ul className="promises">
          {digital && email && (
            <li>
              <Icon name="mail" /> {t('redeem.placed.digital', { email })}
            </li>
          )}
          {donation && email && (
            <li>
              <Icon name="heart" /> {t('redeem.placed.donation', { email })}
            </li>
          )}
          {physical?.formattedDeliveryDate && (
            <li>
              <Icon name="truck" /> {t('redeem.placed.physical', { date: physical.formattedDeliveryDate })}
            </li>
          )}
          {extra && (
            <li>
              <Icon name="card" /> {t('redeem.placed.paid', { amount: t.money(extra.value) })}
            </li>
          )}
        </ul>
      )}
      <p className="redeem-placed__remaining">
        <strong>
          {order.remainingBalance.value > 0 ? t('redeem.placed.remaining', { amount: t.money(order.remainingBalance) }) : t('redeem.placed.nothingLeft')}
        </strong>
      </p>
      <div className="redeem-placed__actions">
        {pending && (
          <Button variant="secondary" onClick={() => revalidator.revalidate()} loading={revalidator.state !== 'idle'}>
            {t('redeem.placed.refresh')}
          </Button>
        )}
        {session && shopPath && (state === 'canceled' || order.remainingBalance.value > 0) && (
          <Button href={shopPath} variant="primary">
            {t(state === 'canceled' ? 'redeem.placed.tryAgain' : 'redeem.placed.spendRest')}
          </Button>
        )}
        {session && state === 'completed' && order.remainingBalance.value > 0 && <DoublerOffer email={email ?? null} />}
        {!session && (
          <Link className="ui-btn ui-btn--secondary ui-btn--md" to={checkPath}>
            {t('redeem.placed.checkAnother')}
          </Link>
        )}
        <Link className="ui-btn ui-btn--ghost ui-btn--md" to={homePath}>
          {t('redeem.placed.home')}
        </Link>
      </div>
    </section>
  );
}
