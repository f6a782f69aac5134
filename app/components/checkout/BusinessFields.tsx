import type { FieldMetadata } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Field } from '../form/index.ts';

type BusinessField = 'companyName' | 'vatNumber' | 'chamberOfCommerce' | 'reference' | 'sdiCode' | 'pecAddress';

/** A code typed in capitals, not a word: no spelling check, no autofill. */
export const CODE_INPUT = { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } as const;

/** Step 1's business fields (details.companyName …) of its form. */
type Props = { details: Record<BusinessField, FieldMetadata<string>> };

/**
 * The business customer's company details on step 1 (§5 business fields, §6 business customer).
 * On the Italian storefront the invoice is electronic: it needs an SDI recipient code or a PEC
 * address, and the registered office (InvoiceAddressFields, after this box).
 */
export function BusinessFields({ details }: Props) {
  const t = useT();
  const italian = useRootData()?.storeData.organisation.country === 'IT';
  const field = (name: BusinessField, label: string, props: Record<string, unknown> = {}) => <Field field={details[name]} label={label} {...props} />;
  return (
    <fieldset className="business-fields">
      <legend>{t('checkout.businessDetails')}</legend>
      <p className="checkout-form__hint">{t('checkout.businessHint')}</p>
      <div className="form-grid">
        {field('companyName', t('checkout.companyName'), { autoComplete: 'organization' })}
        {field('vatNumber', t('checkout.vatNumber'), italian ? { hint: t('checkout.vatNumberHint'), autoCapitalize: 'characters', spellCheck: false } : {})}
        {field('chamberOfCommerce', t('checkout.chamberOfCommerce'))}
        {field('reference', t('checkout.reference'))}
      </div>
      {/* The same box as the company details (checkout.css): shown with them, for business customers only. */}
      {italian && (
        <fieldset className="business-fields business-fields--invoice">
          <legend>{t('checkout.electronicInvoice')}</legend>
          <p className="checkout-form__hint">{t('checkout.electronicInvoiceHint')}</p>
          <div className="form-grid">
            {field('sdiCode', t('checkout.sdiCode'), { hint: t('checkout.sdiCodeHint'), maxLength: 7, ...CODE_INPUT })}
            {field('pecAddress', t('checkout.pecAddress'), {
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
