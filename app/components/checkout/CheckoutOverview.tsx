import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SubmitButton } from '../form/index.ts';
import { OrderSummary } from './OrderSummary.tsx';
import type { Address, CheckoutOrder } from './fragments.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  order: CheckoutOrder;
  /** The method and bank chosen in the payment form, by their labels. */
  method: string;
  bank: string | null;
  /** Marks the next submit of the payment form as confirmed here. */
  onConfirm: () => void;
  /** The order is being placed: the modal stays and shows it. */
  busy: boolean;
};

const addressLine = (a: Address) =>
  [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.companyName,
    [a.street, a.houseNumber, a.suffix].filter(Boolean).join(' '),
    `${a.postCode ?? ''} ${a.city ?? ''}`.trim(),
    a.countryCode,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The "checkout overview" named modal (§2 modals; the checkoutV2 toggle, decision 033): before the
 * order is placed, what is ordered, where each card goes, the totals and the way of paying, and the
 * customer confirms here. It sits inside the payment form: its confirm button submits that form.
 */
export function CheckoutOverview({ open, onClose, order, method, bank, onConfirm, busy }: Props) {
  const t = useT();
  const billing = order.billingAddress;
  const amount = t.money(order.totals.grandTotal);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('checkout.overview.title')}
      loading={busy}
      focusableBody
      className="checkout-overview"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('checkout.overview.change')}
          </Button>
          <SubmitButton variant="primary" onClick={onConfirm}>
            {t('checkout.overview.confirm', { amount })}
          </SubmitButton>
        </>
      }
    >
      <p className="checkout-overview__intro">{t('checkout.overview.intro')}</p>
      <OrderSummary order={order} heading="h3" />
      <section className="checkout-overview__part" aria-labelledby="overview-delivery">
        <h3 id="overview-delivery">{t('checkout.deliveryTo')}</h3>
        <ul>
          {order.shipments.map((s) => {
            const receiver = s.receiver?.email ? [s.receiver.name, `<${s.receiver.email}>`].filter(Boolean).join(' ') : (billing?.email ?? '');
            return (
              <li key={s.tag}>
                {s.kind === 'DIGITAL'
                  ? t('checkout.overview.digitalTo', { receiver, when: s.formattedDeliveryDate ?? t('checkout.now') })
                  : t('checkout.overview.physicalTo', { address: s.deliveryAddress ? addressLine(s.deliveryAddress) : '' })}
                {s.kind === 'PHYSICAL' && order.expectedDispatchDate && <> {t('checkout.physicalPromise', { date: order.expectedDispatchDate })}</>}
                {s.kind === 'PHYSICAL' && s.registeredMail && <> {t('checkout.overview.registered')}</>}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="checkout-overview__part" aria-labelledby="overview-payment">
        <h3 id="overview-payment">{t('checkout.step.payment')}</h3>
        <p>{method}</p>
        {bank && <p>{t('checkout.bankChosen', { bank })}</p>}
        {billing && (
          <p>
            {t('checkout.overview.billing', {
              name: [billing.companyName, [billing.firstName, billing.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', '),
              email: billing.email ?? '',
            })}
          </p>
        )}
      </section>
    </Modal>
  );
}
