import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { AddressFields } from './AddressFields.tsx';
import { utcToRomeLocal } from '../../../common/rome-time.ts';
import { BookPicker } from './BookPicker.tsx';
import { emailEntries, postalEntries, type AddressBookEntry } from './account-types.ts';
import type { CheckoutOrder } from './fragments.ts';

type Props = {
  order: CheckoutOrder;
  addressCount: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  storeCountry: string;
  /** A logged-in customer's address book: postal entries for the cards by post, e-mail entries for receivers. */
  book: AddressBookEntry[];
};

/** Step 2: physical cards to one or more addresses, digital cards to their receivers, now or later. */
export function DeliveryStep({ order, addressCount, values, errors, storeCountry, book }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const physical = order.packagesGroups.filter((g) => g.package.giftcard.variation.variationType === 'physical');
  const digital = order.packagesGroups.filter((g) => g.package.giftcard.variation.variationType === 'digital');
  const physicalShipments = order.shipments.filter((s) => s.kind === 'PHYSICAL' && s.deliveryAddress);
  const addressOf = (i: number) => physicalShipments[i]?.deliveryAddress ?? null;
  const chosenAddress = (packageId: string) => {
    const posted = values[`delivery.physical.${packageId}.address`];
    if (posted !== undefined) return posted;
    const i = physicalShipments.findIndex((s) => s.packages.some((p) => p.id === packageId));
    return String(Math.max(0, i));
  };
  const buyerEmail = order.billingAddress?.email ?? '';
  const postal = postalEntries(book);
  const receivers = emailEntries(book);
  const registeredChecked = order.registeredMailRequired || physicalShipments.some((s) => s.registeredMail) || values['delivery.registeredMail'] === 'on';
  return (
    <Form method="post" className="checkout-form" noValidate>
      {/* Enter in a field means "continue", not the first of the add-address or address-book buttons. */}
      <button type="submit" name="intent" value="delivery" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('checkout.continue')}
      </button>
      <input type="hidden" name="addressCount" value={physical.length ? addressCount : 0} />
      {physical.length > 0 && (
        <section aria-labelledby="physical-title" className="checkout-section">
          <h2 id="physical-title" className="checkout-form__title">
            <Icon name="truck" /> {t('checkout.physicalTitle')}
          </h2>
          {order.expectedDispatchDate && (
            <p className="notice notice--info">
              {t(order.dispatchToday ? 'checkout.physicalPromiseToday' : 'checkout.physicalPromise', { date: order.expectedDispatchDate })}{' '}
              {t('checkout.postPromise')}
            </p>
          )}
          {Array.from({ length: addressCount }, (_, i) => (
            <AddressFields key={i} index={i} address={addressOf(i)} values={values} errors={errors} storeCountry={storeCountry} book={postal} />
          ))}
          {addressCount < 5 && (
            <Button type="submit" name="intent" value="addAddress" variant="secondary" size="sm" formNoValidate>
              <Icon name="plus" size={16} /> {t('checkout.addAddress')}
            </Button>
          )}
          {addressCount > 1 &&
            physical.map((g) => (
              <div className="ui-field" key={g.packageId}>
                <label className="ui-field__label" htmlFor={`send-${g.packageId}`}>
                  {t('checkout.sendTo', { product: `${g.package.giftcard.qty} × ${g.cardsPreviews[0]?.productLabel ?? ''}` })}
                </label>
                <select
                  id={`send-${g.packageId}`}
                  name={`delivery.physical.${g.packageId}.address`}
                  className="ui-input"
                  defaultValue={chosenAddress(g.packageId)}
                >
                  {Array.from({ length: addressCount }, (_, i) => (
                    <option key={i} value={i}>
                      {t('checkout.address', { n: i + 1 })}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          {addressCount === 1 && physical.map((g) => <input key={g.packageId} type="hidden" name={`delivery.physical.${g.packageId}.address`} value="0" />)}
          <label className="check">
            {order.registeredMailRequired && <input type="hidden" name="delivery.registeredMail" value="on" />}
            <input type="checkbox" name="delivery.registeredMail" defaultChecked={registeredChecked} disabled={order.registeredMailRequired} />{' '}
            {t('checkout.registeredMail')}
          </label>
          {order.registeredMailRequired && <p className="checkout-form__hint">{t('checkout.registeredMailRequired')}</p>}
        </section>
      )}
      {digital.length > 0 && (
        <section aria-labelledby="digital-title" className="checkout-section">
          <h2 id="digital-title" className="checkout-form__title">
            <Icon name="mail" /> {t('checkout.digitalTitle')}
          </h2>
          <p className="checkout-form__hint">{t('checkout.digitalHint', { email: buyerEmail })}</p>
          {digital.map((g) => (
            <DigitalReceiver
              key={g.packageId}
              order={order}
              packageId={g.packageId}
              label={`${g.package.giftcard.qty} × ${g.cardsPreviews[0]?.productLabel ?? ''} (${t.money(g.package.giftcard.variation.price)})`}
              values={values}
              errors={errors}
              book={receivers}
            />
          ))}
        </section>
      )}
      <Button
        type="submit"
        name="intent"
        value="delivery"
        variant="primary"
        size="lg"
        loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delivery'}
      >
        {t('checkout.continue')}
      </Button>
    </Form>
  );
}

type ReceiverProps = {
  order: CheckoutOrder;
  packageId: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  book: AddressBookEntry[];
};

function DigitalReceiver({ order, packageId, label, values, errors, book }: ReceiverProps) {
  const t = useT();
  const shipment = order.shipments.find((s) => s.kind === 'DIGITAL' && s.packages.some((p) => p.id === packageId));
  const key = (f: string) => `delivery.digital.${packageId}.${f}`;
  const when = values[key('when')] ?? (shipment?.deliveryDate ? 'later' : 'now');
  const savedAt = shipment?.deliveryDate ? utcToRomeLocal(new Date(shipment.deliveryDate)) : '';
  return (
    <fieldset className="receiver-fields">
      <legend>{label}</legend>
      <BookPicker entries={book} kind="digital" target={packageId} />
      <div className="form-grid">
        <Field
          label={t('checkout.receiverName')}
          name={key('name')}
          defaultValue={values[key('name')] ?? shipment?.receiver?.name ?? ''}
          error={errors[key('name')]}
        />
        <Field
          label={t('checkout.receiverEmail')}
          name={key('email')}
          type="email"
          defaultValue={values[key('email')] ?? shipment?.receiver?.email ?? ''}
          error={errors[key('email')]}
        />
      </div>
      <fieldset className="choice-group choice-group--plain">
        <legend>{t('checkout.when')}</legend>
        <label className="check">
          <input type="radio" name={key('when')} value="now" defaultChecked={when === 'now'} /> {t('checkout.now')}
        </label>
        <label className="check">
          <input type="radio" name={key('when')} value="later" defaultChecked={when === 'later'} /> {t('checkout.later')}
        </label>
      </fieldset>
      <Field
        label={t('checkout.deliverAt')}
        name={key('deliverAt')}
        type="datetime-local"
        defaultValue={values[key('deliverAt')] ?? savedAt}
        error={errors[key('deliverAt')]}
        wrapperClassName="deliver-at"
      />
    </fieldset>
  );
}
