// The checkout's view of the accounts contract (ISSUE5 "Contract: accounts API"): the profile
// that fills step 1 and the address book entries offered on step 2.

export type CustomerAddress = {
  postCode: string | null; houseNumber: string | null; suffix: string | null; street: string | null; city: string | null;
  countryCode: string | null; companyName: string | null;
};
export type CustomerProfile = {
  firstName: string; lastName: string; email: string; invoiceEmail: string | null; phoneNumber: string | null; phoneCountry: string | null;
  customerType: string; companyName: string | null; vatNumber: string | null; chamberOfCommerce: string | null;
  sdiCode: string | null; pecAddress: string | null; address: CustomerAddress | null;
};
export type AddressBookEntry = {
  id: string; firstName: string | null; lastName: string | null; email: string | null; companyName: string | null; countryCode: string | null;
  postCode: string | null; houseNumber: string | null; suffix: string | null; street: string | null; city: string | null;
};

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
 * The profile as step 1's form posts it (details.*), so setCheckoutDetails and the form read it
 * the same way. The order reference is per order: a business customer types it on step 1.
 */
export function profileValues(p: CustomerProfile): Record<string, string> {
  const business = p.customerType === 'BUSINESS';
  const v: Record<string, string | null | undefined> = {
    customerType: business ? 'BUSINESS' : 'PRIVATE', firstName: p.firstName, lastName: p.lastName, email: p.email, confirmEmail: p.email,
    invoiceEmail: p.invoiceEmail, phoneCountry: p.phoneCountry, phoneNumber: p.phoneNumber,
    companyName: business ? p.companyName ?? p.address?.companyName : null, chamberOfCommerce: business ? p.chamberOfCommerce : null,
    vatNumber: business ? p.vatNumber : null, sdiCode: business ? p.sdiCode : null, pecAddress: business ? p.pecAddress : null,
  };
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x).map(([k, x]) => [`details.${k}`, String(x)]));
}

