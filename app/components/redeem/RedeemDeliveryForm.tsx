import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Fetcher, FormProps } from 'react-router';
import type { FieldMetadata, SubmissionResult } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { countryNamer, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import { REDEEM_ADDRESS_FIELDS, redeemDeliveryFormSchema } from '../../../common/forms/redeem-delivery-form.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { Button } from '../ui/Button.tsx';
import { Field as UiField, type FieldProps } from '../ui/Field.tsx';
import { Icon } from '../Icon.tsx';
import type { RedeemAddress } from './fragments.ts';

type Props = {
  FormComponent: ComponentType<FormProps>;
  action: string;
  needsAddress: boolean;
  saved: RedeemAddress | null;
  /** The e-mail to start from; one the identify check did not know may come after the form is there. */
  email: string | null;
  /** The action's answer to a refused delivery (RedeemActionData.reply), or the API's refusal of the profile. */
  lastResult: SubmissionResult | null | undefined;
  /** The modal's fetcher: the button is busy while it is. */
  fetcher?: Pick<Fetcher, 'state'>;
  /** The modal shows the address first and the receiver after (§4 "physical first, then digital"). */
  stepped?: boolean;
  idPrefix: string;
};

/** The address fields the modal's "continue" asks for before the receiver (the API says the rest). */
const ADDRESS_REQUIRED = ['street', 'houseNumber', 'postCode', 'city'] as const;

/** The redeem guest delivery details (setRedeemDelivery): an address for physical cards, a name and e-mail for everything. */
export function RedeemDeliveryForm({ FormComponent, action, needsAddress, saved, email, lastResult, fetcher, stepped, idPrefix }: Props) {
  const t = useT();
  const { language, user, country: storeCountry } = useRootData();
  // A logged-in customer's own name and e-mail stand in for what the order has not got yet (§4).
  const account = user?.mainProfile ?? null;
  const countryName = countryNamer(language);
  const countries = sortCountries(postcodeCountries, language, storeCountry);
  const startEmail = email ?? account?.email ?? '';
  const [form, fields] = useKitForm({
    schema: redeemDeliveryFormSchema,
    lastResult,
    defaultValue: {
      countryCode: saved?.countryCode || storeCountry,
      street: saved?.street ?? '',
      houseNumber: saved?.houseNumber ?? '',
      suffix: saved?.suffix ?? '',
      postCode: saved?.postCode ?? '',
      city: saved?.city ?? '',
      firstName: saved?.firstName ?? account?.firstName ?? '',
      lastName: saved?.lastName ?? account?.lastName ?? '',
      email: startEmail,
      // The account's own e-mail needs no second typing.
      emailConfirmation: account && startEmail === account.email ? account.email : '',
    },
  });
  const addressInError = REDEEM_ADDRESS_FIELDS.find((f) => fields[f].errors?.length);
  const refused = Object.keys(form.allErrors).length > 0;
  const [step, setStep] = useState<'address' | 'person'>(stepped && needsAddress && (addressInError || !refused) ? 'address' : 'person');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const addressRef = useRef<HTMLFieldSetElement>(null);
  // Each refusal, the browser's (counted here) or the action's (a new lastResult), that finds the
  // address wrong while the receiver is shown goes back to the address and focuses its first
  // field in error: the kit cannot focus a field of a hidden step.
  const [browserRefusals, setBrowserRefusals] = useState(0);
  const backToAddress = useRef(false);
  useEffect(() => {
    if (!stepped || !addressInError) return;
    backToAddress.current = true;
    setStep('address');
  }, [stepped, addressInError, browserRefusals, lastResult]);
  useEffect(() => {
    if (step !== 'address' || !backToAddress.current) return;
    backToAddress.current = false;
    addressRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [step, browserRefusals, lastResult]);
  // An e-mail the identify check did not know arrives after the form is there: it goes into the field.
  const shownEmail = useRef(email);
  useEffect(() => {
    if (!email || email === shownEmail.current) return;
    shownEmail.current = email;
    form.update({ name: fields.email.name, value: email });
  }, [email, form, fields.email.name]);

  function toPerson() {
    const empty = Object.fromEntries(
      ADDRESS_REQUIRED.filter((f) => !addressRef.current?.querySelector<HTMLInputElement>(`[name="${f}"]`)?.value.trim()).map((f) => [
        f,
        t('redeem.delivery.required'),
      ]),
    );
    setMissing(empty);
    if (Object.keys(empty).length) addressRef.current?.querySelector<HTMLInputElement>(`[name="${Object.keys(empty)[0]}"]`)?.focus();
    else setStep('person');
  }

  /** An address field: the step's own "required" before the form's errors. */
  const addressField = (field: FieldMetadata<string>, label: string, props: Partial<FieldProps> = {}) => (
    <UiField
      {...props}
      key={field.key}
      id={`${idPrefix}-${field.name}`}
      label={label}
      name={field.name}
      defaultValue={field.initialValue ?? ''}
      error={missing[field.name] ?? field.errors?.[0]}
    />
  );

  return (
    <FormComponent
      method="post"
      action={action}
      id={form.id}
      onSubmit={(e) => {
        form.onSubmit(e);
        // Conform stops a post the schema refuses.
        if (e.defaultPrevented) setBrowserRefusals((n) => n + 1);
      }}
      className="redeem-delivery"
      noValidate
    >
      <input type="hidden" name="intent" value="delivery" />
      {needsAddress && (
        <fieldset ref={addressRef} className="redeem-delivery__group" hidden={stepped && step !== 'address'}>
          <legend>
            <Icon name="truck" size={20} /> {t('redeem.delivery.addressTitle')}
          </legend>
          <p className="checkout-form__hint">{t('redeem.delivery.addressHint')}</p>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${idPrefix}-country`}>
              {t('checkout.country')}
            </label>
            <select
              key={fields.countryCode.key}
              id={`${idPrefix}-country`}
              name={fields.countryCode.name}
              className="ui-input"
              defaultValue={fields.countryCode.initialValue || storeCountry}
              autoComplete="shipping country"
            >
              {countries.map((c) => (
                <option key={c} value={c}>
                  {countryName(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-grid form-grid--street">
            {addressField(fields.street, t('checkout.street'), { autoComplete: 'shipping address-line1' })}
            {addressField(fields.houseNumber, t('checkout.houseNumber'), { inputMode: 'numeric' })}
            {addressField(fields.suffix, t('checkout.suffix'))}
          </div>
          <div className="form-grid form-grid--city">
            {addressField(fields.postCode, t('checkout.postCode'), { autoComplete: 'shipping postal-code' })}
            {addressField(fields.city, t('checkout.city'), { autoComplete: 'shipping address-level2' })}
          </div>
          {stepped && (
            <Button variant="primary" size="lg" block onClick={toPerson} iconEnd={<Icon name="arrow-right" size={20} />}>
              {t('checkout.continue')}
            </Button>
          )}
        </fieldset>
      )}
      <fieldset className="redeem-delivery__group" hidden={stepped && step !== 'person'}>
        <legend>
          <Icon name="mail" size={20} /> {t(needsAddress ? 'redeem.delivery.personTitlePhysical' : 'redeem.delivery.personTitle')}
        </legend>
        <p className="checkout-form__hint">{t('redeem.delivery.personHint')}</p>
        <div className="form-grid">
          <Field field={fields.firstName} id={`${idPrefix}-firstName`} label={t('checkout.firstName')} autoComplete="given-name" />
          <Field field={fields.lastName} id={`${idPrefix}-lastName`} label={t('checkout.lastName')} autoComplete="family-name" />
          <Field field={fields.email} id={`${idPrefix}-email`} label={t('checkout.email')} type="email" autoComplete="email" />
          <Field field={fields.emailConfirmation} id={`${idPrefix}-emailConfirmation`} label={t('checkout.confirmEmail')} type="email" autoComplete="email" />
        </div>
        <FormAlert errors={form.errors} icon className="redeem-alert" />
        <div className="redeem-delivery__actions">
          {stepped && needsAddress && (
            <Button variant="secondary" size="lg" onClick={() => setStep('address')} iconStart={<Icon name="arrow-left" size={20} />}>
              {t('checkout.back')}
            </Button>
          )}
          <SubmitButton fetcher={fetcher} intent="delivery" variant="primary" size="lg" iconEnd={<Icon name="arrow-right" size={20} />}>
            {t('redeem.delivery.submit')}
          </SubmitButton>
        </div>
      </fieldset>
    </FormComponent>
  );
}
