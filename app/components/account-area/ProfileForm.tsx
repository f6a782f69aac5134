import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { countryNamer, formatDialCode, phoneCountries, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { FormErrors } from './FormErrors.tsx';
import { fieldErrors, generalErrors } from './errors.ts';
import type { Customer } from './fragments.ts';

export const PROFILE_FIELDS = [
  'customerType',
  'firstName',
  'lastName',
  'invoiceEmail',
  'phoneCountry',
  'phoneNumber',
  'companyName',
  'vatNumber',
  'chamberOfCommerce',
  'sdiCode',
  'pecAddress',
  'street',
  'houseNumber',
  'suffix',
  'postCode',
  'city',
  'countryCode',
  'subscribed',
] as const;

type Props = { user: Customer; storeCountry: string; errors?: ErrorItem[]; values?: Record<string, string> };

function profileValues(user: Customer): Record<string, string> {
  const p = user.mainProfile;
  const a = p.address;
  const v = {
    customerType: p.customerType,
    firstName: p.firstName,
    lastName: p.lastName,
    invoiceEmail: p.invoiceEmail,
    phoneCountry: p.phoneCountry,
    phoneNumber: p.phoneNumber,
    companyName: p.companyName,
    vatNumber: p.vatNumber,
    chamberOfCommerce: p.chamberOfCommerce,
    sdiCode: p.sdiCode,
    pecAddress: p.pecAddress,
    street: a?.street,
    houseNumber: a?.houseNumber,
    suffix: a?.suffix,
    postCode: a?.postCode,
    city: a?.city,
    countryCode: a?.countryCode,
  };
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? '']));
}

/** The personal data form (updateProfile): name, invoice e-mail, phone, address, business details, newsletter. */
export function ProfileForm({ user, storeCountry, errors, values: posted }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const values = posted ?? profileValues(user);
  const fe = fieldErrors(errors, PROFILE_FIELDS);
  const countryName = countryNamer(t.locale);
  const countries = sortCountries(postcodeCountries, t.locale, storeCountry);
  const field = (name: (typeof PROFILE_FIELDS)[number], props: Record<string, unknown> = {}) => (
    <Field label={t(`accountArea.field.${name}`)} name={name} defaultValue={values[name] ?? ''} error={fe[name]} {...props} />
  );
  const type = values.customerType === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE';
  const subscribed = posted ? posted.subscribed === 'on' : user.subscribed;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  return (
    <Form method="post" className="account-form profile-form" noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-form__title">
        {t('accountArea.data.profileTitle')}
      </h2>
      <input type="hidden" name="intent" value="profile" />
      <FormErrors messages={generalErrors(errors, PROFILE_FIELDS)} />
      <fieldset className="choice-group choice-group--inline">
        <legend>{t('accountArea.field.customerType')}</legend>
        {(['PRIVATE', 'BUSINESS'] as const).map((c) => (
          <label key={c} className="choice-tile">
            <input type="radio" name="customerType" value={c} defaultChecked={type === c} />
            <span>{t(`accountArea.customerType.${c}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-grid">
        {field('firstName', { autoComplete: 'given-name', required: true })}
        {field('lastName', { autoComplete: 'family-name', required: true })}
      </div>
      <div className="ui-field">
        <span className="ui-field__label">{t('accountArea.field.email')}</span>
        <p className="account-form__readonly">{user.mainProfile.email}</p>
      </div>
      {field('invoiceEmail', { type: 'email', autoComplete: 'email', hint: t('accountArea.data.invoiceEmailHint') })}
      <div className="form-grid form-grid--phone">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="phoneCountry">
            {t('accountArea.field.phoneCountry')}
          </label>
          <select id="phoneCountry" name="phoneCountry" className="ui-input" defaultValue={values.phoneCountry || storeCountry}>
            {phoneCountries(t.locale).map((d) => (
              <option key={d.country} value={d.country}>
                {d.name} ({formatDialCode(d.dialCode)})
              </option>
            ))}
          </select>
        </div>
        {field('phoneNumber', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
      </div>
      <fieldset className="address-fields">
        <legend>{t('accountArea.data.addressTitle')}</legend>
        {field('street', { autoComplete: 'address-line1' })}
        <div className="form-grid--house">
          {field('houseNumber', { inputMode: 'numeric' })}
          {field('suffix')}
        </div>
        <div className="form-grid">
          {field('postCode', { autoComplete: 'postal-code' })}
          {field('city', { autoComplete: 'address-level2' })}
        </div>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="profile-country">
            {t('accountArea.field.countryCode')}
          </label>
          <select id="profile-country" name="countryCode" className="ui-input" defaultValue={values.countryCode || storeCountry} autoComplete="country">
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <fieldset className="business-fields">
        <legend>{t('accountArea.data.businessTitle')}</legend>
        <p className="account-form__hint">{t('accountArea.data.businessHint')}</p>
        <div className="form-grid">
          {field('companyName', { autoComplete: 'organization' })}
          {field('vatNumber', { hint: t('accountArea.data.vatHint') })}
          {field('chamberOfCommerce')}
          {field('sdiCode', { hint: t('accountArea.data.sdiHint'), maxLength: 7, autoCapitalize: 'characters' })}
          {field('pecAddress', { type: 'email' })}
        </div>
      </fieldset>
      <label className="check" id="newsletter">
        <input type="checkbox" name="subscribed" defaultChecked={subscribed} />
        <span>{t('accountArea.data.newsletter')}</span>
      </label>
      <div>
        <Button type="submit" variant="primary" size="lg" loading={busy}>
          {t('accountArea.data.saveProfile')}
        </Button>
      </div>
    </Form>
  );
}
