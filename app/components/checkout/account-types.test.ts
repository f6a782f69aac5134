import { describe, expect, it } from 'vitest';
import { emailEntries, postalEntries, profileDetails, type AddressBookEntry, type CustomerProfile } from './account-types.ts';
import { applyBookEntry } from '../../routes/checkout-account.server.ts';

const profile: CustomerProfile = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia@example.it',
  invoiceEmail: null,
  phoneNumber: '3331234567',
  phoneCountry: 'IT',
  customerType: 'PRIVATE',
  companyName: 'Ufficio Aperto',
  vatNumber: '01234567897',
  chamberOfCommerce: null,
  sdiCode: 'ABC1234',
  pecAddress: null,
  address: { postCode: '20121', houseNumber: '12', suffix: null, street: 'Via Roma', city: 'Milano', countryCode: 'IT', companyName: null },
};
const entry = (over: Partial<AddressBookEntry>): AddressBookEntry => ({
  id: '1',
  firstName: 'Nonna',
  lastName: 'Pina',
  email: null,
  companyName: null,
  countryCode: 'IT',
  postCode: null,
  houseNumber: null,
  suffix: null,
  street: null,
  city: null,
  ...over,
});

describe('the profile as step 1', () => {
  it('fills name, e-mail twice and phone, and leaves business fields out for a private customer', () => {
    const v = profileDetails(profile);
    expect(v).toMatchObject({
      customerType: 'PRIVATE',
      firstName: 'Giulia',
      email: 'giulia@example.it',
      confirmEmail: 'giulia@example.it',
      phoneNumber: '3331234567',
    });
    expect(v.vatNumber).toBeUndefined();
    expect(v.invoiceEmail).toBeUndefined();
  });
  it('carries company, VAT number and SDI code for a business customer', () => {
    const v = profileDetails({ ...profile, customerType: 'BUSINESS' });
    expect(v).toMatchObject({
      customerType: 'BUSINESS',
      companyName: 'Ufficio Aperto',
      vatNumber: '01234567897',
      sdiCode: 'ABC1234',
    });
  });
});

describe('address book entries in step 2', () => {
  const postal = entry({ id: '7', street: 'Via Garibaldi', houseNumber: '7', postCode: '10122', city: 'Torino' });
  const mail = entry({ id: '8', firstName: 'Zio', lastName: 'Beppe', email: 'zio@example.it' });
  it('offers only full postal addresses for cards by post, and only e-mails for receivers', () => {
    expect(postalEntries([postal, mail]).map((e) => e.id)).toEqual(['7']);
    expect(emailEntries([postal, mail]).map((e) => e.id)).toEqual(['8']);
  });
  it('fills one address block and keeps the rest of what was typed', () => {
    const v = applyBookEntry({ 'delivery.addresses.1.street': 'old', 'delivery.digital.5.email': 'keep@example.it' }, 'address:1', postal);
    expect(v['delivery.addresses.1.street']).toBe('Via Garibaldi');
    expect(v['delivery.addresses.1.postCode']).toBe('10122');
    expect(v['delivery.addresses.1.firstName']).toBe('Nonna');
    expect(v['delivery.digital.5.email']).toBe('keep@example.it');
  });
  it('fills a digital receiver with the name and e-mail', () => {
    const v = applyBookEntry({}, 'digital:5', mail);
    expect(v).toEqual({ 'delivery.digital.5.name': 'Zio Beppe', 'delivery.digital.5.email': 'zio@example.it' });
  });
});
