import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { countryNamer, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import { Field } from '../ui/Field.tsx';
import { BookPicker } from './BookPicker.tsx';
import type { AddressBookEntry } from './account-types.ts';
import type { Address } from './fragments.ts';

type Props = {
  index: number;
  address: Address | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  storeCountry: string;
  /** The logged-in customer's saved postal addresses, offered to fill this block. */
  book?: AddressBookEntry[];
};

/** One delivery address; its postcode must have the format of the chosen country (§5). */
export function AddressFields({ index, address, values, errors, storeCountry, book = [] }: Props) {
  const t = useT();
  const { language } = useRootData();
  const countryName = countryNamer(language);
  const countries = sortCountries(postcodeCountries, language, storeCountry);
  const key = (f: string) => `delivery.addresses.${index}.${f}`;
  const f = (name: keyof Address & string, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} name={key(name)} defaultValue={values[key(name)] ?? address?.[name] ?? ''} error={errors[key(name)]} {...props} />
  );
  return (
    <fieldset className="address-fields">
      <legend>{t('checkout.address', { n: index + 1 })}</legend>
      <BookPicker entries={book} kind="address" target={String(index)} />
      <div className="form-grid">
        {f('firstName', t('checkout.firstName'), { autoComplete: 'shipping given-name' })}
        {f('lastName', t('checkout.lastName'), { autoComplete: 'shipping family-name' })}
        {f('companyName', t('checkout.companyOptional'), { autoComplete: 'shipping organization' })}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`country-${index}`}>
            {t('checkout.country')}
          </label>
          <select
            id={`country-${index}`}
            name={key('countryCode')}
            className="ui-input"
            defaultValue={values[key('countryCode')] ?? address?.countryCode ?? storeCountry}
            autoComplete="shipping country"
          >
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </select>
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
