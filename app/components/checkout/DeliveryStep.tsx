import { Form } from 'react-router';
import type { FieldMetadata, SubmissionResult } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { must } from '../../../common/must.ts';
import { ADDRESS_FIELDS, deliveryFormSchema } from '../../../common/forms/checkout-step-forms.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import { AddressFields } from './AddressFields.tsx';
import { utcToRomeLocal } from '../../../common/rome-time.ts';
import { BookPicker } from './BookPicker.tsx';
import { emailEntries, postalEntries, type AddressBookEntry } from './account-types.ts';
import type { CheckoutOrder } from './fragments.ts';

type Props = {
  order: CheckoutOrder;
  /** The address blocks the order has (the loader's), before "another address" adds one. */
  addressCount: number;
  /** The action's answer: a refused step, or the form back with another address block or an address book entry. */
  lastResult: SubmissionResult | undefined;
  storeCountry: string;
  /** A logged-in customer's address book: postal entries for the cards by post, e-mail entries for receivers. */
  book: AddressBookEntry[];
};

/** Step 2: physical cards to one or more addresses, digital cards to their receivers, now or later. */
export function DeliveryStep({ order, addressCount: saved, lastResult, storeCountry, book }: Props) {
  const t = useT();
  const physical = order.packagesGroups.filter((g) => g.package.giftcard.variation.variationType === 'physical');
  const digital = order.packagesGroups.filter((g) => g.package.giftcard.variation.variationType === 'digital');
  const physicalShipments = order.shipments.filter((s) => s.kind === 'PHYSICAL' && s.deliveryAddress);
  const [form, fields] = useKitForm({ schema: deliveryFormSchema, lastResult, defaultValue: { delivery: deliveryShown(order, storeCountry) } });
  // The blocks posted (one more after "another address"), else the order's.
  const addressCount = Number(fields.addressCount.value) || saved;
  const d = fields.delivery.getFieldset();
  const block = (i: number) => at(d.addresses.getFieldset(), String(i)).getFieldset();
  const buyerEmail = order.billingAddress?.email ?? '';
  const postal = postalEntries(book);
  const receivers = emailEntries(book);
  // Ticked when required or saved so, whatever came back.
  const registeredChecked = order.registeredMailRequired || physicalShipments.some((s) => s.registeredMail) || d.registeredMail.initialValue === 'on';
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="checkout-form" noValidate>
      {/* Enter in a field means "continue", not the first of the add-address or address-book buttons. */}
      <button type="submit" name="intent" value="delivery" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('checkout.continue')}
      </button>
      <input type="hidden" name="addressCount" value={physical.length ? addressCount : 0} />
      <FormAlert errors={form.errors} title={t('checkout.errorTitle')} className="checkout-form__alert" />
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
            <AddressFields key={i} index={i} fields={block(i)} storeCountry={storeCountry} book={postal} />
          ))}
          {addressCount < 5 && (
            <Button type="submit" name="intent" value="addAddress" variant="secondary" size="sm" formNoValidate>
              <Icon name="plus" size={16} /> {t('checkout.addAddress')}
            </Button>
          )}
          {addressCount > 1 &&
            physical.map((g) => {
              const chosen = at(d.physical.getFieldset(), g.packageId).getFieldset().address;
              return (
                <div className={`ui-field${chosen.errors ? ' ui-field--error' : ''}`} key={g.packageId}>
                  <label className="ui-field__label" htmlFor={`send-${g.packageId}`}>
                    {t('checkout.sendTo', { product: `${g.package.giftcard.qty} × ${g.cardsPreviews[0]?.productLabel ?? ''}` })}
                  </label>
                  <select
                    key={chosen.key}
                    id={`send-${g.packageId}`}
                    name={chosen.name}
                    className="ui-input"
                    defaultValue={chosen.initialValue ?? '0'}
                    aria-invalid={chosen.errors ? true : undefined}
                    aria-describedby={chosen.errors ? `send-${g.packageId}-error` : undefined}
                  >
                    {Array.from({ length: addressCount }, (_, i) => (
                      <option key={i} value={i}>
                        {t('checkout.address', { n: i + 1 })}
                      </option>
                    ))}
                  </select>
                  {chosen.errors && (
                    <p id={`send-${g.packageId}-error`} className="ui-field__error">
                      {chosen.errors[0]}
                    </p>
                  )}
                </div>
              );
            })}
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
              packageId={g.packageId}
              label={`${g.package.giftcard.qty} × ${g.cardsPreviews[0]?.productLabel ?? ''} (${t.money(g.package.giftcard.variation.price)})`}
              fields={at(d.digital.getFieldset(), g.packageId).getFieldset()}
              book={receivers}
            />
          ))}
        </section>
      )}
      <SubmitButton name="intent" value="delivery" intent="delivery" variant="primary" size="lg">
        {t('checkout.continue')}
      </SubmitButton>
    </Form>
  );
}

/** A block of the form by its key (an address's place, a package's id): Conform makes the field of any name. */
function at<F>(fieldset: Record<string, F>, key: string): F {
  return must(fieldset[key], 'Conform answers every name of a fieldset');
}

/** Before anything is posted: the order's addresses, the block each package goes to, each receiver and moment. */
function deliveryShown(order: CheckoutOrder, storeCountry: string) {
  const physicalShipments = order.shipments.filter((s) => s.kind === 'PHYSICAL' && s.deliveryAddress);
  const text = (v: string | null | undefined) => v ?? '';
  const addresses = Object.fromEntries(
    physicalShipments.map((s, i) => {
      const a = s.deliveryAddress;
      const fields = { ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(a?.[f])])), countryCode: a?.countryCode ?? storeCountry };
      return [String(i), fields];
    }),
  );
  const packages = (kind: string) => order.packagesGroups.filter((g) => g.package.giftcard.variation.variationType === kind).map((g) => g.packageId);
  const physical = Object.fromEntries(
    packages('physical').map((id) => [
      id,
      {
        address: String(
          Math.max(
            0,
            physicalShipments.findIndex((s) => s.packages.some((p) => p.id === id)),
          ),
        ),
      },
    ]),
  );
  const digital = Object.fromEntries(
    packages('digital').map((id) => {
      const shipment = order.shipments.find((s) => s.kind === 'DIGITAL' && s.packages.some((p) => p.id === id));
      const at = shipment?.deliveryDate ? utcToRomeLocal(new Date(shipment.deliveryDate)) : '';
      return [id, { name: text(shipment?.receiver?.name), email: text(shipment?.receiver?.email), when: at ? 'later' : 'now', deliverAt: at }];
    }),
  );
  return { addresses, physical, digital };
}

type ReceiverField = 'name' | 'email' | 'when' | 'deliverAt';
type ReceiverProps = {
  label: string;
  packageId: string;
  /** The package's delivery.digital.<id>.* fields. */
  fields: Record<ReceiverField, FieldMetadata<string>>;
  book: AddressBookEntry[];
};

function DigitalReceiver({ label, packageId, fields, book }: ReceiverProps) {
  const t = useT();
  const when = fields.when.initialValue ?? 'now';
  return (
    <fieldset className="receiver-fields">
      <legend>{label}</legend>
      <BookPicker entries={book} kind="digital" target={packageId} />
      <div className="form-grid">
        <Field field={fields.name} label={t('checkout.receiverName')} />
        <Field field={fields.email} label={t('checkout.receiverEmail')} type="email" />
      </div>
      <fieldset className="choice-group choice-group--plain">
        <legend>{t('checkout.when')}</legend>
        <label className="check">
          <input key={fields.when.key} type="radio" name={fields.when.name} value="now" defaultChecked={when === 'now'} /> {t('checkout.now')}
        </label>
        <label className="check">
          <input key={fields.when.key} type="radio" name={fields.when.name} value="later" defaultChecked={when === 'later'} /> {t('checkout.later')}
        </label>
      </fieldset>
      <Field field={fields.deliverAt} label={t('checkout.deliverAt')} type="datetime-local" wrapperClassName="deliver-at" />
    </fieldset>
  );
}
