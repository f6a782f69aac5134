import { useState, type ChangeEvent } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Icon } from '../Icon.tsx';
import { entryName, type AddressBookEntry } from './account-types.ts';

type Props = {
  entries: AddressBookEntry[];
  /** An address block (its index) or a digital package's receiver (its package id). */
  kind: 'address' | 'digital';
  target: string;
};

const ADDRESS_FIELDS = ['firstName', 'lastName', 'companyName', 'countryCode', 'street', 'houseNumber', 'suffix', 'postCode', 'city'] as const;

/** The form fields an entry fills, by their posted names (form-data.ts). */
function fieldsFor(kind: Props['kind'], target: string, e: AddressBookEntry): [string, string][] {
  if (kind === 'digital')
    return [
      [`delivery.digital.${target}.name`, entryName(e)],
      [`delivery.digital.${target}.email`, e.email ?? ''],
    ];
  return ADDRESS_FIELDS.map((f) => [`delivery.addresses.${target}.${f}`, e[f] ?? '']);
}

function describe(kind: Props['kind'], e: AddressBookEntry): string {
  if (kind === 'digital') return `${entryName(e)} · ${e.email}`;
  return `${entryName(e)} · ${e.street} ${e.houseNumber}${e.suffix ? ` ${e.suffix}` : ''}, ${e.postCode} ${e.city}`;
}

/**
 * A saved address or receiver from the customer's address book (§3 address book, offered in
 * checkout). With JavaScript choosing one fills the fields at once; without, the "use" button
 * posts the step and it comes back with the entry filled in (checkout action, intent book:…).
 */
export function BookPicker({ entries, kind, target }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const [filled, setFilled] = useState('');
  if (!entries.length) return null;
  const id = `book-${kind}-${target}`;
  const choose = (ev: ChangeEvent<HTMLSelectElement>) => {
    const entry = entries.find((e) => e.id === ev.target.value);
    const form = ev.target.form;
    if (!entry || !form) return;
    for (const [name, value] of fieldsFor(kind, target, entry)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
    setFilled(t('checkout.book.used', { name: entryName(entry) }));
  };
  return (
    <div className="book-picker">
      <label htmlFor={id} className="ui-field__label">
        <Icon name="book" size={18} /> {t(kind === 'address' ? 'checkout.book.address' : 'checkout.book.contact')}
      </label>
      <div className="book-picker__row">
        <select id={id} name={`book.${kind}.${target}`} className="ui-input" defaultValue="" onChange={hydrated ? choose : undefined}>
          <option value="">{t('checkout.book.choose')}</option>
          {entries.map((e) => (
            <option key={e.id} value={e.id}>
              {describe(kind, e)}
            </option>
          ))}
        </select>
        {!hydrated && (
          <Button type="submit" name="intent" value={`book:${kind}:${target}`} variant="secondary" formNoValidate>
            {t('checkout.book.use')}
          </Button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {filled}
      </p>
    </div>
  );
}
