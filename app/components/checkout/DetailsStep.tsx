import { Form } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { formatDialCode, phoneCountries } from '../../../common/rules/countries.ts';
import { detailsFormSchema, type DetailField } from '../../../common/forms/checkout-step-forms.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import { BusinessFields } from './BusinessFields.tsx';
import { InvoiceAddressFields } from './InvoiceAddressFields.tsx';
import { AccountChoice } from './AccountChoice.tsx';
import { CreateAccountFields } from './CreateAccountFields.tsx';
import { profileDetails, type CustomerProfile } from './account-types.ts';
import type { Address } from './fragments.ts';

type Props = {
  billing: Address | null;
  /** The action's answer to a refused post, or the loader's when the API refused the profile's details. */
  lastResult: SubmissionResult | undefined;
  /** The phone's dial code before one is chosen. */
  storeCountry: string;
  /** The storefront's country, whose rules the details follow (the Italian partita IVA and SDI or PEC). */
  rulesCountry: string;
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
export function DetailsStep({ billing, lastResult, storeCountry, rulesCountry, profile, accountPaths, challenge }: Props) {
  const t = useT();
  const [form, fields] = useKitForm({
    schema: detailsFormSchema(rulesCountry),
    lastResult,
    defaultValue: { details: detailsShown(billing, profile, storeCountry), electronicInvoice: billing?.fiscalCode ? 'on' : undefined },
  });
  const d = fields.details.getFieldset();
  const field = (name: DetailField, label: string, props: Record<string, unknown> = {}) => <Field field={d[name]} label={label} {...props} />;
  const phoneCountryError = d.phoneCountry.errors?.[0];
  return (
    <>
      {!profile && <AccountChoice login={accountPaths.login} register={accountPaths.register} guestAnchor="checkout-details" />}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="checkout-form" noValidate aria-labelledby="checkout-details">
        <input type="hidden" name="intent" value="details" />
        <h2 id="checkout-details" className="checkout-form__title" tabIndex={-1}>
          {t(profile ? 'checkout.account.yourDetails' : 'checkout.guest')}
        </h2>
        <p className="checkout-form__hint">
          {profile ? `${t('checkout.account.loggedIn', { email: profile.email })} ${t('checkout.account.fromProfile')}` : t('checkout.guestHint')}
        </p>
        <FormAlert errors={form.errors} title={t('checkout.errorTitle')} className="checkout-form__alert" />
        <fieldset className="choice-group choice-group--inline">
          <legend>{t('checkout.customerType')}</legend>
          {(['PRIVATE', 'BUSINESS'] as const).map((c) => (
            <label key={c} className="choice-tile">
              <input key={d.customerType.key} type="radio" name={d.customerType.name} value={c} defaultChecked={d.customerType.initialValue === c} />
              <span>
                <strong>{t(c === 'PRIVATE' ? 'checkout.private' : 'checkout.business')}</strong>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          {field('firstName', t('checkout.firstName'), { autoComplete: 'given-name', required: true })}
          {field('lastName', t('checkout.lastName'), { autoComplete: 'family-name', required: true })}
          {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email', required: true })}
          {field('confirmEmail', t('checkout.confirmEmail'), { type: 'email', autoComplete: 'email', required: true })}
        </div>
        <div className="form-grid form-grid--phone">
          <div className={`ui-field${phoneCountryError ? ' ui-field--error' : ''}`}>
            <label className="ui-field__label" htmlFor="phoneCountry">
              {t('checkout.phoneCountry')}
            </label>
            <select
              key={d.phoneCountry.key}
              id="phoneCountry"
              name={d.phoneCountry.name}
              className="ui-input"
              defaultValue={d.phoneCountry.initialValue}
              aria-invalid={phoneCountryError ? true : undefined}
              aria-describedby={phoneCountryError ? 'phoneCountry-error' : undefined}
            >
              {phoneCountries(t.intlLocale).map((d) => (
                <option key={d.country} value={d.country}>
                  {d.name} ({formatDialCode(d.dialCode)})
                </option>
              ))}
            </select>
            {phoneCountryError && (
              <p id="phoneCountry-error" className="ui-field__error">
                {phoneCountryError}
              </p>
            )}
          </div>
          {field('phoneNumber', t('checkout.phoneNumber'), { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
        </div>
        {field('invoiceEmail', t('checkout.invoiceEmail'), { type: 'email', hint: t('checkout.invoiceEmailHint') })}
        <BusinessFields details={d} />
        {rulesCountry.toUpperCase() === 'IT' && <InvoiceAddressFields details={d} wanted={fields.electronicInvoice} />}
        {!profile && <CreateAccountFields account={fields.account} challenge={challenge} />}
        <SubmitButton variant="primary" size="lg">
          {t('checkout.continue')}
        </SubmitButton>
      </Form>
    </>
  );
}

/** Before anything is posted: what the order has, else the profile's details; the dial code the storefront's until one is saved. */
function detailsShown(billing: Address | null, profile: CustomerProfile | null, storeCountry: string): Partial<Record<DetailField, string>> {
  if (!billing) return { customerType: 'PRIVATE', phoneCountry: storeCountry, ...(profile ? profileDetails(profile) : {}) };
  const shown: Partial<Record<DetailField, string | null | undefined>> = {
    customerType: billing.customerType ?? 'PRIVATE',
    firstName: billing.firstName,
    lastName: billing.lastName,
    email: billing.email,
    confirmEmail: billing.email,
    invoiceEmail: billing.invoiceEmail,
    phoneCountry: storeCountry,
    phoneNumber: billing.phoneNumber,
    companyName: billing.companyName,
    vatNumber: billing.vatNumber,
    chamberOfCommerce: billing.kvkNumber,
    reference: billing.referenceNumber,
    sdiCode: billing.sdiCode,
    pecAddress: billing.pecAddress,
    street: billing.street,
    houseNumber: billing.houseNumber,
    suffix: billing.suffix,
    postCode: billing.postCode,
    city: billing.city,
    fiscalCode: billing.fiscalCode,
  };
  return Object.fromEntries(Object.entries(shown).flatMap(([k, v]) => (v ? [[k, v]] : [])));
}
