import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Modal } from '../ui/Modal.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Icon } from '../Icon.tsx';
import { RedeemDeliveryForm } from './RedeemDeliveryForm.tsx';
import type { RedeemActionData, RedeemOrder } from './fragments.ts';

/**
 * The way to the redeem checkout (§4 identify-user flow in redeem mode): with the address there,
 * or none needed, straight to /cassa/; otherwise the redeem guest delivery modal first (physical
 * address, then the receiver), which posts setRedeemDelivery and goes on to the checkout.
 * Without JavaScript the checkout page itself asks for what is missing.
 */
export function GoToCheckout({ order, checkoutPath }: { order: RedeemOrder; checkoutPath: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<RedeemActionData>();
  const [open, setOpen] = useState(false);
  const postcode = order.shipments.some((s) => s.kind === 'PHYSICAL' && s.deliveryAddress?.postCode);
  // A logged-in customer's delivery comes from the profile on the redeem checkout page itself (§4 identify flow).
  const loggedIn = !!useRootData().user?.mainProfile;
  const askFirst = order.needsAddress && !order.hasDeliveryDetails && !postcode && !loggedIn;
  const address = order.shipments.find((s) => s.kind === 'PHYSICAL')?.deliveryAddress ?? null;
  return (
    <>
      <Link
        to={checkoutPath}
        className="ui-btn ui-btn--primary ui-btn--lg ui-btn--block"
        aria-haspopup={hydrated && askFirst ? 'dialog' : undefined}
        onClick={(e) => {
          if (hydrated && askFirst) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="ui-btn__label">
          {t('redeem.basket.checkout')} <Icon name="arrow-right" size={20} />
        </span>
      </Link>
      {askFirst && (
        <Modal open={open} onClose={() => setOpen(false)} title={t('redeem.delivery.title')} className="redeem-modal" loading={false}>
          <RedeemDeliveryForm
            FormComponent={fetcher.Form}
            action={checkoutPath}
            needsAddress
            saved={address}
            email={order.billingAddress?.email ?? null}
            lastResult={fetcher.data?.reply}
            fetcher={fetcher}
            stepped
            idPrefix="delivery-modal"
          />
        </Modal>
      )}
    </>
  );
}
