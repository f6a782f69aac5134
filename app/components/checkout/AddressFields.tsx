import type { FieldMetadata } from '@conform-to/react';
import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { countryNamer, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import type { ADDRESS_FIELDS } from '../../../common/forms/checkout-step-forms.ts';
import { Field } from '../form/index.ts';
import { BookPicker } from './BookPicker.tsx';
import type { AddressBookEntry } from './account-types.ts';

type AddressField = (typeof ADDRESS_FIELDS)[number];
type Props = {
  index: number;
  /** The block's delivery.addresses.<index>.* fields. */
  fields: Record<AddressField, FieldMetadata<string>>;
  storeCountry: string;
  /** The logged-in customer's saved postal addresses, offered to fill this block. */
  book?: AddressBookEntry[];
};

/** One delivery address; its postcode must have the format of the chosen country (§5). */
export function AddressFields({ index, fields, storeCountry, book = [] }: Props) {
  const t = useT();
  const { language } = useRootData();
  const countryName = countryNamer(language);
  const countries = sortCountries(postcodeCountries, language, storeCountry);
  const f = (name: AddressField, label: string, props: Record<string, unknown> = {}) => <Field field={fields[name]} label={label} {...props} />;
  const country = fields.countryCode;
  return (
    <fieldset className="address-fields">
      <legend>{t('checkout.address', { n: index + 1 })}</legend>
      <BookPicker entries={book} kind="address" target={String(index)} />
      <div className="form-grid">
        {f('firstName', t('checkout.firstName'), { autoComplete: 'shipping given-name' })}
        {f('lastName', t('checkout.lastName'), { autoComplete: 'shipping family-name' })}
        {f('companyName', t('checkout.companyOptional'), { autoComplete: 'shipping organization' })}
        <div className={`ui-field${country.errors ? ' ui-field--error' : ''}`}>
          <label className="ui-field__label" htmlFor={`country-${index}`}>
            {t('checkout.country')}
          </label>
          <select
            key={country.key}
            id={`country-${index}`}
            name={country.name}
            className="ui-input"
            defaultValue={country.initialValue ?? storeCountry}
            autoComplete="shipping country"
            aria-invalid={country.errors ? true : undefined}
            aria-describedby={country.errors ? `country-${index}-error` : undefined}
          >
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </select>
          {country.errors && (
            <p id={`country-${index}-error`} className="ui-field__error">
              {country.errors[0]}
            </p>
          )}
        </div>
      </div>
      <div className="form-grid form-grid--street">
        {f('street', t('checkout.street'), { autoComplete: 'shipping address-line1' })}
        {f('houseNumber', t('checkout.houseNumber'), { inputMode: 'numeric' })}
        {f('suffix', t('checkout.suffix'))}
      </div>
      <div className="form-grid form-grid--city">
        {f('postCode', t('checkout.postCode'), { autoComplete: 'shipping postal-code' })}
        {f('city', t('checkout.city'), { autoComplete: 'shipping address-level2' })}
      </div>
    </fieldset>
  );
}
