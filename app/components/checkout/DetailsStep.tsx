import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { formatDialCode, phoneCountries } from '../../../common/rules/countries.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { BusinessFields } from './BusinessFields.tsx';
import { AccountChoice } from './AccountChoice.tsx';
import { CreateAccountFields } from './CreateAccountFields.tsx';
import { profileValues, type CustomerProfile } from './account-types.ts';
import type { Address } from './fragments.ts';

type Props = {
  billing: Address | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  storeCountry: string;
  profile: CustomerProfile | null;
  accountPaths: { login: string; register: string };
  /** The human check of the account box (guests only). */
  challenge: Record<string, unknown> | null;
};

/**
 * Step 1, your details (§2, §5). A guest chooses first: log in, register, or this form, which can
 * also create an account with the order (§6). A logged-in customer sees the profile's details
 * here only when changing them (or when the API refused them as they were).
 */
export function DetailsStep({ billing, values: posted, errors, storeCountry, profile, accountPaths, challenge }: Props) {
  const t = useT();
  const navigation = useNavigation();
  // What was posted, else what the order has, else the profile's details.
  const values = profile && !billing ? { ...profileValues(profile), ...posted } : posted;
  const v = (name: string, fallback: string | null | undefined) => values[`details.${name}`] ?? fallback ?? '';
  const field = (name: string, label: string, fallback: string | null | undefined, props: Record<string, unknown> = {}) => (
    <Field label={label} name={`details.${name}`} defaultValue={v(name, fallback)} error={errors[`details.${name}`]} {...props} />
  );
  const type = v('customerType', billing?.customerType ?? 'PRIVATE');
  return (
    <>
      {!profile && <AccountChoice login={accountPaths.login} register={accountPaths.register} guestAnchor="checkout-details" />}
      <Form method="post" className="checkout-form" noValidate aria-labelledby="checkout-details">
        <input type="hidden" name="intent" value="details" />
        <h2 id="checkout-details" className="checkout-form__title" tabIndex={-1}>
          {t(profile ? 'checkout.account.yourDetails' : 'checkout.guest')}
        </h2>
        <p className="checkout-form__hint">
          {profile ? `${t('checkout.account.loggedIn', { email: profile.email })} ${t('checkout.account.fromProfile')}` : t('checkout.guestHint')}
        </p>
        <fieldset className="choice-group choice-group--inline">
          <legend>{t('checkout.customerType')}</legend>
          {(['PRIVATE', 'BUSINESS'] as const).map((c) => (
            <label key={c} className="choice-tile">
              <input type="radio" name="details.customerType" value={c} defaultChecked={type === c} />
              <span>
                <strong>{t(c === 'PRIVATE' ? 'checkout.private' : 'checkout.business')}</strong>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          {field('firstName', t('checkout.firstName'), billing?.firstName, { autoComplete: 'given-name', required: true })}
          {field('lastName', t('checkout.lastName'), billing?.lastName, { autoComplete: 'family-name', required: true })}
          {field('email', t('checkout.email'), billing?.email, { type: 'email', autoComplete: 'email', required: true })}
          {field('confirmEmail', t('checkout.confirmEmail'), billing?.email, { type: 'email', autoComplete: 'email', required: true })}
        </div>
        <div className="form-grid form-grid--phone">
          <div className="ui-field">
            <label className="ui-field__label" htmlFor="phoneCountry">
              {t('checkout.phoneCountry')}
            </label>
            <select id="phoneCountry" name="details.phoneCountry" className="ui-input" defaultValue={v('phoneCountry', storeCountry)}>
              {phoneCountries(t.intlLocale).map((d) => (
                <option key={d.country} value={d.country}>
                  {d.name} ({formatDialCode(d.dialCode)})
                </option>
              ))}
            </select>
          </div>
          {field('phoneNumber', t('checkout.phoneNumber'), billing?.phoneNumber, { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
        </div>
        {field('invoiceEmail', t('checkout.invoiceEmail'), billing?.invoiceEmail, { type: 'email', hint: t('checkout.invoiceEmailHint') })}
        <BusinessFields billing={billing} values={values} errors={errors} />
        {!profile && <CreateAccountFields values={values} errors={errors} challenge={challenge} />}
        <Button type="submit" variant="primary" size="lg" loading={navigation.state === 'submitting'}>
          {t('checkout.continue')}
        </Button>
      </Form>
    </>
  );
}
