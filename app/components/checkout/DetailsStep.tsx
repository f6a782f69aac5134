import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { dialCodes, formatDialCode } from '../../../common/rules/phone.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { BusinessFields } from './BusinessFields.tsx';
import type { Address } from './types.ts';

type Props = { billing: Address | null; values: Record<string, string>; errors: Record<string, string>; storeCountry: string };

/**
 * Step 1, your details, as a guest (§2, §5). The account issue adds "log in" and "register"
 * beside this form; the form itself stays the same for every customer.
 */
export function DetailsStep({ billing, values, errors, storeCountry }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const v = (name: string, fallback: string | null | undefined) => values[`details.${name}`] ?? fallback ?? '';
  const field = (name: string, label: string, fallback: string | null | undefined, props: Record<string, unknown> = {}) => (
    <Field label={label} name={`details.${name}`} defaultValue={v(name, fallback)} error={errors[`details.${name}`]} {...props} />
  );
  const type = v('customerType', billing?.customerType ?? 'PRIVATE');
  return (
    <Form method="post" className="checkout-form" noValidate>
      <input type="hidden" name="intent" value="details" />
      <h2 className="checkout-form__title">{t('checkout.guest')}</h2>
      <p className="checkout-form__hint">{t('checkout.guestHint')}</p>
      <fieldset className="choice-group choice-group--inline">
        <legend>{t('checkout.customerType')}</legend>
        {(['PRIVATE', 'BUSINESS'] as const).map((c) => (
          <label key={c} className="choice-tile">
            <input type="radio" name="details.customerType" value={c} defaultChecked={type === c} />
            <span><strong>{t(c === 'PRIVATE' ? 'checkout.private' : 'checkout.business')}</strong></span>
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
          <label className="ui-field__label" htmlFor="phoneCountry">{t('checkout.phoneCountry')}</label>
          <select id="phoneCountry" name="details.phoneCountry" className="ui-input" defaultValue={v('phoneCountry', storeCountry)}>
            {dialCodes.map((d) => <option key={d.country} value={d.country}>{d.name} ({formatDialCode(d.dialCode)})</option>)}
          </select>
        </div>
        {field('phoneNumber', t('checkout.phoneNumber'), billing?.phoneNumber, { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
      </div>
      {field('invoiceEmail', t('checkout.invoiceEmail'), billing?.invoiceEmail, { type: 'email', hint: t('checkout.invoiceEmailHint') })}
      <BusinessFields billing={billing} values={values} errors={errors} />
      <Button type="submit" variant="primary" size="lg" loading={navigation.state === 'submitting'}>{t('checkout.continue')}</Button>
    </Form>
  );
}
