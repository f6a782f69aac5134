import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { countryNamer, postcodeCountries, sortCountries } from '../../../common/rules/countries.ts';
import { addressEntryFormSchema, ENTRY_FIELDS } from '../../../common/forms/account-area-forms.ts';
import { Field, FormAlert, SubmitButton, useKitForm } from '../form/index.ts';
import type { AddressBookEntry, FormReply } from './fragments.ts';

type Props = {
  entry: AddressBookEntry | null;
  storeCountry: string;
  closeTo: string;
  /** The refused save of this form, if that is what came back. */
  reply: FormReply | null;
};

type EntryField = (typeof ENTRY_FIELDS)[number];

/** One address book entry (saveAddressBookEntry): a name, and an e-mail and/or a full postal address. */
export function AddressEntryForm({ entry, storeCountry, closeTo, reply }: Props) {
  const t = useT();
  const defaultValue = Object.fromEntries(ENTRY_FIELDS.map((f) => [f, entry?.[f] ?? '']));
  const [form, fields] = useKitForm({ schema: addressEntryFormSchema(storeCountry), lastResult: reply, defaultValue });
  const countryName = countryNamer(t.locale);
  const countries = sortCountries(postcodeCountries, t.locale, storeCountry);
  const field = (f: EntryField, props: Record<string, unknown> = {}) => <Field field={fields[f]} label={t(`accountArea.book.field.${f}`)} {...props} />;
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="account-form account-form--plain address-entry-form" noValidate>
      <input type="hidden" name="intent" value="save" />
      {entry && <input type="hidden" name="id" value={entry.id} />}
      <p className="account-form__hint">{t('accountArea.book.formHint')}</p>
      <FormAlert errors={form.errors} title={t('accountArea.form.errorTitle')} className="account-form__alert" />
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
        <select id="entry-country" name="countryCode" className="ui-input" defaultValue={fields.countryCode.initialValue || storeCountry}>
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
        <SubmitButton variant="primary" intent="save">
          {t('accountArea.book.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
