import type { FieldMetadata } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { Field } from '../form/index.ts';
import { CODE_INPUT } from './BusinessFields.tsx';

type AddressField = 'street' | 'houseNumber' | 'suffix' | 'postCode' | 'city' | 'fiscalCode';

type Props = {
  details: Record<AddressField, FieldMetadata<string>>;
  /** The private customer's "I want an electronic invoice" box, posted as electronicInvoice=on. */
  wanted: FieldMetadata<unknown>;
};

/**
 * The address the Italian e-invoice (FatturaPA) names, on step 1 of the Italian storefront: a
 * business's registered office, always asked; a private customer's home address and codice fiscale,
 * asked only when they tick "I want an electronic invoice" (decision 046). One set of fields for
 * both, shown and titled by CSS after the customer type, so the form works without JavaScript.
 */
export function InvoiceAddressFields({ details, wanted }: Props) {
  const t = useT();
  const field = (name: AddressField, label: string, props: Record<string, unknown> = {}) => <Field field={details[name]} label={label} {...props} />;
  return (
    <div className="invoice-address">
      <label className="check invoice-address__want">
        <input key={wanted.key} type="checkbox" name={wanted.name} defaultChecked={wanted.initialValue === 'on'} />
        <span>
          <strong>{t('checkout.wantElectronicInvoice')}</strong>
          <small>{t('checkout.wantElectronicInvoiceHint')}</small>
        </span>
      </label>
      <fieldset className="invoice-address__fields">
        <legend>
          <span className="for-business">{t('checkout.registeredOffice')}</span>
          <span className="for-private">{t('checkout.homeAddress')}</span>
        </legend>
        <div className="form-grid">
          <div className="for-private">
            {field('fiscalCode', t('checkout.fiscalCode'), { hint: t('checkout.fiscalCodeHint'), maxLength: 16, ...CODE_INPUT })}
          </div>
          {field('street', t('checkout.street'), { autoComplete: 'address-line1' })}
          {field('houseNumber', t('checkout.houseNumber'), { inputMode: 'numeric' })}
          {field('suffix', t('checkout.suffix'))}
          {field('postCode', t('checkout.postCode'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
          {field('city', t('checkout.city'), { autoComplete: 'address-level2' })}
        </div>
      </fieldset>
    </div>
  );
}
