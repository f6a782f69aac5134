import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { FormProps } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { countryNamer, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import { Button } from '../ui/Button.tsx';
import { Field } from '../ui/Field.tsx';
import { Icon } from '../Icon.tsx';
import { RedeemAlert } from './FormAlert.tsx';
import { fieldError, formErrors } from './errors.ts';
import type { ErrorItem, RedeemAddress } from './fragments.ts';

type Props = {
  FormComponent: ComponentType<FormProps>;
  action: string;
  needsAddress: boolean;
  saved: RedeemAddress | null;
  email: string | null;
  errors?: ErrorItem[];
  values?: Record<string, string>;
  busy: boolean;
  /** The modal shows the address first and the receiver after (§4 "physical first, then digital"). */
  stepped?: boolean;
  idPrefix: string;
};

const ADDRESS = ['countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'];
const PERSON = ['firstName', 'lastName', 'email', 'emailConfirmation'];

/** The redeem guest delivery details (setRedeemDelivery): an address for physical cards, a name and e-mail for everything. */
export function RedeemDeliveryForm({ FormComponent, action, needsAddress, saved, email, errors, values, busy, stepped, idPrefix }: Props) {
  const t = useT();
  const { language, storeData, user } = useRootData();
  // A logged-in customer's own name and e-mail stand in for what the order has not got yet (§4).
  const account = user?.mainProfile ?? null;
  const storeCountry = storeData.countriesCombinations[0]?.country ?? 'IT';
  const countryName = countryNamer(language);
  const countries = sortCountries(postcodeCountries, language, storeCountry);
  const addressHasError = ADDRESS.some((f) => fieldError(errors, f));
  const [step, setStep] = useState<'address' | 'person'>(stepped && needsAddress && (addressHasError || !errors?.length) ? 'address' : 'person');
  const [missing, setMissing] = useState<Record<string, string>>({});
  // The API refused part of the address: back to that part.
  useEffect(() => {
    if (addressHasError) setStep('address');
  }, [addressHasError, errors]);
  const addressRef = useRef<HTMLFieldSetElement>(null);
  const ownName = (f: keyof RedeemAddress) => (f === 'firstName' ? account?.firstName : f === 'lastName' ? account?.lastName : null);
  const value = (f: keyof RedeemAddress) => values?.[f] ?? (f === 'email' ? (email ?? account?.email) : (saved?.[f] ?? ownName(f))) ?? '';
  // The account's own e-mail needs no second typing.
  const confirmation = values?.emailConfirmation ?? (account && value('email') === account.email ? account.email : '');
  const error = (f: string) => missing[f] ?? fieldError(errors, f);
  const field = (f: keyof RedeemAddress | 'emailConfirmation', label: string, props: Record<string, unknown> = {}) => (
    <Field id={`${idPrefix}-${f}`} label={label} name={f} defaultValue={f === 'emailConfirmation' ? confirmation : value(f)} error={error(f)} {...props} />
  );

  function toPerson() {
    const empty = Object.fromEntries(
      ['street', 'houseNumber', 'postCode', 'city']
        .filter((f) => !addressRef.current?.querySelector<HTMLInputElement>(`[name="${f}"]`)?.value.trim())
        .map((f) => [f, t('redeem.delivery.required')]),
    );
    setMissing(empty);
    if (Object.keys(empty).length) addressRef.current?.querySelector<HTMLInputElement>(`[name="${Object.keys(empty)[0]}"]`)?.focus();
    else setStep('person');
  }

  return (
    <FormComponent method="post" action={action} className="redeem-delivery" noValidate>
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
              id={`${idPrefix}-country`}
              name="countryCode"
              className="ui-input"
              defaultValue={value('countryCode') || storeCountry}
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
            {field('street', t('checkout.street'), { autoComplete: 'shipping address-line1' })}
            {field('houseNumber', t('checkout.houseNumber'), { inputMode: 'numeric' })}
            {field('suffix', t('checkout.suffix'))}
          </div>
          <div className="form-grid form-grid--city">
            {field('postCode', t('checkout.postCode'), { autoComplete: 'shipping postal-code' })}
            {field('city', t('checkout.city'), { autoComplete: 'shipping address-level2' })}
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
          {field('firstName', t('checkout.firstName'), { autoComplete: 'given-name' })}
          {field('lastName', t('checkout.lastName'), { autoComplete: 'family-name' })}
          {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email' })}
          {field('emailConfirmation', t('checkout.confirmEmail'), { type: 'email', autoComplete: 'email' })}
        </div>
        <RedeemAlert messages={formErrors(errors, [...ADDRESS, ...PERSON])} />
        <div className="redeem-delivery__actions">
          {stepped && needsAddress && (
            <Button variant="secondary" size="lg" onClick={() => setStep('address')} iconStart={<Icon name="arrow-left" size={20} />}>
              {t('checkout.back')}
            </Button>
          )}
          <Button type="submit" variant="primary" size="lg" loading={busy} iconEnd={<Icon name="arrow-right" size={20} />}>
            {t('redeem.delivery.submit')}
          </Button>
        </div>
      </fieldset>
    </FormComponent>
  );
}
