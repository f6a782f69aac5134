import { Form } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { countryNamer, formatDialCode, phoneCountries, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import { PROFILE_FIELDS, profileFormSchema } from '../../../common/forms/account-area-forms.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import type { Customer, FormReply } from './fragments.ts';

type Props = { user: Customer; storeCountry: string; reply: FormReply | null };

/** The form's values before anything was posted: the customer's profile. */
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
  return { ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? ''])), subscribed: user.subscribed ? 'on' : '' };
}

/** The personal data form (updateProfile): name, invoice e-mail, phone, address, business details, newsletter. */
export function ProfileForm({ user, storeCountry, reply }: Props) {
  const t = useT();
  const [form, fields] = useKitForm({ schema: profileFormSchema(storeCountry), lastResult: reply, defaultValue: profileValues(user) });
  const value = (name: (typeof PROFILE_FIELDS)[number]) => fields[name].initialValue ?? '';
  const countryName = countryNamer(t.locale);
  const countries = sortCountries(postcodeCountries, t.locale, storeCountry);
  // The newsletter checkbox has its own label; every other field is labelled by its name.
  const field = (name: Exclude<(typeof PROFILE_FIELDS)[number], 'subscribed'>, props: Record<string, unknown> = {}) => (
    <Field field={fields[name]} label={t(`accountArea.field.${name}`)} {...props} />
  );
  const type = value('customerType') === 'BUSINESS' ? 'BUSINESS' : 'PRIVATE';
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="account-form profile-form" noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-form__title">
        {t('accountArea.data.profileTitle')}
      </h2>
      <input type="hidden" name="intent" value="profile" />
      <FormAlert errors={form.errors} title={t('accountArea.form.errorTitle')} className="account-form__alert" />
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
          <select id="phoneCountry" name="phoneCountry" className="ui-input" defaultValue={value('phoneCountry') || storeCountry}>
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
          <select id="profile-country" name="countryCode" className="ui-input" defaultValue={value('countryCode') || storeCountry} autoComplete="country">
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
        <input type="checkbox" name="subscribed" defaultChecked={value('subscribed') === 'on'} />
        <span>{t('accountArea.data.newsletter')}</span>
      </label>
      <div>
        <SubmitButton variant="primary" size="lg" intent="profile">
          {t('accountArea.data.saveProfile')}
        </SubmitButton>
      </div>
    </Form>
  );
}
