import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { countryNamer, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { Field } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { FormErrors } from './FormErrors.tsx';
import { fieldErrors, generalErrors } from './errors.ts';
import type { AddressBookEntry } from './fragments.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'companyName', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const;

type Props = {
  entry: AddressBookEntry | null;
  storeCountry: string;
  closeTo: string;
  errors?: ErrorItem[];
  values?: Record<string, string>;
};

/** One address book entry (saveAddressBookEntry): a name, and an e-mail and/or a full postal address. */
export function AddressEntryForm({ entry, storeCountry, closeTo, errors, values }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const fe = fieldErrors(errors, FIELDS);
  const countryName = countryNamer(t.locale);
  const countries = sortCountries(postcodeCountries, t.locale, storeCountry);
  const v = (f: (typeof FIELDS)[number]) => values?.[f] ?? entry?.[f] ?? '';
  const field = (f: (typeof FIELDS)[number], props: Record<string, unknown> = {}) => (
    <Field label={t(`accountArea.book.field.${f}`)} name={f} defaultValue={v(f)} error={fe[f]} {...props} />
  );
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  return (
    <Form method="post" className="account-form account-form--plain address-entry-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      {entry && <input type="hidden" name="id" value={entry.id} />}
      <p className="account-form__hint">{t('accountArea.book.formHint')}</p>
      <FormErrors messages={generalErrors(errors, FIELDS)} />
      <div className="form-grid">
        {field('firstName', { autoComplete: 'off', required: true })}
        {field('lastName', { autoComplete: 'off', required: true })}
      </div>
      {field('email', { type: 'email', autoComplete: 'off' })}
      {field('companyName', { autoComplete: 'off' })}
      {field('street', { autoComplete: 'off' })}
      <div className="form-grid--house">
        {field('houseNumber', { inputMode: 'numeric' })}
        {field('suffix')}
      </div>
      <div className="form-grid">
        {field('postCode', { autoComplete: 'off' })}
        {field('city', { autoComplete: 'off' })}
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="entry-country">
          {t('accountArea.book.field.countryCode')}
        </label>
        <select id="entry-country" name="countryCode" className="ui-input" defaultValue={v('countryCode') || storeCountry}>
          {countries.map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="account-modal__actions">
        <Link to={closeTo} className="ui-btn ui-btn--secondary ui-btn--md" preventScrollReset>
          <span className="ui-btn__label">{t('accountArea.book.cancel')}</span>
        </Link>
        <Button type="submit" variant="primary" loading={busy}>
          {t('accountArea.book.save')}
        </Button>
      </div>
    </Form>
  );
}
