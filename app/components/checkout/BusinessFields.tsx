import { useT } from '../../lib/i18n.tsx';
import { Field } from '../ui/Field.tsx';
import type { Address } from './types.ts';

type Props = { billing: Address | null; values: Record<string, string>; errors: Record<string, string> };

/** The business customer's company details on step 1 (§5 business fields, §6 business customer). */
export function BusinessFields({ billing, values, errors }: Props) {
  const t = useT();
  const field = (name: string, label: string, fallback: string | null | undefined, props: Record<string, unknown> = {}) => (
    <Field label={label} name={`details.${name}`} defaultValue={values[`details.${name}`] ?? fallback ?? ''} error={errors[`details.${name}`]} {...props} />
  );
  return (
    <fieldset className="business-fields">
      <legend>{t('checkout.businessDetails')}</legend>
      <p className="checkout-form__hint">{t('checkout.businessHint')}</p>
      <div className="form-grid">
        {field('companyName', t('checkout.companyName'), billing?.companyName, { autoComplete: 'organization' })}
        {field('vatNumber', t('checkout.vatNumber'), billing?.vatNumber)}
        {field('chamberOfCommerce', t('checkout.chamberOfCommerce'), billing?.kvkNumber)}
        {field('reference', t('checkout.reference'), billing?.referenceNumber)}
      </div>
    </fieldset>
  );
}
