// The checkout's view of the accounts contract (ISSUE5 "Contract: accounts API"): the profile
// that fills step 1 and the address book entries offered on step 2.

import type { AddressBookEntry, CustomerProfile } from './fragments.ts';
import type { DetailField } from '../../../common/forms/checkout-step-forms.ts';

export type { AddressBookEntry, CustomerProfile } from './fragments.ts';

/** The entry's name as a person reads it. */
export function entryName(e: AddressBookEntry): string {
  return [e.firstName, e.lastName].filter(Boolean).join(' ');
}

/** Entries that can take physical cards: a full postal address. */
export function postalEntries(entries: AddressBookEntry[]): AddressBookEntry[] {
  return entries.filter((e) => e.street && e.houseNumber && e.postCode && e.city);
}

/** Entries that can receive digital cards: an e-mail. */
export function emailEntries(entries: AddressBookEntry[]): AddressBookEntry[] {
  return entries.filter((e) => e.email);
}

/**
 * The profile as step 1's form posts it (its details.* fields), so setCheckoutDetails and the
 * form read it the same way. The order reference is per order: a business customer types it on step 1.
 */
export function profileDetails(p: CustomerProfile): Partial<Record<DetailField, string>> {
  const business = p.customerType === 'BUSINESS';
  const v: Partial<Record<DetailField, string | null | undefined>> = {
    customerType: business ? 'BUSINESS' : 'PRIVATE',
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    confirmEmail: p.email,
    invoiceEmail: p.invoiceEmail,
    phoneCountry: p.phoneCountry,
    phoneNumber: p.phoneNumber,
    companyName: business ? (p.companyName ?? p.address?.companyName) : null,
    chamberOfCommerce: business ? p.chamberOfCommerce : null,
    vatNumber: business ? p.vatNumber : null,
    sdiCode: business ? p.sdiCode : null,
    pecAddress: business ? p.pecAddress : null,
    // A company's address in its profile is its registered office, for the Italian e-invoice.
    ...(business && p.address
      ? { street: p.address.street, houseNumber: p.address.houseNumber, suffix: p.address.suffix, postCode: p.address.postCode, city: p.address.city }
      : {}),
  };
  return Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (x ? [[k, String(x)]] : [])));
}
