import { describe, expect, it } from 'vitest';
import { redeemConfirmSchema } from './redeem-confirm-form.ts';
import { redeemDeliveryFormSchema } from './redeem-delivery-form.ts';
import { issuesByField } from '../rules/schemas.ts';

const holder = { firstName: 'Sara', lastName: 'Conti', email: 'sara@example.it', emailConfirmation: 'Sara@Example.it' };
const address = { countryCode: 'IT', street: 'Via dei Mille', houseNumber: '8', suffix: '', postCode: '40121', city: 'Bologna' };
const issues = (form: Record<string, string>) => issuesByField(redeemDeliveryFormSchema.safeParse(form));

describe('the redeem delivery form', () => {
  it('wants a name and the e-mail twice, under the names the form posts', () => {
    expect(issues(holder)).toEqual({});
    expect(issues({ ...holder, firstName: ' ' }).firstName?.key).toBe('validation.firstNameRequired');
    expect(issues({ ...holder, emailConfirmation: '' }).emailConfirmation?.key).toBe('validation.emailConfirmRequired');
    expect(issues({ ...holder, emailConfirmation: 'luca@example.it' }).emailConfirmation?.key).toBe('validation.emailMismatch');
  });

  it('checks the address when the form has it (cards by post), the postcode in its country’s format', () => {
    expect(issues({ ...holder, ...address })).toEqual({});
    expect(issues({ ...holder, ...address, street: '' }).street?.key).toBe('validation.streetRequired');
    expect(issues({ ...holder, ...address, postCode: '4012' }).postCode?.key).toBe('validation.postcodeInvalid');
    expect(issues({ ...holder, ...address, city: '' }).city?.key).toBe('validation.cityRequired');
  });
});

describe('the redeem confirmation', () => {
  it('wants the terms ticked', () => {
    expect(issuesByField(redeemConfirmSchema.safeParse({})).termsAccepted?.key).toBe('validation.termsRequired');
    expect(redeemConfirmSchema.safeParse({ termsAccepted: 'on' }).success).toBe(true);
  });
});
