import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Field } from '../ui/Field.tsx';
import type { Address } from './fragments.ts';

type Props = {
  billing: (Address & { sdiCode?: string | null; pecAddress?: string | null }) | null;
  values: Record<string, string>;
  errors: Record<string, string>;
};

/**
 * The business customer's company details on step 1 (§5 business fields, §6 business customer).
 * On the Italian storefront the invoice is electronic: it needs an SDI recipient code or a PEC address.
 */
export function BusinessFields({ billing, values, errors }: Props) {
  const t = useT();
  const italian = useRootData()?.storeData.organisation.country === 'IT';
  const field = (name: string, label: string, fallback: string | null | undefined, props: Record<string, unknown> = {}) => (
    <Field label={label} name={`details.${name}`} defaultValue={values[`details.${name}`] ?? fallback ?? ''} error={errors[`details.${name}`]} {...props} />
  );
  return (
    <fieldset className="business-fields">
      <legend>{t('checkout.businessDetails')}</legend>
      <p className="checkout-form__hint">{t('checkout.businessHint')}</p>
      <div className="form-grid">
        {field('companyName', t('checkout.companyName'), billing?.companyName, { autoComplete: 'organization' })}
        {field(
          'vatNumber',
          t('checkout.vatNumber'),
          billing?.vatNumber,
          italian ? { hint: t('checkout.vatNumberHint'), autoCapitalize: 'characters', spellCheck: false } : {},
        )}
        {field('chamberOfCommerce', t('checkout.chamberOfCommerce'), billing?.kvkNumber)}
        {field('reference', t('checkout.reference'), billing?.referenceNumber)}
      </div>
      {/* The same box as the company details (checkout.css): shown with them, for business customers only. */}
      {italian && (
        <fieldset className="business-fields business-fields--invoice">
          <legend>{t('checkout.electronicInvoice')}</legend>
          <p className="checkout-form__hint">{t('checkout.electronicInvoiceHint')}</p>
          <div className="form-grid">
            {field('sdiCode', t('checkout.sdiCode'), billing?.sdiCode, {
              hint: t('checkout.sdiCodeHint'),
              maxLength: 7,
              autoCapitalize: 'characters',
              spellCheck: false,
              autoComplete: 'off',
            })}
            {field('pecAddress', t('checkout.pecAddress'), billing?.pecAddress, {
              hint: t('checkout.pecAddressHint'),
              type: 'email',
              autoComplete: 'off',
              spellCheck: false,
            })}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
