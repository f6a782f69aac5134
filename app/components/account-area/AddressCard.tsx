import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import type { AddressBookEntry } from './fragments.ts';

type Props = { entry: AddressBookEntry; editHref: string; deleteHref: string; countryName: (code: string) => string };

export function entryName(e: AddressBookEntry): string {
  return [e.firstName, e.lastName].filter(Boolean).join(' ');
}

/** One contact of the address book: who, where, and its edit and delete links. */
export function AddressCard({ entry: e, editHref, deleteHref, countryName }: Props) {
  const t = useT();
  const name = entryName(e);
  const street = [e.street, [e.houseNumber, e.suffix].filter(Boolean).join(' ')].filter(Boolean).join(' ');
  const city = [e.postCode, e.city].filter(Boolean).join(' ');
  return (
    <li className="address-card">
      <h2 className="address-card__name">{name}</h2>
      <address>
        {e.companyName && <span>{e.companyName}</span>}
        {street && <span>{street}</span>}
        {city && <span>{city}</span>}
        {street && e.countryCode && <span>{countryName(e.countryCode)}</span>}
        {e.email && (
          <span className="address-card__email">
            <Icon name="mail" size={16} />
            {e.email}
          </span>
        )}
      </address>
      <div className="address-card__actions">
        <Link to={editHref} className="ui-btn ui-btn--secondary ui-btn--sm" preventScrollReset aria-haspopup="dialog">
          <span className="ui-btn__label">
            {t('accountArea.book.edit')}
            <span className="visually-hidden"> {name}</span>
          </span>
        </Link>
        <Link to={deleteHref} className="ui-btn ui-btn--ghost ui-btn--sm" preventScrollReset aria-haspopup="dialog">
          <span className="ui-btn__label">
            <Icon name="trash" size={18} />
            {t('accountArea.book.delete')}
            <span className="visually-hidden"> {name}</span>
          </span>
        </Link>
      </div>
    </li>
  );
}
